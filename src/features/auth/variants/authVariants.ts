/**
 * The template's three presentations of the sign-in pages (SPEC.md §2: /pages/login/login1..3 and the
 * like): the same pages as /login, /register… in a centred card (1), beside an illustration (2) or on a
 * full-bleed background (3). The path says which; the route table and the pages' links both read it here.
 */
export const AUTH_VARIANTS = [1, 2, 3] as const;
export type AuthVariant = (typeof AUTH_VARIANTS)[number];

export const AUTH_VARIANT_KINDS = [
  'login',
  'register',
  'forgot-password',
  'check-mail',
  'reset-password',
  'code-verification',
] as const;
export type AuthVariantKind = (typeof AUTH_VARIANT_KINDS)[number];

export function authVariantPath(kind: AuthVariantKind, variant: AuthVariant): string {
  return `/pages/${kind}/${kind}${String(variant)}`;
}

const VARIANT_PATH = /^\/pages\/([a-z-]+)\/\1([1-3])\/?$/;

/** The presentation a path shows, or null on the plain sign-in pages. */
export function variantOfPath(pathname: string): AuthVariant | null {
  const match = VARIANT_PATH.exec(pathname);
  if (!match || !AUTH_VARIANT_KINDS.some((kind) => kind === match[1])) return null;
  return AUTH_VARIANTS.find((variant) => String(variant) === match[2]) ?? null;
}

/** The plain sign-in page a link names, as the kind of page it is in the presentations. */
function kindOf(pathname: string): AuthVariantKind | undefined {
  // Both audiences' sign-in pages have one presentation: the login form.
  if (pathname === '/login-clientes') return 'login';
  return AUTH_VARIANT_KINDS.find((kind) => pathname === `/${kind}`);
}

/**
 * Where a sign-in page's link (`/register?role=2`, `/check-mail`) goes in a presentation: the same page
 * in the same presentation, query kept. Other links, and every link on the plain pages, stay as written.
 */
export function inVariant(to: string, variant: AuthVariant | null): string {
  if (variant === null) return to;
  const at = to.search(/[?#]/);
  const pathname = at < 0 ? to : to.slice(0, at);
  const kind = kindOf(pathname);
  return kind ? `${authVariantPath(kind, variant)}${at < 0 ? '' : to.slice(at)}` : to;
}
