import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationAction } from '@/api/contract/admin';
import type { CourseSummary } from '@/api/contract/courses';
import { formatCents } from '@/utils/br';
import { useIsPhone } from '@/hooks/useBreakpoint';
import ModerationMenu from '../components/ModerationMenu';
import { actionsColumn, featuredColumn, statusColumn } from './common';
import TitleCell from '../components/TitleCell';

export const COURSE_STATUSES = ['draft', 'open', 'closed', 'archived'] as const;
const STATUS_COLOR = { draft: 'default', open: 'success', closed: 'warning', archived: 'error' } as const;
const STATUS_TEXT = {
  draft: 'text.secondary',
  open: 'success.main',
  closed: 'warning.main',
  archived: 'error.main',
} as const;
export const COURSES_HIDDEN_ON_PHONE = ['ownerId', 'status', 'featured', 'enrolled', 'price'] as const;

interface CoursesColumnsOptions {
  ownerName: (course: CourseSummary) => string;
  onAction: (course: CourseSummary, action: ModerationAction) => void;
}

/** The columns of /admin/cursos. */
export function useCoursesColumns({ ownerName, onAction }: CoursesColumnsOptions) {
  const intl = useIntl();
  const phone = useIsPhone();
  return useMemo<GridColDef<CourseSummary>[]>(
    () => [
      {
        field: 'title',
        headerName: intl.formatMessage({ id: 'admin.course.field.title' }),
        flex: 1.6,
        minWidth: phone ? 200 : 220,
        renderCell: ({ row }) => (
          <TitleCell
            title={row.title}
            note={
              phone
                ? {
                    label: intl.formatMessage({ id: `admin.course.status.${row.status}` }),
                    color: STATUS_TEXT[row.status],
                  }
                : null
            }
            detail={row.teacherName ?? row.instructor ?? intl.formatMessage({ id: 'admin.course.noTeacher' })}
          />
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
      statusColumn<CourseSummary>(intl, {
        labelId: (status) => `admin.course.status.${status}`,
        colors: STATUS_COLOR,
        width: 165,
        hint: (row) => row.moderation?.reason ?? undefined,
      }),
      featuredColumn<CourseSummary>(intl, 110),
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
      actionsColumn<CourseSummary>(intl, (row) => (
        <ModerationMenu
          title={row.title}
          featured={row.featured ?? false}
          canFeature={row.status === 'open'}
          canUnpublish={row.status === 'open'}
          canCancel={row.status !== 'archived'}
          onAction={(action) => onAction(row, action)}
        />
      )),
    ],
    [intl, onAction, ownerName, phone],
  );
}
