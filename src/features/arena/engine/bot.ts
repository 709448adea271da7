import { attributesOf, attributeValue } from './attributes';
import type { BotView, GameCard, MatchState } from './types';

/** Orders card ids by code unit, the same on every platform and locale. */
function byId(a: GameCard, b: GameCard): number {
  if (a.id < b.id) return -1;
  return a.id > b.id ? 1 : 0;
}

/**
 * What the bot may see: its own top card and every other card of the match sorted by id (the deck list
 * is public). Neither the piles' hidden order nor which card is the person's top card gets through.
 * Only meaningful while the bot holds a card; throws otherwise.
 */
export function botView(state: MatchState): BotView {
  const topId = state.bot[0];
  const topCard = topId === undefined ? undefined : state.cards[topId];
  if (topCard === undefined) throw new Error('botView: the bot has no card to play');
  const otherCards = Object.values(state.cards)
    .filter((card) => card.id !== topCard.id)
    .sort(byId);
  return { difficulty: state.config.difficulty, topCard, otherCards };
}

/** The first attribute with the highest score (card order breaks ties). */
function best(attributes: readonly string[], score: (attribute: string) => number): string {
  let chosen = attributes[0] ?? '';
  let chosenScore = -Infinity;
  for (const attribute of attributes) {
    const value = score(attribute);
    if (value > chosenScore) {
      chosen = attribute;
      chosenScore = value;
    }
  }
  return chosen;
}

/** How many standard deviations the top card's value stands above the other cards' mean. */
function zScore(view: BotView, attribute: string): number {
  const value = attributeValue(view.topCard, attribute);
  const count = view.otherCards.length;
  if (count === 0) return value;
  const values = view.otherCards.map((card) => attributeValue(card, attribute));
  const mean = values.reduce((sum, v) => sum + v, 0) / count;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / count;
  const deviation = Math.sqrt(variance);
  return (value - mean) / (deviation === 0 ? 1 : deviation);
}

/**
 * The attribute the bot calls, from its view and one number in [0, 1).
 * - easy: a random attribute of its top card;
 * - normal: its top card's highest attribute;
 * - hard: the attribute whose value stands highest against the other cards, measured in that attribute's
 *   standard deviations;
 * - with the Super Lumi on top the attribute hardly matters, so every level calls the highest value.
 * Ties go to the first attribute in the card's order.
 */
export function botChoice(view: BotView, random: number): string {
  const attributes = attributesOf(view.topCard);
  const byValue = (attribute: string) => attributeValue(view.topCard, attribute);
  if (view.topCard.isSuper) return best(attributes, byValue);
  switch (view.difficulty) {
    case 'easy': {
      const index = Math.min(Math.max(Math.floor(random * attributes.length), 0), attributes.length - 1);
      return attributes[index] ?? '';
    }
    case 'normal':
      return best(attributes, byValue);
    case 'hard':
      return best(attributes, (attribute) => zScore(view, attribute));
  }
}
