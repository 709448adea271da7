import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIN_LAYOUT_MESSAGES } from '@/app/router';
import { CATALOGUE_UNITS, type CatalogueUnit } from '@/i18n/catalogue';
import { guardedAreas } from '@/routes/areas';
import { authRoutes } from '@/routes/auth';
import { publicRoutes, templateRoutes } from '@/routes/public';
import type { PageRoute, RouteInfo } from '@/routes/types';
import { catalogueUnits, idPrefixes, idsReachableFrom, rel, ROOT, type IdUse } from './messageGraph';

// The check that keeps "messages travel with their pages" true: every id a page (with everything it
// imports, lazy parts included) can show is in boot, its layout's units or the units its route names.

const units = catalogueUnits('pt-BR');
const allIds = new Set([...units.values()].flatMap((ids) => [...ids]));
const unitOf = new Map([...units].flatMap(([unit, ids]) => [...ids].map((id) => [id, unit] as const)));

const sourcesIn = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(join(ROOT, dir, file), 'utf8'))
    .join('\n');
const routeSources = sourcesIn('src/routes');
/** The signed-in areas' page modules by route id (src/routes/pages/<area>.ts). */
const areaPageSources = sourcesIn('src/routes/pages');

/** `id: () => import('@/x')`, or `id: name` with `const name: PageModule = () => import('@/x')`. */
function areaPageModule(id: string): string | undefined {
  const entry = new RegExp(`^\\s*${id}: (?:\\(\\) => import\\('@/([^']+)'\\)|(\\w+)),$`, 'm').exec(
    areaPageSources,
  );
  if (entry?.[1]) return entry[1];
  const named = entry?.[2];
  return named
    ? new RegExp(`^const ${named}: PageModule = \\(\\) => import\\('@/([^']+)'\\);$`, 'm').exec(
        areaPageSources,
      )?.[1]
    : undefined;
}

type AnyRoute = RouteInfo & Partial<Pick<PageRoute, 'page'>>;

/**
 * The page module a route loads, read from the route table's source. A route generated from a table (the
 * sign-in presentations) loads the page of the written route it shares its loader with.
 */
function pageModule(route: AnyRoute): string {
  const written = (r: AnyRoute) => routeSources.includes(`id: '${r.id}'`);
  if (!written(route)) {
    const source = allRoutes.find((r) => r.page !== undefined && r.page === route.page && written(r));
    if (source) return pageModule(source);
  }
  const at = routeSources.indexOf(`id: '${route.id}'`);
  const match =
    at < 0 ? null : /^id: '[^']+',[^{}]*?page: \(\) => import\('@\/([^']+)'\)/.exec(routeSources.slice(at));
  const module = match?.[1] ?? areaPageModule(route.id);
  if (!module) throw new Error(`Cannot find the page module of route ${route.id}`);
  return `src/${module}.tsx`;
}

const LAYOUTS = [
  'src/layouts/MainLayout/MainLayout.tsx',
  'src/layouts/MinimalLayout.tsx',
  'src/layouts/AuthTransition.tsx',
  'src/mocks/DevPanel.tsx',
];
// The mock server is not UI: the demo tools panel shows its own texts, not the handlers'.
const MOCK_SERVER = ['src/mocks/browser.ts', 'src/mocks/handlers.ts', 'src/mocks/db/database.ts'];

const minimalRoutes = [...publicRoutes, ...templateRoutes, ...authRoutes];
const mainRoutes = guardedAreas.flatMap((area) => area.routes);
const allRoutes: AnyRoute[] = [...minimalRoutes, ...mainRoutes];
const pages = [...minimalRoutes, ...mainRoutes].map(pageModule);
const stopAll = new Set([...pages, ...LAYOUTS, ...MOCK_SERVER].map((p) => join(ROOT, p)));

/**
 * A call's own error text (`errors.<area>.<call>` in src/api/endpoints) lives in its area's unit. A page
 * of another area that makes the call need not load that whole unit: when the id is not loaded,
 * apiErrorText shows the generic text of the error's kind (boot unit) instead.
 */
const optionalErrorText = (use: IdUse) =>
  rel(use.file).startsWith('src/api/endpoints/') && use.id.startsWith('errors.');

/** Ids reachable from `entry` that none of `loaded` holds, as "file: id" lines. */
function missing(entry: string, loaded: readonly CatalogueUnit[]): string[] {
  const stopAt = new Set([...stopAll].filter((file) => file !== join(ROOT, entry)));
  const have = new Set<string>([...loaded, ...lazyUnitsOf(entry)]);
  const inLoaded = (use: IdUse) =>
    use.prefix
      ? [...allIds].some((id) => id.startsWith(use.id) && have.has(unitOf.get(id) as CatalogueUnit))
      : have.has(unitOf.get(use.id) as CatalogueUnit);
  const lines = idsReachableFrom([entry], allIds, stopAt)
    .filter((use) => !inLoaded(use) && !optionalErrorText(use))
    .map((use) => `${rel(use.file)}: ${use.id}${use.prefix ? '…' : ''} (in ${unitsOf(use).join(', ')})`);
  return [...new Set(lines)].sort();
}

/**
 * Units a page loads itself for a lazy part (`useCatalogueUnits(['arena'])` in the page module, which
 * holds the part back until they are there).
 */
function lazyUnitsOf(entry: string): string[] {
  const text = readFileSync(join(ROOT, entry), 'utf8');
  return [...text.matchAll(/useCatalogueUnits\(\[([^\]]*)\]\)/g)].flatMap(([, list]) =>
    [...(list ?? '').matchAll(/'([^']+)'/g)].map(([, unit]) => unit ?? ''),
  );
}

function unitsOf(use: IdUse): string[] {
  const ids = use.prefix ? [...allIds].filter((id) => id.startsWith(use.id)) : [use.id];
  return [...new Set(ids.map((id) => unitOf.get(id) ?? '?'))];
}

describe('route catalogues: a page shows only ids its route loads', () => {
  it('the catalogue units in code are the files of every locale', () => {
    for (const locale of ['pt-BR', 'en', 'es', 'fr']) {
      const files = readdirSync(join(ROOT, 'src/i18n/messages', locale))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      expect(files, locale).toEqual([...CATALOGUE_UNITS].sort());
    }
  });

  it('the sign-in presentations frame their pages with the auth unit only', () => {
    expect(missing('src/features/auth/variants/AuthVariantLayout.tsx', ['boot', 'auth'])).toEqual([]);
  });

  it('boot (everything main.tsx imports up front) needs only the boot unit', () => {
    expect(missing('src/main.tsx', ['boot'])).toEqual([]);
    expect(missing('src/layouts/MinimalLayout.tsx', ['boot'])).toEqual([]);
    expect(missing('src/layouts/AuthTransition.tsx', ['boot'])).toEqual([]);
  });

  it('the signed-in shell needs only boot and its own units', () => {
    expect(missing('src/layouts/MainLayout/MainLayout.tsx', ['boot', ...MAIN_LAYOUT_MESSAGES])).toEqual([]);
  });

  it('the demo tools load their own unit', () => {
    expect(missing('src/mocks/DevPanel.tsx', ['boot', 'devtools'])).toEqual([]);
  });

  it.each(minimalRoutes.map((r) => [r.path, r] as const))('public %s', (_path, route) => {
    expect(missing(pageModule(route), ['boot', ...(route.messages ?? [])])).toEqual([]);
  });

  it.each(mainRoutes.map((r) => [r.path, r] as const))('signed-in %s', (_path, route) => {
    const loaded: CatalogueUnit[] = ['boot', ...MAIN_LAYOUT_MESSAGES, ...(route.messages ?? [])];
    expect(missing(pageModule(route), loaded)).toEqual([]);
  });

  it('the check sees ids used as literals, built at run time and inside contract schemas', () => {
    // Guards the checker itself: if it stopped finding ids, every route above would pass vacuously.
    const prefixes = idPrefixes(allIds);
    expect(prefixes.has('events.category.')).toBe(true);
    const studentsPage = idsReachableFrom(['src/features/students/pages/StudentsPage.tsx'], allIds, stopAll);
    expect(studentsPage.some((u) => u.id.startsWith('students.'))).toBe(true);
    expect(studentsPage.some((u) => rel(u.file).startsWith('src/api/contract/'))).toBe(true);
    expect(missing('src/features/students/pages/StudentsPage.tsx', ['boot'])).not.toEqual([]);
  });
});
