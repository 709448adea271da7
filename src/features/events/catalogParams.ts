import type { CatalogQuery } from '@/api/endpoints/events';

/** Cards per page of the catalogue: three full rows on a desktop. */
export const PAGE_SIZE = 12;

export type SortKey = 'date' | 'price' | 'relevance';
export type PriceKind = 'free' | 'paid';

/** What the visitor asked the catalogue for; it lives in the URL so a link or the back button restores it. */
export interface CatalogFilters {
  search: string;
  category: string | null;
  city: string | null;
  /** yyyy-mm-dd, inclusive. */
  from: string | null;
  to: string | null;
  price: PriceKind | null;
  /** Whole reais, as typed; the API wants cents. */
  min: number | null;
  max: number | null;
  sort: SortKey | null;
  page: number;
}

export const EMPTY_FILTERS: CatalogFilters = {
  search: '',
  category: null,
  city: null,
  from: null,
  to: null,
  price: null,
  min: null,
  max: null,
  sort: null,
  page: 1,
};

/** URL names are Portuguese, like the routes: /eventos?categoria=teatro&cidade=Recife&pagina=2. */
const PARAM = {
  search: 'busca',
  category: 'categoria',
  city: 'cidade',
  from: 'de',
  to: 'ate',
  price: 'preco',
  min: 'min',
  max: 'max',
  sort: 'ordem',
  page: 'pagina',
} as const satisfies Record<keyof CatalogFilters, string>;

const SORT_VALUES: Record<SortKey, string> = { date: 'data', price: 'preco', relevance: 'relevancia' };
const PRICE_VALUES: Record<PriceKind, string> = { free: 'gratis', paid: 'pago' };

function keyOf<K extends string>(values: Record<K, string>, value: string | null): K | null {
  const entry = Object.entries<string>(values).find(([, v]) => v === value);
  return entry ? (entry[0] as K) : null;
}

function isoDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
}

function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Reads the filters from the URL; anything malformed is ignored rather than sent to the server. */
export function readFilters(params: URLSearchParams): CatalogFilters {
  const page = Number(params.get(PARAM.page));
  return {
    search: params.get(PARAM.search)?.trim() ?? '',
    category: text(params.get(PARAM.category)),
    city: text(params.get(PARAM.city)),
    from: isoDate(params.get(PARAM.from)),
    to: isoDate(params.get(PARAM.to)),
    price: keyOf(PRICE_VALUES, params.get(PARAM.price)),
    min: amount(params.get(PARAM.min)),
    max: amount(params.get(PARAM.max)),
    sort: keyOf(SORT_VALUES, params.get(PARAM.sort)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of some filters: only what is set, in a stable order. */
export function writeFilters(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set(PARAM.search, filters.search.trim());
  if (filters.category) params.set(PARAM.category, filters.category);
  if (filters.city) params.set(PARAM.city, filters.city);
  if (filters.from) params.set(PARAM.from, filters.from);
  if (filters.to) params.set(PARAM.to, filters.to);
  if (filters.price) params.set(PARAM.price, PRICE_VALUES[filters.price]);
  if (filters.price !== 'free') {
    if (filters.min !== null) params.set(PARAM.min, String(filters.min));
    if (filters.max !== null) params.set(PARAM.max, String(filters.max));
  }
  if (filters.sort) params.set(PARAM.sort, SORT_VALUES[filters.sort]);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  return params;
}

/** A change of anything but the page starts again on page 1. */
export function changeFilters(filters: CatalogFilters, patch: Partial<CatalogFilters>): CatalogFilters {
  return { ...filters, page: 1, ...patch };
}

/** Clears search and filters, keeping the chosen order. */
export function clearFilters(filters: CatalogFilters): CatalogFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}

const toCents = (reais: number) => Math.round(reais * 100);

/** The API query of some filters (GET /api/Event/public). */
export function toCatalogQuery(filters: CatalogFilters): CatalogQuery {
  const query: CatalogQuery = { page: filters.page, pageSize: PAGE_SIZE };
  if (filters.search) query.search = filters.search;
  if (filters.category) query.category = filters.category;
  if (filters.city) query.city = filters.city;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.price) query.free = filters.price === 'free';
  if (filters.price !== 'free') {
    if (filters.min !== null) query.priceMin = toCents(filters.min);
    if (filters.max !== null) query.priceMax = toCents(filters.max);
  }
  if (filters.sort) query.sort = filters.sort;
  return query;
}

/** The order the server applies when none is chosen: relevance while searching, else date. */
export function effectiveSort(filters: CatalogFilters): SortKey {
  return filters.sort ?? (filters.search ? 'relevance' : 'date');
}

/** Filters in use, as the "Filtros (n)" button counts them: a date range or a price range counts once. */
export function activeFilterCount(filters: CatalogFilters): number {
  return [
    filters.category !== null,
    filters.city !== null,
    filters.from !== null || filters.to !== null,
    filters.price !== null,
    filters.price !== 'free' && (filters.min !== null || filters.max !== null),
  ].filter(Boolean).length;
}

export function hasSearchOrFilters(filters: CatalogFilters): boolean {
  return filters.search !== '' || activeFilterCount(filters) > 0;
}
