import type { GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';

/**
 * The URL state's sort model with a stable identity: DataGrid treats a new array as a sort change and
 * goes back to the first page, which would undo every page change of a server-paged grid.
 */
export function useStableSortModel(model: GridSortModel): GridSortModel {
  const key = JSON.stringify(model);
  return useMemo(() => JSON.parse(key) as GridSortModel, [key]);
}
