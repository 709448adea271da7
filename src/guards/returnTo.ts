/** Only in-app paths are honoured as return paths, never another origin or a protocol-relative URL. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

// The pricing pages sell the family Premium plans: a guest signs in as a family to subscribe.
const CLIENT_PREFIXES = ['/cliente', '/pages/eventos', '/pages/checkout', '/pages/price', '/checkout'];

/** Families sign in at /login-clientes; everyone else at /login. */
export function loginPathFor(pathname: string): string {
  return CLIENT_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? '/login-clientes' : '/login';
}
