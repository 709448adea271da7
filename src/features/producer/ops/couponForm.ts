import { z } from 'zod/mini';
import type { Coupon, Event } from '@/api/contract/domain';
import {
  COUPON_CODE,
  couponFieldsSchema,
  couponRuleIssues,
  type CouponFields,
} from '@/api/contract/producerOps';
import {
  centsOf,
  centsToText,
  integerOf,
  integerProblem,
  integerText,
  limitsOf,
  moneyProblem,
} from '@/components/form/numberText';
import { TICKET_PRICE_MAX } from './ticketForm';

/** What the code field keeps of what is typed: upper-case letters and digits, up to 20. */
export const couponCode = (input: string) =>
  input
    .toUpperCase()
    .normalize('NFD')
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);

const VALUE_REQUIRED = 'producerOps.coupon.error.value';
/** A percentage off: 1 to 100. */
export const PERCENT = { min: 1, max: 100, requiredId: VALUE_REQUIRED };
/** A fixed amount off: from R$ 0,01 to the highest ticket price. */
const AMOUNT = { min: 1, max: TICKET_PRICE_MAX, requiredId: VALUE_REQUIRED };
const MAX_USES = limitsOf(couponFieldsSchema.shape.maxUses, {
  requiredId: 'producerOps.coupon.error.maxUses',
});

/** The value as the API takes it: the percentage, or the amount in cents; null when it is not one. */
export function couponValueOf(kind: 'percent' | 'fixed', text: string): number | null {
  return kind === 'percent' ? integerOf(text) : centsOf(text);
}

/** The coupon form: percent (1–100) or a fixed amount (typed in reais), a use limit, a validity window. */
export function couponFormSchema(context: { eventEndsAt: string; used: number }) {
  return z
    .object({
      code: z.string().check(z.regex(COUPON_CODE, 'producerOps.coupon.error.code')),
      kind: z.enum(['percent', 'fixed']),
      value: z.string(),
      maxUses: integerText(MAX_USES),
      validFrom: z.nullable(z.string()),
      validUntil: z.nullable(z.string()),
      ticketIds: z.array(z.string()),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (path: keyof CouponFormValues, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        const valueProblem =
          values.kind === 'percent'
            ? integerProblem(values.value, PERCENT)
            : moneyProblem(values.value, AMOUNT);
        if (valueProblem) issue('value', valueProblem);
        if (!values.validFrom) issue('validFrom', 'producerOps.coupon.error.validFrom');
        if (!values.validUntil) issue('validUntil', 'producerOps.coupon.error.validUntil');
        const value = couponValueOf(values.kind, values.value);
        const maxUses = integerOf(values.maxUses);
        if (!values.validFrom || !values.validUntil) return;
        // A value or limit that is not a number already has its message: the rules look at the rest.
        for (const rule of couponRuleIssues(
          {
            kind: values.kind,
            value: value ?? 1,
            maxUses: maxUses ?? context.used,
            validFrom: values.validFrom,
            validUntil: values.validUntil,
          },
          context,
        ))
          if (rule.field !== 'value' || !valueProblem) issue(rule.field, rule.id);
      }),
    );
}

export type CouponFormValues = z.input<ReturnType<typeof couponFormSchema>>;

export function couponDefaults(event: Event, coupon: Coupon | undefined): CouponFormValues {
  if (coupon)
    return {
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.kind === 'percent' ? String(coupon.value) : centsToText(coupon.value),
      maxUses: String(coupon.maxUses),
      validFrom: coupon.validFrom,
      validUntil: coupon.validUntil,
      ticketIds: coupon.ticketIds,
    };
  const now = new Date();
  now.setSeconds(0, 0);
  return {
    code: '',
    kind: 'percent',
    value: '',
    maxUses: '100',
    validFrom: now.toISOString(),
    validUntil: event.startsAt,
    ticketIds: [],
  };
}

export function couponBody(values: CouponFormValues): CouponFields {
  return {
    code: values.code,
    kind: values.kind,
    value: couponValueOf(values.kind, values.value) ?? 0,
    maxUses: integerOf(values.maxUses) ?? 0,
    validFrom: values.validFrom ?? '',
    validUntil: values.validUntil ?? '',
    ticketIds: values.ticketIds,
  };
}
