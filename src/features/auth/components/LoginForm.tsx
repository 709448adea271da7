import { formResolver } from '@/components/form/formResolver';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { loginRequestSchema } from '@/api/contract/auth';
import FormError from '@/components/form/FormError';
import PasswordField from '@/components/form/PasswordField';
import PhoneField from '@/components/form/PhoneField';
import { API_MOCK } from '@/config';
import { useAppDispatch } from '@/store/hooks';
import { signedIn } from '@/store/sessionThunks';
import { formatPhone } from '@/utils/br';
import { keepReturnTo, returnsToCheckout } from '@/utils/signInLink';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demoAccounts';
import { useAuthVariant } from '../variants/useAuthVariant';
import AuthCard from './AuthCard';
import CheckoutSignInNotice from './CheckoutSignInNotice';
import SessionNotice from './SessionNotice';

type LoginValues = z.input<typeof loginRequestSchema>;

export type LoginVariant = 'educators' | 'clients';

/** Sign-in with phone and password; both variants accept any role and differ in wording and sign-up link. */
export default function LoginForm({ variant }: { variant: LoginVariant }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const presentation = useAuthVariant();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setValue, formState } = useForm<LoginValues>({
    resolver: formResolver(loginRequestSchema),
    defaultValues: { login_cell: '', pass_token: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await dispatch(signedIn(values)).unwrap();
    // On success the guest guard sends the user on; on failure everything typed stays.
    if (!result.flag) setServerError(result.fromServer ? result.msg : intl.formatMessage({ id: result.msg }));
  });

  const registerRole = variant === 'clients' ? '2' : '4';
  const returnTo = params.get('returnTo');
  const otherLogin = variant === 'clients' ? '/login' : '/login-clientes';

  return (
    <AuthCard
      titleId={variant === 'clients' ? 'auth.login.clients.title' : 'auth.login.educators.title'}
      subtitleId={variant === 'clients' ? 'auth.login.clients.subtitle' : 'auth.login.educators.subtitle'}
      footer={
        <Stack spacing={1}>
          <Typography variant="body2">
            <FormattedMessage id="auth.login.noAccount" />{' '}
            <Link
              component={RouterLink}
              to={presentation.to(keepReturnTo(`/register?role=${registerRole}`, returnTo))}
            >
              <FormattedMessage
                id={variant === 'clients' ? 'auth.login.createFamily' : 'auth.login.createSchool'}
              />
            </Link>
          </Typography>
          {/* A presentation shows one sign-in form, whatever the audience: no other login to go to. */}
          {presentation.variant === null && (
            <Typography variant="body2">
              <Link component={RouterLink} to={keepReturnTo(otherLogin, returnTo)}>
                <FormattedMessage
                  id={variant === 'clients' ? 'auth.login.toEducators' : 'auth.login.toClients'}
                />
              </Link>
            </Typography>
          )}
        </Stack>
      }
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2.5}>
          {returnsToCheckout(returnTo) && <CheckoutSignInNotice />}
          <SessionNotice />
          <FormError message={serverError} />
          <PhoneField control={control} name="login_cell" labelId="auth.field.phone" />
          <PasswordField
            control={control}
            name="pass_token"
            labelId="auth.field.password"
            autoComplete="current-password"
          />
          <Box sx={{ textAlign: 'right', mt: '-8px !important' }}>
            {/* A touch target of its own (32 px tall), clear of the field above and the button below. */}
            <Link
              component={RouterLink}
              to={presentation.to('/forgot-password')}
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 32, px: 0.5 }}
            >
              <FormattedMessage id="auth.login.forgot" />
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            <FormattedMessage id={formState.isSubmitting ? 'auth.login.submitting' : 'auth.login.submit'} />
          </Button>
        </Stack>
      </Box>
      {API_MOCK && (
        <>
          <Divider sx={{ my: 3 }}>
            <Typography variant="caption" color="text.secondary">
              <FormattedMessage id="auth.demo.title" />
            </Typography>
          </Divider>
          <Alert severity="info" variant="outlined" role="note" sx={{ mb: 1.5 }}>
            <AlertTitle>
              <FormattedMessage id="auth.demo.hintTitle" />
            </AlertTitle>
            <FormattedMessage id="auth.demo.hint" values={{ password: DEMO_PASSWORD }} />
          </Alert>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {DEMO_ACCOUNTS.map((account) => (
              <Chip
                key={account.login_cell}
                clickable
                variant="outlined"
                color="primary"
                label={`${intl.formatMessage({ id: account.labelId })} · ${formatPhone(account.login_cell)}`}
                onClick={() => {
                  setValue('login_cell', account.login_cell, { shouldValidate: true });
                  setValue('pass_token', DEMO_PASSWORD, { shouldValidate: true });
                  setServerError(null);
                }}
              />
            ))}
          </Stack>
        </>
      )}
    </AuthCard>
  );
}
