import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { DataGridProps, GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import AppDataGrid from '@/components/grid/AppDataGrid';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { DATA_GRID_ROW_HEIGHT } from '@/config';
import ServerGridToolbar from './ServerGridToolbar';
import type { ServerGrid } from './useServerGrid';

/** What the page needs of `useServerGrid` (none of it depends on the filter names). */
export type ServerGridState = Pick<
  ServerGrid,
  | 'filtered'
  | 'clearFilters'
  | 'search'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
>;

/** An RTK Query result of one page of rows. */
export interface ServerGridResult<Row> {
  data?: { items: readonly Row[]; total: number };
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The "no rows" overlay's message ids; `filteredBodyId` replaces the body while a filter is set. */
export interface ServerGridEmpty {
  titleId: string;
  bodyId?: string;
  filteredBodyId?: string;
}

type ExtraGridProps<Row extends GridValidRowModel> = Omit<
  DataGridProps<Row>,
  | 'rows'
  | 'columns'
  | 'rowCount'
  | 'loading'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'columnVisibilityModel'
  | 'slots'
  | 'sx'
>;

export interface ServerGridPageProps<Row extends GridValidRowModel> {
  /** The page's h1, also the grid's accessible name. */
  titleId: string;
  subtitleId?: string;
  /** The page's main buttons, beside the title. */
  actions?: ReactNode;
  grid: ServerGridState;
  result: ServerGridResult<Row>;
  columns: GridColDef<Row>[];
  /** The filter bar's accessible name, already translated. */
  filtersLabel: string;
  /** The search box's label, already translated; no search box without it. */
  searchLabel?: string;
  /** The page's own filters, in the filter bar after the search box. */
  filters?: ReactNode;
  /** Between the filter bar and the grid (e.g. the actions on the selected rows). */
  banner?: ReactNode;
  empty: ServerGridEmpty;
  /** Columns hidden on a phone (the first column usually repeats what matters). */
  hideOnPhone?: readonly string[];
  /** A row opens something on click: the pointer says so. */
  clickableRows?: boolean;
  /** More of the grid's props (selection, cell clicks...). */
  gridProps?: ExtraGridProps<Row>;
  /** After the list: the page's dialogs and snackbars. */
  children?: ReactNode;
}

function NoRows({
  empty,
  filtered,
  onClearFilters,
}: {
  empty: ServerGridEmpty;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  return (
    <EmptyState
      icon={SearchOffOutlined}
      titleId={empty.titleId}
      bodyId={filtered ? empty.filteredBodyId : empty.bodyId}
      action={
        filtered ? (
          <Button variant="outlined" onClick={onClearFilters}>
            <FormattedMessage id="common.clearFilters" />
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * The list kit's server-grid page: a heading, a filter bar with search, and a data grid paged, sorted
 * and filtered by the server with its state in the URL, saying why it is empty and letting a failed
 * load be retried. Pages declare their columns and filters (see `useServerGrid`).
 */
export default function ServerGridPage<Row extends GridValidRowModel>({
  titleId,
  subtitleId,
  actions,
  grid,
  result,
  columns,
  filtersLabel,
  searchLabel,
  filters,
  banner,
  empty,
  hideOnPhone = [],
  clickableRows = false,
  gridProps,
  children,
}: ServerGridPageProps<Row>) {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, isFetching, isError, error, refetch } = result;
  const { filtered, clearFilters } = grid;
  return (
    <>
      <PageHeader titleId={titleId} subtitleId={subtitleId} actions={actions} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ServerGridToolbar
          label={filtersLabel}
          searchLabel={searchLabel}
          search={grid.search}
          filtered={filtered}
          onClearFilters={clearFilters}
        >
          {filters}
        </ServerGridToolbar>
        {banner}
        {isError ? (
          <Box sx={{ px: 2, pb: 2 }}>
            <ErrorState error={error} onRetry={() => void refetch()} />
          </Box>
        ) : (
          <AppDataGrid<Row>
            aria-label={intl.formatMessage({ id: titleId })}
            rows={data?.items ?? []}
            columns={columns}
            rowCount={data?.total ?? 0}
            loading={isFetching}
            autoHeight
            rowHeight={DATA_GRID_ROW_HEIGHT}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            {...gridProps}
            paginationModel={grid.paginationModel}
            onPaginationModelChange={grid.onPaginationModelChange}
            sortModel={grid.sortModel}
            onSortModelChange={grid.onSortModelChange}
            columnVisibilityModel={
              phone ? Object.fromEntries(hideOnPhone.map((field) => [field, false])) : {}
            }
            slots={{
              noRowsOverlay: () => <NoRows empty={empty} filtered={filtered} onClearFilters={clearFilters} />,
            }}
            sx={{
              border: 0,
              borderTop: 1,
              borderColor: 'divider',
              borderRadius: 0,
              ...(clickableRows && { '& .MuiDataGrid-row': { cursor: 'pointer' } }),
              '& .MuiDataGrid-overlayWrapper': { minHeight: 260 },
            }}
          />
        )}
      </Paper>
      {children}
    </>
  );
}
