import type { RequestHandler } from 'msw';
import { authHandlers } from './handlers/auth';

/** Every mock API handler, by area. */
export const handlers: RequestHandler[] = [...authHandlers];
