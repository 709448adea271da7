import { waitFor } from '@testing-library/react';
import { DEMO_USERS, renderApp, sessionState } from '@tests/render';
import type { RouteObject } from 'react-router-dom';
import { buildRoutes } from '@/app/router';
import { guardedAreas, redirects } from '@/routes/areas';
import { homeForRole } from '@/store/roles';
import type { User } from '@/api/auth';

/** Every guarded route of the route table, with its parameters filled in. */
const ROUTES = guardedAreas.flatMap((area) =>
  area.routes.map((route) => ({
    path: route.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'tab' ? 'resumo' : `42`)),
    roles: area.roles,
  })),
);

/**
 * The app's route tree, its layouts and guards as they are, with each page's body a stub: this file checks
 * where the guards send each visitor, which no page body takes part in. Each page has its own tests, and
 * the fault sweep (tests/e2e-sweep) opens every one of them as every role. Rendering the real pages here
 * took about 30 s of the suite for no assertion.
 */
function withStubPages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.children
      ? { ...route, children: withStubPages(route.children) }
      : route.handle != null && route.path != null
        ? { ...route, lazy: undefined, Component: StubPage }
        : route,
  );
}
function StubPage() {
  return <h1>page</h1>;
}
const STUB_PAGES = Object.fromEntries(
  guardedAreas.flatMap((area) =>
    area.routes.map((route) => [route.id, () => Promise.resolve({ default: StubPage })]),
  ),
);

const CASES: { name: string; user: User | null }[] = [
  { name: 'admin (0)', user: DEMO_USERS.admin },
  { name: 'client (2)', user: DEMO_USERS.client },
  { name: 'producer (3)', user: DEMO_USERS.producer },
  { name: 'company (4)', user: DEMO_USERS.company },
  { name: 'other role (9)', user: DEMO_USERS.other },
  { name: 'guest', user: null },
];

/**
 * The routes a case visits. A page every signed-in user may open (no role list: the dashboard, the
 * template apps, widgets, demos) is the same guard for every role, so the signed-in cases share them out:
 * each is opened by one of them (the first by all), while the guest is sent to sign in from every one.
 * Each role still visits every page that names roles, its own and the others'.
 */
const SIGNED_IN_CASES = CASES.filter((c) => c.user != null).length;
const routesOf = (caseIndex: number, guest: boolean) => {
  let shared = -1;
  return ROUTES.filter(({ roles }) => {
    if (guest || roles != null) return true;
    shared += 1;
    return shared === 0 || shared % SIGNED_IN_CASES === caseIndex % SIGNED_IN_CASES;
  });
};

describe.each(CASES.map((c, index) => ({ ...c, index })))('role matrix: $name', ({ user, index }) => {
  test('each guarded route is opened or the visitor is sent where the route table says', async () => {
    const { router } = renderApp({
      route: '/',
      preloadedState: sessionState(user),
      routes: withStubPages(buildRoutes({ table: { guardedAreas, redirects }, pages: STUB_PAGES })),
    });
    expect(ROUTES.length).toBeGreaterThan(40);
    for (const { path, roles } of routesOf(index, user == null)) {
      await router.navigate(path);
      const allowed = user != null && (roles == null || (roles as readonly string[]).includes(user.role));
      const expected =
        user == null
          ? path.startsWith('/cliente') || path.startsWith('/pages/')
            ? '/login-clientes'
            : '/login'
          : allowed
            ? path
            : homeForRole(user.role);
      await waitFor(() => expect(router.state.location.pathname, path).toBe(expected));
      if (user == null) expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);
    }
  }, 60_000);
});
