import { z } from 'zod/mini';
import { e, admin, producer, company, sellers, listQuery, dateRange, type Endpoint } from './common';
import * as d from './domain';
import { listEnvelope, objEnvelope } from './envelope';

/**
 * One sale as the sellers' and admins' grids show it: the order plus what a row needs without a second
 * call (the event's title and date, the buyer's e-mail, how many tickets).
 */
export const orderRowSchema = z.extend(d.orderSchema, {
  eventTitle: z.string(),
  eventStartsAt: z.string(),
  buyerEmail: z.string(),
  quantity: z.int().check(z.nonnegative()),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** GET /api/Order/all: `sort` is one of createdAt, total, buyerName, eventTitle, status (`field:asc|desc`). */
export const orderListQuerySchema = z.extend(
  z.extend(listQuery, { eventId: z.optional(z.string()), status: z.optional(d.orderStatusSchema) }),
  dateRange.shape,
);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** One day of the period's chart (cents; fees, refunds and payouts as positive amounts). */
export const financeDaySchema = z.object({
  date: z.string(),
  revenue: z.int(),
  fees: z.int(),
  refunds: z.int(),
  payouts: z.int(),
});
export type FinanceDay = z.infer<typeof financeDaySchema>;

/**
 * Balance and period totals. A seller's own numbers, or for admins the platform's: `fees` is then what
 * the platform earned (the sellers' fees plus the buyers' service fees of paid orders).
 */
export const financeSummarySchema = z.object({
  /** Settled money the seller can ask to be paid out (minus open payout requests). */
  available: z.int(),
  /** Sales not released yet (they are released some days after the event ends). */
  pending: z.int(),
  revenue: z.int(),
  fees: z.int(),
  refunds: z.int(),
  /** Payouts sent in the period. */
  payouts: z.int(),
  /** Amount of payout requests still open (requested or approved, not paid yet): reserved from available. */
  payoutsOpen: z._default(z.int(), 0),
  /** Number of open payout requests. */
  payoutsOpenCount: z._default(z.int(), 0),
  /** Per-day amounts of the period, for the chart. */
  series: z._default(z.array(financeDaySchema), []),
  /** The rules behind the numbers, as the server applies them (null when there is no sale to read them from). */
  rules: z.optional(
    z.object({
      /** Buyer's service fee over the tickets after the discount. */
      serviceFeeRate: z.number(),
      /** What Lumi keeps of each sale, taken from the seller's balance. */
      sellerFeeRate: z.nullable(z.number()),
      /** Days after the event's end when its sales become available. */
      releaseDays: z.nullable(z.int()),
    }),
  ),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

export const transactionKindSchema = d.transactionSchema.shape.kind;
/** A transaction row: with its event's title when it has one. */
export const transactionRowSchema = z.extend(d.transactionSchema, {
  eventTitle: z._default(z.nullable(z.string()), null),
  ownerName: z._default(z.string(), ''),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const payoutStatusSchema = d.payoutSchema.shape.status;
export const payoutRequestBodySchema = z.object({ amount: z.int().check(z.positive()) });
export const payoutRejectBodySchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(3, 'finance.validation.reasonRequired'), z.maxLength(500)),
});

/** Balances, transactions and payouts of sellers; payout review by admins. */
export const financeEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Finance/summary',
    summary:
      'Balance available/pending, revenue, fees, refunds, payouts and a per-day series for a period (role-scoped; admins: platform-wide)',
    access: [producer, company, admin],
    query: dateRange,
    response: objEnvelope(financeSummarySchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Finance/transactions',
    summary: 'Transactions (role-scoped; ?kind=, from/to, page; sort at:asc|desc, amount)',
    access: [producer, company, admin],
    query: z.extend(z.extend(listQuery, dateRange.shape), { kind: z.optional(transactionKindSchema) }),
    response: listEnvelope(transactionRowSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Finance/payouts',
    summary: 'Payout requests (own, or all for admins; ?status=, page)',
    access: [producer, company, admin],
    query: z.extend(listQuery, { status: z.optional(payoutStatusSchema) }),
    response: listEnvelope(d.payoutSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Finance/payout-request',
    summary: 'Ask for a payout of the available balance (idempotent)',
    access: sellers,
    idempotent: true,
    body: payoutRequestBodySchema,
    response: objEnvelope(d.payoutSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Finance/payout-approve/:id',
    summary: 'Approve a payout request (admin); it is paid one day later',
    access: [admin],
    response: objEnvelope(d.payoutSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Finance/payout-reject/:id',
    summary: 'Reject a payout request with a reason (admin); the amount returns to the available balance',
    access: [admin],
    body: payoutRejectBodySchema,
    response: objEnvelope(d.payoutSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Order/all',
    summary:
      "Orders of the seller's events, all for admins (?eventId=, status, from/to on createdAt, search: buyer name/e-mail/order id or its short code as src/utils/orderCode.ts derives it, page, sort)",
    access: [producer, company, admin],
    query: orderListQuerySchema,
    response: listEnvelope(orderRowSchema),
    source: 'design',
  }),
];
