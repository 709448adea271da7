import Chip, { type ChipProps } from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import { RARITY_COLOR, type Rarity } from './rarity';

/** "Comum", "Rara", "Épica", "Lendária" in the rarity's colour. */
export default function RarityChip({
  rarity,
  ...props
}: { rarity: Rarity } & Omit<ChipProps, 'label' | 'color'>) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={RARITY_COLOR[rarity] ?? 'default'}
      variant={RARITY_COLOR[rarity] ? 'filled' : 'outlined'}
      label={intl.formatMessage({ id: `cards.rarity.${rarity}` })}
      {...props}
    />
  );
}
