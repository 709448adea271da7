import type { HttpHandler } from 'msw';

/** Mock API handlers of this area (filled in as the area is built). */
export const calendarHandlers: HttpHandler[] = [];
