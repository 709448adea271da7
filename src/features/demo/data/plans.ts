import type { Plan } from '@/api/contract/domain';

/** The subscription checkout with a plan chosen, as /checkout-assinatura reads it (`?plano=`). */
export function checkoutPath(planId: string): string {
  return `/checkout-assinatura?${new URLSearchParams({ plano: planId }).toString()}`;
}

export type BillingView = 'month' | 'year';

/** What a plan costs per month and per year, in cents (an annual plan's month is its year over twelve). */
export function planCost(plan: Plan): Record<BillingView, number> {
  return plan.interval === 'annual'
    ? { month: Math.round(plan.price / 12), year: plan.price }
    : { month: plan.price, year: plan.price * 12 };
}

/** What a plan saves in a year against paying the monthly plan twelve times (0 when it saves nothing). */
export function yearlySaving(plan: Plan, plans: readonly Plan[]): number {
  const monthly = plans.find((p) => p.interval === 'monthly');
  if (!monthly || plan.interval !== 'annual') return 0;
  return Math.max(0, monthly.price * 12 - plan.price);
}

/** Every feature any plan names, in the order the plans list them (rows of the comparison). */
export function allFeatures(plans: readonly Plan[]): string[] {
  return [...new Set(plans.flatMap((plan) => plan.features))];
}
