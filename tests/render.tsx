import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { buildRoutes } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import type { User } from '@/api/auth';
import type { LoadedMessages } from '@/i18n/LocaleProvider';
import ptBR from '@/i18n/catalogues/pt-BR';
import type { RootState } from '@/store/rootReducer';

/** The pt-BR catalogue, as main.tsx loads it at boot. */
export const TEST_MESSAGES: LoadedMessages = { language: 'pt', messages: ptBR };

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
}

/** Renders the whole app (real store, real route tree, msw handlers) at a route. */
export function renderApp({ route = '/', preloadedState, store }: AppRenderOptions = {}) {
  const appStore = store ?? makeStore(preloadedState);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [route] });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders store={appStore} messages={TEST_MESSAGES}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, user, store: appStore, router };
}

/** Renders one component inside the app's providers (no router). */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store, ...options }: AppRenderOptions & RenderOptions = {},
) {
  const appStore = store ?? makeStore(preloadedState);
  const user = userEvent.setup();
  const utils = render(
    <AppProviders store={appStore} messages={TEST_MESSAGES}>
      {ui}
    </AppProviders>,
    options,
  );
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
 * without repeating copy that the catalogue owns (a renamed or removed id fails to compile).
 */
export function t(id: keyof typeof ptBR, values: Record<string, string | number> = {}): string {
  const message = PT_BR[id];
  if (message === undefined) throw new Error(`No pt-BR message '${id}'`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * Makes `matchMedia` answer as a screen `width` px wide (min-width / max-width queries only, which is
 * what MUI's breakpoints produce). Undone by `vi.unstubAllGlobals()`.
 */
export function stubScreenWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? width >= Number(px) : width <= Number(px),
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
}
