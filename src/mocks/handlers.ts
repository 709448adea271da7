import type { RequestHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { attendeeHandlers } from './handlers/attendees';
import { catalogHandlers } from './handlers/catalog';
import { orderHandlers, subscriptionHandlers } from './handlers/orders';
import { userHandlers } from './handlers/users';
import { whitelistHandlers } from './handlers/whitelist';

/** Every mock API handler, by area. */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...catalogHandlers,
  ...orderHandlers,
  ...subscriptionHandlers,
  ...attendeeHandlers,
  ...whitelistHandlers,
];
