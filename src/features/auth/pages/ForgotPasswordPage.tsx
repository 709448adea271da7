import { formResolver } from '@/components/form/formResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { requestPasswordReset } from '@/api/auth';
import { forgotPasswordRequestSchema } from '@/api/contract/auth';
import { ApiError } from '@/api/errors';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import AuthCard from '../components/AuthCard';
import { useAuthVariant } from '../variants/useAuthVariant';
import { useApiErrorText } from '@/components/feedback/apiErrorText';

type Values = z.input<typeof forgotPasswordRequestSchema>;

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const presentation = useAuthVariant();
  const [serverError, setServerError] = useState<string | null>(null);
  const describeError = useApiErrorText();
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: formResolver(forgotPasswordRequestSchema),
    defaultValues: { email_address: '' },
  });

  const onSubmit = handleSubmit(async ({ email_address }) => {
    setServerError(null);
    try {
      const result = await requestPasswordReset(email_address);
      void navigate(presentation.to('/check-mail'), {
        state: { email: email_address, msg: result.msg, demoResetPath: result.demoResetPath },
      });
    } catch (error) {
      setServerError(error instanceof ApiError ? describeError(error) : null);
    }
  });

  return (
    <AuthCard
      titleId="auth.forgot.title"
      subtitleId="auth.forgot.subtitle"
      footer={
        <Link component={RouterLink} to={presentation.to('/login')} variant="body2">
          <FormattedMessage id="auth.backToLogin" />
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2.5}>
          <FormError message={serverError} />
          <FormTextField
            control={control}
            name="email_address"
            labelId="auth.field.email"
            type="email"
            autoComplete="email"
          />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            <FormattedMessage id="auth.forgot.submit" />
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
