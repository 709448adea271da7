import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Mission } from '@/api/contract/domain';
import { useIsPhone } from '@/hooks/useBreakpoint';
import MissionMenu, { type MissionAction } from '../components/MissionMenu';
import { MISSION_STATUS_COLOR, MISSION_STATUS_TEXT } from '../missionStatus';
import { actionsColumn, statusColumn } from './common';
import TitleCell from '../components/TitleCell';

export const MISSIONS_HIDDEN_ON_PHONE = ['status', 'startsAt', 'audience', 'rewardPoints'] as const;

interface MissionsColumnsOptions {
  /** School names by id, for the audience. */
  schoolNames: ReadonlyMap<string, string>;
  onAction: (mission: Mission, action: MissionAction) => void;
}

/** The columns of /admin/missoes. */
export function useMissionsColumns({ schoolNames, onAction }: MissionsColumnsOptions) {
  const intl = useIntl();
  const phone = useIsPhone();
  return useMemo<GridColDef<Mission>[]>(() => {
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
          <TitleCell
            title={row.title}
            note={
              phone
                ? {
                    label: intl.formatMessage({ id: `admin.mission.status.${row.status}` }),
                    color: MISSION_STATUS_TEXT[row.status],
                  }
                : null
            }
            detail={row.criteria}
            clipDetail
          />
        ),
      },
      statusColumn<Mission>(intl, {
        labelId: (status) => `admin.mission.status.${status}`,
        colors: MISSION_STATUS_COLOR,
        width: 120,
      }),
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
      actionsColumn<Mission>(intl, (row) => (
        <MissionMenu mission={row} onAction={(action) => onAction(row, action)} />
      )),
    ];
  }, [intl, onAction, schoolNames, phone]);
}
