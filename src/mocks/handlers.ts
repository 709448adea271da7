import type { RequestHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { ticketsHandlers } from './handlers/tickets';
import { eventsHandlers } from './handlers/events';
import { checkoutHandlers } from './handlers/checkout';
import { subscriptionHandlers } from './handlers/subscription';
import { whitelistHandlers } from './handlers/whitelist';
import { producerHandlers } from './handlers/producer';
import { producerOpsHandlers } from './handlers/producerOps';
import { financeHandlers } from './handlers/finance';
import { courseHandlers } from './handlers/courses';
import { studentHandlers } from './handlers/students';
import { attendanceHandlers } from './handlers/attendance';
import { cardsHandlers } from './handlers/cards';
import { calendarHandlers } from './handlers/calendar';
import { chatHandlers } from './handlers/chat';
import { adminHandlers, userHandlers } from './handlers/admin';
import { familyHandlers } from './handlers/family';
import { arenaHandlers } from './handlers/arena';
import { filesHandlers } from './handlers/files';
import { kanbanHandlers } from './handlers/kanban';
import { mailHandlers } from './handlers/mail';
import { contactHandlers } from './handlers/contact';
import { userSectionHandlers } from './handlers/user';
import { customerHandlers } from './handlers/customer';
import { widgetHandlers } from './handlers/widget';
import { shopHandlers } from './handlers/shop';

/** Every mock API handler, by area. */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...eventsHandlers,
  ...checkoutHandlers,
  ...subscriptionHandlers,
  ...ticketsHandlers,
  ...whitelistHandlers,
  ...producerHandlers,
  ...producerOpsHandlers,
  ...financeHandlers,
  ...courseHandlers,
  ...studentHandlers,
  ...attendanceHandlers,
  ...cardsHandlers,
  ...calendarHandlers,
  ...chatHandlers,
  ...adminHandlers,
  ...familyHandlers,
  ...arenaHandlers,
  ...filesHandlers,
  ...kanbanHandlers,
  ...mailHandlers,
  ...contactHandlers,
  ...userSectionHandlers,
  ...customerHandlers,
  ...widgetHandlers,
  ...shopHandlers,
];
