/**
 * The sums of an invoice, all in integer cents: no amount ever goes through a fraction of a centavo.
 * The discount comes off the subtotal before the tax (an unconditional discount lowers the tax base, as
 * ISS is charged in Brazil), and is never more than the subtotal. The tax is a whole percentage of that
 * base, rounded half up to the centavo.
 */

export interface InvoiceLineAmounts {
  quantity: number;
  /** Cents. */
  unitPrice: number;
}

export interface InvoiceAmounts {
  lines: readonly InvoiceLineAmounts[];
  /** Whole percent, 0 to 100. */
  taxRate: number;
  /** Cents off the subtotal. */
  discount: number;
}

export interface InvoiceTotals {
  /** Each line's quantity times its unit price. */
  lineTotals: number[];
  subtotal: number;
  /** The discount applied: at most the subtotal. */
  discount: number;
  /** Subtotal less the discount: what the tax is charged on. */
  taxBase: number;
  tax: number;
  total: number;
}

/** Half up to the whole centavo of `cents × percent / 100`, for non-negative whole numbers. */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

export function invoiceTotals({ lines, taxRate, discount }: InvoiceAmounts): InvoiceTotals {
  const lineTotals = lines.map((line) => line.quantity * line.unitPrice);
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0);
  const applied = Math.min(Math.max(0, discount), subtotal);
  const taxBase = subtotal - applied;
  const tax = percentOf(taxBase, taxRate);
  return { lineTotals, subtotal, discount: applied, taxBase, tax, total: taxBase + tax };
}
