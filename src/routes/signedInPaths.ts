/**
 * Where signed-in pages live (src/routes/areas.ts). Only a path under one of these waits for the
 * signed-in route table, which the router loads when first needed (src/app/router.tsx); a public page
 * with a parameter (/eventos/:id), which the router also offers for discovery, does not. The build
 * preloads that table beside the entry on a visit to one of these paths (vite.config.ts).
 * src/routes/signedInPaths.test.ts checks that every signed-in route and redirect starts with one of them.
 */
export const SIGNED_IN_PREFIXES = [
  '/admin',
  '/apps',
  '/cliente',
  '/dashboard',
  '/data-grid',
  '/empresa',
  '/forms',
  '/pages',
  '/produtor',
  '/sample-page',
  '/tables',
  '/widget',
] as const;

/** The same test as a regular expression source, for the page's head script (no app code runs there yet). */
export const SIGNED_IN_PATH_PATTERN = `^(${SIGNED_IN_PREFIXES.join('|')})(/|$)`;

const SIGNED_IN_PATH = new RegExp(SIGNED_IN_PATH_PATTERN);

export function maySignedInPageBeAt(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return SIGNED_IN_PATH.test(pathname);
}
