import { z } from 'zod/mini';
import { e, idParam, listQuery, type Endpoint } from './common';
import * as d from './domain';
import { listEnvelope, objEnvelope } from './envelope';

/** Events as the public sees them: the catalogue and its filters, one event, its tickets, a school's page. */

export const eventsEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Event/public',
    summary:
      'Published catalogue: search, category, city, from/to, free, priceMin/priceMax, sort (date, price or relevance), page',
    access: 'public',
    query: z.extend(listQuery, {
      category: z.optional(z.string()),
      city: z.optional(z.string()),
      from: z.optional(z.string()),
      to: z.optional(z.string()),
      free: z.optional(z.boolean()),
      priceMin: z.optional(z.number()),
      priceMax: z.optional(z.number()),
      schoolId: z.optional(z.string()),
      ownerId: z.optional(z.string()),
    }),
    response: listEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Event/filters',
    summary: 'Categories and cities that have published events (for the catalogue filters)',
    access: 'public',
    response: objEnvelope(z.object({ categories: z.array(z.string()), cities: z.array(z.string()) })),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Event/single/:id',
    summary: 'One event (published ones for everyone; drafts for their owner)',
    access: 'public',
    query: idParam,
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Ticket/all',
    summary: 'Ticket types of an event (?eventId=)',
    access: 'public',
    query: z.object({ eventId: z.string() }),
    response: listEnvelope(d.ticketSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/School/public/:id',
    summary: "A school's public page",
    access: 'public',
    response: objEnvelope(d.schoolSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Course/public',
    summary: 'Open courses of a school (?schoolId=), for its public page',
    access: 'public',
    query: z.object({ schoolId: z.string() }),
    response: listEnvelope(d.courseSchema),
    source: 'design',
  }),
];
