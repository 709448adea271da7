import { inMailView, type Mail, type MailFilter, type MailLabel } from '@/api/contract/mail';

/** The views of the mailbox in the order the menu shows them, with their slug in the URL (?pasta=…). */
export const MAIL_VIEWS = [
  { filter: 'inbox', slug: 'entrada' },
  { filter: 'starred', slug: 'favoritos' },
  { filter: 'important', slug: 'importantes' },
  { filter: 'sent', slug: 'enviados' },
  { filter: 'drafts', slug: 'rascunhos' },
  { filter: 'spam', slug: 'spam' },
  { filter: 'trash', slug: 'lixeira' },
] as const satisfies readonly { filter: MailFilter; slug: string }[];

export const MAIL_LABEL_VIEWS = [
  { filter: 'escola', slug: 'escola', color: 'primary' },
  { filter: 'eventos', slug: 'eventos', color: 'secondary' },
  { filter: 'financeiro', slug: 'financeiro', color: 'success' },
  { filter: 'familias', slug: 'familias', color: 'warning' },
] as const satisfies readonly { filter: MailLabel; slug: string; color: string }[];

export type MailView = MailFilter;
export const PAGE_SIZE = 10;

/** The view a `?pasta=` slug names (the inbox for none or an unknown one). */
export function viewOfSlug(slug: string): MailView {
  return [...MAIL_VIEWS, ...MAIL_LABEL_VIEWS].find((v) => v.slug === slug)?.filter ?? 'inbox';
}

export function slugOfView(view: MailView): string {
  return [...MAIL_VIEWS, ...MAIL_LABEL_VIEWS].find((v) => v.filter === view)?.slug ?? 'entrada';
}

export const labelColor = (label: MailLabel) =>
  MAIL_LABEL_VIEWS.find((v) => v.filter === label)?.color ?? 'primary';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The mails of a view that match a search (sender, recipients, subject, body; accents and case ignored). */
export function mailsOf(mails: readonly Mail[], view: MailView, search: string): Mail[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return mails.filter((mail) => {
    if (!inMailView(mail, view)) return false;
    if (words.length === 0) return true;
    const text = fold(
      [mail.from.name, mail.from.email, ...mail.to, ...mail.cc, mail.subject, mail.body].join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}

/** What the menu counts beside a view: unread mails (drafts: how many there are). */
export function countOf(mails: readonly Mail[], view: MailView): number {
  const inView = mails.filter((m) => inMailView(m, view));
  return view === 'drafts' ? inView.length : inView.filter((m) => !m.read).length;
}

/** The first words of a body, without markdown marks, for the list. */
export function snippetOf(body: string): string {
  return body
    .replace(/[#*_>`-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 140);
}
