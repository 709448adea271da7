import { matchPath } from 'react-router-dom';
import { authRoutes } from './auth';
import { guardedAreas } from './areas';
import { publicRoutes, templateRoutes } from './public';

export type Access = 'public' | 'guest' | 'signedIn' | 'roles';

/** Who may open a path, read from the route table (the same table the router is built from). */
export function accessFor(pathname: string): { access: Access; roles?: readonly string[] } | null {
  for (const area of guardedAreas) {
    if (area.routes.some((r) => matchPath(r.path, pathname))) {
      return area.roles ? { access: 'roles', roles: area.roles } : { access: 'signedIn' };
    }
  }
  if (authRoutes.some((r) => matchPath(r.path, pathname))) return { access: 'guest' };
  if ([...publicRoutes, ...templateRoutes].some((r) => matchPath(r.path, pathname)))
    return { access: 'public' };
  return null;
}

export function isAllowed(pathname: string, role: string | null | undefined): boolean {
  const entry = accessFor(pathname);
  if (!entry) return false;
  if (entry.access !== 'roles') return true;
  return role != null && (entry.roles ?? []).includes(role);
}
