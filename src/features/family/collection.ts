import type { CatalogueCard } from '@/api/contract/cards';
import type { CardAward } from '@/api/contract/domain';
import { RARITIES, type Rarity } from '@/components/cards/rarity';

/** A card of a child's album: held (with how many copies and since when) or still to be won. */
export interface AlbumCard {
  card: CatalogueCard;
  /** Copies the child holds: 0 for a card still to be won. */
  copies: number;
  /** When the first copy came (ISO), null when not held. */
  firstAwardedAt: string | null;
}

export interface Album {
  held: AlbumCard[];
  missing: AlbumCard[];
  /** Held and total per rarity: the filter shows them. */
  byRarity: Record<Rarity, { held: number; total: number }>;
}

/** Legendary first, then by name: the rarest cards lead the album. */
const RARITY_RANK: Record<Rarity, number> = { legendary: 0, epic: 1, rare: 2, common: 3 };
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const byRarityThenName = (a: AlbumCard, b: AlbumCard) =>
  RARITY_RANK[a.card.rarity] - RARITY_RANK[b.card.rarity] || collator.compare(a.card.name, b.card.name);

/**
 * A child's album from the catalogue and the child's awards: every card still awarded, plus the archived
 * ones the child holds (they stay theirs). Two awards of one card are one card with two copies.
 */
export function buildAlbum(catalogue: readonly CatalogueCard[], awards: readonly CardAward[]): Album {
  const copies = new Map<string, { count: number; first: string }>();
  for (const award of awards) {
    const seen = copies.get(award.cardId);
    if (!seen) copies.set(award.cardId, { count: 1, first: award.awardedAt });
    else {
      seen.count += 1;
      if (award.awardedAt < seen.first) seen.first = award.awardedAt;
    }
  }
  const held: AlbumCard[] = [];
  const missing: AlbumCard[] = [];
  for (const card of catalogue) {
    const own = copies.get(card.id);
    if (own) held.push({ card, copies: own.count, firstAwardedAt: own.first });
    else if (!card.archived) missing.push({ card, copies: 0, firstAwardedAt: null });
  }
  held.sort(byRarityThenName);
  missing.sort(byRarityThenName);
  const byRarity = Object.fromEntries(RARITIES.map((r) => [r, { held: 0, total: 0 }])) as Album['byRarity'];
  for (const entry of held) {
    byRarity[entry.card.rarity].held += 1;
    byRarity[entry.card.rarity].total += 1;
  }
  for (const entry of missing) byRarity[entry.card.rarity].total += 1;
  return { held, missing, byRarity };
}
