import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import FormTextField, { type FormTextFieldProps } from './FormTextField';

export type MoneyFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'parse' | 'format' | 'type' | 'maxChars'
>;

/**
 * An amount in reais bound to react-hook-form, typed the Brazilian way ("1.234,56"). The field keeps the
 * text as typed; the form's schema (moneyText) refuses negatives, exponents, more than two decimals and
 * what is out of its limits, and the form reads the cents with centsOf.
 */
export default function MoneyField<T extends FieldValues>({ slotProps, ...props }: MoneyFieldProps<T>) {
  return (
    <FormTextField
      autoComplete="off"
      placeholder="0,00"
      {...props}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object | undefined) },
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
      }}
    />
  );
}
