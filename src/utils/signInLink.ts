/**
 * A sign-in link that comes back to `returnTo` (an in-app path with its query) once signed in: the
 * login pages read `returnTo` and honour only in-app paths (src/guards/returnTo.ts).
 */
export function signInLink(loginPath: string, returnTo: string): string {
  return `${loginPath}?${new URLSearchParams({ returnTo }).toString()}`;
}

/**
 * `path` carrying the `returnTo` of the page it is linked from, so that moving between the sign-in
 * pages (login, the other login, register, code verification) still comes back to where it started.
 */
export function keepReturnTo(path: string, returnTo: string | null | undefined): string {
  if (!returnTo) return path;
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('returnTo', returnTo);
  return `${pathname}?${params.toString()}`;
}

/** The checkout's pages, public and signed-in (src/routes: /checkout/:id, /pages/checkout/…). */
const CHECKOUT_PREFIXES = ['/checkout/', '/pages/checkout/'];

/** Whether a sign-in will return to a checkout: a purchase is waiting for it. */
export function returnsToCheckout(returnTo: string | null | undefined): boolean {
  return returnTo != null && CHECKOUT_PREFIXES.some((prefix) => returnTo.startsWith(prefix));
}
