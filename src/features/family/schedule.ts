import type { IntlShape } from 'react-intl';
import type { FamilyClass } from '@/api/contract/family';

// 2026-11-22 is a Sunday: weekday n (0 = Sunday) is that date plus n days.
const SUNDAY = Date.UTC(2026, 10, 22, 12);

/** "seg., qua. · 14:00–15:00" (or the dates, when the class meets on specific days), in the user's language. */
export function scheduleText(
  intl: IntlShape,
  cls: Pick<FamilyClass, 'weekdays' | 'dates' | 'startTime' | 'endTime'>,
): string {
  const days =
    cls.dates.length > 0
      ? cls.dates
          .slice(0, 4)
          .map((date) => intl.formatDate(`${date}T12:00:00`, { day: '2-digit', month: '2-digit' }))
          .join(', ') + (cls.dates.length > 4 ? '…' : '')
      : cls.weekdays.length === 7
        ? intl.formatMessage({ id: 'family.schedule.everyDay' })
        : intl.formatList(
            cls.weekdays.map((day) =>
              intl.formatDate(SUNDAY + day * 86_400_000, { weekday: 'short', timeZone: 'UTC' }),
            ),
          );
  return `${days} · ${cls.startTime}–${cls.endTime}`;
}

/** Whole years between a birth date (YYYY-MM-DD) and today. */
export function ageFrom(birthDate: string, now = new Date()): number {
  const [y = 0, m = 1, d = 1] = birthDate.split('-').map(Number);
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age -= 1;
  return Math.max(0, age);
}
