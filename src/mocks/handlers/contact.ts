import type { HttpHandler } from 'msw';
import { contactDeleteBody, contactModifyBody, type Contact } from '@/api/contract/contact';
import { seedContacts } from '../db/seedContact';
import type { Tables } from '../db/types';
import { HttpError, ok, route } from '../http';
import { collator, need } from './shared';

/** The address book, seeded on first use when stored demo data from before it has none. */
function contactsOf(t: Tables): Contact[] {
  t.contacts ??= seedContacts(t);
  return t.contacts;
}

const byName = (list: readonly Contact[]) => [...list].sort((a, b) => collator.compare(a.name, b.name));

/** The next free id: one past the highest number of the `ct-NNN` ids. */
function nextId(list: readonly Contact[]): string {
  const top = list.reduce((max, c) => Math.max(max, Number(/^ct-(\d+)$/.exec(c.id)?.[1] ?? 0)), 0);
  return `ct-${String(top + 1).padStart(3, '0')}`;
}

export const contactHandlers: HttpHandler[] = [
  route(need('GET', '/api/contact/list'), ({ t }) => ok({ contacts: byName(contactsOf(t)) })),

  route(need('POST', '/api/contact/modify'), contactModifyBody, ({ body, t }) => {
    const list = contactsOf(t);
    const { id, ...fields } = body.contact;
    let stored: Contact;
    if (id === undefined) {
      stored = { id: nextId(list), ...fields };
      list.push(stored);
    } else {
      const index = list.findIndex((c) => c.id === id);
      if (index < 0) throw new HttpError(404, 'Contato não encontrado.');
      stored = { id, ...fields };
      list[index] = stored;
    }
    return ok({ contacts: byName(list), contact: stored });
  }),

  route(need('POST', '/api/contact/delete'), contactDeleteBody, ({ body, t }) => {
    const list = contactsOf(t);
    const index = list.findIndex((c) => c.id === body.contactId);
    if (index < 0) throw new HttpError(404, 'Contato não encontrado.');
    list.splice(index, 1);
    return ok({ contacts: byName(list) });
  }),
];
