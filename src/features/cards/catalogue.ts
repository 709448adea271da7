import type { Rarity } from '@/components/cards/rarity';

export const CATALOGUE_STATUSES = ['active', 'archived', 'all'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];
export const CATALOGUE_SORTS = ['name:asc', 'rarity:desc', 'held:desc', 'collection:asc'] as const;

/** The catalogue's filters as the address holds them ('' for "any"). */
export interface CatalogueFilterValues {
  rarity: Rarity | '';
  collection: string;
  status: CatalogueStatus;
  sort: string;
}
