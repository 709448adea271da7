import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Paper from '@mui/material/Paper';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import PageHeader from '@/components/states/PageHeader';
import { DATA_GRID_ROW_HEIGHT } from '@/config';
import { useDown } from '@/hooks/useBreakpoint';
import ServerGrid, { type ServerGridProps } from './ServerGrid';
import ServerGridToolbar from './ServerGridToolbar';
import type { UseServerGridResult } from './useServerGrid';

/** What the page needs of `useServerGrid` (none of it depends on the filter names). */
export type ServerGridPageState = Pick<
  UseServerGridResult,
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
export interface ServerGridPageEmpty {
  titleId: string;
  bodyId?: string;
  filteredBodyId?: string;
}

/** The grid's props the page does not set itself (selection, cell clicks...). */
type ExtraGridProps<Row extends GridValidRowModel> = Omit<
  ServerGridProps<Row>,
  | 'label'
  | 'rows'
  | 'columns'
  | 'rowCount'
  | 'query'
  | 'state'
  | 'empty'
  | 'height'
  | 'clickableRows'
  | 'inset'
  | 'columnVisibilityModel'
>;

export interface ServerGridPageProps<Row extends GridValidRowModel> {
  /** The page's h1, also the grid's accessible name. */
  titleId: string;
  subtitleId?: string;
  /** The page's main buttons, beside the title. */
  actions?: ReactNode;
  grid: ServerGridPageState;
  result: ServerGridResult<Row>;
  columns: GridColDef<Row>[];
  /** The filter bar's accessible name, already translated. */
  filtersLabel: string;
  /** The search box's label, already translated. */
  searchLabel: string;
  /** The page's own filters, in the filter bar after the search box. */
  filters?: ReactNode;
  /** Between the filter bar and the grid (e.g. the actions on the selected rows). */
  banner?: ReactNode;
  empty: ServerGridPageEmpty;
  /** Columns hidden on a phone (the first column usually repeats what matters). */
  hideOnPhone?: readonly string[];
  /** A row opens something on click: the pointer says so. */
  clickableRows?: boolean;
  /** More of the grid's props (selection, cell clicks...). */
  gridProps?: ExtraGridProps<Row>;
  /** After the list: the page's dialogs and snackbars. */
  children?: ReactNode;
}

/**
 * The list kit's server-grid page: a heading, then in one card the filter bar (`ServerGridToolbar`)
 * and the grid (`ServerGrid`), paged, sorted and filtered by the server with its state in the URL
 * (`useServerGrid`). Pages declare their columns and filters.
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
  const phone = useDown('sm');
  const { data, isFetching, isError, error, refetch } = result;
  const { filtered, clearFilters } = grid;
  return (
    <>
      <PageHeader titleId={titleId} subtitleId={subtitleId} actions={actions} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ServerGridToolbar
          label={filtersLabel}
          search={grid.search}
          searchLabel={searchLabel}
          searchSx={{ minWidth: { xs: '100%', sm: 280 }, flex: { sm: '1 1 280px' } }}
          filtered={filtered}
          onClearFilters={clearFilters}
          wrap
          inset
        >
          {filters}
        </ServerGridToolbar>
        {banner}
        <ServerGrid<Row>
          label={intl.formatMessage({ id: titleId })}
          rows={isError ? undefined : data?.items}
          columns={columns}
          rowCount={data?.total}
          query={{
            error: isError ? error : undefined,
            isLoading: isFetching && data === undefined,
            isFetching,
            refetch,
          }}
          state={grid}
          empty={{
            icon: SearchOffOutlined,
            titleId: empty.titleId,
            bodyId: filtered ? empty.filteredBodyId : empty.bodyId,
            onClearFilters: filtered ? clearFilters : undefined,
          }}
          rowHeight={DATA_GRID_ROW_HEIGHT}
          {...gridProps}
          columnVisibilityModel={phone ? Object.fromEntries(hideOnPhone.map((field) => [field, false])) : {}}
          clickableRows={clickableRows}
          inset
        />
      </Paper>
      {children}
    </>
  );
}
