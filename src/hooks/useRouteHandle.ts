import { useMatches } from 'react-router-dom';
import type { RoleCode } from '@/store/roles';

/** What each route match carries in `handle`, read by breadcrumbs and titles. */
export interface RouteHandle {
  titleId: string;
  descriptionId?: string;
  roles?: readonly RoleCode[];
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleId === 'string';
}

/** The handles of the current matches that describe a page, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches()
    .map((m) => m.handle)
    .filter(isRouteHandle);
}

/** The innermost page handle. */
export function useRouteHandle(): RouteHandle | undefined {
  return useRouteHandles().at(-1);
}
