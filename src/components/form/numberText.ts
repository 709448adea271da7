import { z } from 'zod/mini';
import { formatCents } from '@/utils/br';
import { readInteger, readMoney } from '@/utils/numberInput';
import { fieldMessage } from './fieldMessage';
import { boundsOf } from './schemaLimits';

export {
  centsOf,
  centsToText,
  integerOf,
  readInteger,
  readMoney,
  type IntegerProblem,
  type MoneyProblem,
} from '@/utils/numberInput';

/*
 * The forms' side of numbers typed as text (readers in src/utils/numberInput): whether a text is a number
 * the form accepts and, when it is not, the message (an id with its values) in the user's language.
 */

export interface IntegerLimits {
  min: number;
  max: number;
  /** Message id said when the field is empty, instead of the shared one. */
  requiredId?: string;
}

/** Limits in cents. */
export interface MoneyLimits {
  min: number;
  max: number;
  requiredId?: string;
}

/** The form's message (an id with its values) for a text that is not an accepted whole number, or null. */
export function integerProblem(text: string, limits: IntegerLimits): string | null {
  const read = readInteger(text);
  const values = { min: limits.min, max: limits.max };
  if ('problem' in read) {
    if (read.problem === 'required' && limits.requiredId) return limits.requiredId;
    return fieldMessage(`validation.integer.${read.problem}`, values);
  }
  if (read.value < limits.min || read.value > limits.max)
    return fieldMessage('validation.integer.range', values);
  return null;
}

/** The form's message for a text that is not an accepted amount, or null. */
export function moneyProblem(text: string, limits: MoneyLimits): string | null {
  const read = readMoney(text);
  if ('problem' in read) {
    if (read.problem === 'required' && limits.requiredId) return limits.requiredId;
    return fieldMessage(`validation.money.${read.problem}`, {});
  }
  if (read.cents < limits.min) return fieldMessage('validation.money.min', { min: formatCents(limits.min) });
  if (read.cents > limits.max) return fieldMessage('validation.money.max', { max: formatCents(limits.max) });
  return null;
}

/** A whole number typed as text, checked against its limits; the text itself is what the form keeps. */
export function integerText(limits: IntegerLimits) {
  return z.string().check(
    z.superRefine((text, ctx) => {
      const message = integerProblem(text, limits);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/** An amount typed as text ("1.234,56"), checked against its limits in cents. */
export function moneyText(limits: MoneyLimits) {
  return z.string().check(
    z.superRefine((text, ctx) => {
      const message = moneyProblem(text, limits);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/**
 * The limits a contract's number schema sets (`z.int().check(z.gte(1), z.lte(500))`), so a form refuses
 * exactly what the API refuses. `max` is for schemas that set none.
 */
export function limitsOf(schema: z.core.$ZodType, fallback: { max?: number; requiredId?: string } = {}) {
  const { minimum, maximum } = boundsOf(schema);
  const min = minimum ?? 0;
  const max = maximum != null && maximum < Number.MAX_SAFE_INTEGER ? maximum : fallback.max;
  if (max == null) throw new Error('A number field needs a maximum');
  return { min: Math.max(min, 0), max, requiredId: fallback.requiredId };
}
