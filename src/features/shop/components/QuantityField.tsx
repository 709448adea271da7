import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

interface QuantityFieldProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** What the quantity is of, for the buttons' names. */
  name: string;
  disabled?: boolean;
}

/** A quantity with − and + (1 to `max`), announced as it changes. */
export default function QuantityField({ value, max, onChange, name, disabled = false }: QuantityFieldProps) {
  const intl = useIntl();
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={intl.formatMessage({ id: 'shop.quantity.less' }, { name })}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <RemoveOutlined />
      </IconButton>
      <Typography
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'shop.quantity.of' }, { name, quantity: value })}
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={intl.formatMessage({ id: 'shop.quantity.more' }, { name })}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <AddOutlined />
      </IconButton>
    </Stack>
  );
}
