import { z } from 'zod/mini';
import { e, admin, producer, company, sellers, listQuery, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

// ---------------------------------------------------------------------------------------------
// Ticket types. Messages are catalogue ids (area `producerOps`): the form shows them in the user's
// language, the mock server answers their pt-BR text.

const whenSchema = d.ticketSchema.shape.salesStart;

/** What the producer types for a ticket type; `free` is the form's switch (a free type costs 0). */
export const ticketFieldsSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'producerOps.ticket.error.name'),
      z.maxLength(60, 'producerOps.ticket.error.nameLong'),
    ),
  free: z.optional(z.boolean()),
  price: z.int().check(z.nonnegative()),
  halfPriceAllowed: z.boolean(),
  quantity: z.int().check(z.gte(1, 'producerOps.ticket.error.quantity'), z.lte(100_000)),
  salesStart: whenSchema,
  salesEnd: whenSchema,
  minPerOrder: z.int().check(z.gte(1, 'producerOps.ticket.error.minPerOrder')),
  maxPerOrder: z.int().check(z.gte(1, 'producerOps.ticket.error.maxPerOrder')),
  visible: z.boolean(),
});
export type TicketFields = z.infer<typeof ticketFieldsSchema>;

export const ticketCreateBodySchema = z.extend(ticketFieldsSchema, {
  eventId: z.string().check(z.minLength(1)),
});
export type TicketCreateBody = z.infer<typeof ticketCreateBodySchema>;
/** PATCH: the fields that change; the server checks the whole ticket type after merging. */
export const ticketUpdateBodySchema = z.partial(ticketFieldsSchema);
export type TicketUpdateBody = z.infer<typeof ticketUpdateBodySchema>;

export type TicketField = keyof TicketFields;
/** A broken rule: the field it belongs to and its message id. */
export interface RuleIssue<Field extends string> {
  field: Field;
  id: string;
}

/**
 * The rules of a ticket type that look across fields or at its event: a sales window that ends after
 * it starts and before the event ends, max ≥ min per order, no fewer tickets than already sold, and a
 * price unless the type is free. One function for the form and the server.
 */
export function ticketRuleIssues(
  ticket: Pick<
    TicketFields,
    'price' | 'free' | 'quantity' | 'salesStart' | 'salesEnd' | 'minPerOrder' | 'maxPerOrder'
  >,
  context: { eventEndsAt: string; sold: number },
): RuleIssue<TicketField>[] {
  const issues: RuleIssue<TicketField>[] = [];
  const free = ticket.free ?? ticket.price === 0;
  if (!free && ticket.price <= 0) issues.push({ field: 'price', id: 'producerOps.ticket.error.price' });
  if (free && ticket.price !== 0) issues.push({ field: 'price', id: 'producerOps.ticket.error.freePrice' });
  if (ticket.quantity < context.sold)
    issues.push({ field: 'quantity', id: 'producerOps.ticket.error.belowSold' });
  if (ticket.maxPerOrder < ticket.minPerOrder)
    issues.push({ field: 'maxPerOrder', id: 'producerOps.ticket.error.maxBelowMin' });
  const start = Date.parse(ticket.salesStart);
  const end = Date.parse(ticket.salesEnd);
  if (Number.isFinite(start) && Number.isFinite(end) && end <= start)
    issues.push({ field: 'salesEnd', id: 'producerOps.ticket.error.windowOrder' });
  else if (Number.isFinite(end) && end > Date.parse(context.eventEndsAt))
    issues.push({ field: 'salesEnd', id: 'producerOps.ticket.error.windowAfterEvent' });
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Coupons.

export const COUPON_CODE = /^[A-Z0-9]{3,20}$/;

export const couponFieldsSchema = z.object({
  code: z.string().check(z.trim(), z.toUpperCase(), z.regex(COUPON_CODE, 'producerOps.coupon.error.code')),
  kind: d.couponSchema.shape.kind,
  value: z.int().check(z.gte(1, 'producerOps.coupon.error.value')),
  maxUses: z.int().check(z.gte(1, 'producerOps.coupon.error.maxUses'), z.lte(1_000_000)),
  validFrom: whenSchema,
  validUntil: whenSchema,
  /** Empty: the coupon is good for every ticket type of the event. */
  ticketIds: z.array(z.string()),
});
export type CouponFields = z.infer<typeof couponFieldsSchema>;
export type CouponField = keyof CouponFields;

export const couponCreateBodySchema = z.extend(couponFieldsSchema, {
  eventId: z.string().check(z.minLength(1)),
});
export type CouponCreateBody = z.infer<typeof couponCreateBodySchema>;
export const couponUpdateBodySchema = z.partial(couponFieldsSchema);
export type CouponUpdateBody = z.infer<typeof couponUpdateBodySchema>;

/** Cross-field rules of a coupon (the server adds: code unique per event, ticket types of the event). */
export function couponRuleIssues(
  coupon: Pick<CouponFields, 'kind' | 'value' | 'maxUses' | 'validFrom' | 'validUntil'>,
  context: { eventEndsAt: string; used: number },
): RuleIssue<CouponField>[] {
  const issues: RuleIssue<CouponField>[] = [];
  if (coupon.kind === 'percent' && (coupon.value < 1 || coupon.value > 100))
    issues.push({ field: 'value', id: 'producerOps.coupon.error.percent' });
  if (coupon.maxUses < context.used)
    issues.push({ field: 'maxUses', id: 'producerOps.coupon.error.belowUsed' });
  const from = Date.parse(coupon.validFrom);
  const until = Date.parse(coupon.validUntil);
  if (Number.isFinite(from) && Number.isFinite(until) && until <= from)
    issues.push({ field: 'validUntil', id: 'producerOps.coupon.error.windowOrder' });
  else if (Number.isFinite(until) && until > Date.parse(context.eventEndsAt))
    issues.push({ field: 'validUntil', id: 'producerOps.coupon.error.windowAfterEvent' });
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Attendees and check-in.

export const attendeeListQuerySchema = z.extend(listQuery, {
  eventId: z.string(),
  ticketId: z.optional(z.string()),
  /** 'true': only the ones already in; 'false': only the ones still to come. */
  checkedIn: z.optional(z.enum(['true', 'false'])),
});
export type AttendeeListQuery = z.infer<typeof attendeeListQuerySchema>;

export const attendeeSummarySchema = z.object({
  total: z.int().check(z.nonnegative()),
  checkedIn: z.int().check(z.nonnegative()),
  byTicket: z.array(
    z.object({
      ticketId: z.string(),
      total: z.int().check(z.nonnegative()),
      checkedIn: z.int().check(z.nonnegative()),
    }),
  ),
});
export type AttendeeSummary = z.infer<typeof attendeeSummarySchema>;

/**
 * A door verdict. `valid`: let in (checked in now). `already`: was let in before (obj.checkedInAt says
 * when). `otherEvent`: a ticket of another event (`event` says which). `voided`: its order was refunded
 * or cancelled. An unknown code answers 404 with `result: 'unknown'`.
 */
export const checkinResultSchema = z.enum(['valid', 'already', 'unknown', 'otherEvent', 'voided']);
export type CheckinResult = z.infer<typeof checkinResultSchema>;
export const checkinResponseSchema = z.extend(envelopeSchema, {
  result: checkinResultSchema,
  obj: z.optional(d.attendeeSchema),
  ticketName: z.optional(z.string()),
  event: z.optional(z.object({ id: z.string(), title: z.string() })),
});
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

/** Running an event: ticket types, coupons, orders and refunds, attendees and check-in. */
export const producerOpsEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'POST',
    path: '/api/Ticket/create',
    summary:
      'Create a ticket type (owner of the event): sales window inside the event, max ≥ min per order, price unless free',
    access: sellers,
    body: ticketCreateBodySchema,
    response: objEnvelope(d.ticketSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Ticket/update/:id',
    summary: 'Edit a ticket type (same rules; quantity never below what is sold)',
    access: sellers,
    body: ticketUpdateBodySchema,
    response: objEnvelope(d.ticketSchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Ticket/delete/:id',
    summary: 'Delete a ticket type with no sales (409 once sold: hide it instead)',
    access: sellers,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Coupon/all',
    summary: 'Coupons of an event (?eventId=), with uses so far',
    access: sellers,
    query: z.object({ eventId: z.string() }),
    response: listEnvelope(d.couponSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Coupon/create',
    summary: 'Create a coupon: code A–Z0–9 upper-case, unique per event (409 on the code field)',
    access: sellers,
    body: couponCreateBodySchema,
    response: objEnvelope(d.couponSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Coupon/update/:id',
    summary: 'Edit a coupon (same rules; max uses never below uses so far)',
    access: sellers,
    body: couponUpdateBodySchema,
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
    summary:
      "Refund a paid order (idempotent): order refunded, its tickets voided, stock and coupon use returned, a refund transaction in the seller's finance",
    access: [producer, company, admin],
    idempotent: true,
    response: objEnvelope(d.orderSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Attendee/all',
    summary:
      'Valid tickets of an event (?eventId=; owner): search (holder, code, order id or short code), ticketId, checkedIn, sort, page',
    access: sellers,
    query: attendeeListQuerySchema,
    response: listEnvelope(d.attendeeSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Attendee/summary',
    summary: 'Check-in counts of an event (?eventId=; owner): total, checked in, per ticket type',
    access: sellers,
    query: z.object({ eventId: z.string() }),
    response: objEnvelope(attendeeSummarySchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Attendee/checkin/:code',
    summary:
      'Check a ticket in at the door (?eventId=; owner): valid, already (with when), otherEvent (which), voided; 404 unknown',
    access: sellers,
    query: z.object({ eventId: z.string() }),
    response: checkinResponseSchema,
    source: 'design',
  }),
];
