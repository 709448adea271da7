import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useRef } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import { useErrorText } from '@/components/form/useErrorText';
import type { EventFormValues } from './eventForm';

/** How long a new event lasts until the producer says otherwise. */
const DEFAULT_HOURS = 3;

/**
 * A date the producer has finished typing: valid and inside the pickers' range. While a year is typed
 * digit by digit the picker reports the steps (an invalid date, then 0202): those move nothing.
 */
function complete(date: Dayjs | null | undefined): date is Dayjs {
  return date?.isValid() === true && !date.isBefore(MIN_DATE) && !date.isAfter(MAX_DATE.endOf('day'));
}

/** Minutes from start to end when both are complete and in order. */
function spanOf(start: Dayjs | null, end: Dayjs | null): number | null {
  return complete(start) && complete(end) && end.isAfter(start) ? end.diff(start, 'minute') : null;
}

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
  const minutes = spanOf(start, end) ?? 0;
  // The length the end keeps while it follows the start, taken from the last start and end that were
  // both complete (never from a half-typed date); and whether the producer chose the end themselves.
  const span = useRef(spanOf(getValues('startsAt'), getValues('endsAt')));
  const ownEnd = useRef(false);
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

  // Editing any part of the start moves the end with it (same length), unless the producer set the end
  // themselves; a first start proposes a few hours.
  const startChanged = (next: Dayjs | null) => {
    if (!complete(next)) return;
    const currentEnd = getValues('endsAt');
    const moved = { shouldDirty: true, shouldValidate: getFieldState('endsAt').error != null };
    if (!ownEnd.current && span.current != null) {
      setValue('endsAt', next.add(span.current, 'minute'), moved);
    } else if (!ownEnd.current && !currentEnd?.isValid()) {
      span.current = DEFAULT_HOURS * 60;
      setValue('endsAt', next.add(DEFAULT_HOURS, 'hour'), moved);
    } else {
      span.current = spanOf(next, currentEnd) ?? span.current;
      if (moved.shouldValidate) void form.trigger('endsAt');
    }
  };

  const endChanged = (next: Dayjs | null) => {
    // An emptied end follows the start again.
    ownEnd.current = next != null;
    span.current = spanOf(getValues('startsAt'), next) ?? span.current;
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
          minDate={complete(start) ? start.startOf('day') : MIN_DATE}
          onChange={endChanged}
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
  /** Told after the field took the new value. */
  onChange?: (next: Dayjs | null) => void;
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
            field.onChange(next);
            onChange?.(next);
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
