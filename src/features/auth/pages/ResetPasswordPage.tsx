import { formResolver } from '@/components/form/formResolver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { confirmMatchesPassword, confirmPasswordField } from '@/components/form/newPasswordSchema';
import { resetPassword } from '@/api/auth';
import { passwordSchema } from '@/api/contract/auth';
import { ApiError } from '@/api/errors';
import FormError from '@/components/form/FormError';
import NewPasswordFields from '@/components/form/NewPasswordFields';
import AuthCard from '../components/AuthCard';
import { useAuthVariant } from '../variants/useAuthVariant';
import { useApiErrorText } from '@/components/feedback/apiErrorText';

const schema = z
  .object({
    pass_token: passwordSchema,
    confirm: confirmPasswordField,
  })
  .check(confirmMatchesPassword);
type Values = z.infer<typeof schema>;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const presentation = useAuthVariant();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const describeError = useApiErrorText();
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: { pass_token: '', confirm: '' },
    mode: 'onTouched',
  });

  if (!token) {
    return (
      <AuthCard titleId="auth.reset.title" subtitleId="auth.reset.noToken">
        <Button variant="contained" component={RouterLink} to={presentation.to('/forgot-password')} fullWidth>
          <FormattedMessage id="auth.checkMail.retry" />
        </Button>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard titleId="auth.reset.title">
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {done}
          </Alert>
          <Button variant="contained" component={RouterLink} to={presentation.to('/login')}>
            <FormattedMessage id="auth.backToLogin" />
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async ({ pass_token }) => {
    setServerError(null);
    try {
      setDone(await resetPassword(token, pass_token));
    } catch (error) {
      setServerError(error instanceof ApiError ? describeError(error) : null);
    }
  });

  return (
    <AuthCard titleId="auth.reset.title" subtitleId="auth.reset.subtitle">
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2.5}>
          <FormError message={serverError} />
          <NewPasswordFields control={control} />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
