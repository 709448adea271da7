import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GridCellParams, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import SearchField from '@/components/list/SearchField';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import type { AdminUser } from '@/api/contract/domain';
import { adminApi, useBlockUsersMutation, useGetUsersQuery } from '@/api/endpoints/admin';
import DateProvider from '@/components/dates/DateProvider';
import { notify } from '@/components/feedback/notify';
import AppDataGrid from '@/components/grid/AppDataGrid';
import { useListUrlState } from '@/components/grid/useListUrlState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { DATA_GRID_ROW_HEIGHT } from '@/config';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { formatDocument, formatPhone } from '@/utils/br';
import { downloadCsv } from '@/utils/csv';
import { todayIso } from '@/utils/localDate';
import DateRangeFields from '../components/DateRangeFields';
import FilterSelect, { type FilterOption } from '../components/FilterSelect';
import GridEmpty from '../components/GridEmpty';
import UndoSnackbar, { type UndoOffer } from '../components/UndoSnackbar';
import UserStatusChip from '../components/UserStatusChip';
import { ROLE_CODES } from '../roleAccess';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const FILTERS = ['search', 'role', 'status', 'from', 'to'] as const;
const ROLE_OPTIONS: FilterOption[] = ROLE_CODES.map((code) => ({ value: code, label: `role.${code}` }));
const STATUS_OPTIONS: FilterOption[] = [
  { value: 'active', label: 'admin.user.status.active' },
  { value: 'blocked', label: 'admin.user.status.blocked' },
];
const EXPORT_PAGE_SIZE = 200;
const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

function UsersList() {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const list = useListUrlState({ filters: FILTERS, sort: 'createdAt:desc' });
  const { values, setFilter, setFilters, clearFilters } = list;
  const { data, isFetching, isError, error, refetch } = useGetUsersQuery(list.query);
  const [blockUsers, blocking] = useBlockUsersMutation();
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [undo, setUndo] = useState<UndoOffer | null>(null);
  const [exporting, setExporting] = useState<{ done: number; of: number } | null>(null);
  const filtered = FILTERS.some((name) => values[name] !== '');
  const selectedIds = [...selection.ids].map(String);

  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText, flushSearch] = useDebouncedText(values.search, onSearch, {
    delayMs: 350,
    normalize: (text) => text.trim(),
  });
  const editPath = (id: string) => `/admin/usuarios/edit/${encodeURIComponent(id)}`;

  const setBlocked = async (blocked: boolean) => {
    try {
      const { changed } = await blockUsers({ ids: selectedIds, blocked }).unwrap();
      setSelection(EMPTY_SELECTION);
      const message = intl.formatMessage(
        { id: blocked ? 'admin.users.bulk.blocked' : 'admin.users.bulk.unblocked' },
        { count: changed.length },
      );
      if (changed.length === 0) {
        notify(message, 'info');
        return;
      }
      // Undo puts back exactly the accounts this action changed (the others already were so).
      setUndo({
        key: Date.now(),
        message,
        onUndo: () => {
          blockUsers({ ids: changed, blocked: !blocked })
            .unwrap()
            .then(
              () =>
                notify(
                  intl.formatMessage({ id: 'admin.users.bulk.undone' }, { count: changed.length }),
                  'success',
                ),
              (undoError: unknown) =>
                notify(
                  apiErrorText(intl, undoError, intl.formatMessage({ id: 'admin.users.bulk.failed' })),
                  'error',
                ),
            );
        },
      });
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.users.bulk.failed' })), 'error');
    }
  };

  const exportCsv = async () => {
    const { page: _page, pageSize: _pageSize, ...filters } = list.query;
    const rows: AdminUser[] = [];
    setExporting({ done: 0, of: data?.total ?? 0 });
    try {
      let page = 1;
      let total = Infinity;
      while (rows.length < total) {
        const result = await dispatch(
          adminApi.endpoints.getUsers.initiate(
            { ...filters, page, pageSize: EXPORT_PAGE_SIZE },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        rows.push(...result.items);
        total = result.total;
        setExporting({ done: rows.length, of: total });
        if (result.items.length === 0) break;
        page += 1;
      }
      const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'short' });
      const h = (id: string) => intl.formatMessage({ id });
      downloadCsv(`usuarios-${todayIso()}.csv`, rows, [
        { header: h('admin.user.field.name'), value: (u) => u.name },
        { header: h('admin.user.field.role'), value: (u) => h(`role.${u.role}`) },
        { header: h('admin.user.field.phone'), value: (u) => formatPhone(u.login_cell) },
        { header: h('admin.user.field.email'), value: (u) => u.email_address },
        { header: h('admin.user.field.document'), value: (u) => formatDocument(u.document) },
        { header: h('admin.user.field.status'), value: (u) => h(`admin.user.status.${u.status}`) },
        { header: h('admin.user.field.verified'), value: (u) => h(u.verified ? 'admin.yes' : 'admin.no') },
        { header: h('admin.user.field.createdAt'), value: (u) => date(u.createdAt) },
      ]);
      notify(intl.formatMessage({ id: 'admin.export.done' }, { count: rows.length }), 'success');
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.export.failed' })), 'error');
    } finally {
      setExporting(null);
    }
  };

  const columns = useMemo<GridColDef<AdminUser>[]>(
    () => [
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'admin.user.field.name' }),
        flex: 1.6,
        minWidth: phone ? 170 : 210,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, py: 0.5, lineHeight: 1.3 }}>
            <Link
              component={RouterLink}
              to={editPath(row.id)}
              state={{ back: location.search }}
              underline="hover"
              sx={{ fontWeight: 600, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {row.name}
            </Link>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {phone && row.status === 'blocked' && (
                <Box component="span" sx={{ color: 'error.main', fontWeight: 700, mr: 0.75 }}>
                  {intl.formatMessage({ id: 'admin.user.status.blocked' })}
                </Box>
              )}
              {row.email_address}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'role',
        headerName: intl.formatMessage({ id: 'admin.user.field.role' }),
        width: 140,
        valueFormatter: (value: AdminUser['role']) => intl.formatMessage({ id: `role.${value}` }),
      },
      {
        field: 'login_cell',
        headerName: intl.formatMessage({ id: 'admin.user.field.phone' }),
        width: 135,
        sortable: false,
        valueFormatter: (value: string) => formatPhone(value),
      },
      {
        field: 'document',
        headerName: intl.formatMessage({ id: 'admin.user.field.document' }),
        width: 150,
        sortable: false,
        valueFormatter: (value: string) => formatDocument(value),
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'admin.user.field.status' }),
        width: 105,
        renderCell: ({ row }) => <UserStatusChip status={row.status} />,
      },
      {
        field: 'verified',
        headerName: intl.formatMessage({ id: 'admin.user.field.verified' }),
        width: 95,
        sortable: false,
        renderCell: ({ row }) =>
          row.verified ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
              <VerifiedOutlined fontSize="small" color="success" aria-hidden />
              <span>{intl.formatMessage({ id: 'admin.yes' })}</span>
            </Stack>
          ) : (
            intl.formatMessage({ id: 'admin.no' })
          ),
      },
      {
        field: 'createdAt',
        headerName: intl.formatMessage({ id: 'admin.user.field.createdAt' }),
        width: 105,
        valueFormatter: (value: string) => intl.formatDate(value, { dateStyle: 'short' }),
      },
    ],
    [intl, location.search, phone],
  );

  return (
    <>
      <PageHeader
        titleId="route.admin.users"
        subtitleId="admin.users.subtitle"
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => void exportCsv()}
            loading={exporting != null}
            loadingPosition="start"
            disabled={!data || data.total === 0}
          >
            {exporting ? (
              <FormattedMessage id="admin.export.progress" values={exporting} />
            ) : (
              <FormattedMessage id="common.exportCsv" />
            )}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Stack
          role="search"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ p: 2, flexWrap: 'wrap', rowGap: 1.5, alignItems: { sm: 'center' } }}
          aria-label={intl.formatMessage({ id: 'admin.filters' })}
        >
          <SearchField
            value={searchText}
            onChange={setSearchText}
            onEnter={flushSearch}
            label={intl.formatMessage({ id: 'admin.users.search' })}
            sx={{ minWidth: { xs: '100%', sm: 280 }, flex: { sm: '1 1 280px' } }}
          />
          <FilterSelect
            name="role"
            labelId="admin.user.field.role"
            value={values.role}
            options={ROLE_OPTIONS}
            onChange={(v) => setFilter('role', v)}
          />
          <FilterSelect
            name="status"
            labelId="admin.user.field.status"
            anyLabelId="admin.filter.anyFeminine"
            value={values.status}
            options={STATUS_OPTIONS}
            onChange={(v) => setFilter('status', v)}
            minWidth={150}
          />
          <DateRangeFields
            from={values.from}
            to={values.to}
            fromLabelId="admin.users.createdFrom"
            toLabelId="admin.users.createdTo"
            onChange={(range) => setFilters(range)}
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
        {selectedIds.length > 0 && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            role="region"
            aria-label={intl.formatMessage({ id: 'admin.users.bulk.region' })}
            sx={{
              px: 2,
              py: 1.25,
              alignItems: { sm: 'center' },
              bgcolor: 'action.selected',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ fontWeight: 600, flexGrow: 1 }} aria-live="polite">
              <FormattedMessage id="admin.users.bulk.selected" values={{ count: selectedIds.length }} />
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                color="error"
                variant="contained"
                startIcon={<BlockOutlined />}
                loading={blocking.isLoading}
                onClick={() => void setBlocked(true)}
              >
                <FormattedMessage id="admin.users.bulk.block" />
              </Button>
              <Button
                variant="outlined"
                startIcon={<LockOpenOutlined />}
                disabled={blocking.isLoading}
                onClick={() => void setBlocked(false)}
              >
                <FormattedMessage id="admin.users.bulk.unblock" />
              </Button>
              <Button onClick={() => setSelection(EMPTY_SELECTION)}>
                <FormattedMessage id="admin.users.bulk.clear" />
              </Button>
            </Stack>
          </Stack>
        )}
        {isError ? (
          <Box sx={{ px: 2, pb: 2 }}>
            <ErrorState error={error} onRetry={() => void refetch()} />
          </Box>
        ) : (
          <AppDataGrid<AdminUser>
            aria-label={intl.formatMessage({ id: 'route.admin.users' })}
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
            checkboxSelection
            keepNonExistentRowsSelected
            disableRowSelectionExcludeModel
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            isRowSelectable={({ row }) => row.id !== me?.id}
            onCellClick={({ field, row }: GridCellParams<AdminUser>) => {
              if (field !== '__check__' && field !== 'name')
                void navigate(editPath(row.id), { state: { back: location.search } });
            }}
            columnVisibilityModel={
              phone
                ? {
                    role: false,
                    login_cell: false,
                    document: false,
                    status: false,
                    verified: false,
                    createdAt: false,
                  }
                : {}
            }
            slots={{
              noRowsOverlay: () => (
                <GridEmpty
                  titleId="admin.users.empty"
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
              '& .MuiDataGrid-row': { cursor: 'pointer' },
              '& .MuiDataGrid-overlayWrapper': { minHeight: 260 },
            }}
          />
        )}
      </Paper>
      <UndoSnackbar offer={undo} onClose={() => setUndo(null)} />
    </>
  );
}

/** /admin/usuarios: every user, filtered and paged by the server, with bulk block and CSV export. */
export default function UsersPage() {
  return (
    <DateProvider>
      <UsersList />
    </DateProvider>
  );
}
