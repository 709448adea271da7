import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { buildRoutes } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import type { User } from '@/api/auth';
import type { RootState } from '@/store/rootReducer';

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
    <AppProviders store={appStore}>
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
  const utils = render(<AppProviders store={appStore}>{ui}</AppProviders>, options);
  return { ...utils, user, store: appStore };
}
