import type { HttpHandler } from 'msw';
import {
  ARENA_DIFFICULTIES,
  arenaFeedbackBodySchema,
  arenaMatchBodySchema,
  FEEDBACK_PER_MINUTE,
  type ArenaFeedback,
  type ArenaMatch,
  type ArenaSummary,
} from '@/api/contract/arena';
import type { Tables } from '../db/types';
import { HttpError, ok, route } from '../http';
import { parseIsoDate } from '@/utils/localDate';
import { randomCode } from './payment';
import { need } from './shared';

/** The playtest arena (DESIGN.md §9): match results, the survey after a match, and the admin's figures. */

const MINUTE = 60_000;
const LATEST_COMMENTS = 20;
const TOO_MANY_SURVEYS = 'Você enviou muitas avaliações em pouco tempo. Tente de novo em um minuto.';
const UNKNOWN_CARD = 'O baralho tem cartas que não estão no catálogo.';

/** The arena's tables; stored demo data from before the arena has none, so they start empty. */
function matchesOf(t: Tables): ArenaMatch[] {
  return (t.arenaMatches ??= []);
}
function feedbackOf(t: Tables): ArenaFeedback[] {
  return (t.arenaFeedback ??= []);
}

/** Matches recorded per Idempotency-Key, so two requests racing with one key still record one match. */
const recordedByKey = new Map<string, string>();

/**
 * When each browser sent its recent surveys, per database: a reset of the demo data (and every test,
 * which starts from one) starts with no history.
 */
const surveysSent = new WeakMap<Tables, Map<string, number[]>>();

/** Counts a survey from `clientId` now, or refuses it when the last minute already holds the limit. */
function takeSurveySlot(t: Tables, clientId: string, now: number): void {
  let byClient = surveysSent.get(t);
  if (!byClient) {
    byClient = new Map();
    surveysSent.set(t, byClient);
  }
  const recent = (byClient.get(clientId) ?? []).filter((at) => now - at < MINUTE);
  if (recent.length >= FEEDBACK_PER_MINUTE) {
    byClient.set(clientId, recent);
    throw new HttpError(429, TOO_MANY_SURVEYS);
  }
  byClient.set(clientId, [...recent, now]);
}

/**
 * One end of the period as an instant: a YYYY-MM-DD is the start (or the end) of that local day, a full
 * ISO timestamp is itself; absent, the period is open on that side. A day that does not exist
 * (2026-02-30) is refused rather than rolled into the next month.
 */
function bound(query: URLSearchParams, field: 'from' | 'to'): number {
  const raw = query.get(field);
  if (!raw) return field === 'from' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  const day = parseIsoDate(raw);
  if (day && field === 'to') day.setHours(23, 59, 59, 999);
  const ms = day ? day.getTime() : /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Number.NaN : Date.parse(raw);
  if (Number.isNaN(ms)) throw new HttpError(422, 'Período inválido.', { [field]: 'Data inválida.' });
  return ms;
}

/** The figures of the matches played and the surveys sent between two instants (both inclusive). */
function arenaSummary(t: Tables, from: number, to: number): ArenaSummary {
  const within = (iso: string) => {
    const at = Date.parse(iso);
    return at >= from && at <= to;
  };
  const matches = matchesOf(t).filter((m) => within(m.playedAt));
  const surveys = feedbackOf(t).filter((f) => within(f.sentAt));

  const byDifficulty = ARENA_DIFFICULTIES.map((difficulty) => {
    const played = matches.filter((m) => m.difficulty === difficulty);
    const won = played.filter((m) => m.result === 'won').length;
    return { difficulty, matches: played.length, won, winRate: played.length ? won / played.length : null };
  });
  const distribution = [0, 0, 0, 0, 0];
  for (const survey of surveys) distribution[survey.rating - 1] = (distribution[survey.rating - 1] ?? 0) + 1;
  const ratingSum = surveys.reduce((sum, s) => sum + s.rating, 0);
  const comments = surveys
    .filter((s) => s.comment.trim() !== '')
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id))
    .slice(0, LATEST_COMMENTS)
    .map(({ id, rating, comment, sentAt, matchSeed }) => ({ id, rating, comment, sentAt, matchSeed }));

  return {
    matches: matches.length,
    byDifficulty,
    averageRounds: matches.length ? matches.reduce((sum, m) => sum + m.rounds, 0) / matches.length : null,
    ratings: {
      count: surveys.length,
      average: surveys.length ? ratingSum / surveys.length : null,
      distribution,
    },
    comments,
  };
}

export const arenaHandlers: HttpHandler[] = [
  route(need('POST', '/api/Arena/match'), arenaMatchBodySchema, ({ body, user, t, request }) => {
    if (!user) throw new HttpError(401, 'Entre na sua conta para continuar.');
    const matches = matchesOf(t);
    const keyId = `${user.id}:${request.headers.get('Idempotency-Key') ?? ''}`;
    const earlier = matches.find((m) => m.id === recordedByKey.get(keyId));
    if (earlier) return ok({}, 'Partida registrada.');

    const catalogue = new Set(t.cards.map((c) => c.id));
    if (body.deckCardIds.some((id) => !catalogue.has(id)))
      throw new HttpError(422, UNKNOWN_CARD, { deckCardIds: UNKNOWN_CARD });

    const match: ArenaMatch = {
      ...body,
      id: `am-${randomCode(10).toLowerCase()}`,
      userId: user.id,
      playedAt: new Date().toISOString(),
    };
    matches.push(match);
    recordedByKey.set(keyId, match.id);
    return ok({}, 'Partida registrada.');
  }),

  route(need('POST', '/api/Arena/feedback'), arenaFeedbackBodySchema, ({ body, user, t, request }) => {
    const now = Date.now();
    takeSurveySlot(t, request.headers.get('X-Client-Id')?.trim() || 'anonymous', now);
    feedbackOf(t).push({
      ...body,
      id: `af-${randomCode(10).toLowerCase()}`,
      userId: user?.id ?? null,
      sentAt: new Date(now).toISOString(),
    });
    return ok({}, 'Obrigado pela sua avaliação!');
  }),

  route(need('GET', '/api/Arena/summary'), ({ query, t }) => {
    const from = bound(query, 'from');
    const to = bound(query, 'to');
    if (from > to)
      throw new HttpError(422, 'A data final deve ser depois da inicial.', {
        to: 'A data final deve ser depois da inicial.',
      });
    return ok({ obj: arenaSummary(t, from, to) });
  }),
];
