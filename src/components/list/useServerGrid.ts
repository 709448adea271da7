import { useCallback } from 'react';
import { useListUrlState, type ListUrlStateOptions } from '@/components/grid/useListUrlState';
import { useDebouncedText } from './useDebouncedText';

export interface ServerGridOptions<Filter extends string> extends ListUrlStateOptions<Filter> {
  /** The filter the search box writes (usually `search`); none without it. */
  searchFilter?: Filter;
  /** The pause in typing before the search is sent. */
  searchDelayMs?: number;
}

/**
 * The state of a server-side grid page: page, sort and filters in the URL (`useListUrlState`), whether
 * any filter is set, and a search box that writes its filter after a pause (trimmed) or at once on Enter.
 */
export function useServerGrid<Filter extends string>({
  searchFilter,
  searchDelayMs = 350,
  ...options
}: ServerGridOptions<Filter>) {
  const list = useListUrlState(options);
  const { values, setFilter } = list;
  const filtered = options.filters.some((name) => values[name] !== '');
  const onSearch = useCallback(
    (value: string) => {
      if (searchFilter) setFilter(searchFilter, value);
    },
    [setFilter, searchFilter],
  );
  const [text, setText, flush] = useDebouncedText(searchFilter ? values[searchFilter] : '', onSearch, {
    delayMs: searchDelayMs,
    normalize: (typed) => typed.trim(),
  });
  return { ...list, filtered, search: { text, setText, flush } };
}

export type UseServerGridResult<Filter extends string = string> = ReturnType<typeof useServerGrid<Filter>>;
