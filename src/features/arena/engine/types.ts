/**
 * The Lumis match (DESIGN.md §9): Super Trunfo rules played with the Lumis' attributes. Pure data and
 * pure functions, no React and no I/O: the page replays a match from its seed and moves.
 */

export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

/** A card as the match sees it. `attributes` holds 1–6 numeric attributes (the seed uses forca, sabedoria, agilidade). */
export interface GameCard {
  /** Unique within a match (a deck may hold two copies of a catalogue card: they get distinct ids). */
  id: string;
  /** The catalogue card it is a copy of (what POST /api/Arena/match reports in deckCardIds). */
  cardId: string;
  name: string;
  rarity: Rarity;
  imageUrl: string | null;
  collection: string;
  attributes: Readonly<Record<string, number>>;
  /** The Super Lumi (the trunfo): wins any attribute, except against a `rare` card. */
  isSuper: boolean;
}

export type Difficulty = 'easy' | 'normal' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];
export type Side = 'player' | 'bot';
export type MatchResult = 'won' | 'lost' | 'draw';

export const DECK_SIZE = 16;
export const MAX_ROUNDS = 40;
/** At most six attributes per card; keys 1–6 pick them in the card's order. */
export const MAX_ATTRIBUTES = 6;

export interface MatchConfig {
  /** An unsigned 32-bit seed: the same seed, deck and moves give the same match. */
  seed: number;
  difficulty: Difficulty;
  /** Exactly DECK_SIZE cards, in the order the deck was built (the engine shuffles it). */
  deck: readonly GameCard[];
}

/** Why a round went the way it did. */
export type RoundReason = 'higher' | 'tie' | 'super' | 'superWeakness';

export interface RoundRecord {
  /** 1-based. */
  round: number;
  chooser: Side;
  attribute: string;
  playerCardId: string;
  botCardId: string;
  /** A card without the called attribute counts 0 for it. */
  playerValue: number;
  botValue: number;
  winner: Side | 'tie';
  reason: RoundReason;
  /** Cards the winner took (both cards plus the pot); 0 on a tie. */
  taken: number;
  /** The pot after the round (cards waiting for the next winner). */
  potAfter: number;
}

export interface MatchState {
  config: MatchConfig;
  /** Every card of the match by id. */
  cards: Readonly<Record<string, GameCard>>;
  /** Card ids, top of the pile first. */
  player: readonly string[];
  bot: readonly string[];
  /** Cards of tied rounds, waiting for the next round's winner. */
  pot: readonly string[];
  /** Rounds played so far. */
  round: number;
  /** Who calls the attribute of the next round. */
  turn: Side;
  /** 'choosing': waiting for the chooser; 'over': finished (result is set). */
  phase: 'choosing' | 'over';
  /** The rounds played, oldest first; the last one is the reveal the table shows. */
  log: readonly RoundRecord[];
  result: MatchResult | null;
  /** The generator's state after the shuffle and the bot's random picks. */
  rng: number;
}

export type MatchAction =
  /** The person calls an attribute of their top card (only on their turn). */
  | { type: 'choose'; attribute: string }
  /** The bot calls its attribute (only on its turn), from what it may see. */
  | { type: 'botTurn' };

/** What the bot may look at: its own top card and the public deck list, never a hidden order or the person's card. */
export interface BotView {
  difficulty: Difficulty;
  topCard: GameCard;
  /** Every card of the match except the bot's top card, in a fixed order (the deck list is public). */
  otherCards: readonly GameCard[];
}
