import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import { dayKey, relativeDay } from '../grouping';

/** When a list's last message came, short: the time today, "Ontem", else the date. */
export default function WhenShort({ at }: { at: string }) {
  const day = relativeDay(dayKey(at));
  if (day === 'today') return <FormattedTime value={at} hour="2-digit" minute="2-digit" hour12={false} />;
  if (day === 'yesterday') return <FormattedMessage id="chat.day.yesterday" />;
  return <FormattedDate value={at} day="2-digit" month="2-digit" />;
}
