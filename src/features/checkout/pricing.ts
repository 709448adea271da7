import type { Ticket } from '@/api/contract/domain';
import type { CartLine } from '@/store/cartSlice';
import { isValidCpf } from '@/utils/br';

export const STEP = { tickets: 0, attendees: 1, payment: 2, review: 3 } as const;
export const STEP_LABELS = [
  'checkout.step.tickets',
  'checkout.step.attendees',
  'checkout.step.payment',
  'checkout.step.review',
] as const;

/** One cart line per ticket type and price (full or half). */
export function lineId(ticketId: string, halfPrice: boolean): string {
  return `${ticketId}:${halfPrice ? 'half' : 'full'}`;
}

/** Half price is half the full price, rounded to the cent (the server charges the same). */
export function unitPriceOf(ticket: Pick<Ticket, 'price'>, halfPrice: boolean): number {
  return halfPrice ? Math.round(ticket.price / 2) : ticket.price;
}

export type SaleState = 'onSale' | 'notStarted' | 'ended' | 'soldOut';

export function saleState(ticket: Ticket, now: number): SaleState {
  if (now < Date.parse(ticket.salesStart)) return 'notStarted';
  if (now > Date.parse(ticket.salesEnd)) return 'ended';
  if (ticket.sold >= ticket.quantity) return 'soldOut';
  return 'onSale';
}

export function remainingOf(ticket: Ticket): number {
  return Math.max(0, ticket.quantity - ticket.sold);
}

/** How many of this ticket type one order may take now: the per-order maximum or what is left. */
export function limitOf(ticket: Ticket): number {
  return Math.min(ticket.maxPerOrder, remainingOf(ticket));
}

/** Quantity of a ticket type in the cart, full and half together. */
export function quantityOf(products: readonly CartLine[], ticketId: string): number {
  return products.filter((p) => p.ticketId === ticketId).reduce((sum, p) => sum + p.quantity, 0);
}

export interface Seat {
  index: number;
  ticketId: string;
  name: string;
  halfPrice: boolean;
}

/** One seat per ticket in the cart, in line order: attendee i holds seat i. */
export function seatsOf(products: readonly CartLine[]): Seat[] {
  const seats: Seat[] = [];
  for (const line of products) {
    for (let q = 0; q < line.quantity; q += 1) {
      seats.push({
        index: seats.length,
        ticketId: line.ticketId,
        name: line.name,
        halfPrice: line.halfPrice,
      });
    }
  }
  return seats;
}

/** What a ticket type cannot be bought for, if anything (checked before leaving the tickets step). */
export function quantityProblem(
  ticket: Ticket,
  quantity: number,
  now: number,
): { id: string; values: Record<string, string | number> } | null {
  if (quantity === 0) return null;
  const state = saleState(ticket, now);
  if (state !== 'onSale') return { id: `checkout.tickets.state.${state}`, values: { name: ticket.name } };
  if (quantity > remainingOf(ticket))
    return {
      id: 'checkout.tickets.problem.stock',
      values: { name: ticket.name, count: remainingOf(ticket) },
    };
  if (quantity < ticket.minPerOrder)
    return { id: 'checkout.tickets.problem.min', values: { name: ticket.name, count: ticket.minPerOrder } };
  if (quantity > ticket.maxPerOrder)
    return { id: 'checkout.tickets.problem.max', values: { name: ticket.name, count: ticket.maxPerOrder } };
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Whether every seat has a name, a CPF with valid check digits and an e-mail (the step's own rules). */
export function attendeesComplete(
  attendees: readonly { name: string; cpf: string; email: string }[],
  seats: number,
): boolean {
  if (seats === 0 || attendees.length < seats) return false;
  return attendees
    .slice(0, seats)
    .every((a) => a.name.trim().length >= 3 && isValidCpf(a.cpf) && EMAIL.test(a.email.trim()));
}
