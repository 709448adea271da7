import { z } from 'zod';
import { e, admin, producer, company, sellers, listQuery, dateRange, type Endpoint } from './common';
import * as d from './domain';
import { listEnvelope, objEnvelope } from './envelope';

/** Balances, transactions and payouts of sellers; payout review by admins. */
export const financeEndpoints: readonly Endpoint[] = [
  e({
    method: 'GET',
    path: '/api/Finance/summary',
    summary: 'Balance available/pending, revenue, fees, refunds for a period (role-scoped)',
    access: [producer, company, admin],
    query: dateRange,
    response: objEnvelope(
      z.object({
        available: z.number().int(),
        pending: z.number().int(),
        revenue: z.number().int(),
        fees: z.number().int(),
        refunds: z.number().int(),
        payouts: z.number().int(),
      }),
    ),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Finance/transactions',
    summary: 'Transactions (role-scoped, page)',
    access: [producer, company, admin],
    query: listQuery.extend(dateRange.shape),
    response: listEnvelope(d.transactionSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Finance/payouts',
    summary: 'Payout requests (own, or all for admins)',
    access: [producer, company, admin],
    response: listEnvelope(d.payoutSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Finance/payout-request',
    summary: 'Ask for a payout of the available balance (idempotent)',
    access: sellers,
    idempotent: true,
    body: z.object({ amount: z.number().int().positive() }),
    response: objEnvelope(d.payoutSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Order/all',
    summary: "Orders of the seller's events (?eventId=, status, from/to, page)",
    access: [producer, company, admin],
    query: listQuery
      .extend({ eventId: z.string().optional(), status: d.orderStatusSchema.optional() })
      .extend(dateRange.shape),
    response: listEnvelope(d.orderSchema),
    source: 'design',
  }),
];
