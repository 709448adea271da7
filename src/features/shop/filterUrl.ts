import {
  SHOP_CATEGORIES,
  SHOP_PRICE_MAX,
  SHOP_SORTS,
  defaultShopFilter,
  type ShopCategory,
  type ShopFilter,
} from '@/api/contract/shop';

/** The URL parameters the products grid keeps its filter in (prices in whole reais). */
export const FILTER_PARAMS = ['q', 'cat', 'min', 'max', 'rating', 'stock', 'sort'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

function reais(text: string): number | null {
  if (!/^\d{1,5}$/.test(text)) return null;
  return Math.min(Number(text) * 100, SHOP_PRICE_MAX);
}

/** The filter a URL describes; anything it cannot read falls back to "any". */
export function filterFromParams(values: Record<FilterParam, string>): ShopFilter {
  const categories = values.cat
    .split(',')
    .filter((c): c is ShopCategory => (SHOP_CATEGORIES as readonly string[]).includes(c));
  const rating = Number(values.rating);
  return {
    search: values.q.slice(0, 100),
    categories: [...new Set(categories)],
    priceMin: reais(values.min),
    priceMax: reais(values.max),
    minRating: Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : 0,
    inStock: values.stock === '1',
    sort: SHOP_SORTS.find((s) => s === values.sort) ?? defaultShopFilter.sort,
  };
}

/** How many filters narrow the catalogue besides the search (each category counts). */
export function activeFilters(filter: ShopFilter): number {
  return (
    filter.categories.length +
    (filter.priceMin !== null ? 1 : 0) +
    (filter.priceMax !== null ? 1 : 0) +
    (filter.minRating > 0 ? 1 : 0) +
    (filter.inStock ? 1 : 0)
  );
}

/** Whether the search or any filter narrows the catalogue (the sort does not). */
export const isFiltered = (filter: ShopFilter): boolean => filter.search !== '' || activeFilters(filter) > 0;
