import { MAX_ATTRIBUTES, type GameCard } from './types';

/** The attributes one may call on a card: its keys in the card's own order, at most MAX_ATTRIBUTES. */
export function attributesOf(card: GameCard): string[] {
  return Object.keys(card.attributes).slice(0, MAX_ATTRIBUTES);
}

/** The card's value for an attribute; a card without that attribute counts 0. */
export function attributeValue(card: GameCard, attribute: string): number {
  if (!attributesOf(card).includes(attribute)) return 0;
  return card.attributes[attribute] ?? 0;
}
