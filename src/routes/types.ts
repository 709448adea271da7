import type { ComponentType } from 'react';
import type { CatalogueUnit } from '@/i18n/catalogue';
import type { RoleCode } from '@/store/roles';

export type PageModule = () => Promise<{ default: ComponentType }>;

/** One page of the app, declared once: the router, the guards, the menus and the breadcrumbs read it. */
export interface PageRoute {
  id: string;
  path: string;
  /** Message id of the page title (breadcrumbs, menu, document title). */
  titleId: string;
  /** Message id of a one-line description of what the page is for. */
  descriptionId?: string;
  /** Message units the page shows beyond boot and its layout's; they load beside the page chunk. */
  messages?: readonly CatalogueUnit[];
  page: PageModule;
}

export interface GuardedArea {
  id: string;
  /** Roles allowed; undefined means any signed-in user. */
  roles?: readonly RoleCode[];
  routes: readonly PageRoute[];
}
