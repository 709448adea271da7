import { parseIsoDate } from '@/utils/localDate';

/** The roll call of one class on one date. */
export function checkinLink(classId: string, date: string): string {
  return `/empresa/check-in-aulas?turma=${encodeURIComponent(classId)}&data=${date}`;
}

/** A date parameter as YYYY-MM-DD within the product's 1900–2099, or null. */
export function parseDateParam(raw: string | null): string | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const year = Number(raw.slice(0, 4));
  if (year < 1900 || year > 2099) return null;
  return parseIsoDate(raw) ? raw : null;
}
