import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useStudentProfileQuery } from '@/api/endpoints/students';
import type { ApiErrorShape } from '@/api/errors';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import ColumnsSkeleton from '@/components/states/ColumnsSkeleton';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { useStudentStatus } from '../components/useStudentStatus';
import { ageOf } from '../labels';
import StudentAvatar from '../components/StudentAvatar';
import AttendanceSection from '../profile/AttendanceSection';
import { ClassesSection, DetailsSection, GuardiansSection } from '../profile/ProfileSections';
import { CardsSection, MessagesSection, MissionsSection } from '../profile/ProgressSections';

// The edit form (its date picker and validation) loads when first opened.
const StudentFormDialog = lazyDialog(() => import('../components/StudentFormDialog'));

function BackLink() {
  return (
    <Button component={RouterLink} to="/empresa/gestao-alunos" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      <FormattedMessage id="students.profile.back" />
    </Button>
  );
}

function ProfileSkeleton() {
  const intl = useIntl();
  return (
    <Box role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'students.profile.loading' })}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Skeleton variant="circular" width={64} height={64} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={40} />
          <Skeleton width="25%" />
        </Box>
      </Stack>
      <ColumnsSkeleton
        spacing={2}
        columns={[
          { size: { xs: 12, md: 4 }, heights: [200, 180] },
          { size: { xs: 12, md: 8 }, heights: [360, 180] },
        ]}
      />
    </Box>
  );
}

/** /empresa/perfil-aluno/:studentId: one student's details, guardians, classes, attendance, cards, missions, messages. */
export default function StudentProfilePage() {
  const { studentId = '' } = useParams();
  const {
    data: profile,
    error,
    isLoading,
    refetch,
  } = useStudentProfileQuery(studentId, {
    refetchOnMountOrArgChange: 30,
  });
  const status = useStudentStatus();
  const [editing, setEditing] = useState(false);

  if (isLoading) {
    return (
      <Box>
        <BackLink />
        <ProfileSkeleton />
      </Box>
    );
  }
  if (!profile) {
    const notFound = (error as ApiErrorShape | undefined)?.kind === 'notFound';
    return (
      <Box>
        <BackLink />
        {notFound ? (
          <EmptyState
            icon={PersonSearchOutlined}
            titleId="students.profile.notFound.title"
            bodyId="students.profile.notFound.body"
          />
        ) : (
          <ErrorState error={error} onRetry={() => void refetch()} />
        )}
      </Box>
    );
  }

  const { student } = profile;
  const active = student.status === 'active';
  return (
    <Box>
      <BackLink />
      {error && <ErrorState error={error} onRetry={() => void refetch()} />}
      <Card variant="outlined" sx={{ mb: 2, borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
              <StudentAvatar name={student.name} avatarUrl={student.avatarUrl} active={active} size={64} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.85rem' } }}>
                  {student.name}
                </Typography>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 0.75 }}>
                  <Chip size="small" label={student.grade} />
                  <Chip
                    size="small"
                    variant="outlined"
                    label={<FormattedMessage id="students.age" values={{ age: ageOf(student.birthDate) }} />}
                  />
                  <Chip
                    size="small"
                    color={active ? 'success' : 'default'}
                    variant={active ? 'filled' : 'outlined'}
                    label={<FormattedMessage id={`students.status.${student.status}`} />}
                  />
                </Stack>
              </Box>
            </Stack>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
              <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                <FormattedMessage id="common.edit" />
              </Button>
              {active ? (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<PersonOffOutlined />}
                  onClick={() => status.requestDeactivate(student)}
                >
                  <FormattedMessage id="students.action.deactivate" />
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  startIcon={<HowToRegOutlined />}
                  onClick={() => status.reactivate(student)}
                  loading={status.busy}
                >
                  <FormattedMessage id="students.action.reactivate" />
                </Button>
              )}
            </Stack>
          </Stack>
        </CardContent>
      </Card>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Stack spacing={2}>
            <DetailsSection profile={profile} />
            <GuardiansSection profile={profile} />
            <ClassesSection profile={profile} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Stack spacing={2}>
            <AttendanceSection attendance={profile.attendance} />
            <CardsSection profile={profile} />
            <MissionsSection profile={profile} />
            <MessagesSection profile={profile} />
          </Stack>
        </Grid>
      </Grid>
      {editing && <StudentFormDialog open studentId={student.id} onClose={() => setEditing(false)} />}
      {status.dialog}
    </Box>
  );
}
