import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useErrorText } from '@/components/form/useErrorText';
import { MAX_DATE, MIN_DATE } from './limits';
import { pickerDay, storedDay } from './typedDay';

/**
 * A form's calendar day (`YYYY-MM-DD`, '' when empty; see storedDay) picked with the date picker, its
 * error under it in the user's language. `inputName` names the input when the server's field differs.
 */
export default function DayField<T extends FieldValues>({
  control,
  name,
  labelId,
  inputName,
  required,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  labelId: string;
  inputName?: string;
  required?: boolean;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={intl.formatMessage({ id: labelId })}
          value={typeof field.value === 'string' ? pickerDay(field.value) : null}
          onChange={(next) => field.onChange(storedDay(next))}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          inputRef={field.ref}
          slotProps={{
            textField: {
              name: inputName ?? field.name,
              required,
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
