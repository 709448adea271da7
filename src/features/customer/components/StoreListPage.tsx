import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useIntl } from 'react-intl';
import ServerGridPage, { type ServerGridResult } from '@/components/list/ServerGridPage';
import { useServerGrid } from '@/components/list/useServerGrid';
import type { StoreListQuery } from '../customerApi';
import StoreFilterSelect, { type StoreFilter } from './StoreFilterSelect';

export interface StoreListPageProps<Row extends GridValidRowModel> {
  titleId: string;
  subtitleId: string;
  searchLabelId: string;
  emptyId: string;
  /** Default sort, as the API takes it (`field:asc`). */
  sort: string;
  filter: StoreFilter;
  /** The list's RTK Query hook. */
  useRows: (query: StoreListQuery) => ServerGridResult<Row>;
  columns: GridColDef<Row>[];
  hideOnPhone: readonly string[];
}

/**
 * A store list (customers, orders, products, reviews): the list kit's server-grid page with a search,
 * one filter, sort and pages in the URL. Pages declare their columns, filter and call.
 */
export default function StoreListPage<Row extends GridValidRowModel>({
  titleId,
  subtitleId,
  searchLabelId,
  emptyId,
  sort,
  filter,
  useRows,
  columns,
  hideOnPhone,
}: StoreListPageProps<Row>) {
  const intl = useIntl();
  const grid = useServerGrid({
    filters: ['search', filter.name],
    sort,
    searchFilter: 'search',
    pageSize: 10,
  });
  const result = useRows(grid.query);
  return (
    <ServerGridPage<Row>
      titleId={titleId}
      subtitleId={subtitleId}
      grid={grid}
      result={result}
      columns={columns}
      filtersLabel={intl.formatMessage({ id: 'customer.filters' })}
      searchLabel={intl.formatMessage({ id: searchLabelId })}
      filters={
        <StoreFilterSelect
          filter={filter}
          value={grid.values[filter.name] ?? ''}
          onChange={(value) => grid.setFilter(filter.name, value)}
        />
      }
      empty={{ titleId: emptyId, filteredBodyId: 'customer.empty.filtered' }}
      hideOnPhone={hideOnPhone}
    />
  );
}
