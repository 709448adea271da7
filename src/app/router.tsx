import { createBrowserRouter, data, Navigate, type RouteObject } from 'react-router-dom';
import RouteErrorBoundary from '@/components/errors/RouteErrorBoundary';
import PageProgress from '@/components/PageProgress';
import AuthGuard from '@/guards/AuthGuard';
import GuestGuard from '@/guards/GuestGuard';
import RoleGuard from '@/guards/RoleGuard';
import type { RouteHandle } from '@/hooks/useRouteHandle';
import { loadCatalogues, type CatalogueUnit } from '@/i18n/catalogue';
import RootLayout from '@/layouts/RootLayout';
import { guardedAreas, redirects } from '@/routes/areas';
import { authRoutes } from '@/routes/auth';
import { publicRoutes, templateRoutes } from '@/routes/public';
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

/** The whole route tree, built from the route table so that one place decides pages, roles and titles. */
export function buildRoutes(): RouteObject[] {
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
                  errorElement: <RouteErrorBoundary />,
                  children: [
                    ...guardedAreas.map((area) => ({
                      element: <RoleGuard roles={area.roles} />,
                      children: area.routes.map((r) => toRouteObject(r, area)),
                    })),
                    ...redirects.map((r) => ({ path: r.path, element: <Navigate to={r.to} replace /> })),
                  ],
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
  return createBrowserRouter(buildRoutes());
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
