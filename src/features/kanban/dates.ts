import type { IntlShape } from 'react-intl';

/** A `YYYY-MM-DD` day as the reader's language writes it (local day, no time-zone shift). */
export function formatDay(intl: Pick<IntlShape, 'formatDate'>, day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return intl.formatDate(new Date(year, month - 1, date), { day: '2-digit', month: 'short' });
}
