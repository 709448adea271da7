import type { IntlShape } from 'react-intl';
import { venueStreetLine } from '@/utils/venue';

/**
 * A category's name as the public catalogue writes it (`events.category.<id>`), so producers pick
 * the words families will filter by; an id without a name shows as is.
 */
export function categoryName(intl: IntlShape, category: string): string {
  const id = `events.category.${category}`;
  return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : category;
}

const AGE_KEYS: Record<string, string> = {
  Livre: 'free',
  '10 anos': '10',
  '12 anos': '12',
  '14 anos': '14',
  '16 anos': '16',
  '18 anos': '18',
};

/** Age ratings are stored as the Brazilian rating writes them; other languages get their own words. */
export function ageRatingLabel(intl: IntlShape, rating: string): string {
  const key = AGE_KEYS[rating];
  return key ? intl.formatMessage({ id: `producer.ageRating.${key}` }) : rating;
}

/** Where the signed-in seller's list of events lives (schools have their own area). */
export function myEventsPath(role: string | undefined): string {
  return role === '4' ? '/empresa/meus-eventos' : '/produtor/meus-eventos';
}

/** Weekday, date and time, as producers and families read an event's date. */
export const EVENT_WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** "sáb., 14 de jun. de 2026, 19:00 – 22:00" (one date when it starts and ends the same day). */
export function eventWhen(intl: IntlShape, startsAt: string | Date, endsAt: string | Date): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start)
    return intl.formatDate(start, EVENT_WHEN);
  return intl.formatDateTimeRange(start, end, EVENT_WHEN);
}

/** "Teatro Municipal · Rua X, 10 · Centro · São Paulo - SP" */
export function venueText(venue: {
  name: string;
  street?: string;
  number?: string;
  address?: string;
  district?: string;
  city: string;
  state: string;
}): string {
  return [venue.name, venueStreetLine(venue), venue.district, `${venue.city} - ${venue.state}`]
    .filter(Boolean)
    .join(' · ');
}
