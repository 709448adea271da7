import AddOutlined from '@mui/icons-material/AddOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Button from '@mui/material/Button';
import type { GridCellParams } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Mission } from '@/api/contract/domain';
import {
  useArchiveMissionMutation,
  useDuplicateMissionMutation,
  useGetMissionAudiencesQuery,
  useGetMissionsQuery,
} from '@/api/endpoints/admin';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import ServerGridPage from '@/components/list/ServerGridPage';
import { useServerGrid } from '@/components/list/useServerGrid';
import { MISSIONS_HIDDEN_ON_PHONE, useMissionsColumns } from '../columns/missionsColumns';
import FilterSelect, { type FilterOption } from '../components/FilterSelect';
import type { MissionAction } from '../components/MissionMenu';
import { isMissionStatus, MISSION_STATUSES } from '../missionStatus';

// The mission form (date pickers, validation) loads when it is first opened.
const MissionFormDialog = lazyDialog(() => import('../components/MissionFormDialog'));

const FILTERS = ['search', 'status'] as const;
const STATUS_OPTIONS: FilterOption[] = MISSION_STATUSES.map((s) => ({
  value: s,
  label: `admin.mission.status.${s}`,
}));

/** /admin/missoes: the missions, with create, edit, duplicate and archive. */
export default function MissionsPage() {
  const intl = useIntl();
  const grid = useServerGrid({ filters: FILTERS, sort: 'startsAt:desc', searchFilter: 'search' });
  const { values, setFilter } = grid;
  const result = useGetMissionsQuery({
    ...grid.query,
    status: isMissionStatus(values.status) ? values.status : undefined,
  });
  const audiences = useGetMissionAudiencesQuery(undefined);
  const [duplicate] = useDuplicateMissionMutation();
  const [archive, archiving] = useArchiveMissionMutation();
  const [editing, setEditing] = useState<Mission | 'new' | null>(null);
  const [archivingMission, setArchivingMission] = useState<Mission | null>(null);

  const schoolNames = useMemo(
    () => new Map((audiences.data?.schools ?? []).map((s) => [s.id, s.name])),
    [audiences.data],
  );
  const failed = useCallback(
    (caught: unknown) =>
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.missions.failed' })), 'error'),
    [intl],
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
            failed,
          );
    },
    [duplicate, intl, failed],
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
      failed(caught);
    } finally {
      setArchivingMission(null);
    }
  };

  const columns = useMissionsColumns({ schoolNames, onAction });

  return (
    <ServerGridPage<Mission>
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
      grid={grid}
      result={result}
      columns={columns}
      filtersLabel={intl.formatMessage({ id: 'admin.filters' })}
      searchLabel={intl.formatMessage({ id: 'admin.missions.search' })}
      filters={
        <FilterSelect
          name="status"
          labelId="admin.field.status"
          anyLabelId="admin.filter.anyFeminine"
          value={values.status}
          options={STATUS_OPTIONS}
          onChange={(v) => setFilter('status', v)}
          minWidth={150}
        />
      }
      empty={{
        titleId: 'admin.missions.empty',
        bodyId: 'admin.missions.emptyBody',
        filteredBodyId: 'admin.empty.filtered',
      }}
      hideOnPhone={MISSIONS_HIDDEN_ON_PHONE}
      clickableRows
      gridProps={{
        onCellClick: ({ field, row }: GridCellParams<Mission>) => {
          if (field !== 'actions') setEditing(row);
        },
      }}
    >
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
    </ServerGridPage>
  );
}
