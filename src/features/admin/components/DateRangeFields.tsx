import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';

interface DateRangeFieldsProps {
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
  fromLabelId: string;
  toLabelId: string;
  onChange: (range: { from: string; to: string }) => void;
}

const asDay = (value: string): Dayjs | null => (value ? dayjs(value) : null);
const inLimits = (day: Dayjs) =>
  day.isValid() && !day.isBefore(MIN_DATE, 'day') && !day.isAfter(MAX_DATE, 'day');

/** Two date pickers for a period (inclusive); either may be empty. Wrap the page in DateProvider. */
export default function DateRangeFields({
  from,
  to,
  fromLabelId,
  toLabelId,
  onChange,
}: DateRangeFieldsProps) {
  const intl = useIntl();
  const fromDay = asDay(from);
  const toDay = asDay(to);
  const change = (which: 'from' | 'to', day: Dayjs | null) => {
    if (day && !inLimits(day)) return;
    const value = day ? day.format('YYYY-MM-DD') : '';
    onChange({ from: which === 'from' ? value : from, to: which === 'to' ? value : to });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <DatePicker
        label={intl.formatMessage({ id: fromLabelId })}
        value={fromDay}
        minDate={MIN_DATE}
        maxDate={toDay ?? MAX_DATE}
        onChange={(day) => change('from', day)}
        slotProps={{
          textField: { size: 'small', name: 'from', sx: { width: { xs: '100%', sm: 165 } } },
          field: { clearable: true },
        }}
      />
      <DatePicker
        label={intl.formatMessage({ id: toLabelId })}
        value={toDay}
        minDate={fromDay ?? MIN_DATE}
        maxDate={MAX_DATE}
        onChange={(day) => change('to', day)}
        slotProps={{
          textField: { size: 'small', name: 'to', sx: { width: { xs: '100%', sm: 165 } } },
          field: { clearable: true },
        }}
      />
    </Stack>
  );
}
