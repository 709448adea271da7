import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@/api/contract/domain';
import type { OrderRow } from '@/api/contract/finance';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import { useListOrdersQuery } from '@/api/endpoints/finance';
import { useListUrlState } from '@/components/grid/useListUrlState';
import ServerGrid from '@/components/list/ServerGrid';
import ServerGridToolbar, { ListFilterSelect } from '@/components/list/ServerGridToolbar';
import { useDown } from '@/hooks/useBreakpoint';
import { ORDER_STATUSES, ORDER_STATUS_COLOR, useOpsFormat } from '../ops/format';
import OrderDetailDialog, { PaymentLabel } from '../ops/OrderDetailDialog';
import { useEventId } from '../ops/paths';
import PageHeader from '@/components/states/PageHeader';
import { orderCode } from '@/utils/orderCode';

const FILTERS = ['search', 'status'] as const;

/** `pedidos`: the event's orders, filtered by status or searched, with the detail and the refund. */
export default function OrdersTab() {
  const intl = useIntl();
  const format = useOpsFormat();
  const eventId = useEventId();
  const phone = useDown('sm');
  const list = useListUrlState({ filters: FILTERS, sort: 'createdAt:desc', pageSize: 25 });
  const status = ORDER_STATUSES.find((s) => s === list.values.status);
  const { data, error, isLoading, isFetching, refetch } = useListOrdersQuery({
    eventId,
    page: list.query.page,
    pageSize: list.query.pageSize,
    sort: list.query.sort,
    search: list.values.search || undefined,
    status,
  });
  const tickets = useGetEventTicketsQuery(eventId);
  const [selected, setSelected] = useState<OrderRow | null>(null);
  const filtered = Boolean(list.values.search || list.values.status);

  const ticketName = useMemo(() => {
    const names = new Map((tickets.data ?? []).map((tk) => [tk.id, tk.name]));
    return (id: string) => names.get(id) ?? id;
  }, [tickets.data]);

  const columns = useMemo<GridColDef<OrderRow>[]>(
    () => [
      {
        field: 'id',
        headerName: intl.formatMessage({ id: 'producerOps.order.col.id' }),
        width: 130,
        sortable: false,
        // The way in for keyboards and screen readers (a click anywhere on the row also opens it).
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={(e) => {
              e.stopPropagation();
              setSelected(row);
            }}
            aria-label={intl.formatMessage({ id: 'producerOps.order.open' }, { id: orderCode(row.id) })}
            sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}
          >
            {orderCode(row.id)}
          </Link>
        ),
      },
      {
        field: 'buyerName',
        headerName: intl.formatMessage({ id: 'producerOps.order.col.buyer' }),
        flex: 1,
        minWidth: 140,
      },
      {
        field: 'items',
        headerName: intl.formatMessage({ id: 'producerOps.order.col.items' }),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_value, row) =>
          row.items
            .map((item) =>
              intl.formatMessage(
                { id: item.halfPrice ? 'producerOps.order.itemHalf' : 'producerOps.order.item' },
                { quantity: item.quantity, name: ticketName(item.ticketId) },
              ),
            )
            .join(', '),
      },
      {
        field: 'total',
        headerName: intl.formatMessage({ id: 'producerOps.order.col.total' }),
        type: 'number',
        width: 110,
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'payment',
        headerName: intl.formatMessage({ id: 'producerOps.order.col.method' }),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <PaymentLabel payment={row.payment} />,
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'producerOps.order.col.status' }),
        width: 170,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={ORDER_STATUS_COLOR[row.status]}
            label={intl.formatMessage({ id: `producerOps.order.status.${row.status}` })}
          />
        ),
      },
      {
        field: 'createdAt',
        headerName: intl.formatMessage({ id: 'producerOps.order.col.date' }),
        width: 150,
        valueFormatter: (value: string) => format.dateTime(value),
      },
    ],
    [intl, format, ticketName],
  );

  // Phones: who, how much and when in one cell, and the status; the rest is in the detail.
  const phoneColumns = useMemo<GridColDef<OrderRow>[]>(
    () => [
      {
        field: 'buyerName',
        headerName: intl.formatMessage({ id: 'producerOps.order.col.buyer' }),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Stack sx={{ minWidth: 0, justifyContent: 'center', height: '100%' }}>
            <Link
              component="button"
              type="button"
              onClick={(e) => {
                e.stopPropagation();
                setSelected(row);
              }}
              aria-label={intl.formatMessage({ id: 'producerOps.order.open' }, { id: orderCode(row.id) })}
              sx={{ textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {row.buyerName}
            </Link>
            <Typography variant="caption" color="text.secondary" noWrap>
              {format.money(row.total)} · {format.dateTime(row.createdAt)}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'producerOps.order.col.status' }),
        width: 116,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={ORDER_STATUS_COLOR[row.status]}
            label={intl.formatMessage({ id: `producerOps.order.statusShort.${row.status}` })}
          />
        ),
      },
    ],
    [intl, format],
  );

  const onRefunded = (order: Order) =>
    setSelected((current) => (current && current.id === order.id ? { ...current, ...order } : current));

  return (
    <Box>
      <PageHeader level={2} titleId="producerOps.order.title" subtitleId="producerOps.order.subtitle" />
      <ServerGridToolbar
        search={{ value: list.values.search, commit: (value) => list.setFilter('search', value) }}
        searchPlaceholder={intl.formatMessage({ id: 'producerOps.order.searchHint' })}
        searchSx={{ flex: 1, maxWidth: { sm: 420 } }}
        filtered={filtered}
        onClearFilters={list.clearFilters}
        rowFrom="sm"
      >
        <ListFilterSelect
          value={status ?? ''}
          onChange={(value) => list.setFilter('status', value)}
          label={intl.formatMessage({ id: 'producerOps.order.col.status' })}
          sx={{ minWidth: 200 }}
          showAll
          allLabel={<FormattedMessage id="producerOps.order.status.all" />}
          options={ORDER_STATUSES.map((s) => ({
            value: s,
            label: <FormattedMessage id={`producerOps.order.status.${s}`} />,
          }))}
        />
      </ServerGridToolbar>
      <ServerGrid<OrderRow>
        label={intl.formatMessage({ id: 'producerOps.order.gridLabel' })}
        rows={data?.rows}
        columns={phone ? phoneColumns : columns}
        rowHeight={phone ? 60 : 52}
        rowCount={data?.total}
        query={{ error, isLoading, isFetching, refetch }}
        state={list}
        sortingOrder={['desc', 'asc']}
        onRowClick={(params: GridRowParams<OrderRow>) => setSelected(params.row)}
        empty={{
          icon: ReceiptLongOutlined,
          titleId: filtered ? 'producerOps.order.noMatch' : 'producerOps.order.empty.title',
          bodyId: filtered ? undefined : 'producerOps.order.empty.body',
          onClearFilters: filtered ? list.clearFilters : undefined,
        }}
        height={{ xs: 560, md: 'max(480px, calc(100vh - 380px))' }}
      />
      <OrderDetailDialog
        key={selected?.id ?? 'none'}
        order={selected}
        tickets={tickets.data ?? []}
        onClose={() => setSelected(null)}
        onRefunded={onRefunded}
      />
    </Box>
  );
}
