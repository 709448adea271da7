import { z } from 'zod';
import { e, admin, producer, company, sellers, listQuery, dateRange, type Endpoint } from './common';
import * as d from './domain';
import { listEnvelope, objEnvelope } from './envelope';

/**
 * One sale as the sellers' and admins' grids show it: the order plus what a row needs without a second
 * call (the event's title and date, the buyer's e-mail, how many tickets).
 */
export const orderRowSchema = d.orderSchema.extend({
  eventTitle: z.string(),
  eventStartsAt: z.string(),
  buyerEmail: z.string(),
  quantity: z.number().int().nonnegative(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** GET /api/Order/all: `sort` is one of createdAt, total, buyerName, eventTitle, status (`field:asc|desc`). */
export const orderListQuerySchema = listQuery
  .extend({ eventId: z.string().optional(), status: d.orderStatusSchema.optional() })
  .extend(dateRange.shape);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** One day of the period's chart (cents; fees, refunds and payouts as positive amounts). */
export const financeDaySchema = z.object({
  date: z.string(),
  revenue: z.number().int(),
  fees: z.number().int(),
  refunds: z.number().int(),
  payouts: z.number().int(),
});
export type FinanceDay = z.infer<typeof financeDaySchema>;

/**
 * Balance and period totals. A seller's own numbers, or for admins the platform's: `fees` is then what
 * the platform earned (the sellers' fees plus the buyers' service fees of paid orders).
 */
export const financeSummarySchema = z.object({
  /** Settled money the seller can ask to be paid out (minus open payout requests). */
  available: z.number().int(),
  /** Sales not released yet (they are released some days after the event ends). */
  pending: z.number().int(),
  revenue: z.number().int(),
  fees: z.number().int(),
  refunds: z.number().int(),
  /** Payouts sent in the period. */
  payouts: z.number().int(),
  /** Amount of payout requests still open (requested or approved, not paid yet): reserved from available. */
  payoutsOpen: z.number().int().default(0),
  /** Number of open payout requests. */
  payoutsOpenCount: z.number().int().default(0),
  /** Per-day amounts of the period, for the chart. */
  series: z.array(financeDaySchema).default([]),
  /** The rules behind the numbers, as the server applies them (null when there is no sale to read them from). */
  rules: z
    .object({
      /** Buyer's service fee over the tickets after the discount. */
      serviceFeeRate: z.number(),
      /** What Lumi keeps of each sale, taken from the seller's balance. */
      sellerFeeRate: z.number().nullable(),
      /** Days after the event's end when its sales become available. */
      releaseDays: z.number().int().nullable(),
    })
    .optional(),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

export const transactionKindSchema = d.transactionSchema.shape.kind;
/** A transaction row: with its event's title when it has one. */
export const transactionRowSchema = d.transactionSchema.extend({
  eventTitle: z.string().nullable().default(null),
  ownerName: z.string().default(''),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const payoutStatusSchema = d.payoutSchema.shape.status;
export const payoutRequestBodySchema = z.object({ amount: z.number().int().positive() });
export const payoutRejectBodySchema = z.object({
  reason: z.string().trim().min(3, 'finance.validation.reasonRequired').max(500),
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
    query: listQuery.extend(dateRange.shape).extend({ kind: transactionKindSchema.optional() }),
    response: listEnvelope(transactionRowSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Finance/payouts',
    summary: 'Payout requests (own, or all for admins; ?status=, page)',
    access: [producer, company, admin],
    query: listQuery.extend({ status: payoutStatusSchema.optional() }),
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
