import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import FormTextField, { type FormTextFieldProps } from './FormTextField';

export type IntegerFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'parse' | 'format' | 'type' | 'maxChars'
> & {
  /** Said after the number ("%", "pontos"). */
  unit?: string;
};

/**
 * A whole number (a quantity, a capacity, a percentage, a limit) bound to react-hook-form. The field keeps
 * the text as typed; the form's schema (integerText) refuses decimals, exponents, negatives and what is
 * out of its limits, saying the limits in the user's language.
 */
export default function IntegerField<T extends FieldValues>({
  unit,
  slotProps,
  ...props
}: IntegerFieldProps<T>) {
  return (
    <FormTextField
      autoComplete="off"
      {...props}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', ...(slotProps?.htmlInput as object | undefined) },
        input: unit
          ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
          : slotProps?.input,
      }}
    />
  );
}
