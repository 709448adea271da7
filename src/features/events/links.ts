import type { Event } from '@/api/contract/domain';
import { venueStreetLine } from '@/utils/venue';

type Venue = NonNullable<Event['venue']>;

/** One line for a venue: name, street and number, district, city - state. */
export function venueAddress(venue: Venue): string {
  return [venue.name, venueStreetLine(venue), venue.district, `${venue.city} - ${venue.state}`]
    .filter((part) => part?.trim())
    .join(', ');
}

/** Google Maps search for a place (the documented "Maps URLs" form, no API key needed). */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
