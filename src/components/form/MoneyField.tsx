import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatCents } from '@/utils/br';

type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** Integer cents. */
  value: number | null;
  onChange: (cents: number | null) => void;
};

/**
 * A BRL amount typed the way Brazilian card machines take it: digits fill from the right
 * ("1", "12", "1234" → R$ 0,01, R$ 0,12, R$ 12,34). The value underneath is integer cents.
 */
export default function MoneyField({ value, onChange, slotProps, ...props }: MoneyFieldProps) {
  return (
    <TextField
      {...props}
      value={value === null ? '' : formatCents(value)}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 11);
        onChange(digits ? Number(digits) : null);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
}
