/**
 * SPEC.md §4's cart arithmetic, once, for every cart of the app (the ticket cart and the shop's cart).
 * Pure functions on the four amounts (integer cents); each slice keeps its own lines and calls these for
 * the totals, so a rule changes in one place.
 */
export interface CartTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

export const emptyCartTotals: CartTotals = { subtotal: 0, discount: 0, shipping: 0, total: 0 };

/** Add product: its line subtotal goes into subtotal and total. */
export function addLine<T extends CartTotals>(totals: T, lineSubtotal: number): T {
  return { ...totals, subtotal: totals.subtotal + lineSubtotal, total: totals.total + lineSubtotal };
}

/** Remove product: its line subtotal leaves subtotal and total. */
export function removeLine<T extends CartTotals>(totals: T, lineSubtotal: number): T {
  return addLine(totals, -lineSubtotal);
}

/** Update product: the new line subtotal replaces the old one. */
export function updateLine<T extends CartTotals>(totals: T, oldSubtotal: number, newSubtotal: number): T {
  return addLine(totals, newSubtotal - oldSubtotal);
}

/** Apply a discount: it replaces the earlier discount in the total (never adds to it). */
export function applyDiscount<T extends CartTotals>(totals: T, amount: number): T {
  return { ...totals, discount: amount, total: totals.total + totals.discount - amount };
}

/**
 * Set shipping: the new shipping amount is added to the total, to the letter of §4. `charge` is what is
 * added when it differs from the amount (the shop's server answers it as the new amount less the old one,
 * so switching delivery back and forth never counts shipping twice).
 */
export function applyShipping<T extends CartTotals>(totals: T, amount: number, charge: number = amount): T {
  return { ...totals, shipping: amount, total: totals.total + charge };
}

/** Copies the four amounts of `next` onto an Immer draft (the slices' reducers work on drafts). */
export function assignTotals(draft: CartTotals, next: CartTotals): void {
  draft.subtotal = next.subtotal;
  draft.discount = next.discount;
  draft.shipping = next.shipping;
  draft.total = next.total;
}
