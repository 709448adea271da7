import { z } from 'zod/mini';
import { admin, dateRange, e, type Endpoint } from './common';
import type { Card } from './domain';
import { envelopeSchema, objEnvelope } from './envelope';

/**
 * The playtest arena (DESIGN.md §9): a Super Trunfo match of the Lumis against a bot, its result and a
 * short survey afterwards, and the admin's figures of both.
 */

export const ARENA_DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export const ARENA_RESULTS = ['won', 'lost', 'draw'] as const;
export const ARENA_DECK_SIZE = 16;
export const ARENA_MAX_ROUNDS = 40;
export const FEEDBACK_COMMENT_MAX = 1000;
/** The mock accepts at most this many surveys a minute from one browser. */
export const FEEDBACK_PER_MINUTE = 5;

/**
 * The starter deck: the first sixteen cards of the catalogue, with their attributes, so a guest plays
 * offline with exactly the cards the catalogue shows (the mock seeds its catalogue from this list).
 * Exactly one is the Super Lumi.
 */
export const STARTER_DECK: readonly Card[] = (
  [
    ['Fênix Solar', 'legendary', 9, 8, 9],
    ['Dragão de Cristal', 'legendary', 10, 7, 6],
    ['Guardiã da Floresta', 'epic', 7, 9, 5],
    ['Lobo Estelar', 'epic', 8, 6, 9],
    ['Coruja Sábia', 'epic', 4, 10, 6],
    ['Tucano Veloz', 'rare', 3, 5, 10],
    ['Onça Pintada', 'rare', 9, 5, 8],
    ['Boto Cor-de-Rosa', 'rare', 5, 8, 7],
    ['Arara Azul', 'rare', 4, 7, 8],
    ['Capivara Calma', 'common', 6, 6, 2],
    ['Mico-Leão-Dourado', 'common', 2, 6, 9],
    ['Tatu-Bola', 'common', 7, 3, 3],
    ['Tamanduá', 'common', 6, 4, 2],
    ['Jabuti', 'common', 5, 7, 1],
    ['Sabiá', 'common', 1, 4, 7],
    ['Beija-Flor', 'common', 1, 3, 10],
  ] as const
).map(([name, rarity, forca, sabedoria, agilidade], i) => ({
  id: `card-${String(i + 1).padStart(2, '0')}`,
  name,
  rarity,
  imageUrl: null,
  collection: '',
  description: '',
  attributes: { forca, sabedoria, agilidade },
}));

/** The catalogue id of the Super Lumi (the trunfo). */
export const SUPER_LUMI_ID = 'card-01';

export const arenaMatchBodySchema = z.object({
  /** Unsigned 32-bit seed of the match (it is in the page's address, so the match can be replayed). */
  seed: z.int().check(z.gte(0), z.lte(0xffffffff)),
  difficulty: z.enum(ARENA_DIFFICULTIES),
  rounds: z.int().check(z.gte(1), z.lte(ARENA_MAX_ROUNDS)),
  result: z.enum(ARENA_RESULTS),
  /** Catalogue ids of the sixteen cards (a card held twice appears twice). */
  deckCardIds: z.array(z.string().check(z.minLength(1))).check(z.length(ARENA_DECK_SIZE)),
});
export type ArenaMatchBody = z.infer<typeof arenaMatchBodySchema>;

export const arenaFeedbackBodySchema = z.object({
  matchSeed: z.int().check(z.gte(0), z.lte(0xffffffff)),
  rating: z
    .number({ error: 'arena.survey.ratingRequired' })
    .check(z.int(), z.gte(1, 'arena.survey.ratingRequired'), z.lte(5)),
  comment: z._default(
    z.string().check(z.trim(), z.maxLength(FEEDBACK_COMMENT_MAX, 'arena.survey.commentTooLong')),
    '',
  ),
});
export type ArenaFeedbackInput = z.input<typeof arenaFeedbackBodySchema>;
export type ArenaFeedbackBody = z.output<typeof arenaFeedbackBodySchema>;

export const arenaMatchSchema = z.extend(arenaMatchBodySchema, {
  id: z.string(),
  userId: z.string(),
  playedAt: z.string(),
});
export type ArenaMatch = z.infer<typeof arenaMatchSchema>;

export const arenaFeedbackSchema = z.extend(arenaFeedbackBodySchema, {
  id: z.string(),
  /** Null for a guest. */
  userId: z.nullable(z.string()),
  sentAt: z.string(),
});
export type ArenaFeedback = z.infer<typeof arenaFeedbackSchema>;

const difficultyFigures = z.object({
  difficulty: z.enum(ARENA_DIFFICULTIES),
  matches: z.int().check(z.nonnegative()),
  won: z.int().check(z.nonnegative()),
  /** Share of the person's wins, 0–1; null without matches. */
  winRate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
});

export const arenaSummarySchema = z.object({
  matches: z.int().check(z.nonnegative()),
  byDifficulty: z.array(difficultyFigures),
  /** Null without matches. */
  averageRounds: z.nullable(z.number().check(z.nonnegative())),
  ratings: z.object({
    count: z.int().check(z.nonnegative()),
    /** Null without ratings. */
    average: z.nullable(z.number().check(z.gte(1), z.lte(5))),
    /** How many surveys gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
    distribution: z.array(z.int().check(z.nonnegative())).check(z.length(5)),
  }),
  /** The latest 20 comments that are not empty, newest first. */
  comments: z.array(
    z.pick(arenaFeedbackSchema, { id: true, rating: true, comment: true, sentAt: true, matchSeed: true }),
  ),
});
export type ArenaSummary = z.infer<typeof arenaSummarySchema>;

export const arenaEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'POST',
    path: '/api/Arena/match',
    summary:
      'Record a finished playtest match of the signed-in user (Idempotency-Key: a result sent again from the offline queue is recorded once)',
    access: 'signedIn',
    body: arenaMatchBodySchema,
    response: envelopeSchema,
    idempotent: true,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Arena/feedback',
    summary: 'The playtest survey after a match (anyone; at most 5 a minute from one browser, else 429)',
    access: 'public',
    body: arenaFeedbackBodySchema,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Arena/summary',
    summary:
      'Playtest figures between from and to (ISO dates, inclusive): matches, win rate per difficulty, average rounds, ratings and the latest 20 comments',
    access: [admin],
    query: dateRange,
    response: objEnvelope(arenaSummarySchema),
    source: 'design',
  }),
];
