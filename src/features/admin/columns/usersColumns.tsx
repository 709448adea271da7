import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { roleLabelId } from '@/store/roles';
import type { AdminUser } from '@/api/contract/domain';
import { formatDocument, formatPhone } from '@/utils/br';
import { useIsPhone } from '@/hooks/useBreakpoint';
import UserStatusChip from '../components/UserStatusChip';
import TitleCell from '../components/TitleCell';

export const USERS_HIDDEN_ON_PHONE = [
  'role',
  'login_cell',
  'document',
  'status',
  'verified',
  'createdAt',
] as const;

/** Where a user is edited. */
export const userEditPath = (id: string) => `/admin/usuarios/edit/${encodeURIComponent(id)}`;

/** The columns of /admin/usuarios; the name opens the user, remembering the list's filters for "back". */
export function useUsersColumns() {
  const intl = useIntl();
  const phone = useIsPhone();
  const location = useLocation();
  return useMemo<GridColDef<AdminUser>[]>(
    () => [
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'admin.user.field.name' }),
        flex: 1.6,
        minWidth: phone ? 170 : 210,
        renderCell: ({ row }) => (
          <TitleCell
            title={
              <Link
                component={RouterLink}
                to={userEditPath(row.id)}
                state={{ back: location.search }}
                underline="hover"
                sx={{ fontWeight: 600, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {row.name}
              </Link>
            }
            note={
              phone && row.status === 'blocked'
                ? { label: intl.formatMessage({ id: 'admin.user.status.blocked' }), color: 'error.main' }
                : null
            }
            detail={row.email_address}
            clipDetail
          />
        ),
      },
      {
        field: 'role',
        headerName: intl.formatMessage({ id: 'admin.user.field.role' }),
        width: 140,
        valueFormatter: (value: AdminUser['role']) => intl.formatMessage({ id: roleLabelId(value) }),
      },
      {
        field: 'login_cell',
        headerName: intl.formatMessage({ id: 'admin.user.field.phone' }),
        width: 135,
        sortable: false,
        valueFormatter: (value: string) => formatPhone(value),
      },
      {
        field: 'document',
        headerName: intl.formatMessage({ id: 'admin.user.field.document' }),
        width: 150,
        sortable: false,
        valueFormatter: (value: string) => formatDocument(value),
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'admin.user.field.status' }),
        width: 105,
        renderCell: ({ row }) => <UserStatusChip status={row.status} />,
      },
      {
        field: 'verified',
        headerName: intl.formatMessage({ id: 'admin.user.field.verified' }),
        width: 95,
        sortable: false,
        renderCell: ({ row }) =>
          row.verified ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
              <VerifiedOutlined fontSize="small" color="success" aria-hidden />
              <span>{intl.formatMessage({ id: 'admin.yes' })}</span>
            </Stack>
          ) : (
            intl.formatMessage({ id: 'admin.no' })
          ),
      },
      {
        field: 'createdAt',
        headerName: intl.formatMessage({ id: 'admin.user.field.createdAt' }),
        width: 105,
        valueFormatter: (value: string) => intl.formatDate(value, { dateStyle: 'short' }),
      },
    ],
    [intl, location.search, phone],
  );
}
