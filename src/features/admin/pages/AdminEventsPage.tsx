import CloseOutlined from '@mui/icons-material/CloseOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import SearchField from '@/components/list/SearchField';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import type { ModerationAction } from '@/api/contract/admin';
import type { Event } from '@/api/contract/domain';
import { useGetAdminEventsQuery, useModerateEventMutation } from '@/api/endpoints/admin';
import { notify } from '@/components/feedback/notify';
import AppDataGrid from '@/components/grid/AppDataGrid';
import { useListUrlState } from '@/components/grid/useListUrlState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { DATA_GRID_ROW_HEIGHT } from '@/config';
import FeaturedMark from '../components/FeaturedMark';
import FilterSelect, { type FilterOption } from '../components/FilterSelect';
import GridEmpty from '../components/GridEmpty';
import ModerationDialog, { type ReasonedAction } from '../components/ModerationDialog';
import ModerationMenu from '../components/ModerationMenu';
import { useOwners } from '../components/useOwners';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const FILTERS = ['search', 'status', 'ownerId', 'featured'] as const;
const STATUSES = ['draft', 'published', 'cancelled', 'ended'] as const;
const STATUS_OPTIONS: FilterOption[] = STATUSES.map((s) => ({ value: s, label: `admin.event.status.${s}` }));
const FEATURED_OPTIONS: FilterOption[] = [
  { value: 'true', label: 'admin.featured.only' },
  { value: 'false', label: 'admin.featured.not' },
];
const STATUS_COLOR = {
  draft: 'default',
  published: 'success',
  cancelled: 'error',
  ended: 'default',
} as const;
const STATUS_TEXT = {
  draft: 'text.secondary',
  published: 'success.main',
  cancelled: 'error.main',
  ended: 'text.secondary',
} as const;
const isStatus = (value: string): value is Event['status'] => (STATUSES as readonly string[]).includes(value);

/** /admin/eventos: every producer's and school's event, with moderation. */
export default function AdminEventsPage() {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const list = useListUrlState({ filters: FILTERS, sort: 'startsAt:desc' });
  const { values, setFilter, clearFilters } = list;
  const { data, isFetching, isError, error, refetch } = useGetAdminEventsQuery({
    ...list.query,
    status: isStatus(values.status) ? values.status : undefined,
    featured: values.featured === 'true' || values.featured === 'false' ? values.featured : undefined,
  });
  const owners = useOwners();
  const [moderate, moderating] = useModerateEventMutation();
  const [asking, setAsking] = useState<{ event: Event; action: ReasonedAction } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const filtered = FILTERS.some((name) => values[name] !== '');
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText, flushSearch] = useDebouncedText(values.search, onSearch, {
    delayMs: 350,
    normalize: (text) => text.trim(),
  });

  const run = useCallback(
    async (event: Event, action: ModerationAction, reason: string | null) => {
      try {
        const { msg } = await moderate({ id: event.id, body: { action, reason } }).unwrap();
        notify(msg || intl.formatMessage({ id: 'admin.moderation.done' }), 'success');
        setAsking(null);
      } catch (caught) {
        const message = apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.moderation.failed' }));
        if (action === 'cancel' || action === 'unpublish') setDialogError(message);
        else notify(message, 'error');
      }
    },
    [moderate, intl],
  );

  const onAction = useCallback(
    (event: Event, action: ModerationAction) => {
      setDialogError(null);
      if (action === 'cancel' || action === 'unpublish') setAsking({ event, action });
      else void run(event, action, null);
    },
    [run],
  );

  const columns = useMemo<GridColDef<Event>[]>(
    () => [
      {
        field: 'title',
        headerName: intl.formatMessage({ id: 'admin.event.field.title' }),
        flex: 1.6,
        minWidth: phone ? 200 : 220,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, py: 0.5, lineHeight: 1.3 }}>
            <Link
              href={`/eventos/${encodeURIComponent(row.id)}`}
              target="_blank"
              rel="noopener"
              underline="hover"
              aria-label={intl.formatMessage({ id: 'admin.openPublic' }, { title: row.title })}
              sx={{
                fontWeight: 600,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                maxWidth: '100%',
              }}
            >
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {row.title}
              </Box>
              <OpenInNewOutlined sx={{ fontSize: 14, flexShrink: 0 }} aria-hidden />
            </Link>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {phone && (
                <Box component="span" sx={{ fontWeight: 700, mr: 0.75, color: STATUS_TEXT[row.status] }}>
                  {intl.formatMessage({ id: `admin.event.status.${row.status}` })}
                </Box>
              )}
              {row.venue
                ? `${row.venue.city}/${row.venue.state}`
                : intl.formatMessage({ id: 'admin.event.online' })}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'ownerName',
        headerName: intl.formatMessage({ id: 'admin.field.owner' }),
        flex: 1,
        minWidth: 170,
        sortable: false,
      },
      {
        field: 'startsAt',
        headerName: intl.formatMessage({ id: 'admin.event.field.startsAt' }),
        width: 150,
        valueFormatter: (value: string) => intl.formatDate(value, { dateStyle: 'short', timeStyle: 'short' }),
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'admin.field.status' }),
        width: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[row.status]}
            label={intl.formatMessage({ id: `admin.event.status.${row.status}` })}
            title={row.moderation?.reason ?? undefined}
          />
        ),
      },
      {
        field: 'featured',
        headerName: intl.formatMessage({ id: 'admin.featured.column' }),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (row.featured ? <FeaturedMark /> : null),
      },
      {
        field: 'sold',
        headerName: intl.formatMessage({ id: 'admin.event.field.sold' }),
        type: 'number',
        width: 100,
        valueGetter: (_value, row) => row.sold ?? 0,
        valueFormatter: (value: number) => intl.formatNumber(value),
      },
      {
        field: 'actions',
        headerName: intl.formatMessage({ id: 'admin.field.actions' }),
        width: 64,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <ModerationMenu
            title={row.title}
            featured={row.featured}
            canFeature={row.status === 'published'}
            canUnpublish={row.status === 'published'}
            canCancel={row.status === 'draft' || row.status === 'published'}
            onAction={(action) => onAction(row, action)}
          />
        ),
      },
    ],
    [intl, onAction, phone],
  );

  const target = asking?.event;
  const dialogValues = target
    ? {
        title: target.title,
        owner: target.ownerName,
        sold: target.sold ?? 0,
        b: (t: ReactNode[]) => <strong>{t}</strong>,
      }
    : {};

  return (
    <>
      <PageHeader titleId="route.admin.events" subtitleId="admin.events.subtitle" />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Stack
          role="search"
          aria-label={intl.formatMessage({ id: 'admin.filters' })}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ p: 2, flexWrap: 'wrap', rowGap: 1.5, alignItems: { sm: 'center' } }}
        >
          <SearchField
            value={searchText}
            onChange={setSearchText}
            onEnter={flushSearch}
            label={intl.formatMessage({ id: 'admin.events.search' })}
            sx={{ minWidth: { xs: '100%', sm: 280 }, flex: { sm: '1 1 280px' } }}
          />
          <FilterSelect
            name="status"
            labelId="admin.field.status"
            value={values.status}
            options={STATUS_OPTIONS}
            onChange={(v) => setFilter('status', v)}
            minWidth={150}
          />
          <FilterSelect
            name="ownerId"
            labelId="admin.field.owner"
            value={values.ownerId}
            options={owners.options}
            onChange={(v) => setFilter('ownerId', v)}
            minWidth={220}
          />
          <FilterSelect
            name="featured"
            labelId="admin.featured.column"
            value={values.featured}
            options={FEATURED_OPTIONS}
            onChange={(v) => setFilter('featured', v)}
            minWidth={150}
          />
          {filtered && (
            <Button
              onClick={clearFilters}
              startIcon={<CloseOutlined />}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              <FormattedMessage id="common.clearFilters" />
            </Button>
          )}
        </Stack>
        {isError ? (
          <Box sx={{ px: 2, pb: 2 }}>
            <ErrorState error={error} onRetry={() => void refetch()} />
          </Box>
        ) : (
          <AppDataGrid<Event>
            aria-label={intl.formatMessage({ id: 'route.admin.events' })}
            rows={data?.items ?? []}
            columns={columns}
            rowCount={data?.total ?? 0}
            loading={isFetching}
            autoHeight
            rowHeight={DATA_GRID_ROW_HEIGHT}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={list.paginationModel}
            onPaginationModelChange={list.onPaginationModelChange}
            sortModel={list.sortModel}
            onSortModelChange={list.onSortModelChange}
            disableColumnFilter
            columnVisibilityModel={
              phone ? { ownerName: false, startsAt: false, status: false, featured: false, sold: false } : {}
            }
            slots={{
              noRowsOverlay: () => (
                <GridEmpty
                  titleId="admin.events.empty"
                  bodyId={filtered ? 'admin.empty.filtered' : undefined}
                  onClearFilters={filtered ? clearFilters : undefined}
                />
              ),
            }}
            sx={{
              border: 0,
              borderTop: 1,
              borderColor: 'divider',
              borderRadius: 0,
              '& .MuiDataGrid-overlayWrapper': { minHeight: 260 },
            }}
          />
        )}
      </Paper>
      <ModerationDialog
        action={asking?.action ?? null}
        title={
          asking && (
            <FormattedMessage
              id={`admin.events.${asking.action}.title`}
              values={{ title: asking.event.title }}
            />
          )
        }
        consequences={
          asking && <FormattedMessage id={`admin.events.${asking.action}.body`} values={dialogValues} />
        }
        confirmLabel={asking && <FormattedMessage id={`admin.events.${asking.action}.confirm`} />}
        busy={moderating.isLoading}
        serverError={dialogError}
        onConfirm={(reason) => {
          if (asking) void run(asking.event, asking.action, reason || null);
        }}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
