import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import { useErrorText } from '@/components/form/useErrorText';

interface DateTimeFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding an ISO date-time string, or null while empty. */
  name: FieldPath<T>;
  labelId: string;
  helperId?: string;
  helperValues?: Record<string, string>;
  /** Latest moment the picker offers (never past the product's 2099 limit). */
  max?: string | null;
}

/** A date-time picker bound to react-hook-form (pt-BR, 24 h, 1900–2099), storing ISO strings. */
export default function DateTimeField<T extends FieldValues>({
  control,
  name,
  labelId,
  helperId,
  helperValues,
  max,
}: DateTimeFieldProps<T>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const maxDateTime = max && dayjs(max).isBefore(MAX_DATE) ? dayjs(max) : MAX_DATE;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' && field.value ? dayjs(field.value) : null;
        return (
          <DateTimePicker
            label={intl.formatMessage({ id: labelId })}
            value={value}
            onChange={(next) => field.onChange(next?.isValid() ? next.toISOString() : null)}
            minDateTime={MIN_DATE}
            maxDateTime={maxDateTime}
            ampm={false}
            inputRef={field.ref}
            slotProps={{
              textField: {
                name: field.name,
                onBlur: field.onBlur,
                fullWidth: true,
                error: fieldState.error != null,
                helperText:
                  errorText(fieldState.error?.message) ??
                  (helperId ? intl.formatMessage({ id: helperId }, helperValues) : undefined),
              },
            }}
          />
        );
      }}
    />
  );
}
