import type { IntlShape } from 'react-intl';
import {
  mailAddressSchema,
  MAIL_BODY_MAX,
  MAIL_RECIPIENTS_MAX,
  MAIL_SUBJECT_MAX,
  type Mail,
  type SendMailBody,
} from '@/api/contract/mail';

/** What the compose form holds: addresses as typed (separated by commas, semicolons or spaces). */
export interface ComposeValues {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
}

export interface ComposeStart {
  values: ComposeValues;
  /** The draft being continued, if any. */
  draftId: string | null;
  kind: 'new' | 'reply' | 'forward' | 'draft';
}

export type ComposeField = keyof ComposeValues;
/** A field's error: a message id and its values. */
export type ComposeErrors = Partial<
  Record<ComposeField, { id: string; values?: Record<string, string | number> }>
>;

export const EMPTY_COMPOSE: ComposeValues = { to: '', cc: '', bcc: '', subject: '', body: '' };

export const splitAddresses = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);

function addressError(text: string, required: boolean): ComposeErrors[ComposeField] {
  const addresses = splitAddresses(text);
  if (addresses.length === 0) return required ? { id: 'mail.validation.toRequired' } : undefined;
  if (addresses.length > MAIL_RECIPIENTS_MAX)
    return { id: 'mail.validation.tooMany', values: { max: MAIL_RECIPIENTS_MAX } };
  const wrong = addresses.find((a) => !mailAddressSchema.safeParse(a).success);
  return wrong ? { id: 'mail.validation.addressNamed', values: { address: wrong } } : undefined;
}

/** The form's errors before sending (a draft only needs its addresses, if any, to be right). */
export function composeErrors(values: ComposeValues, sending: boolean): ComposeErrors {
  const errors: ComposeErrors = {};
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const error = addressError(values[field], sending && field === 'to');
    if (error) errors[field] = error;
  }
  const subject = values.subject.trim();
  if (sending && !subject) errors.subject = { id: 'mail.validation.subjectRequired' };
  // A draft keeps the same limit: the text is never cut, the user shortens it.
  if (subject.length > MAIL_SUBJECT_MAX)
    errors.subject = {
      id: 'validation.text.tooLong',
      values: { max: MAIL_SUBJECT_MAX, count: subject.length },
    };
  if (sending && !values.body.trim()) errors.body = { id: 'mail.validation.bodyRequired' };
  if (values.body.length > MAIL_BODY_MAX)
    errors.body = {
      id: 'validation.text.tooLong',
      values: { max: MAIL_BODY_MAX, count: values.body.length },
    };
  return errors;
}

export function bodyOfForm(values: ComposeValues, draftId: string | null): SendMailBody {
  return {
    to: splitAddresses(values.to),
    cc: splitAddresses(values.cc),
    bcc: splitAddresses(values.bcc),
    subject: values.subject.trim(),
    body: values.body,
    draftId,
  };
}

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

const withPrefix = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

type Intl = Pick<IntlShape, 'formatMessage' | 'formatDate'>;

/** A reply to the sender, the original quoted under the cursor's place. */
export function replyTo(intl: Intl, mail: Mail): ComposeStart {
  const when = intl.formatDate(mail.sentAt, { dateStyle: 'short', timeStyle: 'short' });
  const header = intl.formatMessage({ id: 'mail.reply.quoteHeader' }, { date: when, name: mail.from.name });
  return {
    kind: 'reply',
    draftId: null,
    values: {
      ...EMPTY_COMPOSE,
      to: mail.from.email,
      subject: withPrefix(intl.formatMessage({ id: 'mail.reply.prefix' }), mail.subject),
      body: `\n\n${header}\n${quote(mail.body)}`,
    },
  };
}

/** The mail passed on: its header and text under a line, the recipients left to fill. */
export function forwardOf(intl: Intl, mail: Mail): ComposeStart {
  const when = intl.formatDate(mail.sentAt, { dateStyle: 'short', timeStyle: 'short' });
  const header = intl.formatMessage(
    { id: 'mail.forward.header' },
    { name: mail.from.name, email: mail.from.email, date: when, subject: mail.subject },
  );
  return {
    kind: 'forward',
    draftId: null,
    values: {
      ...EMPTY_COMPOSE,
      subject: withPrefix(intl.formatMessage({ id: 'mail.forward.prefix' }), mail.subject),
      body: `\n\n${header}\n\n${mail.body}`,
    },
  };
}

export function continueDraft(mail: Mail): ComposeStart {
  return {
    kind: 'draft',
    draftId: mail.id,
    values: {
      to: mail.to.join(', '),
      cc: mail.cc.join(', '),
      bcc: mail.bcc.join(', '),
      subject: mail.subject,
      body: mail.body,
    },
  };
}
