import { z } from 'zod/mini';
import { onlyDigits } from '@/utils/br';

export type ChargeMethod = 'pix' | 'card' | 'boleto';

export interface CardDetails {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
}

/** What the payment step hands on: the method, the installments, and the card when paying by card. */
export interface PaymentChoice {
  method: ChargeMethod;
  installments: number;
  card: CardDetails | null;
}

/** Luhn check digit: catches a mistyped card number before any call. */
export function isValidCardNumber(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 4242424242424242 → "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return onlyDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Digits → "MM/AA" as typed. */
export function formatExpiry(value: string): string {
  const d = onlyDigits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** "•••• 4242": the only trace of a card the app keeps. */
export function maskCard(number: string): string {
  return `•••• ${onlyDigits(number).slice(-4)}`;
}

/** MM/AA in the future (a card is valid through the last day of its month). */
export function isFutureExpiry(value: string, now = Date.now()): boolean {
  const d = onlyDigits(value);
  if (d.length !== 4) return false;
  const month = Number(d.slice(0, 2));
  const year = 2000 + Number(d.slice(2));
  if (month < 1 || month > 12) return false;
  return new Date(year, month, 1).getTime() > now;
}

/** The payment form: card fields are checked only when paying by card. Messages are message ids. */
export const paymentFormSchema = z
  .object({
    method: z.enum(['pix', 'card', 'boleto']),
    installments: z.int().check(z.gte(1), z.lte(12)),
    number: z.string(),
    name: z.string(),
    expiry: z.string(),
    cvv: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.method !== 'card') return;
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!onlyDigits(v.number)) issue('number', 'payment.validation.number.required');
      else if (!isValidCardNumber(v.number)) issue('number', 'payment.validation.number.invalid');
      if (v.name.trim().length < 3) issue('name', 'payment.validation.name.required');
      if (onlyDigits(v.expiry).length !== 4) issue('expiry', 'payment.validation.expiry.invalid');
      else if (!isFutureExpiry(v.expiry)) issue('expiry', 'payment.validation.expiry.past');
      if (!/^\d{3,4}$/.test(v.cvv)) issue('cvv', 'payment.validation.cvv.invalid');
    }),
  );

export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

export const emptyPaymentForm: PaymentFormValues = {
  method: 'pix',
  installments: 1,
  number: '',
  name: '',
  expiry: '',
  cvv: '',
};
