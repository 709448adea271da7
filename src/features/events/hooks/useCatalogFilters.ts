import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeFilters,
  clearFilters,
  readFilters,
  writeFilters,
  type CatalogFilters,
} from '../catalogParams';

/**
 * The catalogue's filters, read from and written to the URL: every change is a history entry, so a
 * shared link shows the same results and the back button undoes the last change.
 */
export function useCatalogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const apply = useCallback(
    (next: CatalogFilters) => {
      const search = writeFilters(next);
      if (search.toString() !== writeFilters(filters).toString())
        setParams(search, { preventScrollReset: true });
    },
    [filters, setParams],
  );

  const update = useCallback(
    (patch: Partial<CatalogFilters>) => apply(changeFilters(filters, patch)),
    [apply, filters],
  );
  const clear = useCallback(() => apply(clearFilters(filters)), [apply, filters]);

  return { filters, update, clear };
}
