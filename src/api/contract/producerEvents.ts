import { z } from 'zod';
import { e, admin, producer, company, sellers, listQuery, type Endpoint } from './common';
import * as d from './domain';
import { listEnvelope, objEnvelope } from './envelope';

/** A producer's or school's own events: list, create, edit, publish, cancel. */
export const producerEventEndpoints: readonly Endpoint[] = [
  e({
    method: 'GET',
    path: '/api/Event/mine',
    summary: "The producer's or school's events with sold and revenue",
    access: sellers,
    query: listQuery.extend({ status: d.eventStatusSchema.optional() }),
    response: listEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Event/create',
    summary: 'Create an event (draft)',
    access: sellers,
    body: d.eventSchema.partial(),
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Event/update/:id',
    summary: 'Edit an event',
    access: [producer, company, admin],
    body: d.eventSchema.partial(),
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Event/publish/:id',
    summary: 'Publish a draft',
    access: sellers,
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Event/cancel/:id',
    summary: 'Cancel an event with a reason',
    access: [producer, company, admin],
    body: z.object({ reason: z.string() }),
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
];
