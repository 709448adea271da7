/**
 * Calendar dates (YYYY-MM-DD) in the device's local time. `toISOString()` is UTC: from 21:00 in
 * Brazil (UTC−3) it already answers tomorrow, so dates are never taken from it.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** The local calendar day of an instant (a Date, epoch milliseconds or an ISO timestamp) as YYYY-MM-DD. */
export function toIsoDate(instant: Date | number | string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today (local) as YYYY-MM-DD; `now` for tests and for a caller that already has the instant. */
export function todayIso(now: Date | number = Date.now()): string {
  return toIsoDate(now);
}

/**
 * A YYYY-MM-DD (or the date part of an ISO timestamp) as local midnight, so formatting it does not
 * shift it by the time zone. Lenient, for dates the API already checked: missing parts become 1970-01-01.
 */
export function parseLocalDate(iso: string): Date {
  const [y = 1970, m = 1, d = 1] = iso.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** A YYYY-MM-DD as local midnight, or null when it is not written so or not a real date (2026-02-30). */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toIsoDate(date) === value ? date : null;
}

/** Whether a YYYY-MM-DD names a real calendar day. */
export const isRealIsoDate = (value: string): boolean => parseIsoDate(value) !== null;

/** The YYYY-MM-DD `days` after (or before, when negative) another, across months and DST. */
export function addDays(iso: string, days: number): string {
  const date = parseLocalDate(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/**
 * Why a typed day is not a day: not written as one (`format`, "12/0" or "abc"), or written right but
 * missing from the calendar (`nonexistent`, 31/02/2017). The forms say the two differently.
 */
export type DayProblem = 'format' | 'nonexistent';

const ISO_DAY_OR_TIME = /^(\d{4})-(\d{2})-(\d{2})(T.+)?$/;

/** Whether the calendar has this day: months of 28 to 31 days, leap years, any year (also 0202). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return Number.isInteger(day) && day >= 1 && day <= days;
}

/**
 * Checks a YYYY-MM-DD (or an ISO timestamp, by its date part): null when it names a real day. The one
 * check behind every date field's message.
 */
export function isoDayProblem(value: string): DayProblem | null {
  const match = ISO_DAY_OR_TIME.exec(value);
  if (!match) return 'format';
  if (!isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) return 'nonexistent';
  return match[4] && Number.isNaN(Date.parse(value)) ? 'format' : null;
}

/** A date as Brazilians write it, dd/mm/aaaa (also d/m/aaaa, with - or .): its YYYY-MM-DD, or why not. */
export function readBrDate(text: string): { iso: string } | { problem: DayProblem } {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return { problem: 'format' };
  const [, dd = '', mm = '', yyyy = ''] = match;
  const iso = `${yyyy}-${mm.padStart(2, '0')}-${dd.padStart(2, '0')}`;
  const problem = isoDayProblem(iso);
  return problem ? { problem } : { iso };
}
