import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { roleLabelId } from '@/store/roles';
import { useGetUserQuery } from '@/api/endpoints/admin';
import ErrorState from '@/components/states/ErrorState';
import UserAccessSection from '../components/UserAccessSection';
import UserDetailsForm from '../components/UserDetailsForm';
import UserRoleSection from '../components/UserRoleSection';
import UserStatusChip from '../components/UserStatusChip';

function BackLink() {
  const location = useLocation();
  const state = location.state as { back?: unknown } | null;
  const back = typeof state?.back === 'string' && state.back.startsWith('?') ? state.back : '';
  return (
    <Button
      component={RouterLink}
      to={`/admin/usuarios${back}`}
      startIcon={<ArrowBackOutlined />}
      sx={{ mb: 1.5, ml: -1 }}
    >
      <FormattedMessage id="admin.userEdit.back" />
    </Button>
  );
}

function EditSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="text" width="45%" sx={{ fontSize: '2rem' }} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <Skeleton variant="rounded" height={200} />
            <Skeleton variant="rounded" height={200} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** /admin/usuarios/edit/:id: a user's data, role, block and password reset. */
export default function UserEditPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data: user, isLoading, isError, error, refetch } = useGetUserQuery(id);

  return (
    <Box>
      <BackLink />
      {isLoading ? (
        <EditSkeleton />
      ) : isError || !user ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <Stack spacing={1} sx={{ mb: 3 }}>
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
              {user.name}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip size="small" label={intl.formatMessage({ id: roleLabelId(user.role) })} />
              <UserStatusChip status={user.status} />
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage
                  id="admin.userEdit.since"
                  values={{ date: intl.formatDate(user.createdAt, { dateStyle: 'long' }) }}
                />
              </Typography>
            </Stack>
          </Stack>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 8 }}>
              <UserDetailsForm key={user.id} user={user} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Stack spacing={2.5}>
                <UserRoleSection key={`${user.id}-${user.role}`} user={user} />
                <UserAccessSection user={user} />
              </Stack>
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
}
