import { invoiceTotals, percentOf } from './invoice';

describe('invoice totals in cents', () => {
  test('lines are quantity times unit price, and the subtotal their sum', () => {
    const totals = invoiceTotals({
      lines: [
        { quantity: 3, unitPrice: 1490 },
        { quantity: 2, unitPrice: 18990 },
      ],
      taxRate: 0,
      discount: 0,
    });
    expect(totals.lineTotals).toEqual([4470, 37980]);
    expect(totals.subtotal).toBe(42450);
    expect(totals.total).toBe(42450);
  });

  test('the discount comes off before the tax, which is charged on what is left', () => {
    const totals = invoiceTotals({ lines: [{ quantity: 1, unitPrice: 10000 }], taxRate: 5, discount: 2000 });
    expect(totals).toMatchObject({ subtotal: 10000, discount: 2000, taxBase: 8000, tax: 400, total: 8400 });
  });

  test('the tax rounds half up to the centavo, never leaving a fraction', () => {
    // 3 × R$ 0,33 = R$ 0,99; 5% = 4,95 centavos → 5.
    expect(invoiceTotals({ lines: [{ quantity: 3, unitPrice: 33 }], taxRate: 5, discount: 0 }).tax).toBe(5);
    // 2% of R$ 1,24 = 2,48 centavos → 2.
    expect(percentOf(124, 2)).toBe(2);
    expect(percentOf(125, 2)).toBe(3);
    expect(percentOf(0, 17)).toBe(0);
    const totals = invoiceTotals({ lines: [{ quantity: 7, unitPrice: 1999 }], taxRate: 3, discount: 1 });
    expect(Number.isInteger(totals.tax) && Number.isInteger(totals.total)).toBe(true);
    expect(totals).toMatchObject({ subtotal: 13993, taxBase: 13992, tax: 420, total: 14412 });
  });

  test('a discount larger than the subtotal stops at it: the invoice is never negative', () => {
    const totals = invoiceTotals({ lines: [{ quantity: 1, unitPrice: 500 }], taxRate: 10, discount: 900 });
    expect(totals).toMatchObject({ discount: 500, taxBase: 0, tax: 0, total: 0 });
  });

  test('no lines: everything is zero; 100% tax doubles the base', () => {
    expect(invoiceTotals({ lines: [], taxRate: 5, discount: 0 }).total).toBe(0);
    expect(
      invoiceTotals({ lines: [{ quantity: 2, unitPrice: 2550 }], taxRate: 100, discount: 0 }).total,
    ).toBe(10200);
  });

  test('large amounts stay exact', () => {
    const totals = invoiceTotals({
      lines: [{ quantity: 999, unitPrice: 9_999_999 }],
      taxRate: 18,
      discount: 123_456,
    });
    expect(totals.subtotal).toBe(9_989_999_001);
    expect(totals.taxBase).toBe(9_989_875_545);
    expect(totals.tax).toBe(1_798_177_598);
    expect(totals.total).toBe(11_788_053_143);
  });
});
