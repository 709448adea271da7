import AddOutlined from '@mui/icons-material/AddOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GridCellParams, GridColDef } from '@mui/x-data-grid';
import { useCallback, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import SearchField from '@/components/list/SearchField';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import type { Mission } from '@/api/contract/domain';
import {
  useArchiveMissionMutation,
  useDuplicateMissionMutation,
  useGetMissionAudiencesQuery,
  useGetMissionsQuery,
} from '@/api/endpoints/admin';
import DateProvider from '@/components/dates/DateProvider';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import AppDataGrid from '@/components/grid/AppDataGrid';
import { useListUrlState } from '@/components/grid/useListUrlState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { DATA_GRID_ROW_HEIGHT } from '@/config';
import FilterSelect, { type FilterOption } from '../components/FilterSelect';
import GridEmpty from '../components/GridEmpty';
import MissionFormDialog from '../components/MissionFormDialog';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const FILTERS = ['search', 'status'] as const;
const STATUSES = ['draft', 'active', 'archived'] as const;
const STATUS_OPTIONS: FilterOption[] = STATUSES.map((s) => ({
  value: s,
  label: `admin.mission.status.${s}`,
}));
const STATUS_COLOR = { draft: 'default', active: 'success', archived: 'warning' } as const;
const STATUS_TEXT = { draft: 'text.secondary', active: 'success.main', archived: 'warning.main' } as const;
const isStatus = (value: string): value is Mission['status'] =>
  (STATUSES as readonly string[]).includes(value);

type MissionAction = 'edit' | 'duplicate' | 'archive';

function MissionMenu({ mission, onAction }: { mission: Mission; onAction: (action: MissionAction) => void }) {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = [
    { action: 'edit', icon: EditOutlined, label: 'common.edit', enabled: true },
    { action: 'duplicate', icon: ContentCopyOutlined, label: 'admin.missions.duplicate', enabled: true },
    {
      action: 'archive',
      icon: ArchiveOutlined,
      label: 'admin.missions.archive',
      enabled: mission.status !== 'archived',
    },
  ] as const;
  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: 'admin.missions.actions' }, { title: mission.title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertOutlined />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {items.map(({ action, icon: Icon, label, enabled }) => (
          <MenuItem
            key={action}
            disabled={!enabled}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{intl.formatMessage({ id: label })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function MissionsList() {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const list = useListUrlState({ filters: FILTERS, sort: 'startsAt:desc' });
  const { values, setFilter, clearFilters } = list;
  const { data, isFetching, isError, error, refetch } = useGetMissionsQuery({
    ...list.query,
    status: isStatus(values.status) ? values.status : undefined,
  });
  const audiences = useGetMissionAudiencesQuery(undefined);
  const [duplicate] = useDuplicateMissionMutation();
  const [archive, archiving] = useArchiveMissionMutation();
  const [editing, setEditing] = useState<Mission | 'new' | null>(null);
  const [archivingMission, setArchivingMission] = useState<Mission | null>(null);
  const filtered = FILTERS.some((name) => values[name] !== '');
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText, flushSearch] = useDebouncedText(values.search, onSearch, {
    delayMs: 350,
    normalize: (text) => text.trim(),
  });

  const schoolNames = useMemo(
    () => new Map((audiences.data?.schools ?? []).map((s) => [s.id, s.name])),
    [audiences.data],
  );

  const onAction = useCallback(
    (mission: Mission, action: MissionAction) => {
      if (action === 'edit') setEditing(mission);
      else if (action === 'archive') setArchivingMission(mission);
      else
        duplicate(mission.id)
          .unwrap()
          .then(
            (copy) =>
              notify(
                intl.formatMessage({ id: 'admin.missions.duplicated' }, { title: copy.title }),
                'success',
              ),
            (caught: unknown) =>
              notify(
                apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.missions.failed' })),
                'error',
              ),
          );
    },
    [duplicate, intl],
  );

  const confirmArchive = async () => {
    if (!archivingMission) return;
    try {
      await archive(archivingMission.id).unwrap();
      notify(
        intl.formatMessage({ id: 'admin.missions.archived' }, { title: archivingMission.title }),
        'success',
      );
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.missions.failed' })), 'error');
    } finally {
      setArchivingMission(null);
    }
  };

  const columns = useMemo<GridColDef<Mission>[]>(() => {
    const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'short' });
    const audience = (m: Mission) => {
      const schools = m.audience.schoolIds.length
        ? intl.formatList(m.audience.schoolIds.map((id) => schoolNames.get(id) ?? id))
        : intl.formatMessage({ id: 'admin.mission.allSchools' });
      const grades = m.audience.grades.length
        ? intl.formatMessage({ id: 'admin.mission.gradesCount' }, { count: m.audience.grades.length })
        : intl.formatMessage({ id: 'admin.mission.allGrades' });
      return `${schools} · ${grades}`;
    };
    return [
      {
        field: 'title',
        headerName: intl.formatMessage({ id: 'admin.mission.field.title' }),
        flex: 1.4,
        minWidth: phone ? 200 : 220,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, py: 0.5, lineHeight: 1.3 }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {row.title}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {phone && (
                <Box component="span" sx={{ fontWeight: 700, mr: 0.75, color: STATUS_TEXT[row.status] }}>
                  {intl.formatMessage({ id: `admin.mission.status.${row.status}` })}
                </Box>
              )}
              {row.criteria}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'admin.field.status' }),
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[row.status]}
            label={intl.formatMessage({ id: `admin.mission.status.${row.status}` })}
          />
        ),
      },
      {
        field: 'startsAt',
        headerName: intl.formatMessage({ id: 'admin.mission.field.period' }),
        width: 190,
        valueGetter: (_value, row) => `${day(row.startsAt)} – ${day(row.endsAt)}`,
      },
      {
        field: 'audience',
        headerName: intl.formatMessage({ id: 'admin.mission.field.audience' }),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => audience(row),
      },
      {
        field: 'rewardPoints',
        headerName: intl.formatMessage({ id: 'admin.mission.field.reward' }),
        width: 160,
        valueGetter: (_value, row) =>
          intl.formatMessage(
            { id: 'admin.mission.reward' },
            { points: row.rewardPoints, cards: row.rewardCardIds.length },
          ),
      },
      {
        field: 'actions',
        headerName: intl.formatMessage({ id: 'admin.field.actions' }),
        width: 64,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => <MissionMenu mission={row} onAction={(action) => onAction(row, action)} />,
      },
    ];
  }, [intl, onAction, schoolNames, phone]);

  return (
    <>
      <PageHeader
        titleId="route.admin.missions"
        subtitleId="admin.missions.subtitle"
        actions={
          <>
            <Button component={RouterLink} to="/admin/missoes/resumo" startIcon={<InsightsOutlined />}>
              <FormattedMessage id="admin.missions.toSummary" />
            </Button>
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
              <FormattedMessage id="admin.missions.new" />
            </Button>
          </>
        }
      />
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
            label={intl.formatMessage({ id: 'admin.missions.search' })}
            sx={{ minWidth: { xs: '100%', sm: 280 }, flex: { sm: '1 1 280px' } }}
          />
          <FilterSelect
            name="status"
            labelId="admin.field.status"
            anyLabelId="admin.filter.anyFeminine"
            value={values.status}
            options={STATUS_OPTIONS}
            onChange={(v) => setFilter('status', v)}
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
          <AppDataGrid<Mission>
            aria-label={intl.formatMessage({ id: 'route.admin.missions' })}
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
            onCellClick={({ field, row }: GridCellParams<Mission>) => {
              if (field !== 'actions') setEditing(row);
            }}
            columnVisibilityModel={
              phone ? { status: false, startsAt: false, audience: false, rewardPoints: false } : {}
            }
            slots={{
              noRowsOverlay: () => (
                <GridEmpty
                  titleId="admin.missions.empty"
                  bodyId={filtered ? 'admin.empty.filtered' : 'admin.missions.emptyBody'}
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
      {editing && (
        <MissionFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          mission={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={archivingMission != null}
        title={
          <FormattedMessage
            id="admin.missions.archive.title"
            values={{ title: archivingMission?.title ?? '' }}
          />
        }
        confirmLabel={<FormattedMessage id="admin.missions.archive" />}
        destructive
        busy={archiving.isLoading}
        onConfirm={() => void confirmArchive()}
        onClose={() => setArchivingMission(null)}
      >
        <FormattedMessage id="admin.missions.archive.body" />
      </ConfirmDialog>
    </>
  );
}

/** /admin/missoes: the missions, with create, edit, duplicate and archive. */
export default function MissionsPage() {
  return (
    <DateProvider>
      <MissionsList />
    </DateProvider>
  );
}
