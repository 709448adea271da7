import { z } from 'zod';
import { dateRange, e, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope } from './envelope';

/** Times of the user event payload: HH:mm:ss (an all-day event is 00:00:00 to 23:59:59). */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'calendar.validation.time.invalid');

/** The user event payload of SPEC.md §3/§7 (create and update). */
export const userEventBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'calendar.validation.title.required')
    .max(120, 'calendar.validation.title.max'),
  description: z.string().max(2000, 'calendar.validation.text.max'),
  location: z.string().max(200, 'calendar.validation.location.max'),
  color: z.string().max(32),
  priority: z.string().max(32),
  category: z.string().max(32),
  reminderMinutes: z.number().int().min(0).max(40320),
  isPrivate: z.boolean(),
  isRecurring: z.boolean(),
  eventDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'calendar.validation.date.invalid'),
  startTime: clockTime,
  endTime: clockTime,
  notes: z.string().max(2000, 'calendar.validation.text.max'),
  userId: z.union([z.string(), z.number()]),
});
export type UserEventBody = z.infer<typeof userEventBody>;

/** The calendar (SPEC.md §3–8): merged feed, personal events (EventUser) and class edits. */
export const calendarEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Calendar/all',
    summary:
      'Calendar of the signed-in user: personal events (EventUser), class sessions (CourseClass, one per meeting day) and own events; optional from/to (YYYY-MM-DD, to exclusive) bound the class sessions',
    access: 'signedIn',
    query: dateRange,
    response: listEnvelope(d.calendarItemSchema),
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/EventUser/create',
    summary: 'Create a personal event',
    access: 'signedIn',
    body: userEventBody,
    response: envelopeSchema,
    source: 'spec',
  }),
  e({
    method: 'PATCH',
    path: '/api/EventUser/update/:eventUserId',
    summary: 'Update a personal event',
    access: 'signedIn',
    body: userEventBody,
    response: envelopeSchema,
    source: 'spec',
  }),
  e({
    method: 'DELETE',
    path: '/api/EventUser/delete/:eventUserId',
    summary: 'Delete a personal event',
    access: 'signedIn',
    response: envelopeSchema,
    source: 'spec',
  }),
];
