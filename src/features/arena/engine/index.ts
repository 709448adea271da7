export * from './types';
export { isSeed, newSeed, nextRandom, parseSeed, randomInt, shuffle } from './rng';
export { buildDeck, starterDeck, toGameCard } from './deck';
export {
  attributesOf,
  attributeValue,
  deckCardIds,
  lastReveal,
  legalAttributes,
  matchReducer,
  pileCounts,
  replayMatch,
  resolveRound,
  startMatch,
  topCard,
  visibleTopCards,
  type Reveal,
} from './match';
export { botChoice, botView } from './bot';
