import type { Event } from '@/api/contract/domain';
import type { AttendeeOrder } from '@/api/contract/tickets';
import { venueStreetLine } from '@/utils/venue';

export const ORDER_STATUS: Record<
  AttendeeOrder['status'],
  { labelId: string; color: 'success' | 'warning' | 'error' | 'default' }
> = {
  paid: { labelId: 'tickets.order.paid', color: 'success' },
  pending: { labelId: 'tickets.order.pending', color: 'warning' },
  cancelled: { labelId: 'tickets.order.cancelled', color: 'error' },
  refunded: { labelId: 'tickets.order.refunded', color: 'default' },
};

/** "Teatro Municipal · Rua X, 10 · São Paulo/SP", or null for an online event. */
export function venueLine(event: Event): string | null {
  const venue = event.venue;
  if (!venue) return null;
  return [venue.name, venueStreetLine(venue), `${venue.city}/${venue.state}`].filter(Boolean).join(' · ');
}

export const EVENT_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
