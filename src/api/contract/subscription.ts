import { z } from 'zod/mini';
import { e, type Endpoint } from './common';
import { paymentCardSchema } from './checkout';
import * as d from './domain';
import { listEnvelope, objEnvelope } from './envelope';

/** Premium: the plans and subscribing to one. */

/** A Premium subscription: active at once by card, pending until a PIX or boleto is paid. */
export const subscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  interval: d.planSchema.shape.interval,
  amount: z.int().check(z.nonnegative()),
  status: z.enum(['active', 'pending']),
  payment: d.orderSchema.shape.payment,
  pix: d.orderSchema.shape.pix,
  boleto: d.orderSchema.shape.boleto,
  startedAt: z.string(),
  renewsAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionCheckoutBodySchema = z.object({
  planId: z.string(),
  payment: d.orderSchema.shape.payment,
  card: z.optional(paymentCardSchema),
});
export type SubscriptionCheckoutBody = z.infer<typeof subscriptionCheckoutBodySchema>;

export const subscriptionEndpoints = (): readonly Endpoint[] => [
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
];
