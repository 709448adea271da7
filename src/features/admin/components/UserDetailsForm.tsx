import { formResolver } from '@/components/form/formResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { userUpdateBodySchema } from '@/api/contract/admin';
import type { AdminUser } from '@/api/contract/domain';
import { useUpdateUserMutation } from '@/api/endpoints/admin';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import DocumentField from '@/components/form/DocumentField';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import PersonNameFields from '@/components/form/PersonNameFields';
import PhoneField from '@/components/form/PhoneField';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { applyFieldErrors } from './applyFieldErrors';
import FormSelectField from './FormSelectField';
import Section from './Section';

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
const USER_STATUSES = ['active', 'blocked'] as const;

const formValues = (user: AdminUser): FormInput => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email_address: user.email_address,
  login_cell: user.login_cell,
  document: user.document,
  status: user.status,
  verified: user.verified,
});

/** Whether the account may sign in, and whether its data was checked; an admin cannot block themself. */
function AccountStatusFields({ control, self }: { control: Control<FormInput>; self: boolean }) {
  const intl = useIntl();
  const statusOptions = USER_STATUSES.map((status) => ({
    value: status,
    label: intl.formatMessage({ id: `admin.user.status.${status}` }),
  }));
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name="status"
          label={intl.formatMessage({ id: 'admin.user.field.status' })}
          options={statusOptions}
          disabled={self}
          helperText={self ? intl.formatMessage({ id: 'admin.userEdit.selfBlock' }) : undefined}
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
    </>
  );
}

/** A user's personal data, status and verification; the server's refusals land on their fields. */
export default function UserDetailsForm({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const me = useAppSelector(selectUser);
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateUser, saving] = useUpdateUserMutation();
  const { control, handleSubmit, setError, reset, resetField, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: formResolver(userUpdateBodySchema),
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
    <Section titleId="admin.userEdit.details">
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
            <AccountStatusFields control={control} self={self} />
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
