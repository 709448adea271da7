import type { IntlShape } from 'react-intl';
import type { Event } from '@/api/contract/domain';

/**
 * When an event starts, as every event card writes it: "sáb., 13 de dez. · 14:00". Pure formatting of
 * the event's own date (no "today" or relative words), so the server and the browser write the same.
 */
export function eventDateText(intl: IntlShape, startsAt: string | Date): string {
  const date = intl.formatDate(startsAt, { weekday: 'short', day: 'numeric', month: 'short' });
  const time = intl.formatTime(startsAt, { timeStyle: 'short' });
  return `${date} · ${time}`;
}

/** Where an event happens, as every event card writes it: "São Paulo, SP"; null when it is online. */
export function eventCityText(
  venue: Pick<NonNullable<Event['venue']>, 'city' | 'state'> | null,
): string | null {
  return venue ? `${venue.city}, ${venue.state}` : null;
}

/** Events in the order they happen, soonest first (a copy: the list it is given stays as it was). */
export function soonestFirst<T extends Pick<Event, 'startsAt'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
