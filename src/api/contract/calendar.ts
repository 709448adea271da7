import { z } from 'zod';
import { e, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope } from './envelope';

/** The user event payload of SPEC.md §7. */
export const userEventBody = z.object({
  title: z.string(),
  description: z.string(),
  location: z.string(),
  color: z.string(),
  priority: z.string(),
  category: z.string(),
  reminderMinutes: z.number(),
  isPrivate: z.boolean(),
  isRecurring: z.boolean(),
  eventDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  notes: z.string(),
  userId: z.union([z.string(), z.number()]),
});

/** The calendar (SPEC.md §3–8): merged feed, personal events (EventUser) and class edits. */
export const calendarEndpoints: readonly Endpoint[] = [
  e({
    method: 'GET',
    path: '/api/Calendar/all',
    summary: 'Calendar of the signed-in user (classes and personal events)',
    access: 'signedIn',
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
