import { z } from 'zod/mini';
import { isoDayProblem } from '@/utils/localDate';
import { dateRange, e, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope } from './envelope';

/** Times of the user event payload: HH:mm:ss (an all-day event is 00:00:00 to 23:59:59). */
const clockTime = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'calendar.validation.time.invalid'));

/** The user event payload of SPEC.md §3/§7 (create and update). */
export const userEventBody = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'calendar.validation.title.required'),
      z.maxLength(120, 'calendar.validation.title.max'),
    ),
  description: z.string().check(z.maxLength(2000, 'calendar.validation.text.max')),
  location: z.string().check(z.maxLength(200, 'calendar.validation.location.max')),
  color: z.string().check(z.maxLength(32)),
  priority: z.string().check(z.maxLength(32)),
  category: z.string().check(z.maxLength(32)),
  reminderMinutes: z.int().check(z.gte(0), z.lte(40320)),
  isPrivate: z.boolean(),
  isRecurring: z.boolean(),
  eventDate: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'calendar.validation.date.invalid'),
    z.refine((v) => isoDayProblem(v) !== 'nonexistent', 'calendar.validation.date.nonexistent'),
  ),
  startTime: clockTime,
  endTime: clockTime,
  notes: z.string().check(z.maxLength(2000, 'calendar.validation.text.max')),
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
  ...templateCalendarEndpoints(),
];

/**
 * The template calendar app (/apps/calendar, SPEC.md §3 "calendar events", §7): one calendar shared by
 * every signed-in user of the school. An event spans `start` to `end`, local times without a zone:
 * a timed event as YYYY-MM-DDTHH:mm:ss, an all-day event as YYYY-MM-DD with `end` the day after its
 * last day (exclusive), as calendars count days.
 */
const localDay = /^\d{4}-\d{2}-\d{2}$/;
const localDateTime = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const templateWhen = z
  .string()
  .check(z.refine((v) => localDay.test(v) || localDateTime.test(v), 'calendar.validation.date.invalid'));
const templateEventId = z.string().check(z.minLength(1), z.maxLength(64));

const templateEventFields = {
  title: userEventBody.shape.title,
  description: userEventBody.shape.description,
  location: userEventBody.shape.location,
  /** #rrggbb; white text stays readable on it. */
  color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'calendar.validation.color.invalid')),
  allDay: z.boolean(),
  start: templateWhen,
  end: templateWhen,
};

/** An event as the client sends it to be added (the server gives it its id). */
export const templateEventDraftSchema = z.object(templateEventFields);
export type TemplateCalendarEventDraft = z.infer<typeof templateEventDraftSchema>;

/** An event of the template calendar (SPEC.md §7 /api/calendar/events). */
export const templateEventSchema = z.object({ id: templateEventId, ...templateEventFields });
export type TemplateCalendarEvent = z.infer<typeof templateEventSchema>;

export const addTemplateEventBody = z.object({ event: templateEventDraftSchema });
export const updateTemplateEventBody = z.object({ event: templateEventSchema });
export const deleteTemplateEventBody = z.object({ eventId: templateEventId });
export type AddTemplateEventBody = z.infer<typeof addTemplateEventBody>;
export type UpdateTemplateEventBody = z.infer<typeof updateTemplateEventBody>;
export type DeleteTemplateEventBody = z.infer<typeof deleteTemplateEventBody>;

/** Every answer of the template calendar: the envelope plus all the events, as stored after the call. */
export const templateEventsAnswer = z.extend(envelopeSchema, {
  flag: z.literal(true),
  events: z.array(templateEventSchema),
});
export type TemplateEventsAnswer = z.infer<typeof templateEventsAnswer>;

export const TEMPLATE_CALENDAR_PATHS = {
  list: '/api/calendar/events',
  add: '/api/calendar/events/add',
  update: '/api/calendar/events/update',
  remove: '/api/calendar/events/delete',
} as const;

const P = TEMPLATE_CALENDAR_PATHS;

/** The template calendar's calls (SPEC.md §7), each answering every event. */
export const templateCalendarEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: P.list,
    summary: 'Every event of the template calendar (shared by the signed-in users); answers events',
    access: 'signedIn',
    response: templateEventsAnswer,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: P.add,
    summary: 'Add an event (the server gives it its id); answers events',
    access: 'signedIn',
    body: addTemplateEventBody,
    response: templateEventsAnswer,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: P.update,
    summary: 'Replace an event (moved, resized or edited); answers events',
    access: 'signedIn',
    body: updateTemplateEventBody,
    response: templateEventsAnswer,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: P.remove,
    summary: 'Delete an event; answers events',
    access: 'signedIn',
    body: deleteTemplateEventBody,
    response: templateEventsAnswer,
    source: 'spec',
  }),
];
