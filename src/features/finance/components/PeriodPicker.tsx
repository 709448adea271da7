import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import { PERIOD_PRESETS, presetRange, type PeriodPreset, type PeriodRange } from '../period';

interface PeriodPickerProps {
  preset: PeriodPreset;
  range: PeriodRange;
  /** A preset, or `custom` with its dates. */
  onChange: (preset: PeriodPreset, range: PeriodRange) => void;
}

const dayOf = (iso: string) => dayjs(iso);

/** The period of the finance figures: a preset (7, 30, 90 days, this month) or two dates. */
export default function PeriodPicker({ preset, range, onChange }: PeriodPickerProps) {
  const intl = useIntl();
  const format = (iso: string) => intl.formatDate(dayOf(iso).toDate(), { dateStyle: 'short' });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
      <SelectField
        size="small"
        label={intl.formatMessage({ id: 'finance.period.label' })}
        value={preset}
        onChange={(event) => {
          const next = event.target.value as PeriodPreset;
          onChange(next, next === 'custom' ? range : presetRange(next));
        }}
        sx={{ minWidth: 200 }}
      >
        {PERIOD_PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {intl.formatMessage({ id: `finance.period.${p}` })}
          </MenuItem>
        ))}
      </SelectField>
      {preset === 'custom' ? (
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
          <DatePicker
            label={intl.formatMessage({ id: 'finance.period.from' })}
            value={dayOf(range.from)}
            minDate={MIN_DATE}
            maxDate={dayOf(range.to)}
            onChange={(next) => {
              if (next?.isValid() && !next.isBefore(MIN_DATE))
                onChange('custom', { ...range, from: next.format('YYYY-MM-DD') });
            }}
            slotProps={{ textField: { size: 'small', name: 'from', sx: { width: 170 } } }}
          />
          <DatePicker
            label={intl.formatMessage({ id: 'finance.period.to' })}
            value={dayOf(range.to)}
            minDate={dayOf(range.from)}
            maxDate={MAX_DATE}
            onChange={(next) => {
              if (next?.isValid() && !next.isAfter(MAX_DATE))
                onChange('custom', { ...range, to: next.format('YYYY-MM-DD') });
            }}
            slotProps={{ textField: { size: 'small', name: 'to', sx: { width: 170 } } }}
          />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {intl.formatMessage(
            { id: 'finance.period.range' },
            { from: format(range.from), to: format(range.to) },
          )}
        </Typography>
      )}
    </Stack>
  );
}
