import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import LoadGuard from '@/components/states/LoadGuard';
import { PERIOD_PRESETS, presetRange, type PeriodPreset, type PeriodRange } from '../period';

// The date pickers load only when a custom period is chosen; if they cannot (offline), the page says so and stays.
const PeriodRangeFields = lazy(() => import('./PeriodRangeFields'));

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
        <LoadGuard
          fallback={
            <Typography variant="body2" color="text.secondary" role="alert">
              {intl.formatMessage({ id: 'errors.kind.network' })}
            </Typography>
          }
        >
          <Suspense
            fallback={
              <Stack
                direction="row"
                spacing={1.5}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
                role="status"
                aria-busy="true"
                aria-label={intl.formatMessage({ id: 'common.loading' })}
              >
                <Skeleton variant="rounded" height={40} sx={{ width: { xs: '100%', sm: 170 } }} />
                <Skeleton variant="rounded" height={40} sx={{ width: { xs: '100%', sm: 170 } }} />
              </Stack>
            }
          >
            <PeriodRangeFields range={range} onChange={(next) => onChange('custom', next)} />
          </Suspense>
        </LoadGuard>
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
