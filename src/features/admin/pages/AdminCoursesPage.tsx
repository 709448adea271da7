import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import type { CourseSummary } from '@/api/contract/courses';
import { useGetAdminCoursesQuery, useModerateCourseMutation } from '@/api/endpoints/admin';
import { notify } from '@/components/feedback/notify';
import AppDataGrid from '@/components/grid/AppDataGrid';
import { useListUrlState } from '@/components/grid/useListUrlState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { DATA_GRID_ROW_HEIGHT } from '@/config';
import { formatCents } from '@/utils/br';
import FeaturedMark from '../components/FeaturedMark';
import FilterSelect, { type FilterOption } from '../components/FilterSelect';
import GridEmpty from '../components/GridEmpty';
import ModerationDialog, { type ReasonedAction } from '../components/ModerationDialog';
import ModerationMenu from '../components/ModerationMenu';
import { useOwners } from '../components/useOwners';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const FILTERS = ['search', 'status', 'ownerId'] as const;
const STATUSES = ['draft', 'open', 'closed', 'archived'] as const;
const STATUS_OPTIONS: FilterOption[] = STATUSES.map((s) => ({ value: s, label: `admin.course.status.${s}` }));
const STATUS_COLOR = { draft: 'default', open: 'success', closed: 'warning', archived: 'error' } as const;
const STATUS_TEXT = {
  draft: 'text.secondary',
  open: 'success.main',
  closed: 'warning.main',
  archived: 'error.main',
} as const;

/** /admin/cursos: every school's and producer's course, with moderation. */
export default function AdminCoursesPage() {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const list = useListUrlState({ filters: FILTERS, sort: 'title:asc' });
  const { values, setFilter, clearFilters } = list;
  // The admin sees every status unless one is chosen (the course list hides archived ones by default).
  const { data, isFetching, isError, error, refetch } = useGetAdminCoursesQuery({
    ...list.query,
    status: values.status || 'all',
  });
  const owners = useOwners();
  const [moderate, moderating] = useModerateCourseMutation();
  const [asking, setAsking] = useState<{ course: CourseSummary; action: ReasonedAction } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const filtered = FILTERS.some((name) => values[name] !== '');
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText, flushSearch] = useDebouncedText(values.search, onSearch, {
    delayMs: 350,
    normalize: (text) => text.trim(),
  });
  const ownerName = useCallback(
    (course: CourseSummary) =>
      owners.names.get(course.ownerId) ?? intl.formatMessage({ id: 'admin.field.unknown' }),
    [owners.names, intl],
  );

  const run = useCallback(
    async (course: CourseSummary, action: ModerationAction, reason: string | null) => {
      try {
        const { msg } = await moderate({ id: course.id, body: { action, reason } }).unwrap();
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
    (course: CourseSummary, action: ModerationAction) => {
      setDialogError(null);
      if (action === 'cancel' || action === 'unpublish') setAsking({ course, action });
      else void run(course, action, null);
    },
    [run],
  );

  const columns = useMemo<GridColDef<CourseSummary>[]>(
    () => [
      {
        field: 'title',
        headerName: intl.formatMessage({ id: 'admin.course.field.title' }),
        flex: 1.6,
        minWidth: phone ? 200 : 220,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, py: 0.5, lineHeight: 1.3 }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {row.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {phone && (
                <Box component="span" sx={{ fontWeight: 700, mr: 0.75, color: STATUS_TEXT[row.status] }}>
                  {intl.formatMessage({ id: `admin.course.status.${row.status}` })}
                </Box>
              )}
              {row.teacherName ?? row.instructor ?? intl.formatMessage({ id: 'admin.course.noTeacher' })}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'ownerId',
        headerName: intl.formatMessage({ id: 'admin.field.owner' }),
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueGetter: (_value, row) => ownerName(row),
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'admin.field.status' }),
        width: 165,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[row.status]}
            label={intl.formatMessage({ id: `admin.course.status.${row.status}` })}
            title={row.moderation?.reason ?? undefined}
          />
        ),
      },
      {
        field: 'featured',
        headerName: intl.formatMessage({ id: 'admin.featured.column' }),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (row.featured ? <FeaturedMark /> : null),
      },
      {
        field: 'enrolled',
        headerName: intl.formatMessage({ id: 'admin.course.field.enrolled' }),
        width: 110,
        sortable: false,
        valueGetter: (_value, row) =>
          intl.formatMessage({ id: 'admin.course.seats' }, { enrolled: row.enrolled, seats: row.seats }),
      },
      {
        field: 'price',
        headerName: intl.formatMessage({ id: 'admin.course.field.price' }),
        width: 110,
        valueFormatter: (value: number) =>
          value === 0 ? intl.formatMessage({ id: 'admin.course.free' }) : formatCents(value),
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
            featured={row.featured ?? false}
            canFeature={row.status === 'open'}
            canUnpublish={row.status === 'open'}
            canCancel={row.status !== 'archived'}
            onAction={(action) => onAction(row, action)}
          />
        ),
      },
    ],
    [intl, onAction, ownerName, phone],
  );

  const target = asking?.course;
  const dialogValues = target
    ? {
        title: target.title,
        owner: ownerName(target),
        enrolled: target.enrolled,
        b: (text: ReactNode[]) => <strong>{text}</strong>,
      }
    : {};

  return (
    <>
      <PageHeader titleId="route.admin.courses" subtitleId="admin.courses.subtitle" />
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
            label={intl.formatMessage({ id: 'admin.courses.search' })}
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
          <AppDataGrid<CourseSummary>
            aria-label={intl.formatMessage({ id: 'route.admin.courses' })}
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
              phone ? { ownerId: false, status: false, featured: false, enrolled: false, price: false } : {}
            }
            slots={{
              noRowsOverlay: () => (
                <GridEmpty
                  titleId="admin.courses.empty"
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
              id={`admin.courses.${asking.action}.title`}
              values={{ title: asking.course.title }}
            />
          )
        }
        consequences={
          asking && <FormattedMessage id={`admin.courses.${asking.action}.body`} values={dialogValues} />
        }
        confirmLabel={asking && <FormattedMessage id={`admin.courses.${asking.action}.confirm`} />}
        busy={moderating.isLoading}
        serverError={dialogError}
        onConfirm={(reason) => {
          if (asking) void run(asking.course, asking.action, reason || null);
        }}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
