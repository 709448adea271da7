import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Breakpoint } from '@mui/material/styles';
import type {
  DataGridProps,
  GridColDef,
  GridPaginationModel,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import AppDataGrid from '@/components/grid/AppDataGrid';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';

/** The grid's page and sort, as `useListUrlState` keeps them in the URL. */
export interface ListTabGridState {
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

/** What an empty page of the list says. */
export interface ListTabGridEmpty {
  icon: ComponentType<{ fontSize?: 'inherit' | 'large' }>;
  titleId: string;
  bodyId?: string;
  /** Offers "clear filters" (when the filters are what left the list empty). */
  onClearFilters?: () => void;
}

/** What the grid reads of the RTK Query result of the current page. */
export interface ListTabGridQuery {
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

type OwnProps = 'rows' | 'rowCount' | 'loading' | 'columns' | 'slots' | 'slotProps' | 'sx' | 'label';

export interface ListTabGridProps<Row extends GridValidRowModel> extends Omit<
  DataGridProps<Row>,
  OwnProps | keyof ListTabGridState
> {
  /** The grid's accessible name. */
  label: string;
  columns: GridColDef<Row>[];
  /** The current page's rows; undefined until the server first answers. */
  rows: Row[] | undefined;
  rowCount: number | undefined;
  query: ListTabGridQuery;
  state: ListTabGridState;
  empty: ListTabGridEmpty;
  /** The grid's height (it scrolls inside). */
  height: number | string | Partial<Record<Breakpoint, number | string>>;
}

/**
 * A list paged, sorted and filtered by the server: the error with a retry (the last page stays under
 * it when there was one), a skeleton on the first load, a thin bar on the next ones, and an empty state
 * that offers to clear the filters when they are what left it empty. Rows that open something on a
 * click show the hand cursor.
 */
export default function ListTabGrid<Row extends GridValidRowModel>({
  label,
  columns,
  rows,
  rowCount,
  query,
  state,
  empty,
  height,
  ...grid
}: ListTabGridProps<Row>) {
  const { icon, titleId, bodyId, onClearFilters } = empty;
  const NoRows = useMemo(
    () =>
      function NoRowsOverlay() {
        return (
          <EmptyState
            icon={icon}
            titleId={titleId}
            bodyId={bodyId}
            action={
              onClearFilters ? (
                <Button onClick={onClearFilters}>
                  <FormattedMessage id="common.clearFilters" />
                </Button>
              ) : undefined
            }
          />
        );
      },
    [icon, titleId, bodyId, onClearFilters],
  );

  return (
    <>
      {query.error != null && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {!(query.error != null && rows === undefined) && (
        <Box sx={{ height, width: '100%' }}>
          <AppDataGrid<Row>
            label={label}
            rows={rows ?? []}
            columns={columns}
            rowCount={rowCount ?? 0}
            loading={query.isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            paginationModel={state.paginationModel}
            onPaginationModelChange={state.onPaginationModelChange}
            sortModel={state.sortModel}
            onSortModelChange={state.onSortModelChange}
            {...grid}
            slots={{ noRowsOverlay: NoRows }}
            slotProps={{
              loadingOverlay: {
                variant: 'linear-progress',
                noRowsVariant: query.isLoading ? 'skeleton' : 'linear-progress',
              },
            }}
            sx={{
              bgcolor: 'background.paper',
              ...(grid.onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
            }}
          />
        </Box>
      )}
    </>
  );
}
