import {
  chatFilterBody,
  chatInsertBody,
  chatUserDetailsBody,
  type ChatContact,
  type ChatContactDetails,
} from '@/api/contract/chat';
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
const PRODUCER_REPLIES = ['Oi! Obrigado pelo contato, já verifico o seu pedido.', 'Combinado, até o evento!'];
const TEAM_REPLIES = [
  'Olá! Aqui é a equipe Lumi. Recebemos sua mensagem e respondemos em breve.',
  'Anotado! Qualquer dúvida, é só chamar.',
];
const REPLIES: Record<ChatContact['kind'], readonly string[]> = {
  family: FAMILY_REPLIES,
  teacher: TEACHER_REPLIES,
  school: SCHOOL_REPLIES,
  producer: PRODUCER_REPLIES,
  team: TEAM_REPLIES,
};

const contact = (
  id: string,
  name: string,
  kind: ChatContact['kind'],
  extra: Partial<Pick<ChatContact, 'studentNames' | 'subjects' | 'avatarUrl'>> = {},
): ChatContact => ({ id, name, kind, studentNames: [], subjects: [], avatarUrl: null, ...extra });

/** The Lumi team (admin accounts): who producers and the other roles talk to. */
const lumiTeam = (user: DbUser, t: Tables) =>
  t.users
    .filter((u) => u.role === '0' && u.status === 'active' && u.id !== user.id)
    .map((u) => contact(u.id, u.name, 'team', { avatarUrl: u.url_perfil }));

/** Schools by their owner account (the id a conversation with a school uses). */
const schoolContact = (school: Tables['schools'][number]) =>
  contact(school.ownerId, school.name, 'school', { avatarUrl: school.logoUrl });

/** Control characters have no place in a chat message (line breaks and tabs stay). */
// eslint-disable-next-line no-control-regex
const stripControl = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');

/**
 * Who the caller may talk to: a school its families and teachers; a family its children's schools and
 * teachers; a producer the families who bought its tickets and the Lumi team; an admin the schools and
 * producers; anyone else the Lumi team.
 */
function contactsOf(user: DbUser, t: Tables): ChatContact[] {
  const role: string = user.role;
  if (role === '4' && user.schoolId) {
    const families = new Map<string, ChatContact>();
    for (const s of t.students) {
      if (s.schoolId !== user.schoolId || s.status !== 'active') continue;
      for (const g of s.guardians) {
        if (!g.userId) continue;
        const found = families.get(g.userId) ?? contact(g.userId, g.name, 'family');
        found.studentNames.push(s.name);
        families.set(g.userId, found);
      }
    }
    const teachers = t.teachers
      .filter((tc) => tc.schoolId === user.schoolId && tc.active)
      .map((tc) => contact(tc.id, tc.name, 'teacher', { subjects: tc.subjects }));
    return [...families.values(), ...teachers];
  }
  if (role === '2') {
    const bySchool = new Map<string, ChatContact>();
    const schoolIds = new Set<string>();
    for (const s of t.students) {
      if (!s.guardians.some((g) => g.userId === user.id)) continue;
      const school = t.schools.find((sc) => sc.id === s.schoolId);
      if (!school) continue;
      schoolIds.add(school.id);
      const found = bySchool.get(school.ownerId) ?? schoolContact(school);
      found.studentNames.push(s.name);
      bySchool.set(school.ownerId, found);
    }
    const teachers = t.teachers
      .filter((tc) => schoolIds.has(tc.schoolId) && tc.active)
      .map((tc) => contact(tc.id, tc.name, 'teacher', { subjects: tc.subjects }));
    return [...bySchool.values(), ...teachers];
  }
  if (role === '3') {
    const mine = new Set(t.events.filter((ev) => ev.ownerId === user.id).map((ev) => ev.id));
    const buyers = new Map<string, ChatContact>();
    for (const o of t.orders) {
      if (!mine.has(o.eventId) || o.status !== 'paid' || o.buyerId === user.id) continue;
      const buyer = t.users.find((u) => u.id === o.buyerId);
      if (!buyer) continue;
      const kind = buyer.role === '4' ? 'school' : 'family';
      buyers.set(buyer.id, contact(buyer.id, buyer.name, kind, { avatarUrl: buyer.url_perfil }));
    }
    return [...buyers.values(), ...lumiTeam(user, t)];
  }
  if (role === '0') {
    const producers = t.users
      .filter((u) => u.role === '3' && u.status === 'active')
      .map((u) => contact(u.id, u.name, 'producer', { avatarUrl: u.url_perfil }));
    return [...t.schools.map(schoolContact), ...producers, ...lumiTeam(user, t)];
  }
  return lumiTeam(user, t);
}

/** A contact's details for the side panel: where they are and how else to reach them. */
function detailsOf(found: ChatContact, t: Tables): ChatContactDetails {
  const digits = (phone: string | undefined) => {
    const only = (phone ?? '').replace(/\D/g, '');
    if (!only) return null;
    return only.startsWith('55') ? only : `55${only}`;
  };
  const account = t.users.find((u) => u.id === found.id);
  const base = { place: null, about: null, email: null, phone: null, pageUrl: null };
  if (found.kind === 'teacher') {
    const teacher = t.teachers.find((tc) => tc.id === found.id);
    const school = t.schools.find((sc) => sc.id === teacher?.schoolId);
    return {
      ...found,
      ...base,
      place: school?.name ?? null,
      email: teacher?.email ?? null,
      phone: digits(teacher?.phone),
    };
  }
  if (found.kind === 'school') {
    const school = t.schools.find((sc) => sc.ownerId === found.id);
    return {
      ...found,
      ...base,
      place: school ? `${school.address.city} – ${school.address.state}` : null,
      about: school?.about || null,
      email: account?.email_address ?? null,
      phone: digits(account?.login_cell),
      pageUrl: school ? `/escolas/${school.id}` : null,
    };
  }
  if (found.kind === 'family') {
    const guardian = t.students.flatMap((s) => s.guardians).find((g) => g.userId === found.id);
    const schools = new Set(
      t.students
        .filter((s) => s.guardians.some((g) => g.userId === found.id))
        .map((s) => t.schools.find((sc) => sc.id === s.schoolId)?.name)
        .filter((name): name is string => !!name),
    );
    return {
      ...found,
      ...base,
      place: [...schools].join(', ') || null,
      email: guardian?.email ?? account?.email_address ?? null,
      phone: digits(guardian?.phone ?? account?.login_cell),
    };
  }
  return {
    ...found,
    ...base,
    place: found.kind === 'team' ? 'Lumi' : null,
    email: account?.email_address ?? null,
    phone: found.kind === 'team' ? null : digits(account?.login_cell),
  };
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
    kind: teacher
      ? 'teacher'
      : other?.role === '4'
        ? 'school'
        : other?.role === '3'
          ? 'producer'
          : other?.role === '0'
            ? 'team'
            : 'family',
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
  const replies = REPLIES[peer.kind];
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
    const now = new Date().toISOString();
    const matches = contactsOf(user, t)
      .filter(
        (c) =>
          (!kind || c.kind === kind) &&
          (!search ||
            fold(c.name, DIACRITICS).includes(search) ||
            c.studentNames.some((n) => fold(n, DIACRITICS).includes(search)) ||
            c.subjects.some((s) => fold(s, DIACRITICS).includes(search))),
      )
      .map((c) => {
        const messages = visibleMessages(
          t,
          conversationsWith(t, user.id, c.id).map((conv) => conv.id),
          now,
        );
        const last = messages.at(-1);
        return {
          ...c,
          lastMessage: last ? { text: last.text, fromId: last.fromId, at: last.at } : null,
          unread: messages.filter((m) => m.fromId !== user.id && m.readAt == null).length,
        };
      })
      // The latest conversations first (so the first 50 hold them), then everyone else by name.
      .sort(
        (a, b) =>
          (b.lastMessage?.at ?? '').localeCompare(a.lastMessage?.at ?? '') ||
          a.name.localeCompare(b.name, 'pt-BR'),
      );
    return ok({ users: matches.slice(0, CONTACTS_LIMIT), total: matches.length });
  }),

  route(need('POST', '/api/chat/users/id'), chatUserDetailsBody, ({ body, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const contacts = contactsOf(user, t);
    const found =
      contacts.find((c) => c.id === body.id) ??
      (conversationsWith(t, user.id, body.id).length > 0 ? describe(body.id, contacts, t) : null);
    if (!found) return fail(404, 'Contato não encontrado.');
    return ok({ user: detailsOf(found, t) });
  }),

  route(need('POST', '/api/chat/filter'), chatFilterBody, ({ body, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const contacts = contactsOf(user, t);
    const conversations = conversationsWith(t, user.id, body.user);
    if (conversations.length === 0 && !contacts.some((c) => c.id === body.user))
      return fail(404, 'Contato não encontrado.');
    const now = new Date().toISOString();
    const messages = visibleMessages(
      t,
      conversations.map((c) => c.id),
      now,
    );
    // Reading the history reads what they sent.
    for (const m of messages) if (m.fromId !== user.id && m.readAt == null) m.readAt = now;
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
      // The school the conversation belongs to; conversations outside a school belong to Lumi.
      const schoolId =
        (user.role === '4' ? user.schoolId : null) ??
        t.schools.find((s) => s.ownerId === body.chat.to)?.id ??
        t.teachers.find((tc) => tc.id === body.chat.to)?.schoolId ??
        'lumi';
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
