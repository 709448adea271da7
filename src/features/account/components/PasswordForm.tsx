import { formResolver } from '@/components/form/formResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { confirmMatchesPassword, confirmPasswordField } from '@/components/form/newPasswordSchema';
import { changePassword } from '@/api/auth';
import { changePasswordRequestSchema } from '@/api/contract/auth';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import NewPasswordFields from '@/components/form/NewPasswordFields';
import PasswordField from '@/components/form/PasswordField';

const passwordFormSchema = z
  .extend(changePasswordRequestSchema, {
    confirm: confirmPasswordField,
  })
  .check(confirmMatchesPassword);
type PasswordValues = z.infer<typeof passwordFormSchema>;

/** Changes the signed-in user's password (the current one is asked first). */
export default function PasswordForm() {
  const intl = useIntl();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    resolver: formResolver(passwordFormSchema),
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
