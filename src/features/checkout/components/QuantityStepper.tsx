import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

interface QuantityStepperProps {
  /** What is counted, for screen readers ("Inteira, meia-entrada"). */
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** − n + with big touch targets; + stops at the limit of the order. */
export default function QuantityStepper({ label, value, max, onChange, disabled }: QuantityStepperProps) {
  const intl = useIntl();
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label={label}>
      <IconButton
        aria-label={intl.formatMessage({ id: 'checkout.qty.decrease' }, { label })}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 0}
        size="small"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveOutlined fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-label={intl.formatMessage({ id: 'checkout.qty.value' }, { label, count: value })}
        sx={{ minWidth: 36, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={intl.formatMessage({ id: 'checkout.qty.increase' }, { label })}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        size="small"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddOutlined fontSize="small" />
      </IconButton>
    </Stack>
  );
}
