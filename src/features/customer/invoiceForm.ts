import { z } from 'zod/mini';
import { centsOf, integerOf, integerText, moneyProblem, moneyText } from '@/components/form/numberText';
import { INVALID_DAY } from '@/components/dates/typedDay';
import { addDays, isoDayProblem, todayIso } from '@/utils/localDate';
import type { CustomerOrder } from '@/api/contract/customer';
import { invoiceTotals, type InvoiceTotals } from './invoice';

/*
 * The invoice form: every amount and number stays the text typed (MoneyField, IntegerField) and is
 * refused, never rewritten, when it is not one; the sums are made in cents from what parses.
 */

export const INVOICE_LINES_MAX = 30;
export const INVOICE_TEXT_MAX = 120;
export const INVOICE_NOTES_MAX = 500;
/** R$ 1.000.000,00 a unit: a school's largest kit order stays far below it. */
const UNIT_PRICE_LIMITS = { min: 1, max: 100_000_000 };
const QUANTITY_LIMITS = { min: 1, max: 9_999 };
const TAX_LIMITS = { min: 0, max: 100 };
const DISCOUNT_MAX = 1_000_000_000;

const text = (requiredId: string, max = INVOICE_TEXT_MAX) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, requiredId), z.maxLength(max, 'customer.invoice.validation.tooLong'));

const day = (requiredId: string) =>
  z.string().check(
    z.minLength(1, requiredId),
    z.refine(
      (v) => v === '' || (v !== INVALID_DAY && isoDayProblem(v) === null),
      'customer.invoice.validation.date',
    ),
  );

const lineSchema = z.object({
  description: text('customer.invoice.validation.description', 200),
  quantity: integerText(QUANTITY_LIMITS),
  unitPrice: moneyText(UNIT_PRICE_LIMITS),
});

export const invoiceFormSchema = z
  .object({
    number: text('customer.invoice.validation.number', 30),
    customer: text('customer.invoice.validation.customer'),
    customerEmail: z.string().check(
      z.trim(),
      z.maxLength(254, 'validation.email.max'),
      z.refine((v) => v === '' || z.email().safeParse(v).success, 'validation.email.invalid'),
    ),
    issueDate: day('customer.invoice.validation.issueDate'),
    dueDate: day('customer.invoice.validation.dueDate'),
    lines: z
      .array(lineSchema)
      .check(
        z.minLength(1, 'customer.invoice.validation.noLines'),
        z.maxLength(INVOICE_LINES_MAX, 'customer.invoice.validation.tooManyLines'),
      ),
    taxRate: integerText(TAX_LIMITS),
    /** Empty is no discount. */
    discount: z.string().check(
      z.superRefine((value, ctx) => {
        const message = value.trim() === '' ? null : moneyProblem(value, { min: 0, max: DISCOUNT_MAX });
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    ),
    notes: z.string().check(z.maxLength(INVOICE_NOTES_MAX, 'customer.invoice.validation.tooLong')),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (isoDayProblem(values.issueDate) === null && isoDayProblem(values.dueDate) === null)
        if (values.dueDate < values.issueDate)
          ctx.addIssue({
            code: 'custom',
            path: ['dueDate'],
            message: 'customer.invoice.validation.dueBefore',
          });
      const totals = totalsOf(values);
      const discount = centsOf(values.discount) ?? 0;
      if (discount > totals.subtotal)
        ctx.addIssue({ code: 'custom', path: ['discount'], message: 'customer.invoice.validation.discount' });
    }),
  );

export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;
export type InvoiceLineValues = InvoiceFormValues['lines'][number];

export const emptyLine = (): InvoiceLineValues => ({ description: '', quantity: '1', unitPrice: '' });

/** A new invoice: today, due in 15 days, one empty line, no tax or discount. */
export function newInvoice(now = Date.now()): InvoiceFormValues {
  const today = todayIso(now);
  return {
    number: `FAT-${today.replace(/-/g, '')}-01`,
    customer: '',
    customerEmail: '',
    issueDate: today,
    dueDate: addDays(today, 15),
    lines: [emptyLine()],
    taxRate: '0',
    discount: '',
    notes: '',
  };
}

const amountText = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/** An invoice for an order of the store: its customer, its lines, its discount and its shipping. */
export function invoiceOfOrder(
  order: CustomerOrder,
  customer: { name: string; email: string },
  shippingLabel: string,
  now = Date.now(),
): InvoiceFormValues {
  const lines = order.lines.map((line) => ({
    description: line.name,
    quantity: String(line.quantity),
    unitPrice: amountText(line.unitPrice),
  }));
  if (order.shipping > 0)
    lines.push({ description: shippingLabel, quantity: '1', unitPrice: amountText(order.shipping) });
  return {
    ...newInvoice(now),
    number: `FAT-${order.code}`,
    customer: customer.name,
    customerEmail: customer.email,
    lines,
    discount: order.discount ? amountText(order.discount) : '',
  };
}

/** The sums of what is typed so far: a line whose numbers do not parse yet counts as zero. */
export function totalsOf(values: Pick<InvoiceFormValues, 'lines' | 'taxRate' | 'discount'>): InvoiceTotals {
  return invoiceTotals({
    lines: values.lines.map((line) => ({
      quantity: integerOf(line.quantity) ?? 0,
      unitPrice: centsOf(line.unitPrice) ?? 0,
    })),
    taxRate: Math.min(100, integerOf(values.taxRate) ?? 0),
    discount: centsOf(values.discount) ?? 0,
  });
}
