import type { Event, Ticket } from '@/api/contract/domain';
import { windowState } from './format';

/**
 * Where a ticket type stands for its producer. The event comes first: a ticket of a draft, cancelled
 * or finished event is not on sale whatever its own window says.
 */
export type TicketSaleState =
  'draft' | 'cancelled' | 'eventEnded' | 'hidden' | 'soldOut' | 'upcoming' | 'open' | 'closed';

export const TICKET_STATE_COLOR: Record<
  TicketSaleState,
  'default' | 'success' | 'warning' | 'info' | 'error'
> = {
  draft: 'warning',
  cancelled: 'default',
  eventEnded: 'default',
  hidden: 'default',
  soldOut: 'error',
  upcoming: 'info',
  open: 'success',
  closed: 'default',
};

export function ticketSaleState(
  ticket: Pick<Ticket, 'visible' | 'sold' | 'quantity' | 'salesStart' | 'salesEnd'>,
  event: Pick<Event, 'status' | 'endsAt'>,
  now = Date.now(),
): TicketSaleState {
  if (event.status === 'cancelled') return 'cancelled';
  if (event.status === 'draft') return 'draft';
  if (event.status === 'ended' || now > Date.parse(event.endsAt)) return 'eventEnded';
  if (!ticket.visible) return 'hidden';
  const window = windowState(ticket.salesStart, ticket.salesEnd, now);
  if (window !== 'upcoming' && ticket.quantity > 0 && ticket.sold >= ticket.quantity) return 'soldOut';
  return window;
}
