import { attributesOf, attributeValue } from './attributes';
import { botChoice, botView } from './bot';
import { isSeed, nextRandom, shuffle } from './rng';
import {
  DECK_SIZE,
  MAX_ROUNDS,
  type GameCard,
  type MatchAction,
  type MatchConfig,
  type MatchResult,
  type MatchState,
  type RoundReason,
  type RoundRecord,
  type Side,
} from './types';

export { attributesOf, attributeValue };

/** Throws when the deck cannot be played: not DECK_SIZE cards, repeated ids, or a card with nothing to call. */
function validateConfig(config: MatchConfig): void {
  if (!isSeed(config.seed)) {
    throw new RangeError(`startMatch: the seed must be an unsigned 32-bit integer, got ${config.seed}`);
  }
  if (config.deck.length !== DECK_SIZE) {
    throw new Error(`startMatch: the deck must hold ${DECK_SIZE} cards, got ${config.deck.length}`);
  }
  const ids = new Set<string>();
  for (const card of config.deck) {
    if (ids.has(card.id)) throw new Error(`startMatch: the card id ${card.id} appears twice in the deck`);
    ids.add(card.id);
    const attributes = attributesOf(card);
    if (attributes.length === 0) throw new Error(`startMatch: the card ${card.id} has no attribute`);
    for (const attribute of attributes) {
      if (!Number.isFinite(card.attributes[attribute])) {
        throw new Error(`startMatch: the card ${card.id} has a non-numeric ${attribute}`);
      }
    }
  }
}

/** A new match: the deck shuffled with the seed and dealt alternately (the person first), 8 and 8. */
export function startMatch(config: MatchConfig): MatchState {
  validateConfig(config);
  const [shuffled, rng] = shuffle(config.deck, config.seed);
  const cards: Record<string, GameCard> = {};
  for (const card of config.deck) cards[card.id] = card;
  return {
    config,
    cards,
    player: shuffled.filter((_, i) => i % 2 === 0).map((card) => card.id),
    bot: shuffled.filter((_, i) => i % 2 === 1).map((card) => card.id),
    pot: [],
    round: 0,
    turn: 'player',
    phase: 'choosing',
    log: [],
    result: null,
    rng,
  };
}

/**
 * One round's outcome for the called attribute. A lone Super Lumi wins whatever was called unless the other
 * card is `rare`, which then wins ('superWeakness'); two Super Lumis, like two ordinary cards, compare values.
 */
export function resolveRound(
  attribute: string,
  playerCard: GameCard,
  botCard: GameCard,
): { winner: Side | 'tie'; reason: RoundReason; playerValue: number; botValue: number } {
  const playerValue = attributeValue(playerCard, attribute);
  const botValue = attributeValue(botCard, attribute);
  const values = { playerValue, botValue };
  if (playerCard.isSuper !== botCard.isSuper) {
    const superSide: Side = playerCard.isSuper ? 'player' : 'bot';
    const other = playerCard.isSuper ? botCard : playerCard;
    if (other.rarity === 'rare') {
      return { winner: superSide === 'player' ? 'bot' : 'player', reason: 'superWeakness', ...values };
    }
    return { winner: superSide, reason: 'super', ...values };
  }
  if (playerValue > botValue) return { winner: 'player', reason: 'higher', ...values };
  if (botValue > playerValue) return { winner: 'bot', reason: 'higher', ...values };
  return { winner: 'tie', reason: 'tie', ...values };
}

/** The top card of a side's pile, or null when the pile is empty. */
export function topCard(state: MatchState, side: Side): GameCard | null {
  const id = side === 'player' ? state.player[0] : state.bot[0];
  return id === undefined ? null : (state.cards[id] ?? null);
}

/** The attributes the chooser may call now (none once the match is over). */
export function legalAttributes(state: MatchState): string[] {
  if (state.phase !== 'choosing') return [];
  const card = topCard(state, state.turn);
  return card === null ? [] : attributesOf(card);
}

/** How many cards each pile and the pot hold. */
export function pileCounts(state: MatchState): { player: number; bot: number; pot: number } {
  return { player: state.player.length, bot: state.bot.length, pot: state.pot.length };
}

/** The last round's two cards, face up, with its record; null before the first round. */
export interface Reveal {
  record: RoundRecord;
  playerCard: GameCard;
  botCard: GameCard;
}

/** The last round revealed, or null before the first round. */
export function lastReveal(state: MatchState): Reveal | null {
  const record = state.log.at(-1);
  if (record === undefined) return null;
  const playerCard = state.cards[record.playerCardId];
  const botCard = state.cards[record.botCardId];
  if (playerCard === undefined || botCard === undefined) return null;
  return { record, playerCard, botCard };
}

/**
 * What the person may see on the table: their own top card (the bot's stays face down until it is
 * revealed) and the last round's revealed cards.
 */
export function visibleTopCards(state: MatchState): { player: GameCard | null; reveal: Reveal | null } {
  return { player: topCard(state, 'player'), reveal: lastReveal(state) };
}

/** The catalogue ids of the deck, in the order it was built (what the match report sends). */
export function deckCardIds(config: MatchConfig): string[] {
  return config.deck.map((card) => card.cardId);
}

/** The result once a round is over, from the person's point of view; null while the match goes on. */
function resultAfterRound(
  player: readonly string[],
  bot: readonly string[],
  round: number,
): MatchResult | null {
  if (player.length === 0 && bot.length === 0) return 'draw';
  if (player.length === 0) return 'lost';
  if (bot.length === 0) return 'won';
  if (round < MAX_ROUNDS) return null;
  if (player.length > bot.length) return 'won';
  if (bot.length > player.length) return 'lost';
  return 'draw';
}

/** Plays the round in which the chooser called `attribute`; `rng` is the generator state afterwards. */
function playRound(state: MatchState, attribute: string, rng: number): MatchState {
  const [playerId, ...playerRest] = state.player;
  const [botId, ...botRest] = state.bot;
  const playerCard = playerId === undefined ? undefined : state.cards[playerId];
  const botCard = botId === undefined ? undefined : state.cards[botId];
  if (playerCard === undefined || botCard === undefined) return state;

  const outcome = resolveRound(attribute, playerCard, botCard);
  let player: readonly string[] = playerRest;
  let bot: readonly string[] = botRest;
  let pot: readonly string[] = state.pot;
  let taken = 0;
  if (outcome.winner === 'player') {
    taken = 2 + pot.length;
    player = [...playerRest, playerCard.id, botCard.id, ...pot];
    pot = [];
  } else if (outcome.winner === 'bot') {
    taken = 2 + pot.length;
    bot = [...botRest, botCard.id, playerCard.id, ...pot];
    pot = [];
  } else {
    pot = [...pot, playerCard.id, botCard.id];
  }

  const round = state.round + 1;
  const record: RoundRecord = {
    round,
    chooser: state.turn,
    attribute,
    playerCardId: playerCard.id,
    botCardId: botCard.id,
    playerValue: outcome.playerValue,
    botValue: outcome.botValue,
    winner: outcome.winner,
    reason: outcome.reason,
    taken,
    potAfter: pot.length,
  };
  const result = resultAfterRound(player, bot, round);
  return {
    ...state,
    player,
    bot,
    pot,
    round,
    turn: outcome.winner === 'tie' ? state.turn : outcome.winner,
    phase: result === null ? 'choosing' : 'over',
    log: [...state.log, record],
    result,
    rng,
  };
}

/**
 * The match's pure reducer. An action that is not allowed now (the other side's turn, an attribute the
 * chooser's top card does not have, a finished match) returns the same state object. 'botTurn' always
 * draws one number from the generator, whatever the level, so the sequence does not depend on it.
 */
export function matchReducer(state: MatchState, action: MatchAction): MatchState {
  if (state.phase !== 'choosing') return state;
  switch (action.type) {
    case 'choose': {
      if (state.turn !== 'player' || !legalAttributes(state).includes(action.attribute)) return state;
      return playRound(state, action.attribute, state.rng);
    }
    case 'botTurn': {
      if (state.turn !== 'bot' || state.bot.length === 0) return state;
      const [random, rng] = nextRandom(state.rng);
      const attribute = botChoice(botView(state), random);
      if (!legalAttributes(state).includes(attribute)) return state;
      return playRound(state, attribute, rng);
    }
  }
}

/** The state after replaying the actions from the start (how a match is rebuilt from its seed and moves). */
export function replayMatch(config: MatchConfig, actions: readonly MatchAction[]): MatchState {
  return actions.reduce(matchReducer, startMatch(config));
}
