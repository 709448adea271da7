import {
  addLine,
  applyDiscount,
  applyShipping,
  emptyCartTotals,
  removeLine,
  updateLine,
  type CartTotals,
} from './cartRules';

const cart = (totals: Partial<CartTotals>): CartTotals => ({ ...emptyCartTotals, ...totals });

describe('SPEC.md §4 cart arithmetic, shared by the ticket cart and the shop cart', () => {
  test('add puts the line subtotal into subtotal and total', () => {
    const once = addLine(emptyCartTotals, 2990);
    expect(once).toEqual({ subtotal: 2990, discount: 0, shipping: 0, total: 2990 });
    expect(addLine(once, 1490)).toEqual({ subtotal: 4480, discount: 0, shipping: 0, total: 4480 });
  });

  test('remove takes the line subtotal out of subtotal and total', () => {
    expect(removeLine(cart({ subtotal: 4480, total: 4480 }), 1490)).toMatchObject({
      subtotal: 2990,
      total: 2990,
    });
  });

  test('update replaces the old line subtotal with the new one', () => {
    const state = cart({ subtotal: 4480, discount: 500, total: 3980 });
    expect(updateLine(state, 1490, 4470)).toEqual({
      subtotal: 7460,
      discount: 500,
      shipping: 0,
      total: 6960,
    });
  });

  test('a discount replaces the earlier one in the total, never adds to it', () => {
    const first = applyDiscount(cart({ subtotal: 10000, total: 10000 }), 1000);
    expect(first).toMatchObject({ discount: 1000, total: 9000 });
    const second = applyDiscount(first, 2000);
    expect(second).toMatchObject({ discount: 2000, total: 8000 });
    expect(applyDiscount(second, 0)).toMatchObject({ discount: 0, total: 10000 });
  });

  test('shipping adds the new amount to the total; a charge says what is added when it differs', () => {
    const literal = applyShipping(cart({ subtotal: 10000, total: 10000 }), 500);
    expect(literal).toMatchObject({ shipping: 500, total: 10500 });
    const express = applyShipping(cart({ subtotal: 10000, total: 10000 }), 1990, 1990);
    expect(express).toMatchObject({ shipping: 1990, total: 11990 });
    expect(applyShipping(express, 0, -1990)).toMatchObject({ shipping: 0, total: 10000 });
  });

  test('the rules never change the cart they are given', () => {
    const state = cart({ subtotal: 100, total: 100 });
    addLine(state, 50);
    applyDiscount(state, 10);
    expect(state).toEqual({ subtotal: 100, discount: 0, shipping: 0, total: 100 });
  });
});
