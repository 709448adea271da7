import { chatFilterBody, chatInsertBody, type ChatContact } from '@/api/contract/chat';
import type { ChatMessage, Conversation } from '@/api/contract/domain';
import type { DbUser, Tables } from '../db/types';
import { fail, HttpError, ok, paginate, route } from '../http';
import { DIACRITICS, fold, need, searchOf } from './shared';

const CONTACTS_LIMIT = 50;
const THREAD_LIMIT = 200;
/** The demo's other side answers a little after the next poll, so new messages can be seen arriving. */
export const AUTO_REPLY_DELAY_MS = 6000;
const FAMILY_REPLIES = [
  'Obrigada pelo aviso! 😊',
  'Combinado. Qualquer coisa me avisem, por favor.',
  'Perfeito, vou conferir aqui em casa e retorno.',
  'Pode deixar, obrigado pela atenção!',
  'Entendi. Amanhã estaremos aí no horário.',
];
const TEACHER_REPLIES = [
  'Recebido, obrigado!',
  'Vou verificar com a turma e já te respondo.',
  'Certo, anotei para a próxima aula.',
];
const SCHOOL_REPLIES = ['Olá! Recebemos sua mensagem e já vamos verificar.', 'Obrigada, anotado!'];

/** Control characters have no place in a chat message (line breaks and tabs stay). */
// eslint-disable-next-line no-control-regex
const stripControl = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');

/** Who the caller may talk to: a school its families and teachers; a family its children's schools. */
function contactsOf(user: DbUser, t: Tables): ChatContact[] {
  if (user.role === '4' && user.schoolId) {
    const families = new Map<string, ChatContact>();
    for (const s of t.students) {
      if (s.schoolId !== user.schoolId || s.status !== 'active') continue;
      for (const g of s.guardians) {
        if (!g.userId) continue;
        const contact = families.get(g.userId) ?? {
          id: g.userId,
          name: g.name,
          kind: 'family' as const,
          studentNames: [],
          subjects: [],
          avatarUrl: null,
        };
        contact.studentNames.push(s.name);
        families.set(g.userId, contact);
      }
    }
    const teachers = t.teachers
      .filter((tc) => tc.schoolId === user.schoolId && tc.active)
      .map((tc): ChatContact => ({
        id: tc.id,
        name: tc.name,
        kind: 'teacher',
        studentNames: [],
        subjects: tc.subjects,
        avatarUrl: null,
      }));
    return [...families.values(), ...teachers];
  }
  if (user.role === '2') {
    const bySchool = new Map<string, ChatContact>();
    for (const s of t.students) {
      if (!s.guardians.some((g) => g.userId === user.id)) continue;
      const school = t.schools.find((sc) => sc.id === s.schoolId);
      if (!school) continue;
      const contact = bySchool.get(school.ownerId) ?? {
        id: school.ownerId,
        name: school.name,
        kind: 'school' as const,
        studentNames: [],
        subjects: [],
        avatarUrl: school.logoUrl,
      };
      contact.studentNames.push(s.name);
      bySchool.set(school.ownerId, contact);
    }
    return [...bySchool.values()];
  }
  return [];
}

/** The other side of a conversation, also when they are no longer a contact (a teacher who left). */
function describe(id: string, contacts: ChatContact[], t: Tables): ChatContact {
  const contact = contacts.find((c) => c.id === id);
  if (contact) return contact;
  const teacher = t.teachers.find((tc) => tc.id === id);
  const other = t.users.find((u) => u.id === id);
  return {
    id,
    name: teacher?.name ?? other?.name ?? 'Contato removido',
    kind: teacher ? 'teacher' : other?.role === '4' ? 'school' : 'family',
    studentNames: [],
    subjects: teacher?.subjects ?? [],
    avatarUrl: other?.url_perfil ?? null,
  };
}

/** The conversations between two people, latest first (older data may hold more than one per pair). */
function conversationsWith(t: Tables, userId: string, peerId: string): Conversation[] {
  return t.conversations
    .filter((c) => c.participantIds.includes(userId) && c.participantIds.includes(peerId))
    .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
}

/** Messages already "delivered" (the demo's replies wait in the table with a future time), oldest first. */
function visibleMessages(t: Tables, conversationIds: readonly string[], now: string): ChatMessage[] {
  const ids = new Set(conversationIds);
  return t.messages
    .filter((m) => ids.has(m.conversationId) && m.at <= now)
    .sort((a, b) => a.at.localeCompare(b.at));
}

function peerOf(conversation: Conversation, userId: string): string {
  return conversation.participantIds.find((p) => p !== userId) ?? userId;
}

/** The demo's other side answers a few seconds later; a burst of messages gets one answer. */
function scheduleReply(t: Tables, conversation: Conversation, peer: ChatContact) {
  const now = Date.now();
  const pending = t.messages.some(
    (m) => m.conversationId === conversation.id && m.fromId === peer.id && Date.parse(m.at) > now,
  );
  if (pending) return;
  const replies =
    peer.kind === 'teacher' ? TEACHER_REPLIES : peer.kind === 'school' ? SCHOOL_REPLIES : FAMILY_REPLIES;
  const answered = t.messages.filter(
    (m) => m.conversationId === conversation.id && m.fromId === peer.id,
  ).length;
  const text = replies[answered % replies.length] ?? 'Obrigado!';
  t.messages.push({
    id: `${conversation.id}-r${now.toString(36)}`,
    conversationId: conversation.id,
    fromId: peer.id,
    text,
    at: new Date(now + AUTO_REPLY_DELAY_MS).toISOString(),
    readAt: null,
  });
}

let sequence = 0;

/** Chat (SPEC.md §7 chat calls plus the conversation list and read marks). */
export const chatHandlers = [
  route(need('GET', '/api/chat/users'), ({ query, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const search = searchOf(query, DIACRITICS);
    const kind = query.get('kind');
    const matches = contactsOf(user, t)
      .filter(
        (c) =>
          (!kind || c.kind === kind) &&
          (!search ||
            fold(c.name, DIACRITICS).includes(search) ||
            c.studentNames.some((n) => fold(n, DIACRITICS).includes(search)) ||
            c.subjects.some((s) => fold(s, DIACRITICS).includes(search))),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    return ok({ users: matches.slice(0, CONTACTS_LIMIT), total: matches.length });
  }),

  route(need('POST', '/api/chat/filter'), chatFilterBody, ({ body, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const contacts = contactsOf(user, t);
    const conversations = conversationsWith(t, user.id, body.user);
    if (conversations.length === 0 && !contacts.some((c) => c.id === body.user))
      return fail(404, 'Contato não encontrado.');
    const messages = visibleMessages(
      t,
      conversations.map((c) => c.id),
      new Date().toISOString(),
    );
    return ok({
      lst: messages.slice(-THREAD_LIMIT),
      total: messages.length,
      peer: describe(body.user, contacts, t),
      conversationId: conversations[0]?.id ?? null,
    });
  }),

  route(need('POST', '/api/chat/insert'), chatInsertBody, ({ body, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const contacts = contactsOf(user, t);
    const peer = contacts.find((c) => c.id === body.chat.to);
    let conversation = conversationsWith(t, user.id, body.chat.to)[0];
    if (!conversation && !peer) throw new HttpError(404, 'Contato não encontrado.');
    const text = stripControl(body.chat.text).trim();
    if (!text) throw new HttpError(422, 'Escreva uma mensagem.', { text: 'Escreva uma mensagem.' });
    const now = new Date().toISOString();
    if (!conversation) {
      const schoolId =
        user.role === '4'
          ? (user.schoolId ?? '')
          : (t.schools.find((s) => s.ownerId === body.chat.to)?.id ?? '');
      sequence += 1;
      conversation = {
        id: `conv-${Date.now().toString(36)}-${sequence}`,
        schoolId,
        participantIds: [user.id, body.chat.to],
        title: peer?.name ?? '',
        lastMessageAt: now,
      };
      t.conversations.push(conversation);
    }
    sequence += 1;
    const message: ChatMessage = {
      id: `msg-${Date.now().toString(36)}-${sequence}`,
      conversationId: conversation.id,
      fromId: user.id,
      text,
      at: now,
      readAt: null,
    };
    t.messages.push(message);
    conversation.lastMessageAt = now;
    scheduleReply(t, conversation, describe(body.chat.to, contacts, t));
    return ok({ obj: message }, 'Mensagem enviada.');
  }),

  route(need('GET', '/api/Conversation/all'), ({ query, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const now = new Date().toISOString();
    const search = searchOf(query, DIACRITICS);
    const contacts = contactsOf(user, t);
    let unreadTotal = 0;
    // One line per person, even where older data holds several conversations with them.
    const byPeer = new Map<string, Conversation[]>();
    for (const c of t.conversations) {
      if (!c.participantIds.includes(user.id)) continue;
      const peerId = peerOf(c, user.id);
      byPeer.set(peerId, [...(byPeer.get(peerId) ?? []), c]);
    }
    const summaries = [...byPeer.entries()]
      .flatMap(([peerId, group]) => {
        const messages = visibleMessages(
          t,
          group.map((c) => c.id),
          now,
        );
        const last = messages.at(-1);
        const latest = group.find((c) => c.id === last?.conversationId) ?? group[0];
        if (!last || !latest) return [];
        const unread = messages.filter((m) => m.fromId !== user.id && m.readAt == null).length;
        unreadTotal += unread;
        const peer = describe(peerId, contacts, t);
        return [
          {
            ...latest,
            lastMessageAt: last.at,
            peer,
            lastMessage: { text: last.text, fromId: last.fromId, at: last.at },
            unread,
          },
        ];
      })
      .filter(
        (s) =>
          !search ||
          fold(s.peer.name, DIACRITICS).includes(search) ||
          s.peer.studentNames.some((n) => fold(n, DIACRITICS).includes(search)) ||
          fold(s.lastMessage.text, DIACRITICS).includes(search),
      )
      .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
    return ok({ ...paginate(summaries, query), unreadTotal });
  }),

  route(need('POST', '/api/Conversation/read/:id'), ({ params, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const conversation = t.conversations.find(
      (c) => c.id === params.id && c.participantIds.includes(user.id),
    );
    if (!conversation) return fail(404, 'Conversa não encontrada.');
    const now = new Date().toISOString();
    const ids = new Set(conversationsWith(t, user.id, peerOf(conversation, user.id)).map((c) => c.id));
    let updated = 0;
    for (const m of t.messages) {
      if (ids.has(m.conversationId) && m.fromId !== user.id && m.readAt == null && m.at <= now) {
        m.readAt = now;
        updated += 1;
      }
    }
    return ok({ updated });
  }),
];
