import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Student } from '@/api/contract/domain';
import type { StudentSearch } from '@/api/contract/students';
import { formatPhone } from '@/utils/br';
import StudentAvatar from './StudentAvatar';
import { ageOf, brDate, profilePath, relationLabel } from '../labels';
import StudentMatchHint from './StudentMatchHint';

interface StudentColumnsOptions {
  /** The list's search: a row says what matched when the name does not. */
  search: StudentSearch;
  classTitle: (id: string) => string;
  onEdit: (student: Student) => void;
  requestDeactivate: (student: Student) => void;
  reactivate: (student: Student) => void;
}

/** The students grid's columns; stable while its inputs are, so the grid is not rebuilt. */
export function useStudentColumns({
  search,
  classTitle,
  onEdit,
  requestDeactivate,
  reactivate,
}: StudentColumnsOptions): GridColDef<Student>[] {
  const intl = useIntl();
  const navigate = useNavigate();
  return useMemo<GridColDef<Student>[]>(
    () => [
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'students.col.name' }),
        flex: 1.6,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <StudentAvatar name={row.name} active={row.status === 'active'} size={32} />
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
              <StudentMatchHint student={row} search={search} />
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
              onClick={() => onEdit(params.row)}
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
    [intl, search, classTitle, navigate, onEdit, requestDeactivate, reactivate],
  );
}
