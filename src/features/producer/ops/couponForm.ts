import { z } from 'zod';
import type { Coupon, Event } from '@/api/contract/domain';
import { COUPON_CODE, couponRuleIssues, type CouponFields } from '@/api/contract/producerOps';

/** What the code field keeps of what is typed: upper-case letters and digits, up to 20. */
export const couponCode = (input: string) =>
  input
    .toUpperCase()
    .normalize('NFD')
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);

/** The coupon form: percent (1–100) or a fixed amount in cents, a use limit, a validity window. */
export function couponFormSchema(context: { eventEndsAt: string; used: number }) {
  return z
    .object({
      code: z.string().regex(COUPON_CODE, 'producerOps.coupon.error.code'),
      kind: z.enum(['percent', 'fixed']),
      value: z.number().int().nullable(),
      maxUses: z
        .string()
        .trim()
        .regex(/^\d{1,7}$/, 'producerOps.coupon.error.maxUses'),
      validFrom: z.string().nullable(),
      validUntil: z.string().nullable(),
      ticketIds: z.array(z.string()),
    })
    .superRefine((values, ctx) => {
      const issue = (path: keyof CouponFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (values.value == null || values.value < 1) issue('value', 'producerOps.coupon.error.value');
      if (Number(values.maxUses) < 1) issue('maxUses', 'producerOps.coupon.error.maxUses');
      if (!values.validFrom) issue('validFrom', 'producerOps.coupon.error.validFrom');
      if (!values.validUntil) issue('validUntil', 'producerOps.coupon.error.validUntil');
      if (!values.validFrom || !values.validUntil || values.value == null) return;
      for (const rule of couponRuleIssues(
        {
          kind: values.kind,
          value: values.value,
          maxUses: Number(values.maxUses),
          validFrom: values.validFrom,
          validUntil: values.validUntil,
        },
        context,
      ))
        issue(rule.field, rule.id);
    });
}

export type CouponFormValues = z.input<ReturnType<typeof couponFormSchema>>;

export function couponDefaults(event: Event, coupon: Coupon | undefined): CouponFormValues {
  if (coupon)
    return {
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.value,
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
    value: null,
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
    value: values.value ?? 0,
    maxUses: Number(values.maxUses),
    validFrom: values.validFrom ?? '',
    validUntil: values.validUntil ?? '',
    ticketIds: values.ticketIds,
  };
}
