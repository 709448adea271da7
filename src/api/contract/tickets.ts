import { z } from 'zod/mini';
import { attendeeSchema, eventSchema, orderSchema, ticketSchema } from './domain';
import { e, client, type Endpoint } from './common';
import { listEnvelope, objEnvelope } from './envelope';

/** The order an issued ticket came from, as far as its holder needs to know. */
export const attendeeOrderSchema = z.pick(orderSchema, { id: true, status: true, createdAt: true });

/**
 * GET /api/Attendee/mine: the family's issued tickets, with lookups of their events, ticket types and
 * orders so one call draws the page (older servers may leave the lookups out).
 */
export const myAttendeesResponseSchema = z.extend(listEnvelope(attendeeSchema), {
  events: z.optional(z.array(eventSchema)),
  tickets: z.optional(z.array(ticketSchema)),
  orders: z.optional(z.array(attendeeOrderSchema)),
});

/** GET /api/Attendee/download/:code: one ticket with what its printout shows. */
export const ticketDownloadSchema = z.object({
  attendee: attendeeSchema,
  event: eventSchema,
  ticket: ticketSchema,
  order: z.optional(attendeeOrderSchema),
});
export const ticketDownloadResponseSchema = objEnvelope(ticketDownloadSchema);

export type AttendeeOrder = z.infer<typeof attendeeOrderSchema>;
export type MyAttendeesResponse = z.infer<typeof myAttendeesResponseSchema>;
export type TicketDownload = z.infer<typeof ticketDownloadSchema>;

export const ticketsEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Attendee/mine',
    summary: "The family's issued tickets, with lookups of their events, ticket types and orders",
    access: [client],
    response: myAttendeesResponseSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Attendee/download/:code',
    summary: 'Printable ticket (public, by code)',
    access: 'public',
    response: ticketDownloadResponseSchema,
    source: 'design',
  }),
];
