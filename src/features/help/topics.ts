/** Who a help page speaks to: each role has its own questions (SPEC.md §2: /<area>/ajuda). */
export type HelpAudience = 'client' | 'producer' | 'company' | 'admin';

/** How many questions each audience has in the catalogues (help.<audience>.<n>.q / .a, n from 1). */
export const HELP_TOPICS: Record<HelpAudience, readonly { n: number; group: string }[]> = {
  client: [
    { n: 1, group: 'tickets' },
    { n: 2, group: 'tickets' },
    { n: 3, group: 'payments' },
    { n: 4, group: 'payments' },
    { n: 5, group: 'children' },
    { n: 6, group: 'children' },
    { n: 7, group: 'account' },
  ],
  producer: [
    { n: 1, group: 'events' },
    { n: 2, group: 'events' },
    { n: 3, group: 'sales' },
    { n: 4, group: 'sales' },
    { n: 5, group: 'checkin' },
    { n: 6, group: 'money' },
    { n: 7, group: 'money' },
  ],
  company: [
    { n: 1, group: 'attendance' },
    { n: 2, group: 'attendance' },
    { n: 3, group: 'students' },
    { n: 4, group: 'students' },
    { n: 5, group: 'calendar' },
    { n: 6, group: 'families' },
    { n: 7, group: 'money' },
  ],
  admin: [
    { n: 1, group: 'users' },
    { n: 2, group: 'users' },
    { n: 3, group: 'moderation' },
    { n: 4, group: 'missions' },
    { n: 5, group: 'missions' },
    { n: 6, group: 'money' },
    { n: 7, group: 'money' },
  ],
};

/** Lower case without accents, so "inscricao" finds "inscrição". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** True when every word of the query appears in the text (accent- and case-insensitive). */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  const haystack = normalizeForSearch(text);
  return words.every((word) => haystack.includes(word));
}
