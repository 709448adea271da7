import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListUrlStateOptions<Filter extends string> {
  /** Filter names kept in the URL (e.g. search, role, status, from, to). */
  filters: readonly Filter[];
  pageSize?: number;
  /** Default sort as the API takes it: `field:asc` or `field:desc`. */
  sort?: string;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: string;
}

/**
 * A list's page, page size, sort and filters kept in the URL (`?page=2&sort=name:asc&role=3`), so a
 * reload, the back button or a shared link shows the same list. Page is 1-based in the URL and the
 * API, 0-based in the grid's model. Changing a filter or the sort goes back to the first page.
 */
export function useListUrlState<Filter extends string>({
  filters,
  pageSize: defaultPageSize = 25,
  sort: defaultSort = '',
}: ListUrlStateOptions<Filter>) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('pageSize')) || defaultPageSize;
  const sort = params.get('sort') ?? defaultSort;
  const filterKey = filters.join('|');
  const values = useMemo(() => {
    const out = {} as Record<Filter, string>;
    for (const name of filterKey.split('|') as Filter[]) out[name] = params.get(name) ?? '';
    return out;
  }, [params, filterKey]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // Stable identities: the grid reads a new array as a sort change and goes back to page 1.
  const paginationModel: GridPaginationModel = useMemo(
    () => ({ page: page - 1, pageSize }),
    [page, pageSize],
  );
  const sortModel: GridSortModel = useMemo(
    () => (sort ? [{ field: sort.split(':')[0] ?? '', sort: sort.endsWith(':asc') ? 'asc' : 'desc' }] : []),
    [sort],
  );

  return {
    values,
    query: { page, pageSize, sort, ...values } as ListQuery & Record<Filter, string>,
    paginationModel,
    sortModel,
    setFilter: useCallback((name: Filter, value: string) => update({ [name]: value }, true), [update]),
    setFilters: useCallback(
      (changes: Partial<Record<Filter, string>>) => update(changes as Record<string, string>, true),
      [update],
    ),
    clearFilters: useCallback(
      () => update(Object.fromEntries(filterKey.split('|').map((name) => [name, null])), true),
      [update, filterKey],
    ),
    onPaginationModelChange: useCallback(
      (model: GridPaginationModel) =>
        update(
          {
            page: model.page + 1 === 1 ? null : model.page + 1,
            pageSize: model.pageSize === defaultPageSize ? null : model.pageSize,
          },
          false,
        ),
      [update, defaultPageSize],
    ),
    onSortModelChange: useCallback(
      (model: GridSortModel) => {
        const first = model[0];
        update({ sort: first?.sort ? `${first.field}:${first.sort}` : null }, true);
      },
      [update],
    ),
  };
}
