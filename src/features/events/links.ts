import type { Event } from '@/api/contract/domain';

type Venue = NonNullable<Event['venue']>;

/** One line for a venue: name, address, district, city - state. */
export function venueAddress(venue: Venue): string {
  return [venue.name, venue.address, venue.district, `${venue.city} - ${venue.state}`]
    .filter((part) => part?.trim())
    .join(', ');
}

/** Google Maps search for a place (the documented "Maps URLs" form, no API key needed). */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A link that users typed is followed only when it is plain http(s): never javascript: or data:. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
