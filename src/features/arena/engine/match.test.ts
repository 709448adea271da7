import { describe, expect, it } from 'vitest';
import { botChoice, botView } from './bot';
import { starterDeck } from './deck';
import {
  attributesOf,
  deckCardIds,
  lastReveal,
  legalAttributes,
  matchReducer,
  pileCounts,
  replayMatch,
  resolveRound,
  startMatch,
  visibleTopCards,
} from './match';
import { shuffle } from './rng';
import type { BotView, Difficulty, GameCard, MatchState, Rarity, Side } from './types';

function card(
  id: string,
  attributes: Record<string, number>,
  options: { rarity?: Rarity; isSuper?: boolean } = {},
): GameCard {
  return {
    id,
    cardId: id,
    name: id,
    rarity: options.rarity ?? 'common',
    imageUrl: null,
    collection: '',
    attributes,
    isSuper: options.isSuper ?? false,
  };
}

/** Fillers so a hand-made table holds the sixteen cards a match needs. */
function fillers(prefix: string, count: number): GameCard[] {
  return Array.from({ length: count }, (_, i) => card(`${prefix}-filler-${i}`, { forca: 5, sabedoria: 5 }));
}

/** A match in progress laid out by hand: piles top first, the pot, the round and whose turn it is. */
function table(
  player: GameCard[],
  bot: GameCard[],
  options: { pot?: GameCard[]; round?: number; turn?: Side; difficulty?: Difficulty } = {},
): MatchState {
  const pot = options.pot ?? [];
  const all = [...player, ...bot, ...pot];
  return {
    config: { seed: 1, difficulty: options.difficulty ?? 'normal', deck: all },
    cards: Object.fromEntries(all.map((c) => [c.id, c])),
    player: player.map((c) => c.id),
    bot: bot.map((c) => c.id),
    pot: pot.map((c) => c.id),
    round: options.round ?? 0,
    turn: options.turn ?? 'player',
    phase: 'choosing',
    log: [],
    result: null,
    rng: 7,
  };
}

describe('startMatch', () => {
  it('shuffles with the seed and deals alternately, the person first, 8 and 8', () => {
    const deck = starterDeck();
    const state = startMatch({ seed: 99, difficulty: 'easy', deck });
    const [shuffled, rng] = shuffle(deck, 99);
    expect(state.player).toEqual(shuffled.filter((_, i) => i % 2 === 0).map((c) => c.id));
    expect(state.bot).toEqual(shuffled.filter((_, i) => i % 2 === 1).map((c) => c.id));
    expect(pileCounts(state)).toEqual({ player: 8, bot: 8, pot: 0 });
    expect(state).toMatchObject({ round: 0, turn: 'player', phase: 'choosing', result: null, rng, log: [] });
    expect(deckCardIds(state.config)).toEqual(deck.map((c) => c.cardId));
  });

  it('refuses a deck of the wrong size, with repeated ids or with a card without attributes', () => {
    const deck = starterDeck();
    expect(() => startMatch({ seed: 1, difficulty: 'easy', deck: deck.slice(1) })).toThrow();
    const repeated = [...deck.slice(1), deck[1] as GameCard];
    expect(() => startMatch({ seed: 1, difficulty: 'easy', deck: repeated })).toThrow(/twice/);
    const blank = [...deck.slice(1), card('blank', {})];
    expect(() => startMatch({ seed: 1, difficulty: 'easy', deck: blank })).toThrow(/no attribute/);
    expect(() => startMatch({ seed: -1, difficulty: 'easy', deck })).toThrow(RangeError);
  });
});

describe('resolveRound', () => {
  const strong = card('strong', { forca: 9, sabedoria: 1 });
  const weak = card('weak', { forca: 3, sabedoria: 8 });
  const superLumi = card('super', { forca: 1, sabedoria: 1 }, { isSuper: true, rarity: 'legendary' });
  const rare = card('rare', { forca: 1, sabedoria: 1 }, { rarity: 'rare' });

  it('lets the higher value win', () => {
    expect(resolveRound('forca', strong, weak)).toEqual({
      winner: 'player',
      reason: 'higher',
      playerValue: 9,
      botValue: 3,
    });
    expect(resolveRound('sabedoria', strong, weak)).toMatchObject({ winner: 'bot', reason: 'higher' });
    expect(resolveRound('forca', strong, strong)).toMatchObject({ winner: 'tie', reason: 'tie' });
  });

  it('counts a missing attribute as 0', () => {
    const other = card('other', { velocidade: 4 });
    expect(resolveRound('velocidade', strong, other)).toEqual({
      winner: 'bot',
      reason: 'higher',
      playerValue: 0,
      botValue: 4,
    });
  });

  it('lets the Super Lumi beat a higher value, but lose to a rare card', () => {
    expect(resolveRound('forca', superLumi, strong)).toMatchObject({ winner: 'player', reason: 'super' });
    expect(resolveRound('forca', strong, superLumi)).toMatchObject({ winner: 'bot', reason: 'super' });
    expect(resolveRound('forca', superLumi, rare)).toMatchObject({ winner: 'bot', reason: 'superWeakness' });
    expect(resolveRound('forca', rare, superLumi)).toMatchObject({
      winner: 'player',
      reason: 'superWeakness',
    });
  });

  it('compares two Super Lumis by value', () => {
    const other = card('super2', { forca: 4 }, { isSuper: true });
    expect(resolveRound('forca', superLumi, other)).toMatchObject({ winner: 'bot', reason: 'higher' });
  });
});

describe('matchReducer', () => {
  it('gives both cards to the winner, the winner’s card first, and the turn with them', () => {
    const p = [card('p0', { forca: 9 }), ...fillers('p', 7)];
    const b = [card('b0', { forca: 2 }), ...fillers('b', 7)];
    const state = matchReducer(table(p, b), { type: 'choose', attribute: 'forca' });
    expect(state.player.slice(-2)).toEqual(['p0', 'b0']);
    expect(pileCounts(state)).toEqual({ player: 9, bot: 7, pot: 0 });
    expect(state.turn).toBe('player');
    expect(state.log).toEqual([
      {
        round: 1,
        chooser: 'player',
        attribute: 'forca',
        playerCardId: 'p0',
        botCardId: 'b0',
        playerValue: 9,
        botValue: 2,
        winner: 'player',
        reason: 'higher',
        taken: 2,
        potAfter: 0,
      },
    ]);
    expect(lastReveal(state)?.botCard.id).toBe('b0');
    expect(visibleTopCards(state).player?.id).toBe('p-filler-0');
    expect(visibleTopCards(state).reveal?.playerCard.id).toBe('p0');
  });

  it('passes the turn to the bot when it wins, with its card first at the bottom', () => {
    const p = [card('p0', { forca: 1 }), ...fillers('p', 7)];
    const b = [card('b0', { forca: 6 }), ...fillers('b', 7)];
    const state = matchReducer(table(p, b), { type: 'choose', attribute: 'forca' });
    expect(state.bot.slice(-2)).toEqual(['b0', 'p0']);
    expect(state.turn).toBe('bot');
  });

  it('puts tied cards in the pot and gives them to the next winner (taken = 4)', () => {
    const p = [card('p0', { forca: 5 }), card('p1', { forca: 1, sabedoria: 2 }), ...fillers('p', 6)];
    const b = [card('b0', { forca: 5 }), card('b1', { forca: 7, sabedoria: 9 }), ...fillers('b', 6)];
    const tied = matchReducer(table(p, b), { type: 'choose', attribute: 'forca' });
    expect(tied.pot).toEqual(['p0', 'b0']);
    expect(tied.turn).toBe('player');
    expect(tied.log.at(-1)).toMatchObject({ winner: 'tie', reason: 'tie', taken: 0, potAfter: 2 });
    expect(pileCounts(tied)).toEqual({ player: 7, bot: 7, pot: 2 });

    const taken = matchReducer(tied, { type: 'choose', attribute: 'sabedoria' });
    expect(taken.pot).toEqual([]);
    expect(taken.bot.slice(-4)).toEqual(['b1', 'p1', 'p0', 'b0']);
    expect(taken.log.at(-1)).toMatchObject({ round: 2, winner: 'bot', taken: 4, potAfter: 0 });
    expect(pileCounts(taken)).toEqual({ player: 6, bot: 10, pot: 0 });
    expect(taken.turn).toBe('bot');
  });

  it('keeps the same chooser after a tie on the bot’s turn', () => {
    const p = [card('p0', { forca: 5 }), ...fillers('p', 7)];
    const b = [card('b0', { forca: 5 }), ...fillers('b', 7)];
    const state = matchReducer(table(p, b, { turn: 'bot' }), { type: 'botTurn' });
    expect(state.log.at(-1)).toMatchObject({ chooser: 'bot', attribute: 'forca', winner: 'tie' });
    expect(state.turn).toBe('bot');
  });

  it('ends when one side holds every card', () => {
    const p = fillers('p', 15);
    const b = [card('b0', { forca: 1, sabedoria: 1 })];
    const state = matchReducer(table(p, b), { type: 'choose', attribute: 'forca' });
    expect(pileCounts(state)).toEqual({ player: 16, bot: 0, pot: 0 });
    expect(state).toMatchObject({ phase: 'over', result: 'won' });
    expect(legalAttributes(state)).toEqual([]);
  });

  it('ends when a side has no card left to play, even with a pot', () => {
    const p = [card('p0', { forca: 5 })];
    const b = [card('b0', { forca: 5 }), ...fillers('b', 14)];
    const state = matchReducer(table(p, b), { type: 'choose', attribute: 'forca' });
    expect(pileCounts(state)).toEqual({ player: 0, bot: 14, pot: 2 });
    expect(state).toMatchObject({ phase: 'over', result: 'lost' });
  });

  it('calls it a draw when both piles run out together', () => {
    const p = [card('p0', { forca: 5 })];
    const b = [card('b0', { forca: 5 })];
    const state = matchReducer(table(p, b, { pot: fillers('x', 14) }), {
      type: 'choose',
      attribute: 'forca',
    });
    expect(state).toMatchObject({ phase: 'over', result: 'draw' });
  });

  it('stops after MAX_ROUNDS rounds: the larger pile wins, equal piles draw', () => {
    const p = [card('p0', { forca: 9 }), ...fillers('p', 7)];
    const b = [card('b0', { forca: 2 }), ...fillers('b', 7)];
    const won = matchReducer(table(p, b, { round: 39 }), { type: 'choose', attribute: 'forca' });
    expect(won).toMatchObject({ round: 40, phase: 'over', result: 'won' });

    const lost = matchReducer(table(b, p, { round: 39 }), { type: 'choose', attribute: 'forca' });
    expect(lost).toMatchObject({ round: 40, phase: 'over', result: 'lost' });

    const evenAfterTie = [card('t0', { forca: 2 }), ...fillers('q', 7)];
    const tie = matchReducer(table(b, evenAfterTie, { round: 39 }), { type: 'choose', attribute: 'forca' });
    expect(pileCounts(tie)).toEqual({ player: 7, bot: 7, pot: 2 });
    expect(tie).toMatchObject({ round: 40, phase: 'over', result: 'draw' });

    const p9 = [card('p0', { forca: 1 }), ...fillers('p', 8)];
    const b7 = [card('b0', { forca: 8 }), ...fillers('b', 6)];
    const draw = matchReducer(table(p9, b7, { round: 39 }), { type: 'choose', attribute: 'forca' });
    expect(pileCounts(draw)).toEqual({ player: 8, bot: 8, pot: 0 });
    expect(draw.result).toBe('draw');

    const before = table(p, b, { round: 38 });
    expect(matchReducer(before, { type: 'choose', attribute: 'forca' }).phase).toBe('choosing');
  });

  it('returns the same state for an action not allowed now', () => {
    const p = [card('p0', { forca: 9 }), ...fillers('p', 7)];
    const b = [card('b0', { forca: 2, velocidade: 3 }), ...fillers('b', 7)];
    const state = table(p, b);
    expect(matchReducer(state, { type: 'botTurn' })).toBe(state);
    expect(matchReducer(state, { type: 'choose', attribute: 'velocidade' })).toBe(state);
    expect(matchReducer(state, { type: 'choose', attribute: 'toString' })).toBe(state);
    const botTurn = table(p, b, { turn: 'bot' });
    expect(matchReducer(botTurn, { type: 'choose', attribute: 'forca' })).toBe(botTurn);
    const over: MatchState = { ...state, phase: 'over', result: 'won' };
    expect(matchReducer(over, { type: 'choose', attribute: 'forca' })).toBe(over);
  });

  it('replays a match from its seed and moves', () => {
    const config = { seed: 2024, difficulty: 'hard' as const, deck: starterDeck() };
    const actions = [{ type: 'choose' as const, attribute: 'forca' }, { type: 'botTurn' as const }];
    const stepByStep = actions.reduce(matchReducer, startMatch(config));
    expect(replayMatch(config, actions)).toEqual(stepByStep);
  });
});

describe('attributesOf', () => {
  it('lists the card’s keys in order, at most six', () => {
    const wide = card('w', { g: 1, a: 2, f: 3, b: 4, e: 5, c: 6, d: 7 });
    expect(attributesOf(wide)).toEqual(['g', 'a', 'f', 'b', 'e', 'c']);
  });
});

describe('the bot', () => {
  const others = [card('o1', { forca: 10, sabedoria: 2 }), card('o2', { forca: 8, sabedoria: 4 })];
  const view = (difficulty: Difficulty, topCard: GameCard): BotView => ({
    difficulty,
    topCard,
    otherCards: others,
  });

  it('easy: picks the attribute the random number points at', () => {
    const top = card('t', { forca: 1, sabedoria: 2, agilidade: 3 });
    expect(botChoice(view('easy', top), 0)).toBe('forca');
    expect(botChoice(view('easy', top), 0.5)).toBe('sabedoria');
    expect(botChoice(view('easy', top), 0.999)).toBe('agilidade');
  });

  it('normal: picks the highest value, the first one on ties', () => {
    expect(botChoice(view('normal', card('t', { forca: 9, sabedoria: 6 })), 0.9)).toBe('forca');
    expect(botChoice(view('normal', card('t', { forca: 6, sabedoria: 6 })), 0.9)).toBe('forca');
    expect(botChoice(view('normal', card('t', { forca: 3, sabedoria: 7 })), 0)).toBe('sabedoria');
  });

  it('hard: picks the value that stands highest against the other cards', () => {
    // forca 9 is below the others' mean (9); sabedoria 5 is well above theirs (3).
    expect(botChoice(view('hard', card('t', { forca: 9, sabedoria: 5 })), 0)).toBe('sabedoria');
    // An attribute the other cards lack: its spread is 0, so the deviation counts as 1.
    const top = card('t', { forca: 9, velocidade: 2 });
    expect(botChoice(view('hard', top), 0)).toBe('velocidade');
  });

  it('plays the highest value with the Super Lumi on top, whatever its level', () => {
    const top = card('s', { forca: 1, sabedoria: 7 }, { isSuper: true });
    for (const difficulty of ['easy', 'normal', 'hard'] as const) {
      expect(botChoice(view(difficulty, top), 0)).toBe('sabedoria');
    }
  });

  it('sees its top card and every other card sorted by id', () => {
    const p = [card('p0', { forca: 9 }), ...fillers('p', 7)];
    const b = [card('b0', { forca: 2 }), ...fillers('b', 7)];
    const seen = botView(table(p, b, { turn: 'bot', difficulty: 'hard' }));
    expect(seen.difficulty).toBe('hard');
    expect(seen.topCard.id).toBe('b0');
    const ids = seen.otherCards.map((c) => c.id);
    expect(ids).toHaveLength(15);
    expect(ids).toEqual([...ids].sort());
    expect(ids).not.toContain('b0');
  });
});
