import { formResolver } from '@/components/form/formResolver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod/mini';
import { resendCode } from '@/api/auth';
import { ApiError } from '@/api/errors';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { API_MOCK } from '@/config';
import { useAppDispatch } from '@/store/hooks';
import { codeVerified, readPendingUser } from '@/store/sessionThunks';
import { formatPhone, onlyDigits } from '@/utils/br';
import AuthCard from '../components/AuthCard';
import { useAuthVariant } from '../variants/useAuthVariant';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const schema = z.object({ accessCode: z.string().check(z.regex(/^\d{6}$/, 'validation.code.invalid')) });
type Values = z.infer<typeof schema>;

const RESEND_COOLDOWN_S = 30;

/** Confirms the SMS code after registration; the saved registration token then becomes the session. */
export default function CodeVerificationPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const presentation = useAuthVariant();
  const [pending] = useState(readPendingUser);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: { accessCode: '' },
  });

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  if (!pending) {
    return (
      <AuthCard titleId="auth.verify.title" subtitleId="auth.verify.noPending">
        <Button variant="contained" component={RouterLink} to={presentation.to('/register')} fullWidth>
          <FormattedMessage id="auth.verify.toRegister" />
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async ({ accessCode }) => {
    setServerError(null);
    try {
      const result = await dispatch(codeVerified({ login_cell: pending.login_cell, accessCode })).unwrap();
      if (!result.flag)
        setServerError(result.fromServer ? result.msg : intl.formatMessage({ id: result.msg }));
    } catch (error) {
      setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'auth.verify.failed' })));
    }
  });

  const resend = async () => {
    setServerError(null);
    try {
      const result = await resendCode(pending.login_cell);
      setNotice(result.msg);
      setCooldown(result.retryAfterSeconds);
    } catch (error) {
      if (error instanceof ApiError) {
        setServerError(apiErrorText(intl, error));
        const wait = Number(error.fieldErrors.retryAfterSeconds);
        if (wait > 0) setCooldown(wait);
      }
    }
  };

  return (
    <AuthCard
      titleId="auth.verify.title"
      subtitleId="auth.verify.subtitle"
      subtitleValues={{ phone: formatPhone(pending.login_cell) }}
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2.5}>
          <FormError message={serverError} />
          {notice && !serverError && (
            <Alert severity="success" role="status">
              {notice}
            </Alert>
          )}
          {API_MOCK && (
            <Alert severity="info" variant="outlined" role="note">
              <FormattedMessage id="auth.verify.demoHint" values={{ code: '123456' }} />
            </Alert>
          )}
          <FormTextField
            control={control}
            name="accessCode"
            labelId="auth.field.code"
            autoComplete="one-time-code"
            parse={(v) => onlyDigits(v).slice(0, 6)}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                maxLength: 6,
                style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center' },
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            <FormattedMessage id="auth.verify.submit" />
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {cooldown > 0 ? (
              <FormattedMessage id="auth.verify.resendIn" values={{ seconds: cooldown }} />
            ) : (
              <Link component="button" type="button" onClick={() => void resend()}>
                <FormattedMessage id="auth.verify.resend" />
              </Link>
            )}
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
