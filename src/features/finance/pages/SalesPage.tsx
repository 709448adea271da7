import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridCellParams, GridColDef, GridRowParams } from '@mui/x-data-grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderListQuery, OrderRow } from '@/api/contract/finance';
import { financeApi, useListOrdersQuery } from '@/api/endpoints/finance';
import { useGetMyEventsQuery } from '@/api/endpoints/producer';
import DateProvider from '@/components/dates/DateProvider';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import { notify } from '@/components/feedback/notify';
import { useListUrlState } from '@/components/grid/useListUrlState';
import ServerGrid from '@/components/list/ServerGrid';
import ServerGridToolbar, { ExportCsvButton, ListFilterSelect } from '@/components/list/ServerGridToolbar';
import PageHeader from '@/components/states/PageHeader';
import { useAppDispatch } from '@/store/hooks';
import { formatCents } from '@/utils/br';
import { downloadCsv } from '@/utils/csv';
import { useDown } from '@/hooks/useBreakpoint';
import SaleDetailDialog from '../components/SaleDetailDialog';
import { DATE_TIME, ORDER_STATUS_COLOR, ORDER_STATUSES } from '../labels';
import { salesCsvColumns } from '../sales';
import { useStableSortModel } from '../useStableSortModel';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { orderCode } from '@/utils/orderCode';

const FILTERS = ['search', 'eventId', 'status', 'from', 'to'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The export reads the whole filter in pages of this size. */
const EXPORT_PAGE_SIZE = 200;

const validDay = (value: string) => (ISO_DAY.test(value) && dayjs(value).isValid() ? value : undefined);

/** /produtor/ingressos: every sale across the seller's events, filtered in the URL, paged by the server. */
export default function SalesPage() {
  return (
    <DateProvider>
      <Sales />
    </DateProvider>
  );
}

function Sales() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const phone = useDown('sm');
  const list = useListUrlState({ filters: FILTERS, sort: 'createdAt:desc', pageSize: 25 });
  const { values } = list;
  const sortModel = useStableSortModel(list.sortModel);
  const status = ORDER_STATUSES.find((s) => s === values.status);
  const filter: Omit<OrderListQuery, 'page' | 'pageSize' | 'sort'> = {
    search: values.search || undefined,
    eventId: values.eventId || undefined,
    status,
    from: validDay(values.from),
    to: validDay(values.to),
  };
  const { data, error, isLoading, isFetching, refetch } = useListOrdersQuery({
    ...filter,
    page: list.query.page,
    pageSize: list.query.pageSize,
    sort: list.query.sort,
  });
  const events = useGetMyEventsQuery({ pageSize: 200, sort: 'startsAt:desc' });
  const [selected, setSelected] = useState<OrderRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const filtered = FILTERS.some((name) => values[name] !== '');

  const columns = useMemo<GridColDef<OrderRow>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: intl.formatMessage({ id: 'finance.sales.col.date' }),
        width: 140,
        valueFormatter: (value: string) => intl.formatDate(value, DATE_TIME),
      },
      {
        field: 'buyerName',
        headerName: intl.formatMessage({ id: 'finance.sales.col.buyer' }),
        flex: 1,
        minWidth: phone ? 112 : 170,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {row.buyerName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {row.buyerEmail}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'eventTitle',
        headerName: intl.formatMessage({ id: 'finance.sales.col.event' }),
        flex: 1,
        minWidth: 170,
      },
      {
        field: 'quantity',
        headerName: intl.formatMessage({ id: 'finance.sales.col.tickets' }),
        type: 'number',
        width: 90,
      },
      {
        field: 'total',
        headerName: intl.formatMessage({ id: 'finance.sales.col.total' }),
        type: 'number',
        width: phone ? 92 : 120,
        valueFormatter: (value: number) => formatCents(value),
      },
      {
        field: 'payment',
        headerName: intl.formatMessage({ id: 'finance.sales.col.method' }),
        width: 110,
        sortable: false,
        valueGetter: (_value, row) => intl.formatMessage({ id: `finance.method.${row.payment.method}` }),
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'finance.sales.col.status' }),
        width: phone ? 108 : 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={ORDER_STATUS_COLOR[row.status]}
            label={intl.formatMessage({ id: `finance.orderStatus.${row.status}` })}
          />
        ),
      },
      {
        field: 'actions',
        headerName: intl.formatMessage({ id: 'finance.sales.col.actions' }),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              setSelected(row);
            }}
            aria-label={intl.formatMessage(
              { id: 'finance.sales.openLabel' },
              { id: orderCode(row.id), buyer: row.buyerName },
            )}
          >
            <FormattedMessage id="finance.sales.open" />
          </Button>
        ),
      },
    ],
    [intl, phone],
  );

  /** Every page of the current filter, in the grid's order, as one CSV. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: OrderRow[] = [];
      for (let page = 1; ; page += 1) {
        const result = await dispatch(
          financeApi.endpoints.listOrders.initiate(
            { ...filter, sort: list.query.sort, page, pageSize: EXPORT_PAGE_SIZE },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        rows.push(...result.rows);
        if (result.rows.length < EXPORT_PAGE_SIZE || rows.length >= result.total) break;
      }
      if (rows.length === 0) {
        notify(intl.formatMessage({ id: 'finance.sales.exportEmpty' }), 'info');
        return;
      }
      downloadCsv(`vendas-${dayjs().format('YYYY-MM-DD')}.csv`, rows, salesCsvColumns(intl));
      notify(intl.formatMessage({ id: 'finance.sales.exported' }, { count: rows.length }), 'success');
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'finance.sales.exportFailed' })), 'error');
    } finally {
      setExporting(false);
    }
  };

  const eventOptions = (events.data?.items ?? []).map((event) => ({
    value: event.id,
    label: intl.formatMessage(
      { id: 'finance.sales.filter.eventOption' },
      { title: event.title, date: intl.formatDate(event.startsAt, { dateStyle: 'short' }) },
    ),
  }));
  // A link may name an event that is not in the list (any more): it still shows as chosen.
  if (values.eventId && !events.data?.items.some((e) => e.id === values.eventId))
    eventOptions.push({ value: values.eventId, label: values.eventId });

  const dateField = (name: 'from' | 'to') => (
    <DatePicker
      label={intl.formatMessage({ id: `finance.sales.filter.${name}` })}
      value={validDay(values[name]) ? dayjs(values[name]) : null}
      minDate={name === 'to' && validDay(values.from) ? dayjs(values.from) : MIN_DATE}
      maxDate={name === 'from' && validDay(values.to) ? dayjs(values.to) : MAX_DATE}
      onChange={(next) => {
        if (next === null) list.setFilter(name, '');
        else if (next.isValid() && !next.isBefore(MIN_DATE) && !next.isAfter(MAX_DATE))
          list.setFilter(name, next.format('YYYY-MM-DD'));
      }}
      slotProps={{
        textField: {
          size: 'small',
          name,
          sx: { width: { sm: 170 }, flex: { xs: 1, sm: 'none' }, minWidth: 0 },
        },
        field: { clearable: true },
      }}
    />
  );

  return (
    <Box>
      <PageHeader
        titleId="route.producer.sales"
        subtitleId="finance.sales.subtitle"
        actions={
          <ExportCsvButton
            onExport={() => void exportCsv()}
            exporting={exporting}
            disabled={!data || data.total === 0}
          />
        }
      />
      <ServerGridToolbar
        label={intl.formatMessage({ id: 'finance.sales.filters' })}
        search={{ value: values.search, commit: (value) => list.setFilter('search', value) }}
        searchPlaceholder={intl.formatMessage({ id: 'finance.sales.searchHint' })}
        searchSx={{ flex: 1, minWidth: { md: 240 }, maxWidth: { md: 360 } }}
        filtered={filtered}
        onClearFilters={list.clearFilters}
        rowFrom="md"
        wrap
      >
        <ListFilterSelect
          value={values.eventId}
          onChange={(value) => list.setFilter('eventId', value)}
          label={intl.formatMessage({ id: 'finance.sales.filter.event' })}
          sx={{ minWidth: 220, maxWidth: { md: 300 } }}
          menuMaxHeight={360}
          allLabel={<FormattedMessage id="finance.sales.filter.allEvents" />}
          options={eventOptions}
        />
        <ListFilterSelect
          value={status ?? ''}
          onChange={(value) => list.setFilter('status', value)}
          label={intl.formatMessage({ id: 'finance.sales.filter.status' })}
          sx={{ minWidth: 170 }}
          allLabel={<FormattedMessage id="finance.sales.filter.allStatuses" />}
          options={ORDER_STATUSES.map((s) => ({
            value: s,
            label: <FormattedMessage id={`finance.orderStatus.${s}`} />,
          }))}
        />
        <Stack direction="row" sx={{ gap: 1.5 }}>
          {dateField('from')}
          {dateField('to')}
        </Stack>
      </ServerGridToolbar>
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
          <FormattedMessage id="finance.sales.count" values={{ count: data.total }} />
        </Typography>
      )}
      <ServerGrid<OrderRow>
        label={intl.formatMessage({ id: 'finance.sales.gridLabel' })}
        rows={data?.rows}
        columns={columns}
        rowCount={data?.total}
        query={{ error, isLoading, isFetching, refetch }}
        state={{ ...list, sortModel }}
        sortingOrder={['desc', 'asc']}
        rowHeight={56}
        onRowClick={(params: GridRowParams<OrderRow>) => setSelected(params.row)}
        onCellKeyDown={(params: GridCellParams<OrderRow>, event) => {
          if (event.key === 'Enter') setSelected(params.row);
        }}
        columnVisibilityModel={
          phone
            ? { createdAt: false, eventTitle: false, quantity: false, payment: false, actions: false }
            : undefined
        }
        empty={{
          icon: ReceiptLongOutlined,
          titleId: filtered ? 'finance.sales.noMatch' : 'finance.sales.empty.title',
          bodyId: filtered ? 'finance.sales.noMatchBody' : 'finance.sales.empty.body',
          onClearFilters: filtered ? list.clearFilters : undefined,
        }}
        height={{ xs: 600, md: 'max(520px, calc(100vh - 360px))' }}
      />
      <SaleDetailDialog order={selected} onClose={() => setSelected(null)} />
    </Box>
  );
}
