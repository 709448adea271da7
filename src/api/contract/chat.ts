import { z } from 'zod';
import { e, listQuery, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

/** Longest message the chat takes. */
export const CHAT_TEXT_MAX = 2000;

/**
 * Someone the signed-in user can talk to: a family (guardian), a teacher, a school, an event producer, or
 * someone of the Lumi team.
 */
export const chatContactSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  kind: z.enum(['family', 'teacher', 'school', 'producer', 'team']),
  /** A family's children at the school (names), so the secretary knows who is who. */
  studentNames: z.array(z.string()),
  /** A teacher's subjects. */
  subjects: z.array(z.string()),
  avatarUrl: z.string().nullable(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/** A conversation as the list shows it: the other side, the last message and how many are unread. */
export const conversationSummarySchema = d.conversationSchema.extend({
  peer: chatContactSchema,
  lastMessage: z.object({ text: z.string(), fromId: z.string(), at: z.string() }).nullable(),
  unread: z.number().int().nonnegative(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const chatInsertBody = z.object({
  chat: z.object({
    /** The other side's id (a user or a teacher). */
    to: z.string().min(1),
    text: z
      .string()
      .trim()
      .min(1, 'chat.validation.text.required')
      .max(CHAT_TEXT_MAX, 'chat.validation.text.max'),
  }),
});
export type ChatInsertBody = z.infer<typeof chatInsertBody>;

export const chatFilterBody = z.object({
  /** The other side's id: the thread with this person. */
  user: z.string().min(1),
});

/** A contact as the list shows it: the last message with them and how many of theirs are unread. */
export const chatContactListItemSchema = chatContactSchema.extend({
  lastMessage: z.object({ text: z.string(), fromId: z.string(), at: z.string() }).nullable(),
  unread: z.number().int().nonnegative(),
});
export type ChatContactListItem = z.infer<typeof chatContactListItemSchema>;

export const chatUsersResponse = envelopeSchema.extend({
  flag: z.literal(true),
  users: z.array(chatContactListItemSchema),
  total: z.number().int().nonnegative(),
});

export const chatUserDetailsBody = z.object({
  /** The contact's id, as GET /api/chat/users gives it. */
  id: z.string().min(1),
});

/** One contact's details for the side panel: who they are and how else to reach them. */
export const chatContactDetailsSchema = chatContactSchema.extend({
  /** Where they are: the school's or the producer's city, a family's children's school. */
  place: z.string().nullable(),
  about: z.string().nullable(),
  email: z.string().nullable(),
  /** Digits only, with the country code (55…), so it makes tel: and WhatsApp links. */
  phone: z.string().nullable(),
  /** A page of theirs on Lumi (a school's public page), when there is one. */
  pageUrl: z.string().nullable(),
});
export type ChatContactDetails = z.infer<typeof chatContactDetailsSchema>;

export const chatUserDetailsResponse = envelopeSchema.extend({
  flag: z.literal(true),
  user: chatContactDetailsSchema,
});
export const chatThreadResponse = listEnvelope(d.chatMessageSchema).extend({
  peer: chatContactSchema,
  /** Null until the first message is sent. */
  conversationId: z.string().nullable(),
});
export const conversationListResponse = listEnvelope(conversationSummarySchema).extend({
  /** Unread messages over all conversations (for badges). */
  unreadTotal: z.number().int().nonnegative(),
});

/** Chat between schools, families and teachers (SPEC.md §7 chat calls and designed companions). */
export const chatEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/chat/users',
    summary:
      'People the caller can talk to, with the last message and unread count (a school: its families and teachers; a family: its children’s schools and teachers; a producer: its buyers and the Lumi team; an admin: schools and producers; anyone else: the Lumi team); optional search and kind, at most 50',
    access: 'signedIn',
    query: z.object({ search: z.string().optional(), kind: chatContactSchema.shape.kind.optional() }),
    response: chatUsersResponse,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/chat/users/id',
    summary: 'One contact’s details (who they are, where, how else to reach them); 404 when not a contact',
    access: 'signedIn',
    body: chatUserDetailsBody,
    response: chatUserDetailsResponse,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/chat/filter',
    summary:
      'Messages of the conversation with one person (oldest first, the last 200), and who they are; what they sent is marked read',
    access: 'signedIn',
    body: chatFilterBody,
    response: chatThreadResponse,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/chat/insert',
    summary:
      'Send a message (starts the conversation when there is none); the Idempotency-Key makes a retry send it once',
    access: 'signedIn',
    idempotent: true,
    body: chatInsertBody,
    response: objEnvelope(d.chatMessageSchema),
    source: 'spec',
  }),
  e({
    method: 'GET',
    path: '/api/Conversation/all',
    summary: 'Conversations of the caller, latest first, with unread counts; search by name or text',
    access: 'signedIn',
    query: listQuery,
    response: conversationListResponse,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Conversation/read/:id',
    summary: 'Mark the messages the other side sent in a conversation as read',
    access: 'signedIn',
    response: envelopeSchema,
    source: 'design',
  }),
];
