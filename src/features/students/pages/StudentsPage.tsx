import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Student } from '@/api/contract/domain';
import { parseStudentSearch } from '@/api/contract/students';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import AppDataGrid from '@/components/grid/AppDataGrid';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { DATA_GRID_ROW_HEIGHT } from '@/config';
import { useDown } from '@/hooks/useBreakpoint';
import StudentCards from '../components/StudentCards';
import StudentFiltersBar from '../components/StudentFiltersBar';
import { useStudentColumns } from '../components/studentColumns';
import { useStudentStatus } from '../components/useStudentStatus';
import { useStudentsList } from '../hooks/useStudentsList';

// The form (its date picker and validation) and the import (file reading, row checks) load when first opened.
const StudentFormDialog = lazyDialog(() => import('../components/StudentFormDialog'));
const StudentImportDialog = lazyDialog(() => import('../components/StudentImportDialog'));

/**
 * /empresa/gestao-alunos: the school's students, paged, sorted and filtered by the server; a grid
 * from a laptop up, cards on a phone or a small tablet (where the grid's columns do not fit).
 */
export default function StudentsPage() {
  const intl = useIntl();
  const cards = useDown('md');
  const students = useStudentsList();
  const { list, filters, filtered, sortModel, total, classTitle } = students;
  const { data, error, isFetching, isLoading, refetch } = students.query;
  const status = useStudentStatus();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const edit = useCallback((student: Student) => setEditing({ id: student.id }), []);
  const search = useMemo(() => parseStudentSearch(filters.search), [filters.search]);
  const columns = useStudentColumns({
    search,
    classTitle,
    onEdit: edit,
    requestDeactivate: status.requestDeactivate,
    reactivate: status.reactivate,
  });

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
              onClick={() => void students.exportCsv()}
              loading={students.exporting}
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
        options={students.classOptions}
        onChange={list.setFilter}
        onClear={list.clearFilters}
      />
      {error && <ErrorState error={error} onRetry={() => void refetch()} />}
      {!(error && !data) && cards && (
        <StudentCards
          label={intl.formatMessage({ id: 'students.grid.label' })}
          rows={data?.lst}
          total={total}
          isLoading={isLoading}
          isFetching={isFetching}
          paginationModel={list.paginationModel}
          onPaginationModelChange={list.onPaginationModelChange}
          search={search}
          classTitle={classTitle}
          empty={NoRows()}
          onEdit={edit}
          requestDeactivate={status.requestDeactivate}
          reactivate={status.reactivate}
        />
      )}
      {!(error && !data) && !cards && (
        <Box sx={{ height: 'max(520px, calc(100vh - 330px))', width: '100%' }}>
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
      {editing && <StudentFormDialog open studentId={editing.id} onClose={() => setEditing(null)} />}
      {importing && <StudentImportDialog open onClose={() => setImporting(false)} />}
      {status.dialog}
    </Box>
  );
}
