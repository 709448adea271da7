import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Student } from '@/api/contract/domain';
import type { StudentSearch } from '@/api/contract/students';
import StudentAvatar from './StudentAvatar';
import { profilePath } from '../labels';
import StudentMatchHint from './StudentMatchHint';

/** What a finger needs to hit (WCAG 2.5.5): the card's buttons are at least this, in px. */
const TAP = 44;

interface StudentActions {
  onEdit: (student: Student) => void;
  requestDeactivate: (student: Student) => void;
  reactivate: (student: Student) => void;
}

interface StudentCardsProps extends StudentActions {
  label: string;
  /** The current page's students; undefined until the server first answers. */
  rows: readonly Student[] | undefined;
  total: number;
  isLoading: boolean;
  isFetching: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  search: StudentSearch;
  classTitle: (id: string) => string;
  /** What an empty page says (and offers). */
  empty: ReactNode;
}

/**
 * The students list on a phone or a small tablet: one card per student (name, what the search
 * matched, grade and classes, status, and the row's actions), the same pages as the grid.
 */
export default function StudentCards({
  label,
  rows,
  total,
  isLoading,
  isFetching,
  paginationModel,
  onPaginationModelChange,
  search,
  classTitle,
  empty,
  ...actions
}: StudentCardsProps) {
  const intl = useIntl();
  const top = useRef<HTMLDivElement>(null);
  const changePage = (model: GridPaginationModel) => {
    onPaginationModelChange(model);
    // The next page starts at its first card, not where the pagination was tapped.
    top.current?.scrollIntoView({ block: 'start' });
  };

  let body: ReactNode;
  if (rows === undefined && isLoading)
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
      </Stack>
    );
  else if (!rows || rows.length === 0) body = empty;
  else
    body = (
      <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((student) => (
          <li key={student.id}>
            <StudentCard student={student} search={search} classTitle={classTitle} {...actions} />
          </li>
        ))}
      </Stack>
    );

  return (
    <Box ref={top} sx={{ scrollMarginTop: 80 }}>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && !isLoading && <LinearProgress aria-hidden />}</Box>
      {body}
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={paginationModel.page}
          rowsPerPage={paginationModel.pageSize}
          rowsPerPageOptions={[10, 25, 50, 100]}
          labelRowsPerPage={intl.formatMessage({ id: 'students.cards.perPage' })}
          onPageChange={(_event, page) => changePage({ page, pageSize: paginationModel.pageSize })}
          onRowsPerPageChange={(event) => changePage({ page: 0, pageSize: Number(event.target.value) })}
          sx={{
            mt: 1,
            '& .MuiTablePagination-toolbar': { px: 0, flexWrap: 'wrap', justifyContent: 'flex-end' },
          }}
        />
      )}
    </Box>
  );
}

interface StudentCardProps extends StudentActions {
  student: Student;
  search: StudentSearch;
  classTitle: (id: string) => string;
}

function StudentCard({
  student,
  search,
  classTitle,
  onEdit,
  requestDeactivate,
  reactivate,
}: StudentCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const active = student.status === 'active';
  const classes = student.classIds.map(classTitle).join(', ');
  const closeMenu = () => setMenuAnchor(null);

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5, pr: 0.5 }}
    >
      <StudentAvatar name={student.name} active={active} size={40} mt={0.25} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={profilePath(student.id)}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: TAP,
              mt: -0.5,
              fontWeight: 600,
              overflowWrap: 'anywhere',
            }}
          >
            {student.name}
          </Link>
        </Typography>
        <StudentMatchHint student={student} search={search} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {student.grade}
          {' · '}
          {classes || <FormattedMessage id="students.col.noClasses" />}
        </Typography>
        <Chip
          size="small"
          color={active ? 'success' : 'default'}
          variant={active ? 'filled' : 'outlined'}
          label={<FormattedMessage id={`students.status.${student.status}`} />}
          sx={{ mt: 0.75 }}
        />
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0, '& .MuiIconButton-root': { width: TAP, height: TAP } }}>
        <IconButton
          aria-label={intl.formatMessage({ id: 'students.action.editNamed' }, { name: student.name })}
          onClick={() => onEdit(student)}
        >
          <EditOutlined />
        </IconButton>
        <IconButton
          aria-label={intl.formatMessage({ id: 'students.action.moreNamed' }, { name: student.name })}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Stack>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor != null}
        onClose={closeMenu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          component={RouterLink}
          to={profilePath(student.id)}
          onClick={closeMenu}
          sx={{ minHeight: TAP }}
        >
          <FormattedMessage id="students.action.profile" />
        </MenuItem>
        <MenuItem
          sx={{ minHeight: TAP }}
          onClick={() => {
            closeMenu();
            if (active) requestDeactivate(student);
            else reactivate(student);
          }}
        >
          <FormattedMessage id={active ? 'students.action.deactivate' : 'students.action.reactivate'} />
        </MenuItem>
      </Menu>
    </Paper>
  );
}
