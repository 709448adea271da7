import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useState, type Ref } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { StudentFormValues } from '@/api/contract/students';
import { MIN_DATE } from '@/components/dates/limits';
import { pickerDay, storedDay } from '@/components/dates/typedDay';
import { useErrorText } from '@/components/form/useErrorText';

function Picker({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
}) {
  const intl = useIntl();
  // The picker keeps its own value so half-typed dates (and days the calendar does not have) stay on
  // screen as typed; the form gets the text form (storedDay).
  const [picked, setPicked] = useState<Dayjs | null>(pickerDay(value));
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (value !== storedDay(picked)) setPicked(pickerDay(value));
  }
  return (
    <DatePicker
      label={intl.formatMessage({ id: 'students.field.birthDate' })}
      value={picked}
      onChange={(next) => {
        setPicked(next);
        onChange(storedDay(next));
      }}
      minDate={MIN_DATE}
      disableFuture
      openTo="year"
      views={['year', 'month', 'day']}
      inputRef={inputRef}
      slotProps={{
        textField: {
          name: 'birthDate',
          required: true,
          fullWidth: true,
          onBlur,
          error: error != null,
          helperText: error ?? intl.formatMessage({ id: 'students.field.birthDate.help' }),
        },
      }}
    />
  );
}

/** Birth date: a pt-BR date picker (1900 to today), typed or picked. */
export default function BirthDateField({ control }: { control: Control<StudentFormValues> }) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name="birthDate"
      render={({ field, fieldState }) => (
        <Picker
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}
