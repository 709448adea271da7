import { useIntl } from 'react-intl';
import type { Order } from '@/api/contract/domain';
import { formatCents } from '@/utils/br';

const SHORT: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** Dates and money as the producer reads them (pt-BR by default, the user's language otherwise). */
export function useOpsFormat() {
  const intl = useIntl();
  return {
    money: formatCents,
    dateTime: (iso: string) => intl.formatDate(iso, SHORT),
    time: (iso: string) => intl.formatTime(iso, { hour: '2-digit', minute: '2-digit' }),
    number: (n: number) => intl.formatNumber(n),
  };
}

export const ORDER_STATUS_COLOR: Record<Order['status'], 'success' | 'warning' | 'default' | 'info'> = {
  paid: 'success',
  pending: 'warning',
  cancelled: 'default',
  refunded: 'info',
};
export const ORDER_STATUSES: readonly Order['status'][] = ['paid', 'pending', 'cancelled', 'refunded'];

/** Where a time window stands now: before, during or after. */
export function windowState(from: string, to: string, now = Date.now()): 'upcoming' | 'open' | 'closed' {
  if (now < Date.parse(from)) return 'upcoming';
  if (now > Date.parse(to)) return 'closed';
  return 'open';
}
