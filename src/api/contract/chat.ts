import { z } from 'zod/mini';
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
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  kind: z.enum(['family', 'teacher', 'school', 'producer', 'team']),
  /** A family's children at the school (names), so the secretary knows who is who. */
  studentNames: z.array(z.string()),
  /** A teacher's subjects. */
  subjects: z.array(z.string()),
  avatarUrl: z.nullable(z.string()),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/** A conversation as the list shows it: the other side, the last message and how many are unread. */
export const conversationSummarySchema = z.extend(d.conversationSchema, {
  peer: chatContactSchema,
  lastMessage: z.nullable(z.object({ text: z.string(), fromId: z.string(), at: z.string() })),
  unread: z.int().check(z.nonnegative()),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const chatInsertBody = z.object({
  chat: z.object({
    /** The other side's id (a user or a teacher). */
    to: z.string().check(z.minLength(1)),
    text: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'chat.validation.text.required'),
        z.maxLength(CHAT_TEXT_MAX, 'chat.validation.text.max'),
      ),
  }),
});
export type ChatInsertBody = z.infer<typeof chatInsertBody>;

export const chatFilterBody = z.object({
  /** The other side's id: the thread with this person. */
  user: z.string().check(z.minLength(1)),
});

/** A contact as the list shows it: the last message with them and how many of theirs are unread. */
export const chatContactListItemSchema = z.extend(chatContactSchema, {
  lastMessage: z.nullable(z.object({ text: z.string(), fromId: z.string(), at: z.string() })),
  unread: z.int().check(z.nonnegative()),
});
export type ChatContactListItem = z.infer<typeof chatContactListItemSchema>;

export const chatUsersResponse = z.extend(envelopeSchema, {
  flag: z.literal(true),
  users: z.array(chatContactListItemSchema),
  total: z.int().check(z.nonnegative()),
});

export const chatUserDetailsBody = z.object({
  /** The contact's id, as GET /api/chat/users gives it. */
  id: z.string().check(z.minLength(1)),
});

/** One contact's details for the side panel: who they are and how else to reach them. */
export const chatContactDetailsSchema = z.extend(chatContactSchema, {
  /** Where they are: the school's or the producer's city, a family's children's school. */
  place: z.nullable(z.string()),
  about: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** Digits only, with the country code (55…), so it makes tel: and WhatsApp links. */
  phone: z.nullable(z.string()),
  /** A page of theirs on Lumi (a school's public page), when there is one. */
  pageUrl: z.nullable(z.string()),
});
export type ChatContactDetails = z.infer<typeof chatContactDetailsSchema>;

export const chatUserDetailsResponse = z.extend(envelopeSchema, {
  flag: z.literal(true),
  user: chatContactDetailsSchema,
});
export const chatThreadResponse = z.extend(listEnvelope(d.chatMessageSchema), {
  peer: chatContactSchema,
  /** Null until the first message is sent. */
  conversationId: z.nullable(z.string()),
});
export const conversationListResponse = z.extend(listEnvelope(conversationSummarySchema), {
  /** Unread messages over all conversations (for badges). */
  unreadTotal: z.int().check(z.nonnegative()),
});

/** Chat between schools, families and teachers (SPEC.md §7 chat calls and designed companions). */
export const chatEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/chat/users',
    summary:
      'People the caller can talk to, with the last message and unread count (a school: its families and teachers; a family: its children’s schools and teachers; a producer: its buyers and the Lumi team; an admin: schools and producers; anyone else: the Lumi team); optional search and kind, at most 50',
    access: 'signedIn',
    query: z.object({ search: z.optional(z.string()), kind: z.optional(chatContactSchema.shape.kind) }),
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
