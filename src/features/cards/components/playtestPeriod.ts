import type { ArenaSummaryArgs } from '@/api/endpoints/arena';
import { addDays, todayIso } from '@/utils/localDate';

/** The periods the playtest figures offer, as they read in the address (`?periodo=7`). */
export const PLAYTEST_PERIODS = ['7', '30', '90', 'all'] as const;
export type PlaytestPeriod = (typeof PLAYTEST_PERIODS)[number];
/** What the tab shows when the address names no period. */
export const DEFAULT_PLAYTEST_PERIOD: PlaytestPeriod = '30';

export function isPlaytestPeriod(value: string | null): value is PlaytestPeriod {
  return PLAYTEST_PERIODS.some((p) => p === value);
}

/** The summary's `from`/`to` for a period: the last N days up to today (both included), or no bounds. */
export function playtestRange(period: PlaytestPeriod, now: Date | number = Date.now()): ArenaSummaryArgs {
  if (period === 'all') return {};
  const to = todayIso(now);
  return { from: addDays(to, 1 - Number(period)), to };
}
