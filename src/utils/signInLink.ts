/**
 * A sign-in link that comes back to `returnTo` (an in-app path with its query) once signed in: the
 * login pages read `returnTo` and honour only in-app paths (src/guards/returnTo.ts).
 */
export function signInLink(loginPath: string, returnTo: string): string {
  return `${loginPath}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** The checkout's pages, public and signed-in (src/routes: /checkout/:id, /pages/checkout/…). */
const CHECKOUT_PREFIXES = ['/checkout/', '/pages/checkout/'];

/** Whether a sign-in will return to a checkout: a purchase is waiting for it. */
export function returnsToCheckout(returnTo: string | null | undefined): boolean {
  return returnTo != null && CHECKOUT_PREFIXES.some((prefix) => returnTo.startsWith(prefix));
}
