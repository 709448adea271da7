import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CourseSummary } from '@/api/contract/courses';
import { useGetAdminCoursesQuery, useModerateCourseMutation } from '@/api/endpoints/admin';
import ServerGridPage from '@/components/list/ServerGridPage';
import { useServerGrid } from '@/components/list/useServerGrid';
import { COURSE_STATUSES, COURSES_HIDDEN_ON_PHONE, useCoursesColumns } from '../columns/coursesColumns';
import type { FilterOption } from '../components/FilterSelect';
import ModerationFilters from '../components/ModerationFilters';
import { useModeration } from '../components/useModeration';
import { useOwners } from '../components/useOwners';

const FILTERS = ['search', 'status', 'ownerId'] as const;
const STATUS_OPTIONS: FilterOption[] = COURSE_STATUSES.map((s) => ({
  value: s,
  label: `admin.course.status.${s}`,
}));

/** /admin/cursos: every school's and producer's course, with moderation. */
export default function AdminCoursesPage() {
  const intl = useIntl();
  const grid = useServerGrid({ filters: FILTERS, sort: 'title:asc', searchFilter: 'search' });
  const { values, setFilter } = grid;
  // The admin sees every status unless one is chosen (the course list hides archived ones by default).
  const result = useGetAdminCoursesQuery({ ...grid.query, status: values.status || 'all' });
  const owners = useOwners();
  const [moderate, moderating] = useModerateCourseMutation();
  const ownerName = useCallback(
    (course: CourseSummary) =>
      owners.names.get(course.ownerId) ?? intl.formatMessage({ id: 'admin.field.unknown' }),
    [owners.names, intl],
  );
  const moderation = useModeration<CourseSummary>({
    moderate,
    busy: moderating.isLoading,
    area: 'courses',
    describe: (course) => ({ title: course.title, owner: ownerName(course), enrolled: course.enrolled }),
  });
  const columns = useCoursesColumns({ ownerName, onAction: moderation.onAction });

  return (
    <ServerGridPage<CourseSummary>
      titleId="route.admin.courses"
      subtitleId="admin.courses.subtitle"
      grid={grid}
      result={result}
      columns={columns}
      filtersLabel={intl.formatMessage({ id: 'admin.filters' })}
      searchLabel={intl.formatMessage({ id: 'admin.courses.search' })}
      filters={<ModerationFilters statusOptions={STATUS_OPTIONS} values={values} onChange={setFilter} />}
      empty={{ titleId: 'admin.courses.empty', filteredBodyId: 'admin.empty.filtered' }}
      hideOnPhone={COURSES_HIDDEN_ON_PHONE}
    >
      {moderation.dialog}
    </ServerGridPage>
  );
}
