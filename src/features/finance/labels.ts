import type { Order, Payout, Transaction } from '@/api/contract/domain';

export const ORDER_STATUSES = [
  'paid',
  'pending',
  'refunded',
  'cancelled',
] as const satisfies readonly Order['status'][];
export const TRANSACTION_KINDS = [
  'sale',
  'fee',
  'refund',
  'payout',
] as const satisfies readonly Transaction['kind'][];
export const PAYOUT_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'paid',
] as const satisfies readonly Payout['status'][];

export type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

export const ORDER_STATUS_COLOR: Record<Order['status'], ChipColor> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'info',
  cancelled: 'default',
};

export const PAYOUT_STATUS_COLOR: Record<Payout['status'], Exclude<ChipColor, 'default'>> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'error',
  paid: 'success',
};

export const TRANSACTION_KIND_COLOR: Record<Transaction['kind'], ChipColor> = {
  sale: 'success',
  fee: 'default',
  refund: 'warning',
  payout: 'info',
};

export const DATE_TIME = { dateStyle: 'short', timeStyle: 'short' } as const;
export const DATE_ONLY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
