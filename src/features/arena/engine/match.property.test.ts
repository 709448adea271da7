import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botChoice, botView } from './bot';
import { starterDeck } from './deck';
import { legalAttributes, matchReducer, pileCounts, startMatch } from './match';
import { nextRandom, shuffle } from './rng';
import {
  DECK_SIZE,
  MAX_ROUNDS,
  type Difficulty,
  type GameCard,
  type MatchConfig,
  type MatchState,
} from './types';

const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
const KEYS = ['forca', 'sabedoria', 'agilidade', 'coragem', 'magia', 'carisma', 'sorte', 'velocidade'];
const NUM_RUNS = 150;

const seedArb = fc.integer({ min: 0, max: 0xffffffff });
const difficultyArb = fc.constantFrom<Difficulty>('easy', 'normal', 'hard');

/** A card with 1–6 attributes (drawn from a larger pool, in any order), values 0–10 and any rarity. */
const cardArb = (id: string): fc.Arbitrary<GameCard> =>
  fc
    .record({
      keys: fc.shuffledSubarray(KEYS, { minLength: 1, maxLength: 6 }),
      values: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 6, maxLength: 6 }),
      rarity: fc.constantFrom(...RARITIES),
      // About one card in eight is a Super Lumi, of any rarity.
      isSuper: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
    })
    .map(({ keys, values, rarity, isSuper }) => ({
      id,
      cardId: id.split('#')[0] ?? id,
      name: id,
      rarity,
      imageUrl: null,
      collection: '',
      attributes: Object.fromEntries(keys.map((key, i) => [key, values[i] ?? 0])),
      isSuper,
    }));

const arbitraryDeckArb: fc.Arbitrary<GameCard[]> = fc.tuple(
  ...Array.from({ length: DECK_SIZE }, (_, i) => cardArb(`c${i}#0`)),
);
/** Either the starter deck or a deck of arbitrary cards. */
const deckArb = fc.oneof(fc.constant(starterDeck()), arbitraryDeckArb);

const configArb: fc.Arbitrary<MatchConfig> = fc.record({
  seed: seedArb,
  difficulty: difficultyArb,
  deck: deckArb,
});

/** The person's choices: indices into the legal attributes, used in turn. */
const movesArb = fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: MAX_ROUNDS });

/** Plays a whole match: the person picks legal attributes from `moves`, the bot plays through 'botTurn'. */
function play(
  config: MatchConfig,
  moves: readonly number[],
  onState?: (s: MatchState) => void,
): MatchState[] {
  let state = startMatch(config);
  const states = [state];
  onState?.(state);
  let step = 0;
  while (state.phase === 'choosing' && step <= MAX_ROUNDS) {
    if (state.turn === 'player') {
      const legal = legalAttributes(state);
      const move = moves[step % moves.length] ?? 0;
      const attribute = legal[move % legal.length] ?? '';
      state = matchReducer(state, { type: 'choose', attribute });
    } else {
      state = matchReducer(state, { type: 'botTurn' });
    }
    step += 1;
    states.push(state);
    onState?.(state);
  }
  return states;
}

function totalCards(state: MatchState): number {
  const { player, bot, pot } = pileCounts(state);
  return player + bot + pot;
}

describe('a match, for any seed, deck and moves', () => {
  it('always holds DECK_SIZE distinct cards between the piles and the pot', () => {
    fc.assert(
      fc.property(configArb, movesArb, (config, moves) => {
        play(config, moves, (state) => {
          expect(totalCards(state)).toBe(DECK_SIZE);
          const ids = [...state.player, ...state.bot, ...state.pot];
          expect(new Set(ids).size).toBe(DECK_SIZE);
          expect(new Set(ids)).toEqual(new Set(config.deck.map((c) => c.id)));
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('ends within MAX_ROUNDS rounds with a result, one log record per round', () => {
    fc.assert(
      fc.property(configArb, movesArb, (config, moves) => {
        const states = play(config, moves);
        const last = states.at(-1);
        expect(last?.phase).toBe('over');
        expect(last?.result).not.toBeNull();
        expect(last?.round).toBeLessThanOrEqual(MAX_ROUNDS);
        states.forEach((state, i) => {
          expect(state.round).toBe(i);
          expect(state.log).toHaveLength(i);
        });
        for (const [i, record] of (last?.log ?? []).entries()) {
          expect(record.round).toBe(i + 1);
          expect(record.taken === 0).toBe(record.winner === 'tie');
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('replays identically from the same seed, deck and moves', () => {
    fc.assert(
      fc.property(configArb, movesArb, (config, moves) => {
        expect(play(config, moves)).toStrictEqual(play(config, moves));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('the result agrees with the final piles', () => {
    fc.assert(
      fc.property(configArb, movesArb, (config, moves) => {
        const last = play(config, moves).at(-1);
        if (last === undefined) throw new Error('no state');
        const { player, bot } = pileCounts(last);
        const expected = player > bot ? 'won' : player < bot ? 'lost' : 'draw';
        expect(last.result).toBe(expected);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('returns the same state object for actions not allowed now', () => {
    fc.assert(
      fc.property(configArb, movesArb, fc.string(), (config, moves, junk) => {
        play(config, moves, (state) => {
          const legal = legalAttributes(state);
          if (state.phase === 'over' || state.turn === 'player') {
            expect(matchReducer(state, { type: 'botTurn' })).toBe(state);
          }
          if (state.phase === 'over' || state.turn === 'bot') {
            for (const attribute of [...KEYS, junk]) {
              expect(matchReducer(state, { type: 'choose', attribute })).toBe(state);
            }
          } else {
            for (const attribute of [...KEYS, junk].filter((key) => !legal.includes(key))) {
              expect(matchReducer(state, { type: 'choose', attribute })).toBe(state);
            }
          }
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('the bot', () => {
  it('never depends on hidden cards: dealing the hidden cards in another order changes nothing', () => {
    fc.assert(
      fc.property(
        configArb,
        movesArb,
        fc.nat(),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        seedArb,
        (config, moves, pick, random, shuffleSeed) => {
          const botStates = play(config, moves).filter((s) => s.phase === 'choosing' && s.bot.length > 0);
          const state = botStates[pick % Math.max(botStates.length, 1)];
          if (state === undefined) return;
          const [botTop, ...botRest] = state.bot;
          if (botTop === undefined) return;
          // Deal the hidden cards (the person's pile and the rest of the bot's) again in another order.
          const hidden = [...state.player, ...botRest];
          const [reshuffled] = shuffle(hidden, shuffleSeed);
          const other: MatchState = {
            ...state,
            player: reshuffled.slice(0, state.player.length),
            bot: [botTop, ...reshuffled.slice(state.player.length)],
          };
          expect(botView(other)).toStrictEqual(botView(state));
          expect(botChoice(botView(other), random)).toBe(botChoice(botView(state), random));
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('always calls an attribute of its own top card', () => {
    fc.assert(
      fc.property(
        arbitraryDeckArb,
        difficultyArb,
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (deck, difficulty, random) => {
          const [topCard, ...otherCards] = deck;
          if (topCard === undefined) return;
          const attribute = botChoice({ difficulty, topCard, otherCards }, random);
          expect(Object.keys(topCard.attributes)).toContain(attribute);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('draws exactly one number per turn whatever its level, and the person’s turns draw none', () => {
    fc.assert(
      fc.property(configArb, movesArb, (config, moves) => {
        const states = play(config, moves);
        for (let i = 1; i < states.length; i++) {
          const before = states[i - 1];
          const after = states[i];
          if (before === undefined || after === undefined) continue;
          const expected = before.turn === 'bot' ? nextRandom(before.rng)[1] : before.rng;
          expect(after.rng).toBe(expected);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
