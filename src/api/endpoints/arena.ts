import { api } from '@/api/api';
import {
  arenaSummarySchema,
  type ArenaFeedbackBody,
  type ArenaMatchBody,
  type ArenaSummary,
} from '@/api/contract/arena';
import { envelopeSchema, objEnvelope } from '@/api/contract/envelope';

const summaryAnswer = objEnvelope(arenaSummarySchema);

export interface ArenaSummaryArgs {
  /** ISO dates (yyyy-mm-dd), inclusive; omitted for all time. */
  from?: string;
  to?: string;
}

/** The playtest arena (DESIGN.md §9): match results, the survey, and the admin's figures. */
export const arenaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `key` makes a result sent twice (from the offline queue) count once. */
    recordArenaMatch: build.mutation<{ msg: string }, { body: ArenaMatchBody; key: string }>({
      query: ({ body, key }) => ({
        url: '/api/Arena/match',
        method: 'POST',
        data: body,
        schema: envelopeSchema,
        idempotencyKey: key,
        fallbackId: 'errors.arena.recordMatch',
      }),
      transformResponse: (response: { msg: string }) => ({ msg: response.msg }),
    }),
    /** `clientId` names this browser for the mock's rate limit (5 surveys a minute). */
    sendArenaFeedback: build.mutation<{ msg: string }, { body: ArenaFeedbackBody; clientId: string }>({
      query: ({ body, clientId }) => ({
        url: '/api/Arena/feedback',
        method: 'POST',
        data: body,
        headers: { 'X-Client-Id': clientId },
        schema: envelopeSchema,
        fallbackId: 'errors.arena.sendFeedback',
      }),
      transformResponse: (response: { msg: string }) => ({ msg: response.msg }),
    }),
    getArenaSummary: build.query<ArenaSummary, ArenaSummaryArgs>({
      query: ({ from, to }) => ({
        url: '/api/Arena/summary',
        params: { from, to },
        schema: summaryAnswer,
        fallbackId: 'errors.arena.getSummary',
      }),
      transformResponse: (response: { obj: ArenaSummary }) => response.obj,
    }),
  }),
});

export const { useRecordArenaMatchMutation, useSendArenaFeedbackMutation, useGetArenaSummaryQuery } =
  arenaApi;
