import type { ComponentType } from 'react';
import type { CatalogueUnit } from '@/i18n/catalogue';
import type { RoleCode } from '@/store/roles';
import type { AreaId } from './signedInPaths';

export type PageModule = () => Promise<{ default: ComponentType }>;

/** One page of the app, declared once: the router, the guards, the menus and the breadcrumbs read it. */
export interface RouteInfo {
  id: string;
  path: string;
  /** Message id of the page title (breadcrumbs, menu, document title). */
  titleId: string;
  /** Message id of a one-line description of what the page is for. */
  descriptionId?: string;
  /** Message units the page shows beyond boot and its layout's; they load beside the page chunk. */
  messages?: readonly CatalogueUnit[];
}

/** A page with its module, as the public and sign-in tables declare it (src/routes/public.ts, auth.ts). */
export interface PageRoute extends RouteInfo {
  page: PageModule;
}

export type { AreaId } from './signedInPaths';

/**
 * A signed-in area: who may open it and its pages. The table holds no page module, so the menus and guards
 * that read it (in the signed-in shell) do not carry every page's preload list: an area's modules load with
 * the first visit to one of its paths (src/app/router.tsx).
 */
export interface GuardedArea {
  id: AreaId;
  /** Roles allowed; undefined means any signed-in user. */
  roles?: readonly RoleCode[];
  routes: readonly RouteInfo[];
}

/** An area's page modules by route id. */
export type AreaPages = Readonly<Record<string, PageModule>>;
