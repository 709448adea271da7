import type { GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  useLazyExportStudentsQuery,
  useListStudentsQuery,
  useStudentOptionsQuery,
  type StudentFilters,
} from '@/api/endpoints/students';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import { useListUrlState } from '@/components/grid/useListUrlState';
import { downloadText } from '@/utils/csv';
import { todayIso } from '@/utils/localDate';
import { studentsCsv } from '../csv';

const FILTERS = ['search', 'classId', 'grade', 'status'] as const;
const SORTABLE = new Set(['name', 'birthDate', 'grade', 'status', 'createdAt']);

/** The students list as the URL says (filters, sort, page), the school's classes, and its CSV export. */
export function useStudentsList() {
  const intl = useIntl();
  const list = useListUrlState({ filters: FILTERS, pageSize: 25, sort: 'name:asc' });
  const filters: StudentFilters = {
    ...list.values,
    status: list.values.status === 'active' || list.values.status === 'inactive' ? list.values.status : '',
  };
  const sortField = list.query.sort.split(':')[0] ?? '';
  const sort = SORTABLE.has(sortField) ? list.query.sort : 'name:asc';
  const { page, pageSize } = list.query;
  // `data` stays on the previous page while the next one loads: the grid never flashes empty.
  const query = useListStudentsQuery({ ...filters, page, pageSize, sort });
  const options = useStudentOptionsQuery(undefined);
  // The sort the server is asked for (an unknown field in an old link falls back to the name order).
  const sortModel = useMemo<GridSortModel>(() => {
    const [field = 'name', direction] = sort.split(':');
    return [{ field, sort: direction === 'desc' ? 'desc' : 'asc' }];
  }, [sort]);
  const [exportStudents, exporting] = useLazyExportStudentsQuery();

  const classTitles = useMemo(
    () => new Map((options.data?.classes ?? []).map((c) => [c.id, c.title])),
    [options.data],
  );
  const classTitle = useCallback((id: string) => classTitles.get(id) ?? id, [classTitles]);

  const exportCsv = async () => {
    try {
      const rows = await exportStudents({ ...filters, sort }).unwrap();
      downloadText(`alunos-${todayIso()}.csv`, studentsCsv(rows, classTitle));
      notify(intl.formatMessage({ id: 'students.export.done' }, { count: rows.length }), 'success');
    } catch (failure) {
      notify(apiErrorText(intl, failure, intl.formatMessage({ id: 'students.export.failed' })), 'error');
    }
  };

  return {
    list,
    filters,
    filtered: Object.values(filters).some((v) => v !== ''),
    sortModel,
    query,
    total: query.data?.total ?? 0,
    classOptions: options.data,
    classTitle,
    exportCsv,
    exporting: exporting.isFetching,
  };
}
