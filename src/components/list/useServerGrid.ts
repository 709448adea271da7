import { useCallback } from 'react';
import { useListUrlState, type ListUrlStateOptions } from '@/components/grid/useListUrlState';
import type { UrlSearch } from './UrlSearchField';

export interface ServerGridOptions<Filter extends string> extends ListUrlStateOptions<Filter> {
  /** The filter the search box writes (usually `search`); none without it. */
  searchFilter?: Filter;
  /** The pause in typing before the search is sent. */
  searchDelayMs?: number;
}

/**
 * The state of a server-side grid page: page, sort and filters in the URL (`useListUrlState`), whether
 * any filter is set, and the search box's URL value and commit (the box keeps the typed text: `UrlSearchField`).
 */
export function useServerGrid<Filter extends string>({
  searchFilter,
  searchDelayMs = 350,
  ...options
}: ServerGridOptions<Filter>) {
  const list = useListUrlState(options);
  const { values, setFilter } = list;
  const filtered = options.filters.some((name) => values[name] !== '');
  const commit = useCallback(
    (value: string) => {
      if (searchFilter) setFilter(searchFilter, value);
    },
    [setFilter, searchFilter],
  );
  const search: UrlSearch = {
    value: searchFilter ? values[searchFilter] : '',
    commit,
    delayMs: searchDelayMs,
  };
  return { ...list, filtered, search };
}

export type UseServerGridResult<Filter extends string = string> = ReturnType<typeof useServerGrid<Filter>>;
