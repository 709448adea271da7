import dayjs from 'dayjs';

/** Period presets of the finance pages; `custom` takes `from`/`to` from the URL. */
export const PERIOD_PRESETS = ['7d', '30d', '90d', 'month', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PERIOD = '30d' satisfies PeriodPreset;

export interface PeriodRange {
  /** YYYY-MM-DD, inclusive, local dates. */
  from: string;
  to: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isPeriodPreset(value: string): value is PeriodPreset {
  return (PERIOD_PRESETS as readonly string[]).includes(value);
}

/** The dates a preset covers, ending today (the month preset: from the 1st). */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, now = dayjs()): PeriodRange {
  const to = now.format(DAY_FORMAT);
  if (preset === 'month') return { from: now.startOf('month').format(DAY_FORMAT), to };
  const days = preset === '7d' ? 7 : preset === '30d' ? 30 : 90;
  return { from: now.subtract(days - 1, 'day').format(DAY_FORMAT), to };
}

/**
 * The period the URL asks for: a preset, or a custom range when both dates are valid and in order
 * (anything else falls back to the default preset, so a hand-edited link never breaks the page).
 */
export function resolvePeriod(
  period: string,
  from: string,
  to: string,
  now = dayjs(),
): { preset: PeriodPreset; range: PeriodRange } {
  if (period === 'custom' && ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to) {
    return { preset: 'custom', range: { from, to } };
  }
  const preset: Exclude<PeriodPreset, 'custom'> =
    isPeriodPreset(period) && period !== 'custom' ? period : DEFAULT_PERIOD;
  return { preset, range: presetRange(preset, now) };
}
