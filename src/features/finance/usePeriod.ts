import { useCallback } from 'react';
import { DEFAULT_PERIOD, resolvePeriod, type PeriodPreset, type PeriodRange } from './period';

interface PeriodUrl {
  values: { period: string; from: string; to: string };
  setFilters: (changes: Partial<Record<'period' | 'from' | 'to', string>>) => void;
}

/** The finance period kept in the URL (`?period=90d`, or `?period=custom&from=…&to=…`). */
export function usePeriod(list: PeriodUrl) {
  const { preset, range } = resolvePeriod(list.values.period, list.values.from, list.values.to);
  const { setFilters } = list;
  const setPeriod = useCallback(
    (next: PeriodPreset, nextRange: PeriodRange) =>
      setFilters(
        next === 'custom'
          ? { period: 'custom', from: nextRange.from, to: nextRange.to }
          : { period: next === DEFAULT_PERIOD ? '' : next, from: '', to: '' },
      ),
    [setFilters],
  );
  return { preset, range, setPeriod };
}
