import type { Ticket } from '@/api/contract/domain';
import type { ApiErrorShape } from '@/api/errors';
import { emptyPaymentForm } from '@/components/payment/card';
import type { CartLine } from '@/store/cartSlice';
import {
  cardDetailsOf,
  currentStep,
  loginPath,
  orderBody,
  refusalRoute,
  repricing,
  requestedStep,
  stepPath,
  visibleStepsOf,
} from './checkoutFlow';
import { STEP } from './pricing';

// Re-pricing reads the id, name, price and visibility; the sale fields only complete the type.
const ticket = (patch: Partial<Ticket> = {}): Ticket => ({
  id: 't1',
  name: 'Inteira',
  price: 5000,
  visible: true,
  eventId: 'ev-1',
  halfPriceAllowed: true,
  quantity: 50,
  sold: 0,
  minPerOrder: 1,
  maxPerOrder: 6,
  salesStart: '2026-04-01T00:00:00Z',
  salesEnd: '2026-07-01T00:00:00Z',
  ...patch,
});

const line = (patch: Partial<CartLine> = {}): CartLine => ({
  id: 't1:full',
  eventId: 'ev-1',
  ticketId: 't1',
  name: 'Inteira',
  halfPrice: false,
  unitPrice: 5000,
  quantity: 2,
  subtotal: 10000,
  ...patch,
});

const apiError = (patch: Partial<ApiErrorShape> = {}): ApiErrorShape => ({
  kind: 'validation',
  status: 422,
  message: 'errors.kind.validation',
  fromServer: false,
  fieldErrors: {},
  ...patch,
});

describe('steps', () => {
  it('skips the payment step when nothing is charged', () => {
    expect(visibleStepsOf(false)).toEqual([STEP.tickets, STEP.attendees, STEP.payment, STEP.review]);
    expect(visibleStepsOf(true)).toEqual([STEP.tickets, STEP.attendees, STEP.review]);
  });

  it('never goes past what the cart allows', () => {
    const base = { cartStep: STEP.review, hasProducts: true, attendeesDone: true, free: false };
    expect(currentStep(base)).toBe(STEP.review);
    expect(currentStep({ ...base, hasProducts: false })).toBe(STEP.tickets);
    expect(currentStep({ ...base, attendeesDone: false })).toBe(STEP.attendees);
    expect(currentStep({ ...base, cartStep: -2 })).toBe(STEP.tickets);
  });

  it('shows the review instead of the payment of a free order', () => {
    const base = { cartStep: STEP.payment, hasProducts: true, attendeesDone: true };
    expect(currentStep({ ...base, free: true })).toBe(STEP.review);
    expect(currentStep({ ...base, free: false })).toBe(STEP.payment);
  });

  it('reads the step of the URL only when it is a whole number that differs from the cart', () => {
    expect(requestedStep(null, 0)).toBeNull();
    expect(requestedStep('2', 2)).toBeNull();
    expect(requestedStep('1.5', 0)).toBeNull();
    expect(requestedStep('abc', 0)).toBeNull();
    expect(requestedStep('2', 0)).toBe(2);
    expect(requestedStep('9', 0)).toBe(STEP.review);
    expect(requestedStep('-1', 2)).toBe(0);
  });

  it('builds the URL of a step and the login that comes back to it', () => {
    const path = stepPath('/checkout/ev-1', '?step=1&x=y', 2);
    expect(path).toBe('/checkout/ev-1?step=2&x=y');
    expect(loginPath(path)).toBe(`/login-clientes?returnTo=${encodeURIComponent(path)}`);
  });
});

describe('cardDetailsOf', () => {
  it('sends a card only once its number is long enough', () => {
    expect(cardDetailsOf(null)).toBeNull();
    expect(cardDetailsOf({ ...emptyPaymentForm, method: 'pix', number: '4242424242424242' })).toBeNull();
    expect(cardDetailsOf({ ...emptyPaymentForm, method: 'card', number: '4242 4242 42' })).toBeNull();
    expect(
      cardDetailsOf({
        ...emptyPaymentForm,
        method: 'card',
        number: '4242 4242 4242 4242',
        name: '  Ana Lima ',
        expiry: '12/30',
        cvv: '123',
      }),
    ).toEqual({ number: '4242424242424242', name: 'Ana Lima', expiry: '12/30', cvv: '123' });
  });
});

describe('repricing', () => {
  it('leaves lines alone while their ticket type is unchanged', () => {
    expect(repricing([line()], [ticket()])).toEqual([]);
  });

  it('removes lines whose ticket type is gone or hidden', () => {
    expect(repricing([line()], [])).toEqual([{ remove: 't1:full' }]);
    expect(repricing([line()], [ticket({ visible: false })])).toEqual([{ remove: 't1:full' }]);
  });

  it('puts back a line with the new price and name', () => {
    const half = line({ id: 't1:half', halfPrice: true, unitPrice: 2500, subtotal: 5000 });
    expect(repricing([half], [ticket({ price: 6001, name: 'Inteira VIP' })])).toEqual([
      {
        remove: 't1:half',
        add: {
          id: 't1:half',
          eventId: 'ev-1',
          ticketId: 't1',
          name: 'Inteira VIP',
          halfPrice: true,
          unitPrice: 3001,
          quantity: 2,
        },
      },
    ]);
  });
});

describe('orderBody', () => {
  const cart = {
    products: [line()],
    attendees: [
      { name: 'Ana Lima', cpf: '52998224725', email: 'ana@exemplo.com.br' },
      { name: 'Bia Lima', cpf: '52998224725', email: 'bia@exemplo.com.br' },
      { name: 'Extra', cpf: '', email: '' },
    ],
    couponCode: 'FESTA10',
    payment: { type: 'paid' as const, method: 'card' as const, card: '•••• 4242', installments: 3 },
  };
  const card = { number: '4242424242424242', name: 'Ana Lima', expiry: '12/30', cvv: '123' };

  it('sends the lines, one attendee per seat, the coupon and the card', () => {
    expect(orderBody({ eventId: 'ev-1', cart, seats: 2, method: 'card', card })).toEqual({
      eventId: 'ev-1',
      items: [{ ticketId: 't1', quantity: 2, halfPrice: false, unitPrice: 5000 }],
      attendees: cart.attendees.slice(0, 2),
      couponCode: 'FESTA10',
      payment: { method: 'card', installments: 3 },
      card,
    });
  });

  it('pays other methods in one installment and without a card', () => {
    const body = orderBody({ eventId: 'ev-1', cart, seats: 2, method: 'pix', card });
    expect(body.payment).toEqual({ method: 'pix', installments: 1 });
    expect(body).not.toHaveProperty('card');
  });
});

describe('refusalRoute', () => {
  const ids = ['t1', 't2'];

  it('sends ticket problems back to the tickets first', () => {
    const error = apiError({ fieldErrors: { t2: 'Esgotado', couponCode: 'Expirado' } });
    expect(refusalRoute(error, ids)).toEqual({ to: 'tickets', errors: { t2: 'Esgotado' } });
  });

  it('drops a refused coupon before looking at attendees', () => {
    const error = apiError({ fieldErrors: { couponCode: 'Expirado', 'attendees.0.cpf': 'CPF inválido' } });
    expect(refusalRoute(error, ids)).toEqual({ to: 'coupon', reason: 'Expirado' });
  });

  it('sends attendee problems to the attendee step', () => {
    const error = apiError({ fieldErrors: { 'attendees.1.email': 'E-mail inválido' } });
    expect(refusalRoute(error, ids)).toEqual({
      to: 'attendees',
      errors: { 'attendees.1.email': 'E-mail inválido' },
    });
  });

  it('sends a declined card back to the payment step', () => {
    expect(refusalRoute(apiError({ status: 402 }), ids)).toEqual({ to: 'payment' });
    expect(refusalRoute(apiError({ fieldErrors: { card: 'Recusado' } }), ids)).toEqual({ to: 'payment' });
  });

  it('stays on the review, offering a retry only when the refusal was not final', () => {
    expect(refusalRoute(apiError({ status: 409 }), ids)).toEqual({ to: 'review', retry: false });
    expect(refusalRoute(apiError({ kind: 'server', status: 503 }), ids)).toEqual({
      to: 'review',
      retry: true,
    });
  });
});
