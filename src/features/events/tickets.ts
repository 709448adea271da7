import type { Event, Ticket } from '@/api/contract/domain';

/** Where a ticket type stands in its sale window. Sold out wins: a family cannot buy it either way. */
export type SaleState = 'notStarted' | 'onSale' | 'ended' | 'soldOut';

export function saleState(
  ticket: Pick<Ticket, 'sold' | 'quantity' | 'salesStart' | 'salesEnd'>,
  now: number,
): SaleState {
  if (ticket.sold >= ticket.quantity) return 'soldOut';
  if (now < Date.parse(ticket.salesStart)) return 'notStarted';
  if (now > Date.parse(ticket.salesEnd)) return 'ended';
  return 'onSale';
}

/** Half price as checkout charges it: half the full price, rounded to the cent. */
export function halfPrice(price: number): number {
  return Math.round(price / 2);
}

export type PurchaseBlock =
  | { reason: 'cancelled' }
  | { reason: 'eventEnded' }
  | { reason: 'noTickets' }
  | { reason: 'soldOut' }
  | { reason: 'notStarted'; opensAt: string }
  | { reason: 'salesEnded' };

/** Whether the "buy tickets" button works, and if not, the reason to show beside it. */
export function purchaseBlock(
  event: Pick<Event, 'status' | 'endsAt'>,
  tickets: readonly Ticket[],
  now: number,
): PurchaseBlock | null {
  if (event.status === 'cancelled') return { reason: 'cancelled' };
  if (event.status === 'ended' || Date.parse(event.endsAt) < now) return { reason: 'eventEnded' };
  const visible = tickets.filter((t) => t.visible);
  if (visible.length === 0) return { reason: 'noTickets' };
  const states = visible.map((t) => ({ ticket: t, state: saleState(t, now) }));
  if (states.some((s) => s.state === 'onSale')) return null;
  const upcoming = states
    .filter((s) => s.state === 'notStarted')
    .map((s) => s.ticket.salesStart)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  if (upcoming[0]) return { reason: 'notStarted', opensAt: upcoming[0] };
  if (states.every((s) => s.state === 'soldOut')) return { reason: 'soldOut' };
  return { reason: 'salesEnded' };
}

/** The lowest full price among the ticket types on sale now ("a partir de"), or null when none is. */
export function lowestOnSalePrice(tickets: readonly Ticket[], now: number): number | null {
  const prices = tickets.filter((t) => t.visible && saleState(t, now) === 'onSale').map((t) => t.price);
  return prices.length > 0 ? Math.min(...prices) : null;
}
