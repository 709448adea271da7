import { z } from 'zod';
import * as auth from './auth';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';
import { myAttendeesResponseSchema, ticketDownloadResponseSchema } from './tickets';
import { whitelistJoinRequestSchema } from './whitelist';
import { calendarEndpoints } from './calendar';
import { producerEventEndpoints } from './producerEvents';
import { eventOpsEndpoints } from './eventOps';
import { courseEndpoints } from './courses';
import { studentEndpoints } from './students';
import { schoolDayEndpoints } from './schoolDay';
import { familyEndpoints } from './family';
import { adminEndpoints } from './admin';
import { financeEndpoints } from './finance';
import { chatEndpoints } from './chat';
import { e, client, idParam, listQuery, type Endpoint, type HttpMethod } from './common';

export type { Endpoint, HttpMethod } from './common';

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
/** Test card data, as the demo gateway takes it (a real gateway tokenizes in the browser). */
const cardBody = z.object({ number: z.string(), name: z.string(), expiry: z.string(), cvv: z.string() });
/** An order as its buyer sees it: with the tickets (attendees) issued once it is paid. */
export const orderWithTicketsSchema = d.orderSchema.extend({
  tickets: z.array(d.attendeeSchema).default([]),
});
export type OrderWithTickets = z.infer<typeof orderWithTicketsSchema>;
/** A Premium subscription: active at once by card, pending until a PIX or boleto is paid. */
export const subscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  interval: d.planSchema.shape.interval,
  amount: z.number().int().nonnegative(),
  status: z.enum(['active', 'pending']),
  payment: d.orderSchema.shape.payment,
  pix: d.orderSchema.shape.pix,
  boleto: d.orderSchema.shape.boleto,
  startedAt: z.string(),
  renewsAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const couponValidateBodySchema = z.object({
  eventId: z.string(),
  code: z.string(),
  items: z.array(
    z.object({ ticketId: z.string(), quantity: z.number().int().min(1), halfPrice: z.boolean() }),
  ),
});
export const orderCreateBodySchema = z.object({
  eventId: z.string(),
  items: d.orderSchema.shape.items,
  attendees: d.orderSchema.shape.attendees,
  couponCode: z.string().nullable(),
  payment: d.orderSchema.shape.payment,
  card: cardBody.optional(),
});
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;
export const subscriptionCheckoutBodySchema = z.object({
  planId: z.string(),
  payment: d.orderSchema.shape.payment,
  card: cardBody.optional(),
});
export type SubscriptionCheckoutBody = z.infer<typeof subscriptionCheckoutBodySchema>;

const coreEndpoints: readonly Endpoint[] = [
  e({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with phone and password',
    access: 'public',
    body: auth.loginRequestSchema,
    response: auth.loginResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account (family, producer or school); sends an SMS code',
    access: 'public',
    body: auth.registerRequestSchema,
    response: auth.registerResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/auth/verify',
    summary: 'Confirm the SMS access code',
    access: 'public',
    body: auth.verifyRequestSchema,
    response: auth.verifyResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user (userdto)',
    access: 'signedIn',
    response: auth.meResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/auth/resend-code',
    summary: 'Send the SMS code again (30 s cooldown)',
    access: 'public',
    body: auth.resendCodeRequestSchema,
    response: auth.resendCodeResponseSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'E-mail a password reset link (same answer whether or not the e-mail exists)',
    access: 'public',
    body: auth.forgotPasswordRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the token from the e-mail',
    access: 'public',
    body: auth.resetPasswordRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/auth/profile',
    summary: 'Update name, e-mail and avatar of the signed-in user',
    access: 'signedIn',
    body: auth.profileUpdateRequestSchema,
    response: auth.profileResponseSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'Change the password (current one required)',
    access: 'signedIn',
    body: auth.changePasswordRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Event/public',
    summary:
      'Published catalogue: search, category, city, from/to, free, priceMin/priceMax, sort (date, price or relevance), page',
    access: 'public',
    query: listQuery.extend({
      category: z.string().optional(),
      city: z.string().optional(),
      from: z.string().optional(),
      to: z.string().optional(),
      free: z.boolean().optional(),
      priceMin: z.number().optional(),
      priceMax: z.number().optional(),
      schoolId: z.string().optional(),
      ownerId: z.string().optional(),
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
    method: 'POST',
    path: '/api/Coupon/validate',
    summary: 'Check a code for a cart; answers the discount or why not',
    access: 'public',
    body: couponValidateBodySchema,
    response: envelopeSchema.extend({
      obj: z.object({ code: z.string(), discount: z.number().int() }).optional(),
      reason: couponRefusalSchema.optional(),
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
  e({
    method: 'GET',
    path: '/api/Subscription/plans',
    summary: 'Premium plans',
    access: 'public',
    response: listEnvelope(d.planSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Subscription/checkout',
    summary: 'Subscribe to a plan (idempotent)',
    access: 'signedIn',
    idempotent: true,
    body: subscriptionCheckoutBodySchema,
    response: objEnvelope(subscriptionSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Whitelist/join',
    summary: 'Join the waiting list',
    access: 'public',
    body: whitelistJoinRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
];

/** Every endpoint the app calls: the core (auth, public catalogue, checkout, subscription) and each area's. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...coreEndpoints,
  ...calendarEndpoints,
  ...producerEventEndpoints,
  ...eventOpsEndpoints,
  ...courseEndpoints,
  ...studentEndpoints,
  ...schoolDayEndpoints,
  ...familyEndpoints,
  ...adminEndpoints,
  ...financeEndpoints,
  ...chatEndpoints,
];

export function findEndpoint(method: HttpMethod, path: string): Endpoint | undefined {
  return ENDPOINTS.find((ep) => ep.method === method && ep.path === path);
}
