import { z } from 'zod/mini';
import { e, client, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

/** Checkout: coupon check and orders (create, the family's own, one, the demo payment confirmation). */

/** Test card data, as the demo gateway takes it (a real gateway tokenizes in the browser). */
export const paymentCardSchema = z.object({
  number: z.string(),
  name: z.string(),
  expiry: z.string(),
  cvv: z.string(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;
/** Why a coupon is refused; the answer's `reason` next to its pt-BR msg. */
export const couponRefusalSchema = z.enum([
  'unknown',
  'expired',
  'notYetValid',
  'usedUp',
  'notForTickets',
  'noItems',
]);
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;
/** An order as its buyer sees it: with the tickets (attendees) issued once it is paid. */
export const orderWithTicketsSchema = z.extend(d.orderSchema, {
  tickets: z._default(z.array(d.attendeeSchema), []),
});
export type OrderWithTickets = z.infer<typeof orderWithTicketsSchema>;
export const couponValidateBodySchema = z.object({
  eventId: z.string(),
  code: z.string(),
  items: z.array(
    z.object({ ticketId: z.string(), quantity: z.int().check(z.gte(1)), halfPrice: z.boolean() }),
  ),
});
export const orderCreateBodySchema = z.object({
  eventId: z.string(),
  items: d.orderSchema.shape.items,
  attendees: d.orderSchema.shape.attendees,
  couponCode: z.nullable(z.string()),
  payment: d.orderSchema.shape.payment,
  card: z.optional(paymentCardSchema),
});
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;

export const checkoutEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'POST',
    path: '/api/Coupon/validate',
    summary: 'Check a code for a cart; answers the discount or why not',
    access: 'public',
    body: couponValidateBodySchema,
    response: z.extend(envelopeSchema, {
      obj: z.optional(z.object({ code: z.string(), discount: z.int() })),
      reason: z.optional(couponRefusalSchema),
    }),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Order/create',
    summary:
      'Place an order (idempotent): prices, stock, sale window and coupon are checked on the server; fee 10% of subtotal after discount',
    access: [client],
    idempotent: true,
    body: orderCreateBodySchema,
    response: objEnvelope(orderWithTicketsSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Order/mine',
    summary: "The family's orders",
    access: [client],
    response: listEnvelope(d.orderSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Order/single/:id',
    summary: 'One order (its buyer, the event owner, admins)',
    access: 'signedIn',
    response: objEnvelope(orderWithTicketsSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Order/simulate-payment/:id',
    summary:
      'Demo only: confirms a pending PIX or boleto as paid and issues the tickets; exists so the mock API can show the whole PIX/boleto flow',
    access: [client],
    response: objEnvelope(orderWithTicketsSchema),
    source: 'design',
  }),
];
