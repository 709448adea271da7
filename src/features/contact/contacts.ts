import type { Contact } from '@/api/contract/contact';
import { onlyDigits } from '@/utils/br';

/** Lower case without accents: "joão" finds "João". */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR');

/**
 * Whether a contact answers a search: every word of it is in the name, e-mail, role or organisation
 * (accents and case aside); digits also match the phone however it is written ("3333-44" finds (11) 3333-4444).
 */
export function matches(contact: Contact, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold([contact.name, contact.email, contact.role, contact.organisation].join(' '));
  const phone = contact.phone;
  return words.every((word) => {
    if (text.includes(word)) return true;
    const digits = onlyDigits(word);
    return (
      digits.length >= 2 && digits.length === word.replace(/[\s().+-]/g, '').length && phone.includes(digits)
    );
  });
}

/** The letter a contact is filed under: the first letter of the name without its accent, else "#". */
export function letterOf(name: string): string {
  const first = fold(name.trim()).charAt(0).toLocaleUpperCase('pt-BR');
  return /^[A-Z]$/.test(first) ? first : '#';
}

export const LETTERS = [...Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)), '#'];

export interface LetterGroup {
  letter: string;
  contacts: Contact[];
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Contacts in A–Z groups, by name as a Brazilian reader sorts it ("#" last). */
export function groupByLetter(contacts: readonly Contact[]): LetterGroup[] {
  const groups = new Map<string, Contact[]>();
  for (const contact of [...contacts].sort((a, b) => collator.compare(a.name, b.name))) {
    const letter = letterOf(contact.name);
    groups.set(letter, [...(groups.get(letter) ?? []), contact]);
  }
  return LETTERS.flatMap((letter) => {
    const list = groups.get(letter);
    return list ? [{ letter, contacts: list }] : [];
  });
}

/** The element id of a letter's heading, for the index's jumps. */
export const letterAnchor = (letter: string) => `contact-letter-${letter === '#' ? 'other' : letter}`;

/** A phone link: the number with Brazil's country code. */
export const telHref = (phone: string) => `tel:+55${phone}`;

/** A line under the name: role and organisation, whichever the contact has. */
export const roleLine = (contact: Contact) =>
  [contact.role, contact.organisation].filter(Boolean).join(' · ');
