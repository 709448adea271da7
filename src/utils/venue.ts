/** The address fields of a venue, as the API sends them or as the producer's form holds them. */
export interface VenueAddressFields {
  street?: string;
  number?: string;
  /** "Street, number", derived by the API from the two; the only line older venues have. */
  address?: string;
}

/**
 * A venue's street line, "Rua das Flores, 120": its street and number when it has them, else the
 * address line. Every view of a venue (event page, calendar file, ticket, producer's pages) reads it
 * here, so one event never shows two addresses.
 */
export function venueStreetLine(venue: VenueAddressFields): string {
  const street = venue.street?.trim();
  if (street) {
    const number = venue.number?.trim();
    return number ? `${street}, ${number}` : street;
  }
  return venue.address?.trim() ?? '';
}
