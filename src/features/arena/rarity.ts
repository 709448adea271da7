import type { Rarity } from './engine/types';

/** The rarity names, as message ids. */
export const RARITY_LABEL_IDS: Readonly<Record<Rarity, string>> = {
  common: 'arena.rarity.common',
  rare: 'arena.rarity.rare',
  epic: 'arena.rarity.epic',
  legendary: 'arena.rarity.legendary',
};
