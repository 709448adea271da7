import { afterAll, afterEach, beforeAll } from 'vitest';
import { db } from '@/mocks/db/database';
import { server } from '@/mocks/node';

// Tests of pages and the API layer run against the mock API (msw), each from the seeded demo world.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  db.reset();
});
afterAll(() => server.close());
