import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { userUpdateBodySchema } from '@/api/contract/admin';
import type { AdminUser } from '@/api/contract/domain';
import {
  useBlockUserMutation,
  useChangeUserRoleMutation,
  useForcePasswordResetMutation,
  useGetUserQuery,
  useUpdateUserMutation,
} from '@/api/endpoints/admin';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import DocumentField from '@/components/form/DocumentField';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import PersonNameFields from '@/components/form/PersonNameFields';
import PhoneField from '@/components/form/PhoneField';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import ErrorState from '@/components/states/ErrorState';
import { useAppSelector } from '@/store/hooks';
import type { RoleCode } from '@/store/roles';
import { selectUser } from '@/store/sessionSlice';
import { applyFieldErrors } from '../components/applyFieldErrors';
import RoleChangeDialog from '../components/RoleChangeDialog';
import UserStatusChip from '../components/UserStatusChip';
import { isRoleCode, ROLE_CODES } from '../roleAccess';
import { apiErrorText } from '@/components/feedback/apiErrorText';

type FormInput = z.input<typeof userUpdateBodySchema>;
type FormOutput = z.output<typeof userUpdateBodySchema>;
const FIELDS = [
  'first_name',
  'last_name',
  'email_address',
  'login_cell',
  'document',
  'status',
  'verified',
] as const;

const formValues = (user: AdminUser): FormInput => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email_address: user.email_address,
  login_cell: user.login_cell,
  document: user.document,
  status: user.status,
  verified: user.verified,
});

function Section({
  titleId,
  children,
  labelledBy,
}: {
  titleId: string;
  children: ReactNode;
  labelledBy: string;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={labelledBy} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={labelledBy} variant="h3" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}

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

function DetailsForm({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const me = useAppSelector(selectUser);
  const headingId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateUser, saving] = useUpdateUserMutation();
  const { control, handleSubmit, setError, reset, resetField, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(userUpdateBodySchema),
    defaultValues: formValues(user),
    mode: 'onTouched',
  });
  const self = user.id === me?.id;
  // Blocked or unblocked beside the form: the status shown (and saved) follows.
  useEffect(() => {
    resetField('status', { defaultValue: user.status });
  }, [user.status, resetField]);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const updated = await updateUser({ id: user.id, body }).unwrap();
      reset(formValues(updated));
      notify(intl.formatMessage({ id: 'admin.userEdit.saved' }), 'success');
    } catch (caught) {
      // What was typed stays: the server's reasons go on their fields, anything else on top.
      if (!applyFieldErrors(caught, FIELDS, setError))
        setServerError(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.userEdit.failed' })));
    }
  });

  return (
    <Section titleId="admin.userEdit.details" labelledBy={headingId}>
      <UnsavedChangesPrompt when={formState.isDirty} />
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2.5}>
          <FormError message={serverError} />
          <Grid container spacing={2}>
            <PersonNameFields control={control} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="email_address"
                labelId="auth.field.email"
                type="email"
                autoComplete="off"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PhoneField control={control} name="login_cell" labelId="auth.field.phone" autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DocumentField control={control} name="document" labelId="admin.user.field.document" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    label={intl.formatMessage({ id: 'admin.user.field.status' })}
                    disabled={self}
                    helperText={self ? intl.formatMessage({ id: 'admin.userEdit.selfBlock' }) : undefined}
                  >
                    <MenuItem value="active">
                      {intl.formatMessage({ id: 'admin.user.status.active' })}
                    </MenuItem>
                    <MenuItem value="blocked">
                      {intl.formatMessage({ id: 'admin.user.status.blocked' })}
                    </MenuItem>
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="verified"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        name={field.name}
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                      />
                    }
                    label={intl.formatMessage({ id: 'admin.userEdit.verified' })}
                  />
                )}
              />
            </Grid>
          </Grid>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Button disabled={!formState.isDirty || saving.isLoading} onClick={() => reset()}>
              <FormattedMessage id="admin.userEdit.discard" />
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={saving.isLoading}
              disabled={!formState.isDirty}
            >
              <FormattedMessage id="common.save" />
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Section>
  );
}

function RoleSection({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const me = useAppSelector(selectUser);
  const headingId = useId();
  const [next, setNext] = useState<RoleCode>(user.role);
  const [confirming, setConfirming] = useState(false);
  const [changeRole, changing] = useChangeUserRoleMutation();
  const self = user.id === me?.id;

  const confirm = async () => {
    try {
      await changeRole({ id: user.id, role: next }).unwrap();
      setConfirming(false);
      notify(
        intl.formatMessage(
          { id: 'admin.role.changed' },
          { name: user.name, role: intl.formatMessage({ id: `role.${next}` }) },
        ),
        'success',
      );
    } catch (caught) {
      setConfirming(false);
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.role.failed' })), 'error');
    }
  };

  return (
    <Section titleId="admin.role.title" labelledBy={headingId}>
      <Stack spacing={2}>
        <Typography>
          <FormattedMessage
            id="admin.role.current"
            values={{
              role: intl.formatMessage({ id: `role.${user.role}` }),
              b: (text) => <strong>{text}</strong>,
            }}
          />
        </Typography>
        <TextField
          select
          size="small"
          name="role"
          label={intl.formatMessage({ id: 'admin.role.new' })}
          value={next}
          onChange={(e) => {
            if (isRoleCode(e.target.value)) setNext(e.target.value);
          }}
          disabled={self}
          helperText={self ? intl.formatMessage({ id: 'admin.role.self' }) : undefined}
        >
          {ROLE_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {intl.formatMessage({ id: `role.${code}` })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<ManageAccountsOutlined />}
          disabled={self || next === user.role}
          onClick={() => setConfirming(true)}
        >
          <FormattedMessage id="admin.role.change" />
        </Button>
      </Stack>
      <RoleChangeDialog
        open={confirming}
        name={user.name}
        from={user.role}
        to={next}
        busy={changing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Section>
  );
}

function AccessSection({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const me = useAppSelector(selectUser);
  const headingId = useId();
  const [asking, setAsking] = useState<'block' | 'reset' | null>(null);
  const [blockUser, blocking] = useBlockUserMutation();
  const [forceReset, resetting] = useForcePasswordResetMutation();
  const self = user.id === me?.id;
  const blocked = user.status === 'blocked';
  const values = {
    name: user.name,
    email: user.email_address,
    b: (text: ReactNode[]) => <strong>{text}</strong>,
  };

  const toggleBlock = async () => {
    try {
      await blockUser({ id: user.id, blocked: !blocked }).unwrap();
      notify(
        intl.formatMessage(
          { id: blocked ? 'admin.access.unblocked' : 'admin.access.blocked' },
          { name: user.name },
        ),
        'success',
      );
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.access.failed' })), 'error');
    } finally {
      setAsking(null);
    }
  };

  const requestReset = async () => {
    try {
      const { msg } = await forceReset(user.id).unwrap();
      notify(
        msg || intl.formatMessage({ id: 'admin.access.resetSent' }, { email: user.email_address }),
        'success',
      );
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.access.failed' })), 'error');
    } finally {
      setAsking(null);
    }
  };

  return (
    <Section titleId="admin.access.title" labelledBy={headingId}>
      <Stack spacing={2}>
        <Alert severity={blocked ? 'error' : 'success'} variant="outlined">
          <FormattedMessage id={blocked ? 'admin.access.isBlocked' : 'admin.access.isActive'} />
        </Alert>
        {user.mustResetPassword && (
          <Alert severity="warning" variant="outlined">
            <FormattedMessage id="admin.access.resetPending" />
          </Alert>
        )}
        <Button
          variant={blocked ? 'contained' : 'outlined'}
          color={blocked ? 'primary' : 'error'}
          startIcon={blocked ? <LockOpenOutlined /> : <BlockOutlined />}
          disabled={self}
          onClick={() => setAsking('block')}
        >
          <FormattedMessage id={blocked ? 'admin.access.unblock' : 'admin.access.block'} />
        </Button>
        <Button variant="outlined" startIcon={<LockResetOutlined />} onClick={() => setAsking('reset')}>
          <FormattedMessage id="admin.access.reset" />
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking === 'block'}
        title={
          <FormattedMessage
            id={blocked ? 'admin.access.unblock.title' : 'admin.access.block.title'}
            values={values}
          />
        }
        confirmLabel={<FormattedMessage id={blocked ? 'admin.access.unblock' : 'admin.access.block'} />}
        destructive={!blocked}
        busy={blocking.isLoading}
        onConfirm={() => void toggleBlock()}
        onClose={() => setAsking(null)}
      >
        <FormattedMessage
          id={blocked ? 'admin.access.unblock.body' : 'admin.access.block.body'}
          values={values}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reset'}
        title={<FormattedMessage id="admin.access.reset.title" values={values} />}
        confirmLabel={<FormattedMessage id="admin.access.reset.confirm" />}
        busy={resetting.isLoading}
        onConfirm={() => void requestReset()}
        onClose={() => setAsking(null)}
      >
        <FormattedMessage id="admin.access.reset.body" values={values} />
      </ConfirmDialog>
    </Section>
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
              <Chip size="small" label={intl.formatMessage({ id: `role.${user.role}` })} />
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
              <DetailsForm key={user.id} user={user} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Stack spacing={2.5}>
                <RoleSection key={`${user.id}-${user.role}`} user={user} />
                <AccessSection user={user} />
              </Stack>
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
}
