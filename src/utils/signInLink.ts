/**
 * A sign-in link that comes back to `returnTo` (an in-app path with its query) once signed in: the
 * login pages read `returnTo` and honour only in-app paths (src/guards/returnTo.ts).
 */
export function signInLink(loginPath: string, returnTo: string): string {
  return `${loginPath}?${new URLSearchParams({ returnTo }).toString()}`;
}
