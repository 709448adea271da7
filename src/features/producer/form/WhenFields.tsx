import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import { useErrorText } from '@/components/form/useErrorText';
import type { EventFormValues } from './eventForm';

/** How long a new event lasts until the producer says otherwise. */
const DEFAULT_HOURS = 3;

/** Start and end, as date-time pickers (pt-BR, 1900–2099); must be inside a DateProvider. */
export default function WhenFields({
  form,
  disabled = false,
}: {
  form: UseFormReturn<EventFormValues>;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const { control, getValues, setValue, getFieldState } = form;
  const [start, end] = useWatch({ control, name: ['startsAt', 'endsAt'] });
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : 0;
  const durationText = (total: number) => {
    const days = Math.floor(total / 1440);
    const hours = Math.floor((total % 1440) / 60);
    const rest = total % 60;
    return [
      days > 0 ? intl.formatMessage({ id: 'producer.when.days' }, { days }) : '',
      hours > 0 ? `${hours} h` : '',
      rest > 0 ? `${rest} min` : '',
    ]
      .filter(Boolean)
      .join(' ');
  };

  const startChanged = (next: Dayjs | null, previous: Dayjs | null) => {
    const currentEnd = getValues('endsAt');
    if (!next?.isValid()) return;
    // Moving the start moves the end with it (same duration); a first start proposes a few hours.
    const moved = { shouldDirty: true, shouldValidate: getFieldState('endsAt').error != null };
    if (!currentEnd?.isValid()) {
      setValue('endsAt', next.add(DEFAULT_HOURS, 'hour'), moved);
    } else if (previous?.isValid()) {
      const duration = currentEnd.diff(previous, 'minute');
      if (duration > 0) setValue('endsAt', next.add(duration, 'minute'), moved);
    } else if (moved.shouldValidate) void form.trigger('endsAt');
  };

  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <EventDateTime
          form={form}
          name="startsAt"
          disabled={disabled}
          minDate={MIN_DATE}
          onChange={startChanged}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <EventDateTime
          form={form}
          name="endsAt"
          disabled={disabled}
          minDate={start?.isValid() ? start.startOf('day') : MIN_DATE}
        />
      </Grid>
      {minutes > 0 && (
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="producer.when.duration" values={{ duration: durationText(minutes) }} />
          </Typography>
        </Grid>
      )}
    </Grid>
  );
}

interface EventDateTimeProps {
  form: UseFormReturn<EventFormValues>;
  name: 'startsAt' | 'endsAt';
  disabled: boolean;
  minDate: Dayjs;
  /** Told after the field took the new value, with the one it had before. */
  onChange?: (next: Dayjs | null, previous: Dayjs | null) => void;
}

/** One required date-time of the event, bound to the form (label `producer.field.<name>`). */
function EventDateTime({ form, name, disabled, minDate, onChange }: EventDateTimeProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={intl.formatMessage({ id: `producer.field.${name}` })}
          value={field.value}
          onChange={(next) => {
            const previous = field.value;
            field.onChange(next);
            onChange?.(next, previous);
          }}
          inputRef={field.ref}
          minDate={minDate}
          maxDate={MAX_DATE}
          disabled={disabled}
          slotProps={{
            textField: {
              name: field.name,
              required: true,
              fullWidth: true,
              onBlur: field.onBlur,
              error: fieldState.error != null,
              helperText: errorText(fieldState.error?.message),
            },
          }}
        />
      )}
    />
  );
}
