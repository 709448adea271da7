import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import DateProvider from '@/components/dates/DateProvider';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import type { PeriodRange } from '../period';

interface PeriodRangeFieldsProps {
  range: PeriodRange;
  onChange: (range: PeriodRange) => void;
}

const dayOf = (iso: string) => dayjs(iso);

/**
 * The two dates of a custom period. The date pickers come with their provider in this module, which the
 * period picker loads only when "custom" is chosen: the presets cover most visits.
 */
export default function PeriodRangeFields({ range, onChange }: PeriodRangeFieldsProps) {
  const intl = useIntl();
  return (
    <DateProvider>
      {/* On a phone the two dates stack at full width, like the period above them. */}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label={intl.formatMessage({ id: 'finance.period.from' })}
          value={dayOf(range.from)}
          minDate={MIN_DATE}
          maxDate={dayOf(range.to)}
          onChange={(next) => {
            if (next?.isValid() && !next.isBefore(MIN_DATE))
              onChange({ ...range, from: next.format('YYYY-MM-DD') });
          }}
          slotProps={{ textField: { size: 'small', name: 'from', sx: { width: { xs: '100%', sm: 170 } } } }}
        />
        <DatePicker
          label={intl.formatMessage({ id: 'finance.period.to' })}
          value={dayOf(range.to)}
          minDate={dayOf(range.from)}
          maxDate={MAX_DATE}
          onChange={(next) => {
            if (next?.isValid() && !next.isAfter(MAX_DATE))
              onChange({ ...range, to: next.format('YYYY-MM-DD') });
          }}
          slotProps={{ textField: { size: 'small', name: 'to', sx: { width: { xs: '100%', sm: 170 } } } }}
        />
      </Stack>
    </DateProvider>
  );
}
