import { api } from '@/api/api';
import { envelopeSchema } from '@/api/contract/envelope';
import type { WhitelistJoinBody } from '@/api/contract/whitelist';

/** The public waiting list (DESIGN.md §4: Whitelist/join). */
export const whitelistApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWhitelist: build.mutation<{ msg: string }, WhitelistJoinBody>({
      query: (body) => ({
        url: '/api/Whitelist/join',
        method: 'POST',
        data: body,
        schema: envelopeSchema,
      }),
      transformResponse: (response: { msg: string }) => ({ msg: response.msg }),
    }),
  }),
});

export const { useJoinWhitelistMutation } = whitelistApi;
