import { createBrowserRouter, data, Navigate, type RouteObject } from 'react-router-dom';
import RouteErrorBoundary from '@/components/errors/RouteErrorBoundary';
import PageProgress from '@/components/PageProgress';
import AuthGuard from '@/guards/AuthGuard';
import GuestGuard from '@/guards/GuestGuard';
import RoleGuard from '@/guards/RoleGuard';
import type { RouteHandle } from '@/hooks/useRouteHandle';
import RootLayout from '@/layouts/RootLayout';
import { guardedAreas, redirects } from '@/routes/areas';
import { authRoutes } from '@/routes/auth';
import { publicRoutes, templateRoutes } from '@/routes/public';
import type { GuardedArea, PageRoute } from '@/routes/types';

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
    lazy: { Component: async () => (await route.page()).default },
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
              lazy: { Component: async () => (await import('@/layouts/MainLayout/MainLayout')).default },
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

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
