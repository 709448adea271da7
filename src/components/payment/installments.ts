/** Card installments: up to 3x without interest, then 1.99% a month (Price table). */
export const INTEREST_FREE_INSTALLMENTS = 3;
export const MONTHLY_INTEREST = 0.0199;
export const MAX_INSTALLMENTS = 12;
/** The smallest installment a card charge is split into. */
export const MIN_INSTALLMENT_CENTS = 500;

export interface InstallmentPlan {
  count: number;
  /** Each installment, in cents. */
  each: number;
  /** What the card is charged in all. */
  total: number;
  interestFree: boolean;
}

export function installmentPlan(amount: number, count: number): InstallmentPlan {
  if (count <= INTEREST_FREE_INSTALLMENTS) {
    return { count, each: Math.round(amount / count), total: amount, interestFree: true };
  }
  const i = MONTHLY_INTEREST;
  const each = Math.round((amount * i) / (1 - (1 + i) ** -count));
  return { count, each, total: each * count, interestFree: false };
}

/** 1x always; more while each installment stays at or above the minimum. */
export function installmentOptions(amount: number, max = MAX_INSTALLMENTS): InstallmentPlan[] {
  const plans: InstallmentPlan[] = [installmentPlan(amount, 1)];
  for (let n = 2; n <= max; n += 1) {
    const plan = installmentPlan(amount, n);
    if (plan.each < MIN_INSTALLMENT_CENTS) break;
    plans.push(plan);
  }
  return plans;
}
