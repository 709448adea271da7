import type { ComponentType } from 'react';

export type MenuItemType = 'group' | 'collapse' | 'item';

/** A menu entry (SPEC.md §3 "Menu item"). Titles and captions are message ids. */
export interface MenuItem {
  id: string;
  title: string;
  type: MenuItemType | (string & {});
  url?: string;
  icon?: ComponentType<{ fontSize?: 'small' | 'medium' | 'inherit' }>;
  caption?: string;
  chip?: { labelId: string; color?: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info' };
  /** False hides the entry from breadcrumbs. */
  breadcrumbs?: boolean;
  /** Opens in a new tab when set. */
  target?: boolean;
  external?: boolean;
  disabled?: boolean;
  children?: MenuItem[];
}
