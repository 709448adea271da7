import { admin, sellers } from '@/api/contract/common';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { addDays, todayIso } from '@/utils/localDate';

/**
 * Who may read the finance summary and the sales list (`GET /api/Finance/summary`, `GET /api/Order/all`
 * in src/api/contract/finance.ts): the sellers and the admins. The money widgets show "not available for
 * your profile" to everyone else instead of calling.
 */
const MONEY_READERS: readonly string[] = [...sellers, admin];

/** Whether the signed-in user may read the money widgets' numbers. */
export function useFinanceAccess(): { summary: boolean; orders: boolean } {
  const role = useAppSelector(selectUser)?.role ?? '';
  const allowed = MONEY_READERS.includes(role);
  return { summary: allowed, orders: allowed };
}

export interface Period {
  from: string;
  to: string;
}

/** The last 30 days (today included) and the 30 days before, as the overview counts them. */
export function lastPeriods(days = 30, today = todayIso()): { current: Period; previous: Period } {
  const from = addDays(today, 1 - days);
  return {
    current: { from, to: today },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}
