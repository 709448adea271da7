import type { PersonKind, PersonStatus } from '@/api/contract/user';

/** Lower case without accents: "natalia" finds "Natália". */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR');

/** Each kind of person its own theme colour, so families, teachers, staff and producers tell apart at a glance. */
export const KIND_COLOUR: Record<PersonKind, 'success' | 'secondary' | 'primary' | 'warning'> = {
  family: 'success',
  teacher: 'secondary',
  staff: 'primary',
  producer: 'warning',
};

export const STATUS_COLOUR: Record<PersonStatus, 'success' | 'warning' | 'default'> = {
  online: 'success',
  away: 'warning',
  offline: 'default',
};

/** A phone link with Brazil's country code. */
export const phoneHref = (phone: string) => `tel:+55${phone}`;

/** "Escola Aurora · São Paulo, SP": where someone works and lives, whichever they have. */
export const placeLine = (organisation: string, city: string, state: string) =>
  [organisation, `${city}, ${state}`].filter(Boolean).join(' · ');
