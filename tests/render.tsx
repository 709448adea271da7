import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { buildRoutes, discoverSignedInRoutes } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import type { User } from '@/api/auth';
import { DemoToolsContext, type DemoTools } from '@/hooks/useDemoTools';
import { provideCatalogue, resetCatalogue, type CatalogueUnit } from '@/i18n/catalogue';
import type { Messages } from '@/i18n/locales';
import type { RootState } from '@/store/rootReducer';

// The pt-BR units as the app imports them (compiled to ICU ASTs by the build's message plugin).
const PT_BR_UNITS = import.meta.glob<Messages>('../src/i18n/messages/pt-BR/*.json', {
  eager: true,
  import: 'default',
});

/**
 * Starts a test in pt-BR with the boot messages only, as main.tsx does; with `everything`, every unit
 * is there at once (for a component rendered outside its route, which would load its own).
 */
export function startCatalogue({ everything }: { everything: boolean }) {
  resetCatalogue('pt');
  for (const [path, messages] of Object.entries(PT_BR_UNITS)) {
    const unit = /([^/]+)\.json$/.exec(path)?.[1] as CatalogueUnit;
    if (everything || unit === 'boot') provideCatalogue('pt', unit, messages);
  }
}

export const DEMO_USERS: Record<'admin' | 'client' | 'producer' | 'company' | 'other', User> = {
  admin: { id: 'u-admin', role: '0', name: 'Marina Admin', url_perfil: null },
  client: { id: 'u-client', role: '2', name: 'Carla Souza', url_perfil: null },
  producer: { id: 'u-producer', role: '3', name: 'Paulo Produtor', url_perfil: null },
  company: { id: 'u-company', role: '4', name: 'Escola Aurora', url_perfil: null },
  other: { id: 'u-other', role: '9', name: 'Visitante', url_perfil: null },
};

/** State of a signed-in session for `user`, or of a signed-out visitor. */
export function sessionState(user: User | null): Pick<RootState, 'session'> {
  return { session: { isInitialized: true, isLoggedIn: user != null, user } };
}

interface AppRenderOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Mock mode's demo tools, as main.tsx hands them to the app (absent: a build without the mock). */
  demoTools?: DemoTools;
  /** The route tree to render, whole (default: the app's own, its signed-in pages discovered as in the browser). */
  routes?: RouteObject[];
}

/**
 * Renders the whole app (real store, real route tree, msw handlers) at a route. Messages load as in the
 * browser: boot first, then each layout's and page's own units with their chunks, so a page that shows an
 * id its route does not load fails its test.
 */
export function renderApp({ route = '/', preloadedState, store, demoTools, routes }: AppRenderOptions = {}) {
  startCatalogue({ everything: false });
  const appStore = store ?? makeStore(preloadedState);
  // As in the browser: the signed-in pages join the route tree when a signed-in path is first visited.
  const router = createMemoryRouter(routes ?? buildRoutes(), {
    initialEntries: [route],
    patchRoutesOnNavigation: routes ? undefined : discoverSignedInRoutes(),
  });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders store={appStore}>
      <DemoToolsContext value={demoTools ?? null}>
        <RouterProvider router={router} />
      </DemoToolsContext>
    </AppProviders>,
  );
  return { ...utils, user, store: appStore, router };
}

/** Renders one component inside the app's providers (no router). */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store, ...options }: Omit<AppRenderOptions, 'demoTools' | 'routes'> & RenderOptions = {},
) {
  startCatalogue({ everything: true });
  const appStore = store ?? makeStore(preloadedState);
  const user = userEvent.setup();
  const utils = render(<AppProviders store={appStore}>{ui}</AppProviders>, options);
  return { ...utils, user, store: appStore };
}

/**
 * `findBy*` options for the first query after rendering a route: the first visit to a lazily loaded
 * layout or page transforms its modules, which can take longer than the default 1 s on a cold run.
 */
export const LAZY_LOAD = { timeout: 5000 } as const;

/**
 * A message catalogue as its source JSON (id -> ICU text). Read from disk because the build compiles
 * the imported JSON to ICU ASTs (vite.config.ts `precompileMessages`).
 */
export function catalogue(locale: 'pt-BR' | 'en' | 'es' | 'fr'): Record<string, string> {
  const dir = join(import.meta.dirname, '../src/i18n/messages', locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}

const PT_BR = catalogue('pt-BR');

/**
 * The pt-BR text of a message id, with simple `{argument}`s filled in: tests find what the user reads
 * without repeating copy that the catalogue owns (a renamed or removed id throws).
 */
export function t(id: string, values: Record<string, string | number> = {}): string {
  const message = PT_BR[id];
  if (message === undefined) throw new Error(`No pt-BR message '${id}'`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * Makes `matchMedia` answer as a screen `width` px wide (min-width / max-width queries, which is what
 * MUI's breakpoints produce), with a mouse, or with only a finger when `touch` (hover and pointer
 * queries, as src/hooks/useIsTouch asks). Undone by `vi.unstubAllGlobals()`.
 */
export function stubScreenWidth(width: number, { touch = false }: { touch?: boolean } = {}) {
  const pointer: Record<string, boolean> = { none: touch, hover: !touch, coarse: touch, fine: !touch };
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? width >= Number(px) : width <= Number(px),
    ) &&
    [...query.matchAll(/\((?:any-)?(?:hover|pointer):\s*(\w+)\)/g)].every(
      ([, value]) => pointer[value ?? ''] ?? false,
    );
  // A fixed screen never fires 'change'; MUI only reads `matches` and subscribes with addEventListener.
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      Object.assign(new EventTarget(), {
        matches: matches(query),
        media: query,
        onchange: null,
      }) as unknown as MediaQueryList,
  );
  // CSS breakpoints too (happy-dom applies @media rules against the window's width).
  const happyDOM = (window as unknown as { happyDOM?: { setViewport(size: { width: number }): void } })
    .happyDOM;
  happyDOM?.setViewport({ width });
}
