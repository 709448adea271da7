import type { z } from 'zod/mini';
import { api } from '@/api/api';
import {
  chatThreadResponse,
  chatUsersResponse,
  conversationListResponse,
  type ChatContact,
} from '@/api/contract/chat';
import type { ChatMessage } from '@/api/contract/domain';
import { chatMessageSchema } from '@/api/contract/domain';
import { envelopeSchema, objEnvelope } from '@/api/contract/envelope';

type ChatThreadAnswer = z.infer<typeof chatThreadResponse>;
/** A thread as cached: a message sent from this page keeps the key it had while sending (`clientKey`). */
export interface ChatThread {
  lst: (ChatMessage & { clientKey?: string })[];
  total?: number;
  peer: ChatContact;
  conversationId: string | null;
}
export type ConversationList = z.infer<typeof conversationListResponse>;

export interface ChatUsersArgs {
  search?: string;
  kind?: ChatContact['kind'];
}

export interface SendChatArgs {
  to: string;
  text: string;
  /** Made once per message: a retry after a failure or a timeout sends it once. */
  clientId: string;
}

const messageAnswer = objEnvelope(chatMessageSchema);

/** Chat (SPEC.md §7 chat/users, chat/filter, chat/insert; conversation list and read marks designed). */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatUsers: build.query<ChatContact[], ChatUsersArgs>({
      query: ({ search, kind }) => ({
        url: '/api/chat/users',
        params: { search: search || undefined, kind },
        schema: chatUsersResponse,
        fallbackId: 'errors.chat.getChatUsers',
      }),
      transformResponse: (response: z.infer<typeof chatUsersResponse>) => response.users,
    }),
    getConversations: build.query<ConversationList, { search?: string }>({
      query: ({ search }) => ({
        url: '/api/Conversation/all',
        params: { search: search || undefined, pageSize: 200 },
        schema: conversationListResponse,
        fallbackId: 'errors.chat.getConversations',
      }),
      providesTags: [{ type: 'Chat', id: 'CONVERSATIONS' }],
    }),
    getChatThread: build.query<ChatThread, string>({
      query: (peerId) => ({
        url: '/api/chat/filter',
        method: 'POST',
        data: { user: peerId },
        schema: chatThreadResponse,
        fallbackId: 'errors.chat.getChatThread',
      }),
      transformResponse: (response: ChatThreadAnswer): ChatThread => ({
        lst: response.lst,
        total: response.total,
        peer: response.peer,
        conversationId: response.conversationId,
      }),
      providesTags: (_result, _error, peerId) => [{ type: 'Chat', id: `thread-${peerId}` }],
    }),
    sendChatMessage: build.mutation<ChatMessage, SendChatArgs>({
      query: ({ to, text, clientId }) => ({
        url: '/api/chat/insert',
        method: 'POST',
        data: { chat: { to, text } },
        idempotencyKey: clientId,
        schema: messageAnswer,
        fallbackId: 'errors.chat.sendChatMessage',
      }),
      transformResponse: (response: z.infer<typeof messageAnswer>) => response.obj,
      // The sent message joins its thread at once, in place of its "sending" copy; the list re-sorts.
      async onQueryStarted({ to, clientId }, { dispatch, queryFulfilled }) {
        try {
          const { data: message } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('getChatThread', to, (thread) => {
              if (!thread.lst.some((m) => m.id === message.id))
                thread.lst.push({ ...message, clientKey: clientId });
              thread.conversationId = message.conversationId;
            }),
          );
        } catch {
          // The page keeps the failed message with a retry.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Chat', id: 'CONVERSATIONS' }]),
    }),
    markConversationRead: build.mutation<null, { conversationId: string }>({
      query: ({ conversationId }) => ({
        url: `/api/Conversation/read/${encodeURIComponent(conversationId)}`,
        method: 'POST',
        schema: envelopeSchema,
      }),
      transformResponse: () => null,
      // The badge clears at once; the next poll confirms it.
      onQueryStarted({ conversationId }, lifecycle) {
        const { dispatch } = lifecycle;
        for (const { endpointName, originalArgs } of chatApi.util.selectInvalidatedBy(lifecycle.getState(), [
          { type: 'Chat', id: 'CONVERSATIONS' },
        ])) {
          if (endpointName !== 'getConversations') continue;
          dispatch(
            chatApi.util.updateQueryData('getConversations', originalArgs as { search?: string }, (list) => {
              const found = list.lst.find((c) => c.id === conversationId);
              if (!found) return;
              list.unreadTotal = Math.max(0, list.unreadTotal - found.unread);
              found.unread = 0;
            }),
          );
        }
      },
    }),
  }),
});

export const {
  useGetChatUsersQuery,
  useGetConversationsQuery,
  useGetChatThreadQuery,
  useSendChatMessageMutation,
  useMarkConversationReadMutation,
} = chatApi;
