import type { CustomerOrder, CustomerOrderStatus } from '@/api/contract/customer';

const WAY: readonly CustomerOrderStatus[] = ['placed', 'paid', 'shipped', 'delivered'];

export interface TimelineStep {
  status: CustomerOrderStatus;
  at: string | null;
}

/**
 * The steps an order goes through: placed → paid → shipped → delivered, each done one with its date and
 * the ones to come greyed; a cancelled order ends at its cancellation.
 */
export function timelineOf(order: Pick<CustomerOrder, 'status' | 'history'>): TimelineStep[] {
  const at = (status: CustomerOrderStatus) => order.history.find((s) => s.status === status)?.at ?? null;
  if (order.status === 'cancelled')
    return [
      ...order.history.filter((s) => s.status !== 'cancelled'),
      { status: 'cancelled', at: at('cancelled') },
    ];
  return WAY.map((status) => ({ status, at: at(status) }));
}
