import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { GridActionsCell, GridActionsCellItem, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Student } from '@/api/contract/domain';
import {
  useLazyExportStudentsQuery,
  useListStudentsQuery,
  useStudentOptionsQuery,
  type StudentFilters,
} from '@/api/endpoints/students';
import { notify } from '@/components/feedback/notify';
import AppDataGrid from '@/components/grid/AppDataGrid';
import { useListUrlState } from '@/components/grid/useListUrlState';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { DATA_GRID_ROW_HEIGHT } from '@/config';
import { formatPhone } from '@/utils/br';
import { downloadText } from '@/utils/csv';
import StudentFormDialog from '../components/StudentFormDialog';
import StudentImportDialog from '../components/StudentImportDialog';
import StudentFiltersBar from '../components/StudentFiltersBar';
import { useStudentStatus } from '../components/useStudentStatus';
import { studentsCsv } from '../csv';
import { ageOf, brDate, profilePath, relationLabel } from '../labels';
import { initials } from '@/utils/initials';
import { todayIso } from '@/utils/localDate';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const FILTERS = ['search', 'classId', 'grade', 'status'] as const;
/** On phones the name (with the grade and an inactive mark under it) and the actions fit. */
const PHONE_COLUMNS = {
  grade: false,
  classIds: false,
  guardian: false,
  birthDate: false,
  status: false,
};
const SORTABLE = new Set(['name', 'birthDate', 'grade', 'status', 'createdAt']);

/** /empresa/gestao-alunos: the school's students, paged, sorted and filtered by the server. */
export default function StudentsPage() {
  const intl = useIntl();
  const theme = useTheme();
  const navigate = useNavigate();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const list = useListUrlState({ filters: FILTERS, pageSize: 25, sort: 'name:asc' });
  const filters: StudentFilters = {
    ...list.values,
    status: list.values.status === 'active' || list.values.status === 'inactive' ? list.values.status : '',
  };
  const sortField = list.query.sort.split(':')[0] ?? '';
  const sort = SORTABLE.has(sortField) ? list.query.sort : 'name:asc';
  const { page, pageSize } = list.query;
  // `data` stays on the previous page while the next one loads: the grid never flashes empty.
  const { data, error, isFetching, isLoading, refetch } = useListStudentsQuery({
    ...filters,
    page,
    pageSize,
    sort,
  });
  const options = useStudentOptionsQuery(undefined);
  // The sort the server is asked for (an unknown field in an old link falls back to the name order).
  const sortModel = useMemo<GridSortModel>(() => {
    const [field = 'name', direction] = sort.split(':');
    return [{ field, sort: direction === 'desc' ? 'desc' : 'asc' }];
  }, [sort]);
  const [exportStudents, exporting] = useLazyExportStudentsQuery();
  const status = useStudentStatus();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [importing, setImporting] = useState(false);

  const classTitles = useMemo(
    () => new Map((options.data?.classes ?? []).map((c) => [c.id, c.title])),
    [options.data],
  );
  const classTitle = useCallback((id: string) => classTitles.get(id) ?? id, [classTitles]);
  const { requestDeactivate, reactivate } = status;

  const columns = useMemo<GridColDef<Student>[]>(
    () => [
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'students.col.name' }),
        flex: 1.6,
        minWidth: phone ? 150 : 200,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <Avatar
              sx={{
                width: 32,
                height: 32,
                fontSize: '0.8rem',
                bgcolor: row.status === 'active' ? 'primary.main' : 'action.disabled',
              }}
              aria-hidden
            >
              {initials(row.name)}
            </Avatar>
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Link
                component={RouterLink}
                to={profilePath(row.id)}
                underline="hover"
                sx={{ fontWeight: 600, display: 'block' }}
                noWrap
              >
                {row.name}
              </Link>
              {phone && (
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {row.grade}
                  {row.status === 'inactive' && (
                    <>
                      {' · '}
                      <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
                        <FormattedMessage id="students.status.inactive" />
                      </Box>
                    </>
                  )}
                </Typography>
              )}
            </Box>
          </Stack>
        ),
      },
      {
        field: 'grade',
        headerName: intl.formatMessage({ id: 'students.col.grade' }),
        width: 96,
      },
      {
        field: 'classIds',
        headerName: intl.formatMessage({ id: 'students.col.classes' }),
        flex: 1.2,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => {
          const [first, ...rest] = row.classIds;
          if (!first)
            return (
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 'inherit' }}>
                <FormattedMessage id="students.col.noClasses" />
              </Typography>
            );
          return (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
              <Chip size="small" label={classTitle(first)} sx={{ maxWidth: 200 }} />
              {rest.length > 0 && (
                <Tooltip title={rest.map(classTitle).join(', ')}>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={`+${rest.length}`}
                    aria-label={rest.map(classTitle).join(', ')}
                  />
                </Tooltip>
              )}
            </Stack>
          );
        },
      },
      {
        field: 'guardian',
        headerName: intl.formatMessage({ id: 'students.col.guardian' }),
        flex: 1.3,
        minWidth: 190,
        sortable: false,
        valueGetter: (_value, row) => row.guardians[0]?.name ?? '',
        renderCell: ({ row }) => {
          const g = row.guardians[0];
          if (!g) return null;
          return (
            <Box
              sx={{
                lineHeight: 1.3,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                height: '100%',
              }}
            >
              <Typography variant="body2" noWrap>
                {g.name}
                <Typography component="span" variant="caption" color="text.secondary">
                  {' · '}
                  {relationLabel(intl, g.relation)}
                </Typography>
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap>
                {formatPhone(g.phone)}
                {row.guardians.length > 1 &&
                  ` · ${intl.formatMessage({ id: 'students.col.moreGuardians' }, { count: row.guardians.length - 1 })}`}
              </Typography>
            </Box>
          );
        },
      },
      {
        field: 'birthDate',
        headerName: intl.formatMessage({ id: 'students.col.birthDate' }),
        width: 146,
        renderCell: ({ row }) => (
          <span>
            {brDate(row.birthDate)}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              <FormattedMessage id="students.age" values={{ age: ageOf(row.birthDate) }} />
            </Typography>
          </span>
        ),
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'students.col.status' }),
        width: 100,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.status === 'active' ? 'success' : 'default'}
            variant={row.status === 'active' ? 'filled' : 'outlined'}
            label={<FormattedMessage id={`students.status.${row.status}`} />}
          />
        ),
      },
      {
        field: 'actions',
        headerName: intl.formatMessage({ id: 'students.col.actions' }),
        width: 96,
        sortable: false,
        disableColumnMenu: true,
        align: 'right',
        headerAlign: 'right',
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<EditOutlined />}
              label={intl.formatMessage({ id: 'students.action.editNamed' }, { name: params.row.name })}
              onClick={() => setEditing({ id: params.row.id })}
            />
            <GridActionsCellItem
              showInMenu
              label={intl.formatMessage({ id: 'students.action.profile' })}
              onClick={() => void navigate(profilePath(params.row.id))}
            />
            {params.row.status === 'active' ? (
              <GridActionsCellItem
                showInMenu
                label={intl.formatMessage({ id: 'students.action.deactivate' })}
                onClick={() => requestDeactivate(params.row)}
              />
            ) : (
              <GridActionsCellItem
                showInMenu
                label={intl.formatMessage({ id: 'students.action.reactivate' })}
                onClick={() => reactivate(params.row)}
              />
            )}
          </GridActionsCell>
        ),
      },
    ],
    [intl, phone, classTitle, navigate, requestDeactivate, reactivate],
  );

  const onExport = async () => {
    try {
      const students = await exportStudents({ ...filters, sort }).unwrap();
      downloadText(`alunos-${todayIso()}.csv`, studentsCsv(students, classTitle));
      notify(intl.formatMessage({ id: 'students.export.done' }, { count: students.length }), 'success');
    } catch (failure) {
      notify(apiErrorText(intl, failure, intl.formatMessage({ id: 'students.export.failed' })), 'error');
    }
  };

  const filtered = Object.values(filters).some((v) => v !== '');
  const total = data?.total ?? 0;

  const NoRows = useCallback(
    () =>
      filtered ? (
        <EmptyState
          icon={PersonSearchOutlined}
          titleId="students.empty.filtered.title"
          bodyId="students.empty.filtered.body"
          action={
            <Button onClick={list.clearFilters}>
              <FormattedMessage id="common.clearFilters" />
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={GroupsOutlined}
          titleId="students.empty.title"
          bodyId="students.empty.body"
          action={
            <Button variant="contained" onClick={() => setEditing({ id: null })}>
              <FormattedMessage id="students.action.create" />
            </Button>
          }
        />
      ),
    [filtered, list.clearFilters],
  );

  return (
    <Box>
      <PageHeader
        titleId="students.title"
        subtitleId={data ? 'students.subtitle' : undefined}
        values={{ count: total }}
        actions={
          <>
            <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>
              <FormattedMessage id="students.import.open" />
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              onClick={() => void onExport()}
              loading={exporting.isFetching}
              disabled={!data || total === 0}
            >
              <FormattedMessage id="common.exportCsv" />
            </Button>
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1Outlined />}
              onClick={() => setEditing({ id: null })}
            >
              <FormattedMessage id="students.action.create" />
            </Button>
          </>
        }
      />
      <StudentFiltersBar
        values={filters}
        options={options.data}
        onChange={list.setFilter}
        onClear={list.clearFilters}
      />
      {error && <ErrorState error={error} onRetry={() => void refetch()} />}
      {!(error && !data) && (
        <Box sx={{ height: { xs: 620, md: 'max(520px, calc(100vh - 330px))' }, width: '100%' }}>
          <AppDataGrid<Student>
            label={intl.formatMessage({ id: 'students.grid.label' })}
            rows={data?.lst ?? []}
            columns={columns}
            rowCount={total}
            loading={isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            sortingOrder={['asc', 'desc']}
            paginationModel={list.paginationModel}
            onPaginationModelChange={list.onPaginationModelChange}
            sortModel={sortModel}
            onSortModelChange={list.onSortModelChange}
            rowHeight={DATA_GRID_ROW_HEIGHT}
            columnVisibilityModel={phone ? PHONE_COLUMNS : undefined}
            slots={{ noRowsOverlay: NoRows }}
            slotProps={{
              loadingOverlay: {
                variant: 'linear-progress',
                noRowsVariant: isLoading ? 'skeleton' : 'linear-progress',
              },
            }}
            sx={{ bgcolor: 'background.paper' }}
          />
        </Box>
      )}
      <StudentFormDialog
        open={editing != null}
        studentId={editing?.id ?? null}
        onClose={() => setEditing(null)}
      />
      <StudentImportDialog open={importing} onClose={() => setImporting(false)} />
      {status.dialog}
    </Box>
  );
}
