import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiClient } from '@/api/client';
import {
  arenaMatchSchema,
  arenaFeedbackSchema,
  arenaSummarySchema,
  FEEDBACK_PER_MINUTE,
  STARTER_DECK,
  type ArenaFeedback,
  type ArenaMatch,
} from '@/api/contract/arena';
import { findEndpoint, type HttpMethod } from '@/api/contract/endpoints';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { toIsoDate } from '@/utils/localDate';

const ARENA_PT_BR = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../src/i18n/messages/pt-BR/arena.json'), 'utf8'),
) as Record<string, string | undefined>;

interface Answer {
  status: number;
  data: { flag: boolean; msg: string; errors?: Record<string, string>; obj?: unknown };
  parsed: boolean;
}

async function call(
  method: HttpMethod,
  path: string,
  options: {
    url?: string;
    body?: unknown;
    token?: string;
    key?: string;
    clientId?: string;
    query?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`not in contract: ${method} ${path}`);
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.key) headers['Idempotency-Key'] = options.key;
  if (options.clientId) headers['X-Client-Id'] = options.clientId;
  const response = await apiClient.request<Answer['data']>({
    method,
    url: options.url ?? path,
    params: options.query,
    data: options.body,
    headers,
    validateStatus: () => true,
  });
  return {
    status: response.status,
    data: response.data,
    parsed: endpoint.response.safeParse(response.data).success,
  };
}

const family = () => signToken(DEMO_IDS.family, '2');
const admin = () => signToken(DEMO_IDS.admin, '0');
const deck = STARTER_DECK.map((card) => card.id);
const matchBody = (overrides: Record<string, unknown> = {}) => ({
  seed: 123456789,
  difficulty: 'hard',
  rounds: 27,
  result: 'won',
  deckCardIds: deck,
  ...overrides,
});
const recordMatch = async (body: unknown, key = crypto.randomUUID(), token?: string) =>
  call('POST', '/api/Arena/match', { body, key, token: token ?? (await family()) });
const matches = () => db.tables.arenaMatches ?? [];
const surveys = () => db.tables.arenaFeedback ?? [];

describe('the contract names the three arena calls as the client makes them', () => {
  test('paths, methods, access and idempotency', () => {
    expect(findEndpoint('POST', '/api/Arena/match')).toMatchObject({ access: 'signedIn', idempotent: true });
    expect(findEndpoint('POST', '/api/Arena/feedback')).toMatchObject({ access: 'public' });
    expect(findEndpoint('POST', '/api/Arena/feedback')?.idempotent).toBeUndefined();
    expect(findEndpoint('GET', '/api/Arena/summary')).toMatchObject({ access: ['0'] });
  });
});

describe('POST /api/Arena/match', () => {
  test("stores the signed-in person's match with its id, user and time, and answers the envelope", async () => {
    const before = matches().length;
    const started = Date.now();
    const answer = await recordMatch(matchBody());
    expect(answer.status).toBe(200);
    expect(answer.parsed).toBe(true);
    expect(answer.data.flag).toBe(true);
    expect(matches()).toHaveLength(before + 1);
    const stored = arenaMatchSchema.parse(matches().at(-1));
    expect(stored).toMatchObject({ ...matchBody(), userId: DEMO_IDS.family });
    expect(stored.id).not.toBe('');
    expect(Date.parse(stored.playedAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(stored.playedAt)).toBeLessThanOrEqual(Date.now());
  });

  test('the same Idempotency-Key twice records one match and answers the same', async () => {
    const before = matches().length;
    const key = crypto.randomUUID();
    const first = await recordMatch(matchBody({ seed: 42 }), key);
    const again = await recordMatch(matchBody({ seed: 42 }), key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(matches().filter((m) => m.seed === 42)).toHaveLength(1);
    expect(matches()).toHaveLength(before + 1);
    // Another key is another match (the same seed may be replayed).
    await recordMatch(matchBody({ seed: 42 }));
    expect(matches()).toHaveLength(before + 2);
  });

  test('needs a session (401) and an Idempotency-Key (400)', async () => {
    const before = matches().length;
    const anonymous = await call('POST', '/api/Arena/match', { body: matchBody(), key: 'k-1' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.data.flag).toBe(false);
    const keyless = await call('POST', '/api/Arena/match', { body: matchBody(), token: await family() });
    expect(keyless.status).toBe(400);
    expect(matches()).toHaveLength(before);
  });

  test('a bad body is a 422 with pt-BR field errors, and nothing is stored', async () => {
    const before = matches().length;
    const answer = await recordMatch({
      seed: -1,
      difficulty: 'impossible',
      rounds: 41,
      result: 'won',
      deckCardIds: deck.slice(0, 15),
    });
    expect(answer.status).toBe(422);
    expect(answer.data.flag).toBe(false);
    expect(Object.keys(answer.data.errors ?? {}).sort()).toEqual([
      'deckCardIds',
      'difficulty',
      'rounds',
      'seed',
    ]);
    expect(matches()).toHaveLength(before);
  });

  test('a card that is not in the catalogue is a 422 on the deck', async () => {
    const before = matches().length;
    const answer = await recordMatch(matchBody({ deckCardIds: [...deck.slice(0, 15), 'card-nao-existe'] }));
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      flag: false,
      msg: 'O baralho tem cartas que não estão no catálogo.',
      errors: { deckCardIds: 'O baralho tem cartas que não estão no catálogo.' },
    });
    expect(matches()).toHaveLength(before);
  });

  test('stored data from before the arena (no arena tables) records the first match', async () => {
    delete db.tables.arenaMatches;
    delete db.tables.arenaFeedback;
    expect((await recordMatch(matchBody())).status).toBe(200);
    expect(matches()).toHaveLength(1);
    const summary = await call('GET', '/api/Arena/summary', { token: await admin() });
    expect(summary.status).toBe(200);
    expect(arenaSummarySchema.parse(summary.data.obj)).toMatchObject({ matches: 1, ratings: { count: 0 } });
  });
});

describe('POST /api/Arena/feedback', () => {
  const feedbackBody = { matchSeed: 987654, rating: 5, comment: '  Adorei a Fênix Solar!  ' };

  test('anyone may send it: a guest is stored with a null user, a signed-in person with theirs', async () => {
    const before = surveys().length;
    const guest = await call('POST', '/api/Arena/feedback', { body: feedbackBody, clientId: 'browser-a' });
    expect(guest.status).toBe(200);
    expect(guest.parsed).toBe(true);
    expect(guest.data.flag).toBe(true);
    const stored = arenaFeedbackSchema.parse(surveys().at(-1));
    expect(stored).toMatchObject({
      matchSeed: 987654,
      rating: 5,
      comment: 'Adorei a Fênix Solar!',
      userId: null,
    });
    expect(Number.isNaN(Date.parse(stored.sentAt))).toBe(false);

    const signed = await call('POST', '/api/Arena/feedback', {
      body: { matchSeed: 1, rating: 3 },
      clientId: 'browser-b',
      token: await family(),
    });
    expect(signed.status).toBe(200);
    expect(surveys().at(-1)).toMatchObject({ userId: DEMO_IDS.family, rating: 3, comment: '' });
    expect(surveys()).toHaveLength(before + 2);
  });

  test('a rating outside 1–5 or a comment over 1 000 characters is a 422 in pt-BR', async () => {
    const before = surveys().length;
    const answer = await call('POST', '/api/Arena/feedback', {
      body: { matchSeed: 1, rating: 0, comment: 'x'.repeat(1001) },
      clientId: 'browser-c',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors ?? {}).sort()).toEqual(['comment', 'rating']);
    // The schema's message ids answer in pt-BR, from the arena's catalogue (the id itself until it has one).
    expect(answer.data.errors?.rating).toBe(
      ARENA_PT_BR['arena.survey.ratingRequired'] ?? 'arena.survey.ratingRequired',
    );
    expect(answer.data.errors?.comment).toBe(
      ARENA_PT_BR['arena.survey.commentTooLong'] ?? 'arena.survey.commentTooLong',
    );
    expect(surveys()).toHaveLength(before);
  });

  test(`at most ${FEEDBACK_PER_MINUTE} a minute from one browser: the next is a 429, other browsers go on`, async () => {
    const before = surveys().length;
    for (let i = 0; i < FEEDBACK_PER_MINUTE; i += 1) {
      const sent = await call('POST', '/api/Arena/feedback', { body: feedbackBody, clientId: 'browser-d' });
      expect(sent.status).toBe(200);
    }
    const refused = await call('POST', '/api/Arena/feedback', { body: feedbackBody, clientId: 'browser-d' });
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({
      flag: false,
      msg: 'Você enviou muitas avaliações em pouco tempo. Tente de novo em um minuto.',
    });
    expect(surveys()).toHaveLength(before + FEEDBACK_PER_MINUTE);
    const other = await call('POST', '/api/Arena/feedback', { body: feedbackBody, clientId: 'browser-e' });
    expect(other.status).toBe(200);
  });

  test('without the header every sender shares one "anonymous" allowance', async () => {
    for (let i = 0; i < FEEDBACK_PER_MINUTE; i += 1)
      expect((await call('POST', '/api/Arena/feedback', { body: feedbackBody })).status).toBe(200);
    expect((await call('POST', '/api/Arena/feedback', { body: feedbackBody })).status).toBe(429);
  });

  test('the allowance comes back after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-20T12:00:00Z') });
    try {
      for (let i = 0; i < FEEDBACK_PER_MINUTE; i += 1)
        await call('POST', '/api/Arena/feedback', { body: feedbackBody, clientId: 'browser-f' });
      expect(
        (await call('POST', '/api/Arena/feedback', { body: feedbackBody, clientId: 'browser-f' })).status,
      ).toBe(429);
      vi.setSystemTime(Date.parse('2026-11-20T12:01:01Z'));
      expect(
        (await call('POST', '/api/Arena/feedback', { body: feedbackBody, clientId: 'browser-f' })).status,
      ).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/Arena/summary', () => {
  const at = (date: string, time = '15:00:00') => new Date(`${date}T${time}`).toISOString();
  const match = (
    id: string,
    date: string,
    difficulty: ArenaMatch['difficulty'],
    result: ArenaMatch['result'],
    rounds: number,
  ): ArenaMatch => ({
    id,
    userId: DEMO_IDS.family,
    seed: 1,
    difficulty,
    rounds,
    result,
    deckCardIds: deck,
    playedAt: at(date),
  });
  const survey = (
    id: string,
    date: string,
    rating: number,
    comment: string,
    time?: string,
  ): ArenaFeedback => ({
    id,
    matchSeed: Number(id.replace(/\D/g, '')),
    rating,
    comment,
    userId: null,
    sentAt: at(date, time),
  });

  /** A known set: two days inside the period (its first and its last), one before and one after. */
  function knownSet() {
    db.tables.arenaMatches = [
      match('m1', '2026-10-01', 'easy', 'won', 10),
      match('m2', '2026-10-01', 'easy', 'lost', 20),
      match('m3', '2026-10-05', 'hard', 'won', 30),
      match('m4', '2026-10-05', 'hard', 'draw', 40),
      match('m5', '2026-10-05', 'hard', 'lost', 15),
      match('m-before', '2026-09-30', 'normal', 'won', 5),
      match('m-after', '2026-10-06', 'normal', 'won', 5),
    ];
    db.tables.arenaFeedback = [
      survey('f1', '2026-10-01', 5, 'Muito bom!', '10:00:00'),
      survey('f2', '2026-10-01', 4, '', '11:00:00'),
      survey('f3', '2026-10-05', 2, 'Difícil demais.', '09:00:00'),
      survey('f4', '2026-10-05', 4, '   ', '23:59:00'),
      survey('f5', '2026-10-05', 5, 'Quero jogar de novo', '20:00:00'),
      survey('f-before', '2026-09-30', 1, 'Fora do período', '23:59:59'),
      survey('f-after', '2026-10-06', 1, 'Também fora', '00:00:00'),
    ];
  }

  test('counts matches and surveys between from and to, both days included', async () => {
    knownSet();
    const answer = await call('GET', '/api/Arena/summary', {
      token: await admin(),
      query: { from: '2026-10-01', to: '2026-10-05' },
    });
    expect(answer.status).toBe(200);
    expect(answer.parsed).toBe(true);
    expect(arenaSummarySchema.parse(answer.data.obj)).toEqual({
      matches: 5,
      byDifficulty: [
        { difficulty: 'easy', matches: 2, won: 1, winRate: 0.5 },
        { difficulty: 'normal', matches: 0, won: 0, winRate: null },
        { difficulty: 'hard', matches: 3, won: 1, winRate: 1 / 3 },
      ],
      averageRounds: 23,
      ratings: { count: 5, average: 4, distribution: [0, 1, 0, 2, 2] },
      comments: [
        {
          id: 'f5',
          matchSeed: 5,
          rating: 5,
          comment: 'Quero jogar de novo',
          sentAt: at('2026-10-05', '20:00:00'),
        },
        {
          id: 'f3',
          matchSeed: 3,
          rating: 2,
          comment: 'Difícil demais.',
          sentAt: at('2026-10-05', '09:00:00'),
        },
        { id: 'f1', matchSeed: 1, rating: 5, comment: 'Muito bom!', sentAt: at('2026-10-01', '10:00:00') },
      ],
    });
  });

  test('without a period every match counts; a period with none answers nulls, not zeros', async () => {
    knownSet();
    const all = await call('GET', '/api/Arena/summary', { token: await admin() });
    expect(arenaSummarySchema.parse(all.data.obj)).toMatchObject({ matches: 7, ratings: { count: 7 } });

    const empty = await call('GET', '/api/Arena/summary', {
      token: await admin(),
      query: { from: '2025-01-01', to: '2025-01-31' },
    });
    expect(empty.status).toBe(200);
    expect(arenaSummarySchema.parse(empty.data.obj)).toEqual({
      matches: 0,
      byDifficulty: [
        { difficulty: 'easy', matches: 0, won: 0, winRate: null },
        { difficulty: 'normal', matches: 0, won: 0, winRate: null },
        { difficulty: 'hard', matches: 0, won: 0, winRate: null },
      ],
      averageRounds: null,
      ratings: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
      comments: [],
    });
  });

  test('the latest 20 comments that are not empty, newest first', async () => {
    db.tables.arenaMatches = [];
    db.tables.arenaFeedback = Array.from({ length: 30 }, (_, i) =>
      survey(
        `f${i + 1}`,
        toIsoDate(Date.parse('2026-10-01T12:00:00') + i * 86_400_000),
        (i % 5) + 1,
        i % 4 === 0 ? '' : `Comentário ${i + 1}`,
      ),
    );
    const answer = await call('GET', '/api/Arena/summary', { token: await admin() });
    const { comments, ratings } = arenaSummarySchema.parse(answer.data.obj);
    const expected = db.tables.arenaFeedback
      .filter((f) => f.comment !== '')
      .reverse()
      .slice(0, 20)
      .map((f) => f.id);
    expect(comments.map((c) => c.id)).toEqual(expected);
    expect(comments).toHaveLength(20);
    expect(ratings).toEqual({ count: 30, average: 3, distribution: [6, 6, 6, 6, 6] });
  });

  test('the seeded demo world has playtest figures in the last 30 days', async () => {
    const today = toIsoDate(Date.now());
    const from = toIsoDate(Date.now() - 29 * 86_400_000);
    const answer = await call('GET', '/api/Arena/summary', {
      token: await admin(),
      query: { from, to: today },
    });
    const summary = arenaSummarySchema.parse(answer.data.obj);
    expect(summary.matches).toBeGreaterThan(10);
    expect(summary.byDifficulty.every((d) => d.matches > 0)).toBe(true);
    expect(summary.ratings.count).toBeGreaterThan(5);
    expect(summary.comments.length).toBeGreaterThan(3);
  });

  test('admins only: 401 without a session, 403 for a family', async () => {
    expect((await call('GET', '/api/Arena/summary')).status).toBe(401);
    const refused = await call('GET', '/api/Arena/summary', { token: await family() });
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({
      flag: false,
      msg: 'Você não tem permissão para acessar este recurso.',
    });
  });

  test('a date that is not one, or a period that ends before it starts, is a 422', async () => {
    const token = await admin();
    const bad = await call('GET', '/api/Arena/summary', { token, query: { from: 'ontem' } });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({ from: 'Data inválida.' });
    const noSuchDay = await call('GET', '/api/Arena/summary', { token, query: { to: '2026-02-30' } });
    expect(noSuchDay.status).toBe(422);
    expect(noSuchDay.data.errors).toEqual({ to: 'Data inválida.' });
    const backwards = await call('GET', '/api/Arena/summary', {
      token,
      query: { from: '2026-10-05', to: '2026-10-01' },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.data.errors).toEqual({ to: 'A data final deve ser depois da inicial.' });
  });
});
