import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { GridCellParams } from '@mui/x-data-grid';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AdminUser } from '@/api/contract/domain';
import { useGetUsersQuery } from '@/api/endpoints/admin';
import DateProvider from '@/components/dates/DateProvider';
import ServerGridPage from '@/components/list/ServerGridPage';
import { useServerGrid } from '@/components/list/useServerGrid';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { userEditPath, USERS_HIDDEN_ON_PHONE, useUsersColumns } from '../columns/usersColumns';
import DateRangeFields from '../components/DateRangeFields';
import FilterSelect, { type FilterOption } from '../components/FilterSelect';
import UndoSnackbar from '../components/UndoSnackbar';
import UsersBulkBar from '../components/UsersBulkBar';
import { useBulkBlock } from '../components/useBulkBlock';
import { useUsersExport } from '../components/useUsersExport';
import { ROLE_CODES } from '../roleAccess';

const FILTERS = ['search', 'role', 'status', 'from', 'to'] as const;
const ROLE_OPTIONS: FilterOption[] = ROLE_CODES.map((code) => ({ value: code, label: `role.${code}` }));
const STATUS_OPTIONS: FilterOption[] = [
  { value: 'active', label: 'admin.user.status.active' },
  { value: 'blocked', label: 'admin.user.status.blocked' },
];

function UsersList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useAppSelector(selectUser);
  const grid = useServerGrid({ filters: FILTERS, sort: 'createdAt:desc', searchFilter: 'search' });
  const { values, setFilter, setFilters } = grid;
  const result = useGetUsersQuery(grid.query);
  const { data } = result;
  const bulk = useBulkBlock();
  const { exporting, exportCsv } = useUsersExport(grid.query, data?.total ?? 0);
  const columns = useUsersColumns();

  return (
    <ServerGridPage<AdminUser>
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
      grid={grid}
      result={result}
      columns={columns}
      filtersLabel={intl.formatMessage({ id: 'admin.filters' })}
      searchLabel={intl.formatMessage({ id: 'admin.users.search' })}
      filters={
        <>
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
        </>
      }
      banner={
        bulk.selectedIds.length > 0 && (
          <UsersBulkBar
            count={bulk.selectedIds.length}
            busy={bulk.busy}
            onBlock={(blocked) => void bulk.setBlocked(blocked)}
            onClear={bulk.clearSelection}
          />
        )
      }
      empty={{ titleId: 'admin.users.empty', filteredBodyId: 'admin.empty.filtered' }}
      hideOnPhone={USERS_HIDDEN_ON_PHONE}
      clickableRows
      gridProps={{
        checkboxSelection: true,
        keepNonExistentRowsSelected: true,
        disableRowSelectionExcludeModel: true,
        rowSelectionModel: bulk.selection,
        onRowSelectionModelChange: bulk.setSelection,
        isRowSelectable: ({ row }) => row.id !== me?.id,
        onCellClick: ({ field, row }: GridCellParams<AdminUser>) => {
          if (field !== '__check__' && field !== 'name')
            void navigate(userEditPath(row.id), { state: { back: location.search } });
        },
      }}
    >
      <UndoSnackbar offer={bulk.undo} onClose={bulk.dismissUndo} />
    </ServerGridPage>
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
