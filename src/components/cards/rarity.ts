import type { Theme } from '@mui/material/styles';
import type { Card } from '@/api/contract/domain';

/** The rarities of the card game and their colours, shared by the catalogue and the arena. */

export type Rarity = Card['rarity'];
export const RARITIES: readonly Rarity[] = ['common', 'rare', 'epic', 'legendary'];

/** Theme colour of each rarity (null: neutral grey): tokens, so both modes keep their contrast. */
export const RARITY_COLOR = {
  common: null,
  rare: 'info',
  epic: 'secondary',
  legendary: 'warning',
} as const satisfies Record<Rarity, string | null>;

/** The rarity's colour as CSS. */
export function rarityMain(theme: Theme, rarity: Rarity): string {
  const color = RARITY_COLOR[rarity];
  return color ? theme.palette[color].main : theme.palette.text.secondary;
}

export function isRarity(value: string | null | undefined): value is Rarity {
  return value != null && (RARITIES as readonly string[]).includes(value);
}
