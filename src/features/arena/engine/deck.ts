import { STARTER_DECK, SUPER_LUMI_ID } from '@/api/contract/arena';
import type { Card } from '@/api/contract/domain';
import { DECK_SIZE, MAX_ATTRIBUTES, type GameCard } from './types';

/** The card's first MAX_ATTRIBUTES numeric attributes, in the card's own order. */
function limitAttributes(attributes: Readonly<Record<string, number>>): Record<string, number> {
  const limited: Record<string, number> = {};
  for (const key of Object.keys(attributes).slice(0, MAX_ATTRIBUTES)) {
    const value = attributes[key];
    if (typeof value === 'number') limited[key] = value;
  }
  return limited;
}

/** A catalogue card as the match plays it; `copy` tells two copies of the same card apart. */
export function toGameCard(card: Card, copy: number): GameCard {
  return {
    id: `${card.id}#${copy}`,
    cardId: card.id,
    name: card.name,
    rarity: card.rarity,
    imageUrl: card.imageUrl,
    collection: card.collection,
    attributes: limitAttributes(card.attributes),
    isSuper: card.id === SUPER_LUMI_ID,
  };
}

/** The sixteen cards of the starter deck, one copy each. */
export function starterDeck(): GameCard[] {
  return STARTER_DECK.map((card) => toGameCard(card, 0));
}

/** True when the card has at least one attribute to call. */
function isPlayable(card: Card): boolean {
  return Object.keys(card.attributes).length > 0;
}

/**
 * The deck of a match: up to DECK_SIZE cards of the collection (in its order; a card held twice appears
 * twice; a card without attributes is left out, since nobody could call one of its attributes), filled up
 * to DECK_SIZE from the starter deck — first with starter cards the deck does not hold yet, then, only if
 * that is not enough, with further copies. `filledFromStarter` counts the cards the starter deck gave.
 */
export function buildDeck(collection: readonly Card[]): { deck: GameCard[]; filledFromStarter: number } {
  const deck: GameCard[] = [];
  const copies = new Map<string, number>();
  const add = (card: Card) => {
    const copy = copies.get(card.id) ?? 0;
    copies.set(card.id, copy + 1);
    deck.push(toGameCard(card, copy));
  };

  for (const card of collection) {
    if (deck.length >= DECK_SIZE) break;
    if (isPlayable(card)) add(card);
  }
  const fromCollection = deck.length;

  for (const card of STARTER_DECK) {
    if (deck.length >= DECK_SIZE) break;
    if (!copies.has(card.id)) add(card);
  }
  while (deck.length < DECK_SIZE && STARTER_DECK.length > 0) {
    for (const card of STARTER_DECK) {
      if (deck.length >= DECK_SIZE) break;
      add(card);
    }
  }

  return { deck, filledFromStarter: deck.length - fromCollection };
}
