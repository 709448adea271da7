import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerOrderStatus, ReviewStatus } from '@/api/contract/customer';

/** Money (cents) as BRL and dates in the user's language (pt-BR by default), through react-intl. */
export function useStoreFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      money: (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'BRL' }),
      date: (value: string | Date) =>
        intl.formatDate(value, { day: '2-digit', month: '2-digit', year: 'numeric' }),
      dateTime: (iso: string) =>
        intl.formatDate(iso, {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        }),
      count: (value: number) => intl.formatNumber(value),
    }),
    [intl],
  );
}

export type StoreFormat = ReturnType<typeof useStoreFormat>;

/** The chip colour of an order's status. */
export const ORDER_STATUS_COLOR = {
  placed: 'default',
  paid: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'error',
} as const satisfies Record<CustomerOrderStatus, string>;

export const REVIEW_STATUS_COLOR = {
  published: 'success',
  pending: 'warning',
  hidden: 'default',
} as const satisfies Record<ReviewStatus, string>;
