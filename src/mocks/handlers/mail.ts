import type { HttpHandler } from 'msw';
import {
  inMailView,
  mailFilterBody,
  mailIdBody,
  moveMailBody,
  saveDraftBody,
  sendMailBody,
  unreadInbox,
  type Mail,
  type MailTable,
} from '@/api/contract/mail';
import { seedMail, SECRETARY } from '../db/seedMail';
import type { Tables } from '../db/types';
import { HttpError, ok, route } from '../http';
import { need } from './shared';

/** The mailbox, seeded on first use when stored demo data from before the mail app has none. */
function boxOf(t: Tables): MailTable {
  t.mail ??= seedMail(t);
  return t.mail;
}

function mailOf(t: Tables, id: string): Mail {
  const mail = boxOf(t).mails.find((m) => m.id === id);
  if (!mail) throw new HttpError(404, 'E-mail não encontrado.');
  return mail;
}

const newest = (mails: Mail[]) => [...mails].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
const answerMail = (t: Tables, mail: Mail) => ok({ mail, unreadCount: unreadInbox(boxOf(t).mails) });

/** A fresh id that no stored mail has. */
function nextId(t: Tables): string {
  const taken = new Set(boxOf(t).mails.map((m) => m.id));
  let n = boxOf(t).mails.length + 1;
  while (taken.has(`mail-${String(n).padStart(3, '0')}`)) n += 1;
  return `mail-${String(n).padStart(3, '0')}`;
}

function toggle(t: Tables, id: string, field: 'starred' | 'important' | 'read') {
  const mail = mailOf(t, id);
  mail[field] = !mail[field];
  return answerMail(t, mail);
}

const P = (path: string) => need('POST', `/api/mails/${path}`);

type Written = Pick<Mail, 'to' | 'cc' | 'bcc' | 'subject' | 'body'>;

/**
 * A mail the secretary wrote, stored in Sent or Drafts: a draft it continues (`draftId`) keeps its id
 * and marks, and leaves Drafts when sent.
 */
function saveWritten(t: Tables, written: Written, draftId: string | null, folder: 'sent' | 'drafts') {
  const box = boxOf(t);
  const draft = draftId === null ? null : mailOf(t, draftId);
  if (draft && draft.folder !== 'drafts') throw new HttpError(422, 'Este e-mail não é um rascunho.');
  const mail: Mail = {
    id: draft?.id ?? nextId(t),
    folder,
    from: SECRETARY,
    to: written.to,
    cc: written.cc,
    bcc: written.bcc,
    subject: written.subject,
    body: written.body,
    sentAt: new Date().toISOString(),
    read: true,
    starred: draft?.starred ?? false,
    important: draft?.important ?? false,
    labels: draft?.labels ?? [],
    attachments: [],
  };
  box.mails = [mail, ...box.mails.filter((m) => m.id !== mail.id)];
  return answerMail(t, mail);
}

export const mailHandlers: HttpHandler[] = [
  route(need('GET', '/api/mails/list'), ({ t }) => {
    const mails = newest(boxOf(t).mails);
    return ok({ mails, unreadCount: unreadInbox(mails) });
  }),
  route(P('filter'), mailFilterBody, ({ body, t }) => {
    const mails = boxOf(t).mails;
    return ok({
      mails: newest(mails.filter((m) => inMailView(m, body.filter))),
      unreadCount: unreadInbox(mails),
    });
  }),
  route(P('setImportant'), mailIdBody, ({ body, t }) => toggle(t, body.id, 'important')),
  route(P('setStarred'), mailIdBody, ({ body, t }) => toggle(t, body.id, 'starred')),
  route(P('setRead'), mailIdBody, ({ body, t }) => toggle(t, body.id, 'read')),
  route(P('send'), sendMailBody, ({ body, t }) => saveWritten(t, body, body.draftId, 'sent')),
  route(P('saveDraft'), saveDraftBody, ({ body, t }) => saveWritten(t, body, body.id, 'drafts')),
  route(P('move'), moveMailBody, ({ body, t }) => {
    const mail = mailOf(t, body.id);
    const own = mail.from.email === SECRETARY.email;
    if (body.folder === 'sent' && (!own || mail.folder === 'drafts'))
      throw new HttpError(422, 'Só e-mails enviados podem voltar para Enviados.');
    if (body.folder === 'drafts' && mail.folder !== 'drafts')
      throw new HttpError(422, 'Só rascunhos ficam em Rascunhos.');
    // The mailbox's own mails go back to Sent when restored, never to the inbox.
    mail.folder = body.folder === 'inbox' && own && mail.folder !== 'drafts' ? 'sent' : body.folder;
    return answerMail(t, mail);
  }),
  route(P('delete'), mailIdBody, ({ body, t }) => {
    const box = boxOf(t);
    const mail = mailOf(t, body.id);
    if (mail.folder !== 'trash')
      throw new HttpError(422, 'Só e-mails na lixeira podem ser excluídos de vez.');
    box.mails = box.mails.filter((m) => m.id !== mail.id);
    return ok({ id: mail.id, unreadCount: unreadInbox(box.mails) });
  }),
];
