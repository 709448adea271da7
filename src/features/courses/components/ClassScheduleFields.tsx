import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { Controller, useWatch, type UseFormClearErrors, type UseFormSetValue } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import DayField from '@/components/dates/DayField';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import FormTextField from '@/components/form/FormTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { toIsoDate } from '@/utils/localDate';
import type { ClassFormControl, ClassFormInput } from '../classForm';
import { formatDay, WEEKDAYS, weekdayName } from '../format';

/** Weekly or on specific dates. */
export function ScheduleModeField({ control }: { control: ClassFormControl }) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name="mode"
      render={({ field }) => (
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          size="small"
          value={field.value}
          onChange={(_e, value: 'weekly' | 'dates' | null) => value && field.onChange(value)}
          aria-label={intl.formatMessage({ id: 'courses.class.field.mode' })}
        >
          <ToggleButton value="weekly">
            <FormattedMessage id="courses.class.mode.weekly" />
          </ToggleButton>
          <ToggleButton value="dates">
            <FormattedMessage id="courses.class.mode.dates" />
          </ToggleButton>
        </ToggleButtonGroup>
      )}
    />
  );
}

/** A weekly class: its days of the week and the period it runs. */
export function WeeklyFields({ control }: { control: ClassFormControl }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const weekdaysId = useId();
  return (
    <>
      <Controller
        control={control}
        name="weekdays"
        render={({ field, fieldState }) => (
          <Stack spacing={1}>
            <FormLabel id={weekdaysId} error={fieldState.error != null}>
              <FormattedMessage id="courses.class.field.weekdays" />
            </FormLabel>
            <ToggleButtonGroup
              value={field.value}
              onChange={(_e, value: number[]) => field.onChange(value)}
              aria-labelledby={weekdaysId}
              color="primary"
              sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { flex: '1 0 40px', px: 0.5 } }}
            >
              {WEEKDAYS.map((day) => (
                <ToggleButton
                  key={day}
                  value={day}
                  aria-label={weekdayName(intl, day, 'long')}
                  ref={day === 0 ? field.ref : undefined}
                >
                  {weekdayName(intl, day)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {fieldState.error && <FormHelperText error>{errorText(fieldState.error.message)}</FormHelperText>}
          </Stack>
        )}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField control={control} name="startDate" labelId="courses.class.field.startDate" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField control={control} name="endDate" labelId="courses.class.field.endDate" />
        </Grid>
      </Grid>
    </>
  );
}

/** A class on specific dates: pick a day, add it; each added day is a chip that removes it. */
export function DatesField({
  control,
  setValue,
  clearErrors,
}: {
  control: ClassFormControl;
  setValue: UseFormSetValue<ClassFormInput>;
  clearErrors: UseFormClearErrors<ClassFormInput>;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [pick, setPick] = useState<Dayjs | null>(null);
  const dates = useWatch({ control, name: 'dates' });

  const addDate = () => {
    if (!pick?.isValid() || pick.isBefore(MIN_DATE) || pick.isAfter(MAX_DATE)) return;
    const day = toIsoDate(pick.toDate());
    if (!dates.includes(day)) setValue('dates', [...dates, day].sort(), { shouldDirty: true });
    clearErrors('dates');
    setPick(null);
  };

  return (
    <Controller
      control={control}
      name="dates"
      render={({ fieldState }) => (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <DatePicker
              label={intl.formatMessage({ id: 'courses.class.field.date' })}
              value={pick}
              onChange={(value: Dayjs | null) => setPick(value)}
              onAccept={(value: Dayjs | null) => setPick(value)}
              minDate={MIN_DATE}
              maxDate={MAX_DATE}
              sx={{ flexGrow: 1 }}
              slotProps={{
                textField: {
                  error: fieldState.error != null,
                  helperText: errorText(fieldState.error?.message),
                },
              }}
            />
            <Button
              variant="outlined"
              startIcon={<AddOutlined />}
              onClick={addDate}
              disabled={!pick?.isValid()}
              sx={{ mt: 1, flexShrink: 0 }}
            >
              <FormattedMessage id="courses.class.addDate" />
            </Button>
          </Stack>
          {dates.length > 0 ? (
            <Stack
              direction="row"
              component="ul"
              aria-label={intl.formatMessage({ id: 'courses.class.field.dates' })}
              sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
            >
              {dates.map((day) => (
                <li key={day}>
                  <Chip
                    label={formatDay(intl, day)}
                    onDelete={() =>
                      setValue(
                        'dates',
                        dates.filter((d) => d !== day),
                        { shouldDirty: true },
                      )
                    }
                    slotProps={{
                      root: {
                        'aria-label': intl.formatMessage(
                          { id: 'courses.class.removeDate' },
                          { date: formatDay(intl, day) },
                        ),
                      },
                    }}
                  />
                </li>
              ))}
            </Stack>
          ) : (
            <FormHelperText>
              <FormattedMessage id="courses.class.noDates" />
            </FormHelperText>
          )}
        </Stack>
      )}
    />
  );
}

/** When each meeting starts and ends. */
export function TimeFields({ control }: { control: ClassFormControl }) {
  return (
    <Grid container spacing={2}>
      {(['startTime', 'endTime'] as const).map((name) => (
        <Grid key={name} size={{ xs: 6 }}>
          <FormTextField
            control={control}
            name={name}
            labelId={`courses.class.field.${name}`}
            type="time"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
