import Chip, { type ChipProps } from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import type { IntlShape } from 'react-intl';

/** A status as a small outlined chip. */
export function StatusChip({ label, color }: { label: string; color: ChipProps['color'] }) {
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}

/** Stars for a rating, read out as "4 de 5 estrelas". */
export function Stars({ value, intl }: { value: number; intl: IntlShape }) {
  return (
    <Rating
      value={value}
      precision={0.1}
      readOnly
      size="small"
      getLabelText={(v) => intl.formatMessage({ id: 'customer.rating.label' }, { value: v })}
    />
  );
}
