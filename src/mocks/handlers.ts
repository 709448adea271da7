import type { RequestHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { attendeeHandlers } from './handlers/attendees';
import { catalogHandlers } from './handlers/catalog';
import { orderHandlers, subscriptionHandlers } from './handlers/orders';
import { userHandlers } from './handlers/users';
import { whitelistHandlers } from './handlers/whitelist';
import { producerEventHandlers } from './handlers/producerEvents';
import { eventOpsHandlers } from './handlers/eventOps';
import { financeHandlers } from './handlers/finance';
import { courseHandlers } from './handlers/courses';
import { studentHandlers } from './handlers/students';
import { schoolDayHandlers } from './handlers/schoolDay';
import { calendarHandlers } from './handlers/calendar';
import { chatHandlers } from './handlers/chat';
import { adminHandlers } from './handlers/admin';
import { familyHandlers } from './handlers/family';

/** Every mock API handler, by area. */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...catalogHandlers,
  ...orderHandlers,
  ...subscriptionHandlers,
  ...attendeeHandlers,
  ...whitelistHandlers,
  ...producerEventHandlers,
  ...eventOpsHandlers,
  ...financeHandlers,
  ...courseHandlers,
  ...studentHandlers,
  ...schoolDayHandlers,
  ...calendarHandlers,
  ...chatHandlers,
  ...adminHandlers,
  ...familyHandlers,
];
