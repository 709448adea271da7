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
import { maySignedInPageBeAt } from '@/routes/signedInPaths';
import type { GuardedArea, PageRoute } from '@/routes/types';

/** The signed-in shell: top bar, menus, breadcrumbs, customization. */
export const MAIN_LAYOUT_MESSAGES: readonly CatalogueUnit[] = ['shell'];

function toRouteObject(route: PageRoute, area?: GuardedArea): RouteObject {
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
        const [page] = await Promise.all([route.page(), loadCatalogues(route.messages ?? [])]);
        return page.default;
      },
    },
  };
}

/** The signed-in part of the route table (src/routes/areas.ts), which the router loads when first needed. */
export interface SignedInTables {
  guardedAreas: typeof guardedAreas;
  redirects: typeof redirects;
}

/** The route the signed-in pages hang under, inside the signed-in shell. */
const SIGNED_IN_PAGES = 'signed-in-pages';

/** The signed-in pages: each area behind its role guard, and the paths that only forward. */
export function signedInRoutes(tables: SignedInTables): RouteObject[] {
  return [
    ...tables.guardedAreas.map((area) => ({
      element: <RoleGuard roles={area.roles} />,
      children: area.routes.map((r) => toRouteObject(r, area)),
    })),
    ...tables.redirects.map((r) => ({ path: r.path, element: <Navigate to={r.to} replace /> })),
  ];
}

/**
 * The router's route discovery (React Router's `patchRoutesOnNavigation`): the signed-in route table
 * (some 100 routes with their chunks' preload lists, about a tenth of the boot code) loads with the
 * first visit to a signed-in page, not with every public page. Loaded once; a failed load is tried again
 * on the next visit.
 */
export function discoverSignedInRoutes(): PatchRoutesOnNavigationFunction {
  let loading: Promise<void> | null = null;
  return async ({ path, patch }) => {
    if (!maySignedInPageBeAt(path)) return;
    loading ??= import('@/routes/areas').then(
      (tables) => patch(SIGNED_IN_PAGES, signedInRoutes(tables)),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    await loading;
  };
}

/**
 * The whole route tree, built from the route table so that one place decides pages, roles and titles.
 * Without `signedIn`, the signed-in pages are left for `discoverSignedInRoutes` to add.
 */
export function buildRoutes(signedIn?: SignedInTables): RouteObject[] {
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
                ...publicRoutes.map((r) => toRouteObject(r)),
                ...templateRoutes.map((r) => toRouteObject(r)),
                {
                  element: <GuestGuard />,
                  children: [
                    {
                      lazy: { Component: async () => (await import('@/layouts/AuthTransition')).default },
                      children: authRoutes.map((r) => toRouteObject(r)),
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
                  children: signedIn ? signedInRoutes(signedIn) : [],
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
