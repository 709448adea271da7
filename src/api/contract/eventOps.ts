import { z } from 'zod';
import { e, admin, producer, company, sellers, listQuery, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

/** Running an event: ticket types, coupons, orders and refunds, attendees and check-in. */
export const eventOpsEndpoints: readonly Endpoint[] = [
  e({
    method: 'POST',
    path: '/api/Ticket/create',
    summary: 'Create a ticket type',
    access: sellers,
    body: d.ticketSchema.partial(),
    response: objEnvelope(d.ticketSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Ticket/update/:id',
    summary: 'Edit a ticket type',
    access: sellers,
    body: d.ticketSchema.partial(),
    response: objEnvelope(d.ticketSchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Ticket/delete/:id',
    summary: 'Delete a ticket type with no sales',
    access: sellers,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Coupon/all',
    summary: 'Coupons of an event (?eventId=)',
    access: sellers,
    query: z.object({ eventId: z.string() }),
    response: listEnvelope(d.couponSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Coupon/create',
    summary: 'Create a coupon',
    access: sellers,
    body: d.couponSchema.partial(),
    response: objEnvelope(d.couponSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Coupon/update/:id',
    summary: 'Edit a coupon',
    access: sellers,
    body: d.couponSchema.partial(),
    response: objEnvelope(d.couponSchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Coupon/delete/:id',
    summary: 'Delete a coupon',
    access: sellers,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Order/refund/:id',
    summary: 'Refund a paid order (updates finance, frees stock)',
    access: [producer, company, admin],
    response: objEnvelope(d.orderSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Attendee/all',
    summary: 'Attendees of an event (?eventId=, search, ticketId, checkedIn)',
    access: sellers,
    query: listQuery.extend({ eventId: z.string(), ticketId: z.string().optional() }),
    response: listEnvelope(d.attendeeSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Attendee/checkin/:code',
    summary: 'Check a ticket in at the door (?eventId=)',
    access: sellers,
    response: envelopeSchema.extend({
      obj: d.attendeeSchema.optional(),
      result: z.enum(['valid', 'already', 'unknown', 'otherEvent']),
    }),
    source: 'design',
  }),
];
