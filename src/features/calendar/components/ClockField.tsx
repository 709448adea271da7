import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useErrorText } from '@/components/form/useErrorText';

/** A start or end time (HH:mm, 24 h) bound to react-hook-form, the input named after the payload field. */
export default function ClockField<T extends FieldValues>({
  control,
  name,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T> & ('startTime' | 'endTime');
  disabled?: boolean;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TimePicker
          label={intl.formatMessage({ id: `calendar.field.${name}` })}
          value={typeof field.value === 'string' && field.value ? dayjs(`2000-01-01T${field.value}`) : null}
          onChange={(next) => field.onChange(next?.isValid() ? next.format('HH:mm') : '')}
          ampm={false}
          disabled={disabled}
          inputRef={field.ref}
          slotProps={{
            textField: {
              name,
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
