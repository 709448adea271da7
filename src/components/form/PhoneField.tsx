import type { FieldValues } from 'react-hook-form';
import { formatPhone, onlyDigits } from '@/utils/br';
import FormTextField, { type FormTextFieldProps } from './FormTextField';

/** Brazilian mobile with DDD: shown as (11) 91234-5678, stored as digits; typing or pasting digits just works. */
export default function PhoneField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'parse' | 'format'>,
) {
  return (
    <FormTextField
      {...props}
      type="tel"
      autoComplete="tel-national"
      placeholder="(11) 91234-5678"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
      parse={(input) =>
        onlyDigits(input)
          .replace(/^55(?=\d{11})/, '')
          .slice(0, 11)
      }
      format={formatPhone}
    />
  );
}
