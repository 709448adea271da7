import { z } from 'zod/mini';
import { DATE_MAX, DATE_MIN } from '@/config';
import { BR_STATES } from '@/utils/br';
import { e, admin, producer, company, sellers, listQuery, type Endpoint } from './common';
import * as d from './domain';
import { listEnvelope, objEnvelope } from './envelope';

/** Categories an event can have; the public catalogue names them (`events.category.<id>`). */
export const EVENT_CATEGORIES = [
  'infantil',
  'educacao',
  'musica',
  'teatro',
  'esporte',
  'ciencia',
  'festival',
  'workshop',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Age ratings as the Brazilian ClassInd writes them (the value is what families read). */
export const AGE_RATINGS = ['Livre', '10 anos', '12 anos', '14 anos', '16 anos', '18 anos'] as const;

export const CEP_PATTERN = /^\d{5}-\d{3}$/;
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MIN = 20;
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_CAPACITY_MAX = 200_000;
/** A cover is a data URL of a JPEG resized in the browser (about 1200 px), or an https URL. */
export const EVENT_COVER_MAX_CHARS = 2_500_000;
export const CANCEL_REASON_MIN = 10;

/** Validation messages are message ids: the form shows them translated, the server answers them in pt-BR. */
const V = {
  title: 'producer.validation.title',
  titleLong: 'producer.validation.titleLong',
  category: 'producer.validation.category',
  ageRating: 'producer.validation.ageRating',
  description: 'producer.validation.description',
  descriptionLong: 'producer.validation.descriptionLong',
  startsAt: 'producer.validation.startsAt',
  endsAt: 'producer.validation.endsAt',
  dateRange: 'producer.validation.dateRange',
  endAfterStart: 'producer.validation.endAfterStart',
  venueName: 'producer.validation.venueName',
  cep: 'producer.validation.cep',
  street: 'producer.validation.street',
  number: 'producer.validation.number',
  district: 'producer.validation.district',
  city: 'producer.validation.city',
  state: 'producer.validation.state',
  venue: 'producer.validation.venue',
  url: 'producer.validation.url',
  capacity: 'producer.validation.capacity',
  capacityMax: 'producer.validation.capacityMax',
  cover: 'producer.validation.cover',
  cancelReason: 'producer.validation.cancelReason',
} as const;
export const EVENT_VALIDATION = V;

const isoDateTime = z.iso.datetime({ offset: true, message: V.startsAt });

/** A venue as the producer types it; `address` (street, number) is derived by the server. */
export const eventVenueInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, V.venueName), z.maxLength(120, V.venueName)),
  cep: z.string().check(z.trim(), z.regex(CEP_PATTERN, V.cep)),
  street: z.string().check(z.trim(), z.minLength(2, V.street), z.maxLength(160, V.street)),
  number: z.string().check(z.trim(), z.minLength(1, V.number), z.maxLength(20, V.number)),
  district: z.string().check(z.trim(), z.minLength(2, V.district), z.maxLength(80, V.district)),
  city: z.string().check(z.trim(), z.minLength(2, V.city), z.maxLength(80, V.city)),
  state: z.enum(BR_STATES, { message: V.state }),
});
export type EventVenueInput = z.infer<typeof eventVenueInputSchema>;

/** http(s) address of an online event. */
export function isEventUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The fields a producer edits, without the cross-field rules (a PATCH sends any of them). */
export const eventInputObject = z.object({
  title: z.string().check(z.trim(), z.minLength(3, V.title), z.maxLength(EVENT_TITLE_MAX, V.titleLong)),
  category: z.enum(EVENT_CATEGORIES, { message: V.category }),
  ageRating: z.enum(AGE_RATINGS, { message: V.ageRating }),
  /** HTML rendered from the markdown; sanitized wherever it is shown. */
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, V.description),
      z.maxLength(EVENT_DESCRIPTION_MAX * 4, V.descriptionLong),
    ),
  descriptionMarkdown: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(EVENT_DESCRIPTION_MIN, V.description),
        z.maxLength(EVENT_DESCRIPTION_MAX, V.descriptionLong),
      ),
  ),
  startsAt: isoDateTime,
  endsAt: z.iso.datetime({ offset: true, message: V.endsAt }),
  online: z.boolean(),
  venue: z.nullable(eventVenueInputSchema),
  url: z.nullable(z.string().check(z.trim())),
  capacity: z
    .number({ message: V.capacity })
    .check(z.int(V.capacity), z.gte(1, V.capacity), z.lte(EVENT_CAPACITY_MAX, V.capacityMax)),
  coverUrl: z.nullable(
    z.string().check(
      z.maxLength(EVENT_COVER_MAX_CHARS, V.cover),
      z.refine((v) => v.startsWith('data:image/') || v.startsWith('https://'), V.cover),
    ),
  ),
});
export type EventInput = z.infer<typeof eventInputObject>;

/** The rules across fields, shared by the form, the create and the merged update. */
export function checkEventInput(
  value: Pick<EventInput, 'startsAt' | 'endsAt' | 'online' | 'venue' | 'url'>,
  ctx: z.core.$RefinementCtx,
): void {
  const start = Date.parse(value.startsAt);
  const end = Date.parse(value.endsAt);
  const min = Date.parse(`${DATE_MIN}T00:00:00`);
  const max = Date.parse(`${DATE_MAX}T23:59:59`);
  if (start < min || start > max) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: V.dateRange });
  if (end < min || end > max) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: V.dateRange });
  if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: V.endAfterStart });
  if (value.online) {
    if (!value.url || !isEventUrl(value.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: V.url });
  } else if (!value.venue) {
    ctx.addIssue({ code: 'custom', path: ['venue'], message: V.venue });
  }
}

export const eventInputSchema = eventInputObject.check(z.superRefine(checkEventInput));
export const eventUpdateSchema = z.partial(eventInputObject);
export const eventCancelSchema = z.object({
  reason: z
    .string()
    .check(z.trim(), z.minLength(CANCEL_REASON_MIN, V.cancelReason), z.maxLength(500, V.cancelReason)),
});

/** An event's numbers for its owner: tickets of paid orders, net revenue (cents), door check-ins. */
export const eventStatsSchema = z.object({
  sold: z.int().check(z.nonnegative()),
  capacity: z.int().check(z.nonnegative()),
  /** Subtotal minus discounts of the paid orders (what the tickets earned, before the platform fee). */
  revenue: z.int().check(z.nonnegative()),
  checkedIn: z.int().check(z.nonnegative()),
  views: z.int().check(z.nonnegative()),
  /** Tickets held by orders waiting for PIX or boleto. */
  pending: z.int().check(z.nonnegative()),
  paidOrders: z.int().check(z.nonnegative()),
  ticketTypes: z.int().check(z.nonnegative()),
});
export type EventStats = z.infer<typeof eventStatsSchema>;

/** An event as its owner lists it. A published event whose end has passed is reported as `ended`. */
export const myEventSchema = z.extend(d.eventSchema, { stats: eventStatsSchema });
export type MyEvent = z.infer<typeof myEventSchema>;

export const eventStatusCountsSchema = z.object({
  all: z.int().check(z.nonnegative()),
  draft: z.int().check(z.nonnegative()),
  published: z.int().check(z.nonnegative()),
  cancelled: z.int().check(z.nonnegative()),
  ended: z.int().check(z.nonnegative()),
});
export type EventStatusCounts = z.infer<typeof eventStatusCountsSchema>;

/** Sort keys of GET /api/Event/mine; `upcoming` (default) is next events first, then the past ones. */
export const MY_EVENTS_SORTS = [
  'upcoming',
  'startsAt:asc',
  'startsAt:desc',
  'createdAt:desc',
  'title:asc',
] as const;
export const myEventsQuerySchema = z.extend(listQuery, { status: z.optional(d.eventStatusSchema) });
export const myEventsResponseSchema = z.extend(listEnvelope(myEventSchema), {
  counts: eventStatusCountsSchema,
});

/** One day of sales (local date, tickets of paid orders, net revenue in cents). */
export const salesDaySchema = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  tickets: z.int().check(z.nonnegative()),
  revenue: z.int().check(z.nonnegative()),
});
export type SalesDay = z.infer<typeof salesDaySchema>;
export const eventSalesSchema = z.object({ stats: eventStatsSchema, daily: z.array(salesDaySchema) });
export type EventSales = z.infer<typeof eventSalesSchema>;

/** A producer's or school's own events: list, create, edit, publish, unpublish, cancel, numbers. */
export const producerEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Event/mine',
    summary:
      "The producer's or school's events with their numbers (stats) and counts per status; status, search, sort (upcoming, startsAt:asc|desc, createdAt:desc, title:asc)",
    access: sellers,
    query: myEventsQuerySchema,
    response: myEventsResponseSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Event/manage/:id',
    summary: 'One event with its numbers, for its owner (any status, drafts included) or an admin',
    access: [producer, company, admin],
    response: objEnvelope(myEventSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Event/stats/:id',
    summary: "An event's numbers and its daily sales (paid orders), for its owner or an admin",
    access: [producer, company, admin],
    response: objEnvelope(eventSalesSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Event/create',
    summary: 'Create an event as a draft (start in the future, end after start; venue or online URL)',
    access: sellers,
    body: eventInputSchema,
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Event/update/:id',
    summary: 'Edit an event (not a cancelled one); capacity cannot go below the tickets sold',
    access: [producer, company, admin],
    body: eventUpdateSchema,
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Event/publish/:id',
    summary: 'Publish a draft: it needs at least one ticket type and a start in the future',
    access: sellers,
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Event/unpublish/:id',
    summary: 'Take a published event back to draft: it leaves the catalogue, sales stop, tickets stay valid',
    access: sellers,
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Event/cancel/:id',
    summary:
      'Cancel an event with a reason (told to the buyers): sales stop, pending orders are cancelled; final',
    access: [producer, company, admin],
    body: eventCancelSchema,
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
];
