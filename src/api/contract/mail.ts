import { z, type ZodMiniType } from 'zod/mini';
import { e, type Endpoint } from './common';
import { envelopeSchema } from './envelope';

/**
 * The school secretary's mailbox (SPEC.md §3 "Template demo state" mail, §7 "Mail (template)"). The spec
 * fixes the paths and bodies of list, filter, setImportant, setStarred and setRead; the answers, and the
 * companion calls for writing, drafts, moving and deleting (send, saveDraft, move, delete), are designed
 * here in the same style. `unreadCount` is always the number of unread mails in the inbox.
 */

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 20_000;
export const MAIL_RECIPIENTS_MAX = 50;

export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export const mailFolderSchema = z.enum(MAIL_FOLDERS);
export type MailFolder = z.infer<typeof mailFolderSchema>;

export const MAIL_LABELS = ['escola', 'eventos', 'financeiro', 'familias'] as const;
export const mailLabelSchema = z.enum(MAIL_LABELS);
export type MailLabel = z.infer<typeof mailLabelSchema>;

/** What `POST /api/mails/filter` can ask for: a folder, the starred or important mails, or a label. */
export const MAIL_FILTERS = ['all', ...MAIL_FOLDERS, 'starred', 'important', ...MAIL_LABELS] as const;
export const mailFilterSchema = z.enum(MAIL_FILTERS);
export type MailFilter = z.infer<typeof mailFilterSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(64));
/** One e-mail address (the message id is the form's and the server's text for a wrong one). */
export const mailAddressSchema = z
  .email('mail.validation.address')
  .check(z.maxLength(254, 'mail.validation.address'));
const recipients = z
  .array(mailAddressSchema)
  .check(z.maxLength(MAIL_RECIPIENTS_MAX, 'mail.validation.tooMany'));

export const mailPersonSchema = z.object({
  name: z.string().check(z.maxLength(120)),
  email: z.string().check(z.maxLength(254)),
});
export type MailPerson = z.infer<typeof mailPersonSchema>;

export const mailSchema = z.object({
  id,
  folder: mailFolderSchema,
  from: mailPersonSchema,
  to: z.array(z.string().check(z.maxLength(254))),
  cc: z.array(z.string().check(z.maxLength(254))),
  bcc: z.array(z.string().check(z.maxLength(254))),
  subject: z.string().check(z.maxLength(MAIL_SUBJECT_MAX)),
  /** Markdown; shown as sanitized HTML. */
  body: z.string().check(z.maxLength(MAIL_BODY_MAX)),
  /** When it was sent or received (a draft: last saved), ISO date-time. */
  sentAt: z.string(),
  read: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  labels: z.array(mailLabelSchema),
  /** Names of attached files (shown, not downloadable in the demo). */
  attachments: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(10)),
});
export type Mail = z.infer<typeof mailSchema>;

/** The mailbox as the mock server keeps it. */
export interface MailTable {
  mails: Mail[];
}

// Bodies (SPEC.md §7, field for field; the designed ones in the same style).
export const mailFilterBody = z.object({ filter: mailFilterSchema });
export const mailIdBody = z.object({ id });
const subject = z.string().check(z.trim(), z.maxLength(MAIL_SUBJECT_MAX, 'mail.validation.subjectTooLong'));
const body = z.string().check(z.maxLength(MAIL_BODY_MAX, 'mail.validation.bodyTooLong'));
export const sendMailBody = z.object({
  to: recipients.check(z.minLength(1, 'mail.validation.toRequired')),
  cc: recipients,
  bcc: recipients,
  subject: subject.check(z.minLength(1, 'mail.validation.subjectRequired')),
  body: body.check(z.refine((text) => text.trim() !== '', 'mail.validation.bodyRequired')),
  /** The draft this mail was written from: it leaves Drafts once sent. */
  draftId: z.nullable(id),
});
export const saveDraftBody = z.object({
  /** The draft being saved again, or null for a new one. */
  id: z.nullable(id),
  to: recipients,
  cc: recipients,
  bcc: recipients,
  subject,
  body,
});
export const moveMailBody = z.object({ id, folder: mailFolderSchema });
export type SendMailBody = z.infer<typeof sendMailBody>;
export type SaveDraftBody = z.infer<typeof saveDraftBody>;
export type MoveMailBody = z.infer<typeof moveMailBody>;

const answer = <T extends Record<string, ZodMiniType>>(fields: T) =>
  z.extend(envelopeSchema, { flag: z.literal(true), ...fields });
const unreadCount = z.int().check(z.nonnegative());

export const mailResponses = {
  list: answer({ mails: z.array(mailSchema), unreadCount }),
  mail: answer({ mail: mailSchema, unreadCount }),
  deleted: answer({ id, unreadCount }),
} as const;

const MAILS = '/api/mails';
const post = (
  path: string,
  summary: string,
  bodySchema: ZodMiniType,
  response: ZodMiniType,
  source: 'spec' | 'design',
) =>
  e({
    method: 'POST',
    path: `${MAILS}/${path}`,
    summary,
    access: 'signedIn',
    body: bodySchema,
    response,
    source,
  });

const r = mailResponses;

export const mailEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: `${MAILS}/list`,
    summary: 'The whole mailbox (every folder, newest first) and the inbox’s unread count',
    access: 'signedIn',
    response: r.list,
    source: 'spec',
  }),
  post(
    'filter',
    'The mails of one view, newest first: a folder, starred, important or a label (those leave out spam and trash), or all; answers mails and unreadCount',
    mailFilterBody,
    r.list,
    'spec',
  ),
  post(
    'setImportant',
    'Toggle a mail’s important mark; answers the mail and unreadCount',
    mailIdBody,
    r.mail,
    'spec',
  ),
  post('setStarred', 'Toggle a mail’s star; answers the mail and unreadCount', mailIdBody, r.mail, 'spec'),
  post(
    'setRead',
    'Toggle a mail between read and unread (the app opens an unread mail with it); answers the mail and unreadCount',
    mailIdBody,
    r.mail,
    'spec',
  ),
  post(
    'send',
    'Designed (the spec has no sending): send a mail, saved to Sent (its draft, if any, leaves Drafts); answers the mail and unreadCount',
    sendMailBody,
    r.mail,
    'design',
  ),
  post(
    'saveDraft',
    'Designed: save a new draft (id null) or an existing one again; answers the draft and unreadCount',
    saveDraftBody,
    r.mail,
    'design',
  ),
  post(
    'move',
    'Designed: move a mail to another folder (trash, spam, or back: the inbox, which puts the mailbox’s own sent mails back in Sent); answers the mail and unreadCount',
    moveMailBody,
    r.mail,
    'design',
  ),
  post(
    'delete',
    'Designed: delete a mail for good (only from the trash); answers its id and unreadCount',
    mailIdBody,
    r.deleted,
    'design',
  ),
];

/** Whether a mail belongs to a view (what `filter` means): starred, important and labels leave out spam and trash. */
export function inMailView(mail: Mail, filter: MailFilter): boolean {
  if (filter === 'all') return true;
  if ((MAIL_FOLDERS as readonly string[]).includes(filter)) return mail.folder === filter;
  if (mail.folder === 'spam' || mail.folder === 'trash') return false;
  if (filter === 'starred') return mail.starred;
  if (filter === 'important') return mail.important;
  return mail.labels.includes(filter as MailLabel);
}

/** The inbox's unread mails (the `unreadCount` of every answer). */
export const unreadInbox = (mails: readonly Mail[]): number =>
  mails.filter((m) => m.folder === 'inbox' && !m.read).length;
