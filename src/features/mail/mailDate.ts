import { useIntl } from 'react-intl';

/** When a mail came: the time today, else the day (and the year when not this year). */
export function useMailDate() {
  const intl = useIntl();
  return (iso: string) => {
    const date = new Date(iso);
    const now = new Date();
    if (date.toDateString() === now.toDateString())
      return intl.formatTime(date, { hour: '2-digit', minute: '2-digit' });
    return intl.formatDate(date, {
      day: 'numeric',
      month: 'short',
      ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    });
  };
}
