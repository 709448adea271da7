import {
  createBrowserRouter,
  data,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import RouteErrorBoundary from '@/components/errors/RouteErrorBoundary';
import PageProgress from '@/components/PageProgress';
import AuthGuard from '@/guards/AuthGuard';
import GuestGuard from '@/guards/GuestGuard';
import RoleGuard from '@/guards/RoleGuard';
import type { RouteHandle } from '@/hooks/useRouteHandle';
import { loadCatalogues, type CatalogueUnit } from '@/i18n/catalogue';
import RootLayout from '@/layouts/RootLayout';
import type { guardedAreas, redirects } from '@/routes/areas';
import { authRoutes } from '@/routes/auth';
import { publicRoutes, templateRoutes } from '@/routes/public';
import { signedInAreasAt } from '@/routes/signedInPaths';
import type { AreaId, AreaPages, GuardedArea, PageModule, PageRoute, RouteInfo } from '@/routes/types';

/** The signed-in shell: top bar, menus, breadcrumbs, customization. */
export const MAIN_LAYOUT_MESSAGES: readonly CatalogueUnit[] = ['shell'];

function toRouteObject(route: RouteInfo, page: PageModule, area?: GuardedArea): RouteObject {
  const handle: RouteHandle = {
    titleId: route.titleId,
    descriptionId: route.descriptionId,
    roles: area?.roles,
  };
  return {
    id: route.id,
    path: route.path,
    handle,
    // The page chunk and its messages load side by side: no round trip after the page arrives.
    lazy: {
      Component: async () => {
        const [module] = await Promise.all([page(), loadCatalogues(route.messages ?? [])]);
        return module.default;
      },
    },
  };
}

const withPage = (route: PageRoute) => toRouteObject(route, route.page);

/** The route the signed-in pages hang under, inside the signed-in shell. */
const SIGNED_IN_PAGES = 'signed-in-pages';

/** A signed-in area behind its role guard, its pages from its page modules (src/routes/pages). */
export function areaRoute(area: GuardedArea, pages: AreaPages): RouteObject {
  return {
    id: `area-${area.id}`,
    element: <RoleGuard roles={area.roles} />,
    children: area.routes.map((route) => {
      const page = pages[route.id];
      if (!page) throw new Error(`No page module for route ${route.id}`);
      return toRouteObject(route, page, area);
    }),
  };
}

/** The paths that only forward to another. */
export function redirectRoutes(redirects: SignedInTable['redirects']): RouteObject[] {
  return redirects.map((r) => ({ path: r.path, element: <Navigate to={r.to} replace /> }));
}

/** The signed-in route table (src/routes/areas.ts): the areas and the paths that only forward. */
export interface SignedInTable {
  guardedAreas: typeof guardedAreas;
  redirects: typeof redirects;
}

const AREA_PAGES: Record<AreaId, () => Promise<{ default: AreaPages }>> = {
  dashboard: () => import('@/routes/pages/dashboard'),
  apps: () => import('@/routes/pages/apps'),
  memberPages: () => import('@/routes/pages/memberPages'),
  demos: () => import('@/routes/pages/demos'),
  admin: () => import('@/routes/pages/admin'),
  client: () => import('@/routes/pages/client'),
  producer: () => import('@/routes/pages/producer'),
  company: () => import('@/routes/pages/company'),
  eventManagement: () => import('@/routes/pages/eventManagement'),
};

/**
 * The router's route discovery (React Router's `patchRoutesOnNavigation`): a signed-in area joins the
 * route tree with the first visit to one of its paths, its page modules (and their preload lists) loaded
 * then; a visitor of the school's pages never loads the admin's or the template apps' lists. The table
 * itself (paths, roles, titles) is small and shared with the shell's menus. Each area loads once; a failed
 * load is tried again on the next visit.
 */
export function discoverSignedInRoutes(): PatchRoutesOnNavigationFunction {
  type Patch = Parameters<PatchRoutesOnNavigationFunction>[0]['patch'];
  let table: Promise<SignedInTable> | null = null;
  const loading = new Map<AreaId, Promise<void>>();
  // The table comes with the first area, and with it the paths that only forward.
  const loadTable = (patch: Patch) =>
    (table ??= import('@/routes/areas').then(
      (tables) => {
        patch(SIGNED_IN_PAGES, redirectRoutes(tables.redirects));
        return tables;
      },
      (error: unknown) => {
        table = null;
        throw error;
      },
    ));
  const loadArea = (id: AreaId, patch: Patch) => {
    let pending = loading.get(id);
    if (!pending) {
      pending = Promise.all([loadTable(patch), AREA_PAGES[id]()]).then(
        ([tables, pages]) => {
          const area = tables.guardedAreas.find((a) => a.id === id);
          if (area) patch(SIGNED_IN_PAGES, [areaRoute(area, pages.default)]);
        },
        (error: unknown) => {
          loading.delete(id);
          throw error;
        },
      );
      loading.set(id, pending);
    }
    return pending;
  };
  return async ({ path, patch }) => {
    await Promise.all(signedInAreasAt(path).map((id) => loadArea(id, patch)));
  };
}

/**
 * The whole route tree, built from the route table so that one place decides pages, roles and titles.
 * Without `signedIn` (the table and every area's page modules), the signed-in pages are left for
 * `discoverSignedInRoutes` to add.
 */
export function buildRoutes(signedIn?: { table: SignedInTable; pages: AreaPages }): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <PageProgress />,
      children: [
        {
          id: 'minimal',
          lazy: { Component: async () => (await import('@/layouts/MinimalLayout')).default },
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              children: [
                ...publicRoutes.map(withPage),
                ...templateRoutes.map(withPage),
                {
                  element: <GuestGuard />,
                  children: [
                    {
                      lazy: { Component: async () => (await import('@/layouts/AuthTransition')).default },
                      children: authRoutes.map(withPage),
                    },
                  ],
                },
                {
                  path: '*',
                  Component: () => null,
                  loader: () => {
                    // React Router's way to answer a status: the route error boundary reads it.
                    // eslint-disable-next-line @typescript-eslint/only-throw-error
                    throw data(null, { status: 404 });
                  },
                },
              ],
            },
          ],
        },
        {
          element: <AuthGuard />,
          children: [
            {
              id: 'main',
              lazy: {
                Component: async () => {
                  const [layout] = await Promise.all([
                    import('@/layouts/MainLayout/MainLayout'),
                    loadCatalogues(MAIN_LAYOUT_MESSAGES),
                  ]);
                  return layout.default;
                },
              },
              children: [
                {
                  id: SIGNED_IN_PAGES,
                  errorElement: <RouteErrorBoundary />,
                  children: signedIn
                    ? [
                        ...signedIn.table.guardedAreas.map((area) => areaRoute(area, signedIn.pages)),
                        ...redirectRoutes(signedIn.table.redirects),
                      ]
                    : [],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRoutes(), { patchRoutesOnNavigation: discoverSignedInRoutes() });
}

/** Resolves once a router has loaded the lazy modules (and messages) of its first location. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
