import { setupWorker } from 'msw/browser';
import { db } from './db/database';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

/** Starts the in-browser API: loads (or seeds) the persisted demo world, then intercepts /api calls. */
export async function startBrowserMock(): Promise<void> {
  const started = performance.now();
  db.enablePersistence();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  const ms = Math.round(performance.now() - started);
  (window as unknown as { __lumiMockStartMs?: number }).__lumiMockStartMs = ms;
  console.info(`Lumi mock API ready in ${ms} ms`);
}
