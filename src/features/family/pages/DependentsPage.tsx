import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FamilyDependent } from '@/api/contract/family';
import {
  useDeleteDependentMutation,
  useGetDependentsQuery,
  useUnlinkDependentMutation,
} from '@/api/endpoints/family';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import ChildAvatar from '../components/ChildAvatar';
import { ageFrom } from '../schedule';
import { apiErrorText } from '@/components/feedback/apiErrorText';

// A child's form (birth date picker, validation) and the school link load when first opened.
const DependentDialog = lazyDialog(() => import('../components/DependentDialog'));
const LinkDialog = lazyDialog(() => import('../components/LinkDialog'));

type Dialog =
  | { kind: 'edit'; dependent: FamilyDependent | null }
  | { kind: 'link'; dependent: FamilyDependent }
  | { kind: 'remove'; dependent: FamilyDependent }
  | { kind: 'unlink'; dependent: FamilyDependent }
  | null;

function DependentCard({ dependent, open }: { dependent: FamilyDependent; open: (dialog: Dialog) => void }) {
  const intl = useIntl();
  const linked = dependent.studentId !== null;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ChildAvatar name={dependent.name} src={dependent.avatarUrl} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {dependent.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="family.dependents.age" values={{ age: ageFrom(dependent.birthDate) }} />
              {' · '}
              {intl.formatDate(`${dependent.birthDate}T12:00:00`, {
                day: '2-digit',
                month: '2-digit',
                year: 'numeric',
              })}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ mt: 2 }}>
          {linked ? (
            <Stack spacing={1}>
              <Chip
                icon={<SchoolOutlined />}
                color="success"
                variant="outlined"
                label={`${dependent.schoolName ?? ''}${dependent.grade ? ` · ${dependent.grade}` : ''}`}
                sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
              />
              <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
                <Typography variant="body2">
                  {dependent.attendanceRate === null ? (
                    <FormattedMessage id="family.child.noAttendance" />
                  ) : (
                    <FormattedMessage
                      id="family.child.attendance"
                      values={{ rate: intl.formatNumber(dependent.attendanceRate, { style: 'percent' }) }}
                    />
                  )}
                </Typography>
                <Typography variant="body2">
                  <FormattedMessage
                    id="family.child.cardsPoints"
                    values={{ cards: dependent.cardCount ?? 0, points: dependent.points ?? 0 }}
                  />
                </Typography>
              </Stack>
            </Stack>
          ) : (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2" color="text.secondary">
                {dependent.grade ? `${dependent.grade} · ` : ''}
                <FormattedMessage id="family.child.notLinkedLong" />
              </Typography>
              <Button
                variant="contained"
                size="small"
                startIcon={<LinkOutlined />}
                onClick={() => open({ kind: 'link', dependent })}
              >
                <FormattedMessage id="family.child.linkCta" />
              </Button>
            </Stack>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        {linked && (
          <Button
            size="small"
            startIcon={<LinkOffOutlined />}
            onClick={() => open({ kind: 'unlink', dependent })}
          >
            <FormattedMessage id="family.link.undo" />
          </Button>
        )}
        <Tooltip title={intl.formatMessage({ id: 'family.dependents.edit' }, { name: dependent.name })}>
          <IconButton
            aria-label={intl.formatMessage({ id: 'family.dependents.edit' }, { name: dependent.name })}
            onClick={() => open({ kind: 'edit', dependent })}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={intl.formatMessage({ id: 'family.dependents.remove' }, { name: dependent.name })}>
          <IconButton
            aria-label={intl.formatMessage({ id: 'family.dependents.remove' }, { name: dependent.name })}
            onClick={() => open({ kind: 'remove', dependent })}
          >
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}

/** The family's children: add, edit, remove, and link each to the school with the school's code. */
export default function DependentsPage() {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetDependentsQuery(undefined);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [remove, removing] = useDeleteDependentMutation();
  const [unlink, unlinking] = useUnlinkDependentMutation();
  const close = () => setDialog(null);

  const confirmRemove = async (dependent: FamilyDependent) => {
    try {
      await remove(dependent.id).unwrap();
      notify(intl.formatMessage({ id: 'family.dependents.removed' }, { name: dependent.name }), 'success');
      close();
    } catch (failure) {
      notify(apiErrorText(intl, failure, intl.formatMessage({ id: 'family.dependents.failed' })), 'error');
    }
  };
  const confirmUnlink = async (dependent: FamilyDependent) => {
    try {
      await unlink(dependent.id).unwrap();
      notify(intl.formatMessage({ id: 'family.link.undone' }, { name: dependent.name }), 'success');
      close();
    } catch (failure) {
      notify(apiErrorText(intl, failure, intl.formatMessage({ id: 'family.link.failed' })), 'error');
    }
  };

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddOutlined />}
      onClick={() => setDialog({ kind: 'edit', dependent: null })}
    >
      <FormattedMessage id="family.dependents.add" />
    </Button>
  );

  return (
    <>
      <PageHeader
        titleId="route.client.dependents"
        subtitleId="family.dependents.subtitle"
        actions={addButton}
      />
      {isLoading ? (
        <Grid container spacing={2} aria-busy="true">
          {[0, 1].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={190} />
            </Grid>
          ))}
        </Grid>
      ) : error || !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={FamilyRestroomOutlined}
          titleId="family.dependents.emptyTitle"
          bodyId="family.dependents.emptyBody"
          action={addButton}
        />
      ) : (
        <Grid container spacing={2}>
          {data.map((dependent) => (
            <Grid key={dependent.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <DependentCard dependent={dependent} open={setDialog} />
            </Grid>
          ))}
        </Grid>
      )}
      {dialog?.kind === 'edit' && <DependentDialog dependent={dialog.dependent} onClose={close} />}
      {dialog?.kind === 'link' && <LinkDialog dependent={dialog.dependent} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={
          <FormattedMessage
            id="family.dependents.removeTitle"
            values={{ name: dialog?.dependent?.name ?? '' }}
          />
        }
        confirmLabel={<FormattedMessage id="common.delete" />}
        destructive
        busy={removing.isLoading}
        onConfirm={() => dialog?.kind === 'remove' && void confirmRemove(dialog.dependent)}
        onClose={close}
      >
        <FormattedMessage id="family.dependents.removeBody" />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'unlink'}
        title={
          <FormattedMessage id="family.link.undoTitle" values={{ name: dialog?.dependent?.name ?? '' }} />
        }
        confirmLabel={<FormattedMessage id="family.link.undo" />}
        destructive
        busy={unlinking.isLoading}
        onConfirm={() => dialog?.kind === 'unlink' && void confirmUnlink(dialog.dependent)}
        onClose={close}
      >
        <FormattedMessage id="family.link.undoBody" />
      </ConfirmDialog>
    </>
  );
}
