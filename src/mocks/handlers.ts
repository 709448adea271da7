import type { RequestHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { catalogHandlers } from './handlers/catalog';
import { userHandlers } from './handlers/users';

/** Every mock API handler, by area. */
export const handlers: RequestHandler[] = [...authHandlers, ...userHandlers, ...catalogHandlers];
