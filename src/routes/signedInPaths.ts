/** The signed-in areas (src/routes/areas.ts); each has its page modules in src/routes/pages/<id>.ts. */
export type AreaId =
  | 'dashboard'
  | 'apps'
  | 'memberPages'
  | 'demos'
  | 'admin'
  | 'client'
  | 'producer'
  | 'company'
  | 'eventManagement';

/**
 * Where signed-in pages live, and which areas' page modules (src/routes/pages/<area>.ts) a path under
 * each prefix may need. Only a path under one of these waits for route discovery (src/app/router.tsx),
 * which loads those areas' modules when first needed; a public page with a parameter (/eventos/:id), which
 * the router also offers for discovery, does not. On a page load at one of these paths the build preloads
 * the prefix's area modules beside the entry (vite.config.ts).
 * src/routes/signedInPaths.test.ts checks that every signed-in route and redirect is under a prefix that
 * loads its area.
 */
export const SIGNED_IN_AREAS_AT: Readonly<Record<string, readonly AreaId[]>> = {
  '/admin': ['admin'],
  '/apps': ['apps'],
  '/cliente': ['client'],
  '/dashboard': ['dashboard'],
  '/data-grid': ['demos'],
  '/empresa': ['company'],
  '/forms': ['demos'],
  '/pages': ['memberPages'],
  // Event management (/produtor/eventos/…) is the producer's and the school's.
  '/produtor': ['producer', 'eventManagement'],
  '/sample-page': ['demos'],
  '/tables': ['demos'],
  '/widget': ['dashboard'],
};

/** The areas whose pages may be at `path` (none for a path outside the signed-in prefixes). */
export function signedInAreasAt(path: string): readonly AreaId[] {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const prefix = `/${pathname.split('/')[1] ?? ''}`;
  return Object.hasOwn(SIGNED_IN_AREAS_AT, prefix) ? (SIGNED_IN_AREAS_AT[prefix] ?? []) : [];
}
