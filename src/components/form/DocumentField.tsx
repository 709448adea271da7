import type { FieldValues } from 'react-hook-form';
import { formatDocument, onlyDigits } from '@/utils/br';
import FormTextField, { type FormTextFieldProps } from './FormTextField';

/** CPF (11 digits) or CNPJ (14 digits), masked as typed, stored as digits. */
export default function DocumentField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'parse' | 'format'>,
) {
  return (
    <FormTextField
      {...props}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18 } }}
      parse={(input) => onlyDigits(input).slice(0, 14)}
      format={formatDocument}
    />
  );
}
