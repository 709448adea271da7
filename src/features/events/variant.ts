/**
 * The catalogue and the event page exist twice: public, in the minimal layout, and for signed-in
 * users inside the main layout. Small page wrappers pass which one, and links stay on the same side.
 */
export type PageVariant = 'public' | 'member';

export function catalogPath(variant: PageVariant): string {
  return variant === 'public' ? '/eventos' : '/pages/eventos';
}

export function eventPath(variant: PageVariant, eventId: string): string {
  return `${catalogPath(variant)}/${encodeURIComponent(eventId)}`;
}

export function checkoutPath(variant: PageVariant, eventId: string): string {
  return variant === 'public'
    ? `/checkout/${encodeURIComponent(eventId)}`
    : `/pages/checkout/checkout-evento?${new URLSearchParams({ evento: eventId }).toString()}`;
}

/** Shared links always point at the public page, which anyone can open. */
export function publicEventUrl(origin: string, eventId: string): string {
  return `${origin}/eventos/${encodeURIComponent(eventId)}`;
}

export function schoolPath(schoolId: string): string {
  return `/escolas/${encodeURIComponent(schoolId)}`;
}
