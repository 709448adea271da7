import type { IntlShape } from 'react-intl';
import { parseLocalDate } from '@/utils/localDate';

/** The week as Brazilian calendars show it: Sunday first. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** 2023-01-01 was a Sunday: day n of that week names weekday n in any language. */
const weekdayDate = (day: number) => new Date(2023, 0, 1 + day);

export function weekdayName(intl: IntlShape, day: number, width: 'long' | 'short' = 'short'): string {
  const name = intl.formatDate(weekdayDate(day), { weekday: width });
  return name.charAt(0).toLocaleUpperCase(intl.locale) + name.slice(1).replace(/\.$/, '');
}

export function formatDay(intl: IntlShape, iso: string, withYear = true): string {
  return intl.formatDate(
    parseLocalDate(iso),
    withYear ? { dateStyle: 'short' } : { day: '2-digit', month: '2-digit' },
  );
}

export interface ScheduleLike {
  weekdays: number[];
  dates?: string[] | undefined;
  startTime: string;
  endTime: string;
  startDate?: string;
  endDate?: string;
}

/** "Seg, Qua · 14:00–15:30" or "12/08, 19/08 · 14:00–15:30". */
export function scheduleText(intl: IntlShape, s: ScheduleLike): string {
  const time = `${s.startTime}–${s.endTime}`;
  if (s.dates && s.dates.length > 0) {
    const shown = s.dates.slice(0, 4).map((d) => formatDay(intl, d, false));
    const more = s.dates.length - shown.length;
    const days = more > 0 ? `${shown.join(', ')} +${more}` : shown.join(', ');
    return `${days} · ${time}`;
  }
  const sorted = [...new Set(s.weekdays)].sort((a, b) => a - b);
  let days: string;
  if (sorted.length === 7) days = intl.formatMessage({ id: 'courses.schedule.everyDay' });
  else if (sorted.join() === '1,2,3,4,5') days = intl.formatMessage({ id: 'courses.schedule.weekdays' });
  else days = sorted.map((d) => weekdayName(intl, d)).join(', ');
  return `${days} · ${time}`;
}

/** The period a weekly class runs, "12/08/2026 – 10/12/2026". */
export function periodText(intl: IntlShape, s: { startDate: string; endDate: string }): string {
  return `${formatDay(intl, s.startDate)} – ${formatDay(intl, s.endDate)}`;
}

/** Case- and accent-insensitive text for instant local search. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The theme's dialog titles are h6-sized (small); the forms of this area read better a step up. */
export const DIALOG_TITLE_SX = { fontSize: '1.2rem', fontWeight: 600 } as const;
