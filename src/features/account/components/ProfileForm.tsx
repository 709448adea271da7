import { formResolver } from '@/components/form/formResolver';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { updateProfile } from '@/api/auth';
import { profileUpdateRequestSchema } from '@/api/contract/auth';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import PersonNameFields from '@/components/form/PersonNameFields';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { profileUpdated, selectUser } from '@/store/sessionSlice';
import { avatarUrl } from '@/utils/avatar';
import { formatPhone } from '@/utils/br';
import { resizeImage } from '@/utils/image';

type ProfileValues = z.input<typeof profileUpdateRequestSchema>;

function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

/** The signed-in user's name, e-mail and photo, saved through the profile update. */
export default function ProfileForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [first, last] = splitName(user?.name ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const fileId = useId();
  const { control, handleSubmit, setValue, setError, formState } = useForm<ProfileValues>({
    resolver: formResolver(profileUpdateRequestSchema),
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
