import {
  cartActions,
  cartSlice,
  checkoutTotals,
  HOLD_MINUTES,
  initialCartState,
  orderPaymentMethod,
  seatCount,
  serviceFee,
  type CartLine,
  type CartState,
} from './cartSlice';

const reduce = (state: CartState | undefined, action: Parameters<typeof cartSlice.reducer>[1]) =>
  cartSlice.reducer(state, action);

const full: Omit<CartLine, 'subtotal'> = {
  id: 'ev-1-t1:full',
  eventId: 'ev-1',
  ticketId: 'ev-1-t1',
  name: 'Inteira',
  halfPrice: false,
  unitPrice: 5000,
  quantity: 2,
};
const half: Omit<CartLine, 'subtotal'> = {
  ...full,
  id: 'ev-1-t1:half',
  halfPrice: true,
  unitPrice: 2500,
  quantity: 1,
};

function withLines(...lines: Omit<CartLine, 'subtotal'>[]): CartState {
  return lines.reduce((state, line) => reduce(state, cartActions.productAdded(line)), initialCartState);
}

describe('cart slice (SPEC.md §3-4 cart checkout)', () => {
  test('starts with the spec defaults: step 0, empty, payment method cod and type free', () => {
    const state = reduce(undefined, { type: '@@init' });
    expect(state).toEqual(initialCartState);
    expect(state).toMatchObject({
      step: 0,
      products: [],
      subtotal: 0,
      total: 0,
      discount: 0,
      shipping: 0,
      billing: null,
      payment: { type: 'free', method: 'cod' },
      eventId: null,
      attendees: [],
      holdExpiresAt: null,
      idempotencyKey: null,
    });
  });

  describe('step', () => {
    test('set puts the step at a number', () => {
      expect(reduce(initialCartState, cartActions.stepSet(3)).step).toBe(3);
    });
    test('next adds one', () => {
      const one = reduce(initialCartState, cartActions.stepNext());
      expect(one.step).toBe(1);
      expect(reduce(one, cartActions.stepNext()).step).toBe(2);
    });
    test('back subtracts one, never before the first step', () => {
      const two = reduce(initialCartState, cartActions.stepSet(2));
      expect(reduce(two, cartActions.stepBack()).step).toBe(1);
      expect(reduce(initialCartState, cartActions.stepBack()).step).toBe(0);
    });
    test('reset goes back to the initial cart', () => {
      const busy = reduce(withLines(full), cartActions.stepSet(2));
      expect(reduce(busy, cartActions.cartReset())).toEqual(initialCartState);
    });
  });

  describe('products', () => {
    test('add puts the line in and adds its subtotal to subtotal and total', () => {
      const state = withLines(full);
      expect(state.products).toEqual([{ ...full, subtotal: 10000 }]);
      expect(state.subtotal).toBe(10000);
      expect(state.total).toBe(10000);
      const both = reduce(state, cartActions.productAdded(half));
      expect(both.subtotal).toBe(12500);
      expect(both.total).toBe(12500);
    });

    test('remove takes the line out and subtracts its subtotal', () => {
      const state = reduce(withLines(full, half), cartActions.productRemoved(full.id));
      expect(state.products.map((p) => p.id)).toEqual([half.id]);
      expect(state.subtotal).toBe(2500);
      expect(state.total).toBe(2500);
    });

    test('remove of a line that is not there changes nothing', () => {
      const state = withLines(full);
      expect(reduce(state, cartActions.productRemoved('nope'))).toEqual(state);
    });

    test('update replaces the old line subtotal with the new one', () => {
      const state = reduce(withLines(full, half), cartActions.productUpdated({ id: full.id, quantity: 5 }));
      expect(state.products[0]).toMatchObject({ quantity: 5, subtotal: 25000 });
      expect(state.subtotal).toBe(27500);
      expect(state.total).toBe(27500);
      const fewer = reduce(state, cartActions.productUpdated({ id: full.id, quantity: 1 }));
      expect(fewer.subtotal).toBe(7500);
      expect(fewer.total).toBe(7500);
    });

    test('update of an unknown line changes nothing', () => {
      const state = withLines(full);
      expect(reduce(state, cartActions.productUpdated({ id: 'nope', quantity: 3 }))).toEqual(state);
    });
  });

  describe('discount', () => {
    test('applying a discount takes it off the total, not the subtotal', () => {
      const state = reduce(
        withLines(full),
        cartActions.discountApplied({ code: 'BEMVINDO10', amount: 1000 }),
      );
      expect(state).toMatchObject({ subtotal: 10000, discount: 1000, total: 9000, couponCode: 'BEMVINDO10' });
    });

    test('a new discount replaces the earlier one in the total', () => {
      let state = reduce(withLines(full), cartActions.discountApplied({ code: 'BEMVINDO10', amount: 1000 }));
      state = reduce(state, cartActions.discountApplied({ code: 'FAMILIA20', amount: 2000 }));
      expect(state).toMatchObject({ discount: 2000, total: 8000, couponCode: 'FAMILIA20' });
      state = reduce(state, cartActions.discountApplied({ code: null, amount: 0 }));
      expect(state).toMatchObject({ discount: 0, total: 10000, couponCode: null });
    });

    test('lines added after a discount keep it in the total', () => {
      let state = reduce(withLines(full), cartActions.discountApplied({ code: 'X', amount: 1000 }));
      state = reduce(state, cartActions.productAdded(half));
      expect(state.total).toBe(11500);
    });
  });

  describe('shipping and payment', () => {
    test('setting shipping adds the new amount to the total and sets the payment type', () => {
      let state = reduce(withLines(full), cartActions.shippingSet({ amount: 500, type: 'paid' }));
      expect(state).toMatchObject({ shipping: 500, total: 10500, payment: { type: 'paid' } });
      state = reduce(state, cartActions.shippingSet({ amount: 0, type: 'free' }));
      expect(state).toMatchObject({ shipping: 0, total: 10500, payment: { type: 'free' } });
    });

    test('billing address is set and cleared', () => {
      const state = reduce(initialCartState, cartActions.billingSet({ city: 'São Paulo' }));
      expect(state.billing).toEqual({ city: 'São Paulo' });
      expect(reduce(state, cartActions.billingSet(null)).billing).toBeNull();
    });

    test('payment method and card hint with installments', () => {
      let state = reduce(initialCartState, cartActions.paymentMethodSet('card'));
      state = reduce(state, cartActions.paymentCardSet({ card: '•••• 4242', installments: 3 }));
      expect(state.payment).toEqual({ type: 'free', method: 'card', card: '•••• 4242', installments: 3 });
    });
  });

  describe('checkout additions', () => {
    test('starting the checkout of an event keeps its own cart and replaces another event’s', () => {
      const started = reduce(initialCartState, cartActions.checkoutStarted('ev-1'));
      const filled = reduce(started, cartActions.productAdded(full));
      expect(reduce(filled, cartActions.checkoutStarted('ev-1'))).toBe(filled);
      expect(reduce(filled, cartActions.checkoutStarted('ev-2'))).toEqual({
        ...initialCartState,
        eventId: 'ev-2',
      });
    });

    test('attendees per seat are stored as typed', () => {
      const attendees = [{ name: 'Ana Lima', cpf: '39053344705', email: 'ana@exemplo.com.br' }];
      expect(reduce(initialCartState, cartActions.attendeesChanged(attendees)).attendees).toEqual(attendees);
    });

    test('the hold starts once, for 15 minutes', () => {
      const now = Date.parse('2026-03-01T12:00:00.000Z');
      const held = reduce(initialCartState, cartActions.holdStarted(now));
      expect(held.holdExpiresAt).toBe(new Date(now + HOLD_MINUTES * 60_000).toISOString());
      expect(HOLD_MINUTES).toBe(15);
      expect(reduce(held, cartActions.holdStarted(now + 60_000)).holdExpiresAt).toBe(held.holdExpiresAt);
    });

    test('restarting after the hold keeps lines and attendees, goes back to the tickets, and takes a new key', () => {
      const attendees = [{ name: 'Ana Lima', cpf: '39053344705', email: 'ana@exemplo.com.br' }];
      let state = withLines(full);
      state = reduce(state, cartActions.attendeesChanged(attendees));
      state = reduce(state, cartActions.stepSet(2));
      state = reduce(state, cartActions.holdStarted());
      state = reduce(state, cartActions.orderKeyIssued());
      const key = state.idempotencyKey;
      const restarted = reduce(state, cartActions.checkoutRestarted());
      expect(restarted).toMatchObject({ step: 0, holdExpiresAt: null, attendees, subtotal: 10000 });
      expect(restarted.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(restarted.idempotencyKey).not.toBe(key);
    });

    test('the order key is issued once and kept until rotated', () => {
      const issued = reduce(initialCartState, cartActions.orderKeyIssued());
      expect(issued.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(reduce(issued, cartActions.orderKeyIssued()).idempotencyKey).toBe(issued.idempotencyKey);
      const rotated = reduce(issued, cartActions.orderKeyRotated());
      expect(rotated.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(rotated.idempotencyKey).not.toBe(issued.idempotencyKey);
    });
  });

  describe('derived amounts', () => {
    test('seats are the sum of the quantities', () => {
      expect(seatCount(withLines(full, half))).toBe(3);
    });

    test('the fee is 10% of the subtotal after the discount; the total adds it', () => {
      const state = reduce(withLines(full, half), cartActions.discountApplied({ code: 'X', amount: 2500 }));
      expect(serviceFee(10001)).toBe(1000);
      expect(checkoutTotals(state)).toEqual({ subtotal: 12500, discount: 2500, fee: 1000, total: 11000 });
    });

    test('the order method: nothing to charge is free; cod means not chosen yet', () => {
      const paid = withLines(full);
      expect(orderPaymentMethod(paid)).toBeNull();
      expect(orderPaymentMethod(reduce(paid, cartActions.paymentMethodSet('pix')))).toBe('pix');
      const free = withLines({ ...full, unitPrice: 0 });
      expect(orderPaymentMethod(free)).toBe('free');
    });
  });
});
