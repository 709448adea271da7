import type { RequestHandler } from 'msw';

/** Every mock API handler, by area. */
export const handlers: RequestHandler[] = [];
