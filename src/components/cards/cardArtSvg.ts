import { bottts } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import type { Rarity } from './rarity';

/** A card's drawing as a data URI: DiceBear's "bottts" robot seeded by the card's name and rarity. */
export function cardArtSvg(name: string, rarity: Rarity): string {
  return createAvatar(bottts, {
    seed: `${name.trim().toLocaleLowerCase('pt-BR')}|${rarity}`,
    size: 160,
  }).toDataUri();
}
