import { zodResolver } from '@hookform/resolvers/zod';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { changePassword, updateProfile } from '@/api/auth';
import { changePasswordRequestSchema, profileUpdateRequestSchema } from '@/api/contract/auth';
import { ApiError } from '@/api/errors';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import PersonNameFields from '@/components/form/PersonNameFields';
import NewPasswordFields from '@/components/form/NewPasswordFields';
import PasswordField from '@/components/form/PasswordField';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { profileUpdated, selectUser } from '@/store/sessionSlice';
import { avatarUrl } from '@/utils/avatar';
import { formatPhone } from '@/utils/br';
import { resizeImage } from '@/utils/image';
import { apiErrorText } from '@/components/feedback/apiErrorText';

type ProfileValues = z.input<typeof profileUpdateRequestSchema>;

function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

function ProfileForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [first, last] = splitName(user?.name ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const fileId = useId();
  const { control, handleSubmit, setValue, setError, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileUpdateRequestSchema),
    defaultValues: {
      first_name: user?.first_name ?? first,
      last_name: user?.last_name ?? last,
      email_address: user?.email_address ?? '',
      url_perfil: user?.url_perfil ?? null,
    },
  });
  const picture = useWatch({ control, name: 'url_perfil' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const updated = await updateProfile(values);
      dispatch(profileUpdated(updated));
      notify(intl.formatMessage({ id: 'account.profile.saved' }), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.email_address) {
        setError('email_address', { type: 'server', message: error.fieldErrors.email_address });
      } else {
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'account.profile.failed' })));
      }
    }
  });

  const choosePicture = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setServerError(intl.formatMessage({ id: 'account.profile.notImage' }));
      return;
    }
    try {
      setValue('url_perfil', await resizeImage(file), { shouldDirty: true });
    } catch {
      setServerError(intl.formatMessage({ id: 'account.profile.notImage' }));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack spacing={3}>
        <FormError message={serverError} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={avatarUrl(picture)} alt="" sx={{ width: 72, height: 72 }} />
          <Button component="label" htmlFor={fileId} variant="outlined" startIcon={<PhotoCameraOutlined />}>
            <FormattedMessage id="account.profile.photo" />
            <input
              id={fileId}
              type="file"
              accept="image/*"
              hidden
              onChange={(e) => void choosePicture(e.target.files?.[0])}
            />
          </Button>
        </Stack>
        <Grid container spacing={2}>
          <PersonNameFields control={control} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="email_address"
              labelId="auth.field.email"
              type="email"
              autoComplete="email"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="auth.field.phone" />
            </Typography>
            <Typography>{formatPhone(user?.login_cell ?? '')}</Typography>
          </Grid>
        </Grid>
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            <FormattedMessage id="account.profile.save" />
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

const passwordFormSchema = changePasswordRequestSchema
  .extend({ confirm: z.string().min(1, 'validation.confirm.required') })
  .refine((v) => v.pass_token === v.confirm, { path: ['confirm'], message: 'validation.confirm.mismatch' });
type PasswordValues = z.infer<typeof passwordFormSchema>;

function PasswordForm() {
  const intl = useIntl();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { current_password: '', pass_token: '', confirm: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ current_password, pass_token }) => {
    setServerError(null);
    try {
      await changePassword(current_password, pass_token);
      reset();
      notify(intl.formatMessage({ id: 'account.password.saved' }), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.current_password) {
        setError(
          'current_password',
          { type: 'server', message: error.fieldErrors.current_password },
          { shouldFocus: true },
        );
      } else {
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'account.password.failed' })));
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ maxWidth: 460 }}>
      <Stack spacing={2.5}>
        <FormError message={serverError} />
        <PasswordField
          control={control}
          name="current_password"
          labelId="account.password.current"
          autoComplete="current-password"
        />
        <NewPasswordFields control={control} />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            <FormattedMessage id="account.password.save" />
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** /apps/user/account-profile/profile3: profile and password of the signed-in user. */
export default function AccountProfilePage() {
  const intl = useIntl();
  const [tab, setTab] = useState(0);
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="route.accountProfile" />
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        aria-label={intl.formatMessage({ id: 'route.accountProfile' })}
        sx={{ mb: 3 }}
      >
        <Tab
          id={`${id}-0`}
          aria-controls={`${id}-panel`}
          label={intl.formatMessage({ id: 'account.tab.profile' })}
        />
        <Tab
          id={`${id}-1`}
          aria-controls={`${id}-panel`}
          label={intl.formatMessage({ id: 'account.tab.password' })}
        />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 0 ? <ProfileForm /> : <PasswordForm />}
      </Box>
    </Paper>
  );
}
