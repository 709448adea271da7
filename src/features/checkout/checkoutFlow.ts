import type { OrderCreateBody } from '@/api/contract/checkout';
import type { Ticket } from '@/api/contract/domain';
import { isDefinitiveRefusal, type ApiErrorShape } from '@/api/errors';
import type { CardDetails, PaymentFormValues } from '@/components/payment/card';
import type { CartAttendee, CartLine, CartState, OrderPaymentMethod } from '@/store/cartSlice';
import { onlyDigits } from '@/utils/br';
import { STEP, unitPriceOf } from './pricing';

/** The steps the stepper shows: nothing to pay skips the payment step. */
export function visibleStepsOf(free: boolean): number[] {
  return free
    ? [STEP.tickets, STEP.attendees, STEP.review]
    : [STEP.tickets, STEP.attendees, STEP.payment, STEP.review];
}

/** The step shown: the cart's, but never past what the cart allows yet. */
export function currentStep(options: {
  cartStep: number;
  hasProducts: boolean;
  attendeesDone: boolean;
  free: boolean;
}): number {
  const { cartStep, hasProducts, attendeesDone, free } = options;
  const maxStep = !hasProducts ? STEP.tickets : attendeesDone ? STEP.review : STEP.attendees;
  const step = Math.min(Math.max(0, cartStep), maxStep);
  return free && step === STEP.payment ? STEP.review : step;
}

/** The step a URL asks for (coming back from a sign-in), when it differs from the cart's. */
export function requestedStep(param: string | null, cartStep: number): number | null {
  if (param == null) return null;
  const requested = Number(param);
  if (!Number.isInteger(requested) || requested === cartStep) return null;
  return Math.max(0, Math.min(requested, STEP.review));
}

/** This page's URL at another step, keeping its other parameters. */
export function stepPath(pathname: string, search: string, target: number): string {
  const next = new URLSearchParams(search);
  next.set('step', String(target));
  return `${pathname}?${next.toString()}`;
}

export function loginPath(returnTo: string): string {
  return `/login-clientes?${new URLSearchParams({ returnTo }).toString()}`;
}

/** The card typed in the payment step, once it has a number long enough to send. */
export function cardDetailsOf(draft: PaymentFormValues | null): CardDetails | null {
  if (draft?.method !== 'card' || onlyDigits(draft.number).length < 13) return null;
  return {
    number: onlyDigits(draft.number),
    name: draft.name.trim(),
    expiry: draft.expiry,
    cvv: draft.cvv,
  };
}

/** What to do with one cart line so it follows the current ticket types. */
export interface LineRepricing {
  remove: string;
  /** The line again with the current price and name; none when its ticket type is gone. */
  add?: Omit<CartLine, 'subtotal'>;
}

/** Lines whose ticket type is gone or whose price or name changed, in cart order. */
export function repricing(lines: readonly CartLine[], tickets: readonly Ticket[]): LineRepricing[] {
  const changes: LineRepricing[] = [];
  for (const line of lines) {
    const ticket = tickets.find((t) => t.id === line.ticketId && t.visible);
    if (!ticket) {
      changes.push({ remove: line.id });
      continue;
    }
    const unitPrice = unitPriceOf(ticket, line.halfPrice);
    if (unitPrice !== line.unitPrice || ticket.name !== line.name) {
      const { subtotal: _old, ...rest } = line;
      changes.push({ remove: line.id, add: { ...rest, unitPrice, name: ticket.name } });
    }
  }
  return changes;
}

/** The order as the server takes it. */
export function orderBody(options: {
  eventId: string;
  cart: Pick<CartState, 'products' | 'attendees' | 'couponCode' | 'payment'>;
  seats: number;
  method: OrderPaymentMethod;
  card: CardDetails | null;
}): OrderCreateBody {
  const { eventId, cart, seats, method, card } = options;
  const attendees: CartAttendee[] = cart.attendees.slice(0, seats);
  return {
    eventId,
    items: cart.products.map(({ ticketId, quantity, halfPrice, unitPrice }) => ({
      ticketId,
      quantity,
      halfPrice,
      unitPrice,
    })),
    attendees,
    couponCode: cart.couponCode,
    payment: { method, installments: method === 'card' ? cart.payment.installments : 1 },
    ...(method === 'card' && card ? { card } : {}),
  };
}

/** Where a refused order sends the buyer, in the order the reasons are looked at. */
export type RefusalRoute =
  | { to: 'tickets'; errors: Record<string, string> }
  | { to: 'coupon'; reason: string }
  | { to: 'attendees'; errors: Record<string, string> }
  | { to: 'payment' }
  | { to: 'review'; retry: boolean };

export function refusalRoute(error: ApiErrorShape, ticketIds: readonly string[]): RefusalRoute {
  const fields = error.fieldErrors;
  const perTicket = Object.fromEntries(Object.entries(fields).filter(([key]) => ticketIds.includes(key)));
  if (Object.keys(perTicket).length > 0) return { to: 'tickets', errors: perTicket };
  if (fields.couponCode) return { to: 'coupon', reason: fields.couponCode };
  const perAttendee = Object.fromEntries(
    Object.entries(fields).filter(([key]) => key.startsWith('attendees.')),
  );
  if (Object.keys(perAttendee).length > 0) return { to: 'attendees', errors: perAttendee };
  // Declined: back to the payment step with everything typed still there.
  if (error.status === 402 || fields.card) return { to: 'payment' };
  return { to: 'review', retry: !isDefinitiveRefusal(error) };
}
