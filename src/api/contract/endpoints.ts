import { adminEndpoints } from './admin';
import { arenaEndpoints } from './arena';
import { attendanceEndpoints } from './attendance';
import { authEndpoints } from './auth';
import { calendarEndpoints } from './calendar';
import { cardsEndpoints } from './cards';
import { chatEndpoints } from './chat';
import { checkoutEndpoints } from './checkout';
import type { Endpoint, HttpMethod } from './common';
import { courseEndpoints } from './courses';
import { customerEndpoints } from './customer';
import { eventsEndpoints } from './events';
import { familyEndpoints } from './family';
import { kanbanEndpoints } from './kanban';
import { mailEndpoints } from './mail';
import { contactEndpoints } from './contact';
import { financeEndpoints } from './finance';
import { producerEndpoints } from './producer';
import { producerOpsEndpoints } from './producerOps';
import { studentEndpoints } from './students';
import { subscriptionEndpoints } from './subscription';
import { ticketsEndpoints } from './tickets';
import { userEndpoints } from './user';
import { shopEndpoints } from './shop';
import { whitelistEndpoints } from './whitelist';
import { widgetEndpoints } from './widget';

export type { Endpoint, HttpMethod } from './common';

/**
 * The registry of every endpoint, gathered from each area's contract file (named as the area's feature
 * folder, endpoints, mock handlers and messages are).
 */
export const ENDPOINTS: readonly Endpoint[] = [
  ...authEndpoints(),
  ...eventsEndpoints(),
  ...checkoutEndpoints(),
  ...ticketsEndpoints(),
  ...subscriptionEndpoints(),
  ...whitelistEndpoints(),
  ...calendarEndpoints(),
  ...producerEndpoints(),
  ...producerOpsEndpoints(),
  ...courseEndpoints(),
  ...studentEndpoints(),
  ...attendanceEndpoints(),
  ...cardsEndpoints(),
  ...familyEndpoints(),
  ...adminEndpoints(),
  ...financeEndpoints(),
  ...chatEndpoints(),
  ...arenaEndpoints(),
  ...kanbanEndpoints(),
  ...mailEndpoints(),
  ...contactEndpoints(),
  ...userEndpoints(),
  ...customerEndpoints(),
  ...widgetEndpoints(),
  ...shopEndpoints(),
];

export function findEndpoint(method: HttpMethod, path: string): Endpoint | undefined {
  return ENDPOINTS.find((ep) => ep.method === method && ep.path === path);
}
