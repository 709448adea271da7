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

/** The grid's page and sort, as `useListUrlState` (or `useServerGrid`) keeps them in the URL. */
export interface ServerGridPaging {
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

/** What an empty page of the list says. */
export interface ServerGridEmpty {
  icon: ComponentType<{ fontSize?: 'inherit' | 'large' }>;
  titleId: string;
  bodyId?: string;
  /** Offers "clear filters" (when the filters are what left the list empty). */
  onClearFilters?: () => void;
}

/** What the grid reads of the RTK Query result of the current page. */
export interface ServerGridQuery {
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

type OwnProps = 'rows' | 'rowCount' | 'loading' | 'columns' | 'slots' | 'slotProps' | 'sx' | 'label';

export interface ServerGridProps<Row extends GridValidRowModel> extends Omit<
  DataGridProps<Row>,
  OwnProps | keyof ServerGridPaging
> {
  /** The grid's accessible name. */
  label: string;
  columns: GridColDef<Row>[];
  /** The current page's rows; undefined until the server first answers. */
  rows: readonly Row[] | undefined;
  rowCount: number | undefined;
  query: ServerGridQuery;
  state: ServerGridPaging;
  empty: ServerGridEmpty;
  /** The grid's height (it scrolls inside); without it the grid grows with its rows. */
  height?: number | string | Partial<Record<Breakpoint, number | string>>;
  /** Rows open something on a click: the hand cursor says so (on by default with `onRowClick`). */
  clickableRows?: boolean;
  /** Sits edge to edge inside a card, under its toolbar: no border but a line on top, padded error. */
  inset?: boolean;
}

/**
 * The list kit's grid: a list paged, sorted and filtered by the server, with the error and a retry
 * (the last page stays under it when there was one), a skeleton on the first load, a thin bar on the
 * next ones, and an empty state that offers to clear the filters when they are what left it empty.
 */
export default function ServerGrid<Row extends GridValidRowModel>({
  label,
  columns,
  rows,
  rowCount,
  query,
  state,
  empty,
  height,
  clickableRows = false,
  inset = false,
  ...grid
}: ServerGridProps<Row>) {
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
                <Button variant="outlined" onClick={onClearFilters}>
                  <FormattedMessage id="common.clearFilters" />
                </Button>
              ) : undefined
            }
          />
        );
      },
    [icon, titleId, bodyId, onClearFilters],
  );
  const failed = query.error != null;
  const pointer = clickableRows || grid.onRowClick != null;

  return (
    <>
      {failed && (
        <Box sx={inset ? { px: 2, pb: 2 } : undefined}>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </Box>
      )}
      {!(failed && rows === undefined) && (
        <Box sx={{ height, width: '100%' }}>
          <AppDataGrid<Row>
            label={label}
            rows={rows ?? []}
            columns={columns}
            rowCount={rowCount ?? 0}
            loading={query.isFetching}
            autoHeight={height === undefined}
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
              ...(inset && { border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0 }),
              ...(height === undefined && { '& .MuiDataGrid-overlayWrapper': { minHeight: 260 } }),
              ...(pointer && { '& .MuiDataGrid-row': { cursor: 'pointer' } }),
            }}
          />
        </Box>
      )}
    </>
  );
}
