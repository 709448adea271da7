import type { z } from 'zod/mini';
import { api } from '@/api/api';
import type { Payout } from '@/api/contract/domain';
import { payoutSchema } from '@/api/contract/domain';
import { listEnvelope, objEnvelope } from '@/api/contract/envelope';
import {
  financeSummarySchema,
  orderRowSchema,
  transactionRowSchema,
  type FinanceSummary,
  type OrderListQuery,
  type OrderRow,
  type TransactionRow,
} from '@/api/contract/finance';

export interface Paged<T> {
  rows: T[];
  total: number;
}

export interface Period {
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

export interface TransactionListArgs extends Period {
  page?: number;
  pageSize?: number;
  sort?: string;
  search?: string;
  kind?: TransactionRow['kind'];
}

export interface PayoutListArgs {
  page?: number;
  pageSize?: number;
  status?: Payout['status'];
}

export interface PayoutRequestArgs {
  amount: number;
  /** The form's key: the same key twice creates one payout request. */
  idempotencyKey: string;
}

const orderList = listEnvelope(orderRowSchema);
const summaryAnswer = objEnvelope(financeSummarySchema);
const transactionList = listEnvelope(transactionRowSchema);
const payoutList = listEnvelope(payoutSchema);
const payoutAnswer = objEnvelope(payoutSchema);

/** Query params without empty values (so the cache key and the URL stay the same for "no filter"). */
function params(args: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(args)) {
    if (typeof value === 'string' && value !== '') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return out;
}

function paged<T>(response: { lst: T[]; total?: number }): Paged<T> {
  return { rows: response.lst, total: response.total ?? response.lst.length };
}

/** Sales across the seller's events, balances, transactions and payouts (sellers and admins). */
export const financeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/Order/all: role-scoped (a seller's own events, everything for admins), paged. */
    listOrders: build.query<Paged<OrderRow>, OrderListQuery>({
      query: (args) => ({
        url: '/api/Order/all',
        params: params(args),
        schema: orderList,
        fallbackId: 'errors.finance.listOrders',
      }),
      transformResponse: (response: z.infer<typeof orderList>) => paged(response),
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        ...(result?.rows.map((o) => ({ type: 'Order' as const, id: o.id })) ?? []),
      ],
    }),
    getFinanceSummary: build.query<FinanceSummary, Period>({
      query: (args) => ({
        url: '/api/Finance/summary',
        params: params(args),
        schema: summaryAnswer,
        fallbackId: 'errors.finance.getFinanceSummary',
      }),
      transformResponse: (response: z.infer<typeof summaryAnswer>) => response.obj,
      providesTags: [{ type: 'Finance', id: 'SUMMARY' }],
    }),
    listTransactions: build.query<Paged<TransactionRow>, TransactionListArgs>({
      query: (args) => ({
        url: '/api/Finance/transactions',
        params: params(args),
        schema: transactionList,
        fallbackId: 'errors.finance.listTransactions',
      }),
      transformResponse: (response: z.infer<typeof transactionList>) => paged(response),
      providesTags: [{ type: 'Finance', id: 'TRANSACTIONS' }],
    }),
    listPayouts: build.query<Paged<Payout>, PayoutListArgs>({
      query: (args) => ({
        url: '/api/Finance/payouts',
        params: params(args),
        schema: payoutList,
        fallbackId: 'errors.finance.listPayouts',
      }),
      transformResponse: (response: z.infer<typeof payoutList>) => paged(response),
      providesTags: [{ type: 'Finance', id: 'PAYOUTS' }],
    }),
    requestPayout: build.mutation<Payout, PayoutRequestArgs>({
      query: ({ amount, idempotencyKey }) => ({
        url: '/api/Finance/payout-request',
        method: 'POST',
        data: { amount },
        idempotencyKey,
        schema: payoutAnswer,
        fallbackId: 'errors.finance.requestPayout',
      }),
      transformResponse: (response: z.infer<typeof payoutAnswer>) => response.obj,
      invalidatesTags: (result) => (result ? [{ type: 'Finance' }] : []),
    }),
    approvePayout: build.mutation<Payout, string>({
      query: (id) => ({
        url: `/api/Finance/payout-approve/${encodeURIComponent(id)}`,
        method: 'POST',
        schema: payoutAnswer,
        fallbackId: 'errors.finance.approvePayout',
      }),
      transformResponse: (response: z.infer<typeof payoutAnswer>) => response.obj,
      invalidatesTags: [{ type: 'Finance' }],
    }),
    rejectPayout: build.mutation<Payout, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/Finance/payout-reject/${encodeURIComponent(id)}`,
        method: 'POST',
        data: { reason },
        schema: payoutAnswer,
        fallbackId: 'errors.finance.rejectPayout',
      }),
      transformResponse: (response: z.infer<typeof payoutAnswer>) => response.obj,
      invalidatesTags: [{ type: 'Finance' }],
    }),
  }),
});

export const {
  useListOrdersQuery,
  useLazyListOrdersQuery,
  useGetFinanceSummaryQuery,
  useListTransactionsQuery,
  useListPayoutsQuery,
  useRequestPayoutMutation,
  useApprovePayoutMutation,
  useRejectPayoutMutation,
} = financeApi;
