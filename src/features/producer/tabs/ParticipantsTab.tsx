import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Attendee } from '@/api/contract/domain';
import type { AttendeeListQuery } from '@/api/contract/producerOps';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import { useLazyListAttendeesQuery, useListAttendeesQuery } from '@/api/endpoints/producerOps';
import { notify } from '@/components/feedback/notify';
import { useListUrlState } from '@/components/grid/useListUrlState';
import ServerGrid from '@/components/list/ServerGrid';
import ServerGridToolbar, { ExportCsvButton, ListFilterSelect } from '@/components/list/ServerGridToolbar';
import { downloadCsv, type CsvColumn } from '@/utils/csv';
import { useDown } from '@/hooks/useBreakpoint';
import { useOpsFormat } from '../ops/format';
import { useEventId } from '../ops/paths';
import PageHeader from '@/components/states/PageHeader';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { orderCode } from '@/utils/orderCode';

const FILTERS = ['search', 'ticketId', 'checkedIn'] as const;
const CHECKIN_OPTIONS = [
  { value: 'true', label: <FormattedMessage id="producerOps.attendee.checkin.in" /> },
  { value: 'false', label: <FormattedMessage id="producerOps.attendee.checkin.out" /> },
];
/** The largest page the API gives: the export walks the pages of the current filter. */
const EXPORT_PAGE = 200;

/** `participantes`: who holds a valid ticket, searchable and filterable, exported as CSV. */
export default function ParticipantsTab() {
  const intl = useIntl();
  const format = useOpsFormat();
  const eventId = useEventId();
  const phone = useDown('sm');
  const list = useListUrlState({ filters: FILTERS, sort: 'holderName:asc', pageSize: 25 });
  const checkedIn =
    list.values.checkedIn === 'true' || list.values.checkedIn === 'false' ? list.values.checkedIn : undefined;
  const filters: Omit<AttendeeListQuery, 'page' | 'pageSize'> = {
    eventId,
    sort: list.query.sort,
    search: list.values.search || undefined,
    ticketId: list.values.ticketId || undefined,
    checkedIn,
  };
  const { data, error, isLoading, isFetching, refetch } = useListAttendeesQuery({
    ...filters,
    page: list.query.page,
    pageSize: list.query.pageSize,
  });
  const tickets = useGetEventTicketsQuery(eventId);
  const [fetchPage] = useLazyListAttendeesQuery();
  const [exporting, setExporting] = useState(false);
  const filtered = Boolean(list.values.search || list.values.ticketId || list.values.checkedIn);

  const ticketName = useMemo(() => {
    const names = new Map((tickets.data ?? []).map((tk) => [tk.id, tk.name]));
    return (id: string) => names.get(id) ?? id;
  }, [tickets.data]);

  const columns = useMemo<GridColDef<Attendee>[]>(
    () => [
      {
        field: 'holderName',
        headerName: intl.formatMessage({ id: 'producerOps.attendee.col.name' }),
        flex: 1,
        minWidth: 170,
      },
      {
        field: 'ticketId',
        headerName: intl.formatMessage({ id: 'producerOps.attendee.col.ticket' }),
        flex: 1,
        minWidth: 140,
        valueGetter: (value: string, row) =>
          row.halfPrice
            ? intl.formatMessage({ id: 'producerOps.attendee.halfPriceName' }, { name: ticketName(value) })
            : ticketName(value),
      },
      {
        field: 'code',
        headerName: intl.formatMessage({ id: 'producerOps.attendee.col.code' }),
        width: 150,
        renderCell: ({ value }) => (
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {String(value)}
          </Box>
        ),
      },
      {
        field: 'orderId',
        headerName: intl.formatMessage({ id: 'producerOps.attendee.col.order' }),
        width: 130,
        sortable: false,
        valueFormatter: (value: string) => orderCode(value),
      },
      {
        field: 'checkedInAt',
        headerName: intl.formatMessage({ id: 'producerOps.attendee.col.checkin' }),
        width: 190,
        renderCell: ({ row }) =>
          row.checkedInAt ? (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircleOutlined />}
              label={intl.formatMessage(
                { id: 'producerOps.attendee.inAt' },
                { date: format.dateTime(row.checkedInAt) },
              )}
            />
          ) : (
            <Chip
              size="small"
              variant="outlined"
              label={intl.formatMessage({ id: 'producerOps.attendee.notIn' })}
            />
          ),
      },
    ],
    [intl, format, ticketName],
  );

  // Phones: the name with its ticket under it, and whether they are in.
  const phoneColumns = useMemo<GridColDef<Attendee>[]>(
    () => [
      {
        field: 'holderName',
        headerName: intl.formatMessage({ id: 'producerOps.attendee.col.name' }),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Stack sx={{ minWidth: 0, justifyContent: 'center', height: '100%' }}>
            <Typography variant="body2" noWrap>
              {row.holderName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {row.halfPrice
                ? intl.formatMessage(
                    { id: 'producerOps.attendee.halfPriceName' },
                    { name: ticketName(row.ticketId) },
                  )
                : ticketName(row.ticketId)}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'checkedInAt',
        headerName: intl.formatMessage({ id: 'producerOps.attendee.col.checkin' }),
        width: 120,
        renderCell: ({ row }) =>
          row.checkedInAt ? (
            <Chip
              size="small"
              color="success"
              label={intl.formatMessage(
                { id: 'producerOps.attendee.inShort' },
                { time: format.time(row.checkedInAt) },
              )}
            />
          ) : (
            <Chip
              size="small"
              variant="outlined"
              label={intl.formatMessage({ id: 'producerOps.attendee.notInShort' })}
            />
          ),
      },
    ],
    [intl, format, ticketName],
  );

  const csvColumns = useMemo<CsvColumn<Attendee>[]>(
    () => [
      { header: intl.formatMessage({ id: 'producerOps.attendee.col.name' }), value: (a) => a.holderName },
      {
        header: intl.formatMessage({ id: 'producerOps.attendee.col.ticket' }),
        value: (a) => ticketName(a.ticketId),
      },
      {
        header: intl.formatMessage({ id: 'producerOps.attendee.csv.halfPrice' }),
        value: (a) => intl.formatMessage({ id: a.halfPrice ? 'producerOps.yes' : 'producerOps.no' }),
      },
      { header: intl.formatMessage({ id: 'producerOps.attendee.col.code' }), value: (a) => a.code },
      {
        header: intl.formatMessage({ id: 'producerOps.attendee.col.order' }),
        value: (a) => orderCode(a.orderId),
      },
      {
        header: intl.formatMessage({ id: 'producerOps.attendee.csv.checkedIn' }),
        value: (a) => intl.formatMessage({ id: a.checkedInAt ? 'producerOps.yes' : 'producerOps.no' }),
      },
      {
        header: intl.formatMessage({ id: 'producerOps.attendee.csv.checkedInAt' }),
        value: (a) => (a.checkedInAt ? format.dateTime(a.checkedInAt) : ''),
      },
    ],
    [intl, format, ticketName],
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: Attendee[] = [];
      for (let page = 1; ; page += 1) {
        const result = await fetchPage({ ...filters, page, pageSize: EXPORT_PAGE }).unwrap();
        rows.push(...result.items);
        if (result.items.length < EXPORT_PAGE || rows.length >= result.total) break;
      }
      downloadCsv(`participantes-${eventId}.csv`, rows, csvColumns);
      notify(intl.formatMessage({ id: 'producerOps.attendee.exported' }, { count: rows.length }), 'success');
    } catch (caught) {
      notify(
        apiErrorText(intl, caught, intl.formatMessage({ id: 'producerOps.attendee.exportFailed' })),
        'error',
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <PageHeader
        level={2}
        titleId="producerOps.attendee.title"
        subtitleId={data ? 'producerOps.attendee.subtitle' : undefined}
        values={{ count: data?.total ?? 0 }}
        actions={
          <ExportCsvButton
            onExport={() => void exportCsv()}
            exporting={exporting}
            disabled={!data || data.total === 0}
          />
        }
      />
      <ServerGridToolbar
        search={{ value: list.values.search, commit: (value) => list.setFilter('search', value) }}
        searchPlaceholder={intl.formatMessage({ id: 'producerOps.attendee.searchHint' })}
        searchSx={{ flex: 1, maxWidth: { md: 380 } }}
        filtered={filtered}
        onClearFilters={list.clearFilters}
        rowFrom="md"
      >
        <ListFilterSelect
          value={list.values.ticketId}
          onChange={(value) => list.setFilter('ticketId', value)}
          label={intl.formatMessage({ id: 'producerOps.attendee.col.ticket' })}
          sx={{ minWidth: 200 }}
          showAll
          allLabel={<FormattedMessage id="producerOps.attendee.allTickets" />}
          options={(tickets.data ?? []).map((tk) => ({ value: tk.id, label: tk.name }))}
        />
        <ListFilterSelect
          value={checkedIn ?? ''}
          onChange={(value) => list.setFilter('checkedIn', value)}
          label={intl.formatMessage({ id: 'producerOps.attendee.col.checkin' })}
          sx={{ minWidth: 180 }}
          showAll
          allLabel={<FormattedMessage id="producerOps.attendee.checkin.all" />}
          options={CHECKIN_OPTIONS}
        />
      </ServerGridToolbar>
      <ServerGrid<Attendee>
        label={intl.formatMessage({ id: 'producerOps.attendee.gridLabel' })}
        getRowId={(row) => row.code}
        rows={data?.items}
        columns={phone ? phoneColumns : columns}
        rowHeight={phone ? 60 : 52}
        rowCount={data?.total}
        query={{ error, isLoading, isFetching, refetch }}
        state={list}
        sortingOrder={['asc', 'desc']}
        empty={{
          icon: GroupsOutlined,
          titleId: filtered ? 'producerOps.attendee.noMatch' : 'producerOps.attendee.empty.title',
          bodyId: filtered ? undefined : 'producerOps.attendee.empty.body',
          onClearFilters: filtered ? list.clearFilters : undefined,
        }}
        height={{ xs: 560, md: 'max(480px, calc(100vh - 380px))' }}
      />
    </Box>
  );
}
