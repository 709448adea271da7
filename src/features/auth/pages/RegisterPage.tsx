import { formResolver } from '@/components/form/formResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { confirmMatchesPassword, confirmPasswordField } from '@/components/form/newPasswordSchema';
import { passwordSchema, registerRequestSchema } from '@/api/contract/auth';
import CheckboxField from '@/components/choices/CheckboxField';
import RadioGroupField from '@/components/choices/RadioGroupField';
import DocumentField from '@/components/form/DocumentField';
import FormTextField from '@/components/form/FormTextField';
import PersonNameFields from '@/components/form/PersonNameFields';
import PasswordField from '@/components/form/PasswordField';
import PasswordStrengthMeter from '@/components/form/PasswordStrengthMeter';
import PhoneField from '@/components/form/PhoneField';
import FormError from '@/components/form/FormError';
import { useAppDispatch } from '@/store/hooks';
import { isApiErrorShape, signedUp } from '@/store/sessionThunks';
import { applyServerErrors } from '@/components/form/applyServerErrors';
import { keepReturnTo, returnsToCheckout } from '@/utils/signInLink';
import AuthCard from '../components/AuthCard';
import { useAuthVariant } from '../variants/useAuthVariant';
import { apiErrorText } from '@/components/feedback/apiErrorText';

// Only a buyer sent here from a checkout needs the purchase notice (and its hold countdown): it comes
// with that visit, not with every registration.
const CheckoutSignInNotice = lazy(() => import('../components/CheckoutSignInNotice'));

const formSchema = z
  .extend(registerRequestSchema, {
    pass_token: passwordSchema,
    confirm: confirmPasswordField,
    terms: z.literal(true, { error: 'validation.terms.required' }),
  })
  .check(confirmMatchesPassword);

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const ROLE_OPTIONS = [
  { value: '2', labelId: 'auth.register.role.family', hintId: 'auth.register.role.family.hint' },
  { value: '3', labelId: 'auth.register.role.producer', hintId: 'auth.register.role.producer.hint' },
  { value: '4', labelId: 'auth.register.role.school', hintId: 'auth.register.role.school.hint' },
] as const;

const FIELDS = [
  'login_cell',
  'pass_token',
  'first_name',
  'last_name',
  'document',
  'email_address',
  'role',
] as const;

export default function RegisterPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presentation = useAuthVariant();
  const [serverError, setServerError] = useState<string | null>(null);
  // A buyer sent here from a checkout comes back to it once the code is confirmed (GuestGuard).
  const returnTo = params.get('returnTo');
  const preset = ROLE_OPTIONS.find((o) => o.value === params.get('role'))?.value;
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(formSchema),
    // Unset until chosen: the radio group starts empty and the schema asks for a choice.
    defaultValues: {
      role: preset ?? ('' as FormInput['role']),
      first_name: '',
      last_name: '',
      login_cell: '',
      document: '',
      email_address: '',
      pass_token: '',
      confirm: '',
      terms: false as unknown as true,
    },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'pass_token' });

  const onSubmit = handleSubmit(async ({ confirm, terms, ...body }) => {
    setServerError(null);
    try {
      await dispatch(signedUp(body)).unwrap();
      void navigate(presentation.to(keepReturnTo('/code-verification', returnTo)));
    } catch (error) {
      // Nothing typed is lost: the server's reasons go on their fields, the rest on top.
      const apiError = isApiErrorShape(error) ? error : null;
      const applied = apiError ? applyServerErrors(apiError, FIELDS, setError) : false;
      if (!applied)
        setServerError(apiErrorText(intl, apiError, intl.formatMessage({ id: 'auth.register.failed' })));
    }
  });

  return (
    <AuthCard
      wide
      titleId="auth.register.title"
      subtitleId="auth.register.subtitle"
      footer={
        <Typography variant="body2">
          <FormattedMessage id="auth.register.haveAccount" />{' '}
          <Link
            component={RouterLink}
            to={presentation.to(keepReturnTo('/login-clientes', returnTo))}
            underline="always"
          >
            <FormattedMessage id="auth.register.signIn" />
          </Link>
        </Typography>
      }
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2.5}>
          {returnsToCheckout(returnTo) && (
            <Suspense fallback={null}>
              <CheckoutSignInNotice registering />
            </Suspense>
          )}
          <FormError message={serverError} />
          <RadioGroupField
            control={control}
            name="role"
            labelId="auth.register.role"
            options={ROLE_OPTIONS.map((o) => ({
              value: o.value,
              label: (
                <span>
                  <FormattedMessage id={o.labelId} />
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    <FormattedMessage id={o.hintId} />
                  </Typography>
                </span>
              ),
            }))}
            legendSx={{ mb: 1, fontWeight: 600 }}
            optionSx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
          />
          <Grid container spacing={2}>
            <PersonNameFields control={control} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <PhoneField
                control={control}
                name="login_cell"
                labelId="auth.field.phone"
                helperId="auth.field.phone.help"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DocumentField
                control={control}
                name="document"
                labelId="auth.field.document"
                helperId="auth.field.document.help"
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="email_address"
                labelId="auth.field.email"
                type="email"
                autoComplete="email"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Stack spacing={2}>
                <PasswordField
                  control={control}
                  name="pass_token"
                  labelId="auth.field.newPassword"
                  autoComplete="new-password"
                  helperId="auth.field.password.help"
                />
                <PasswordStrengthMeter password={password} />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                control={control}
                name="confirm"
                labelId="auth.field.confirmPassword"
                autoComplete="new-password"
              />
            </Grid>
          </Grid>
          <CheckboxField
            control={control}
            name="terms"
            label={
              <FormattedMessage
                id="auth.register.terms"
                values={{
                  link: (chunks) => (
                    <Link
                      component={RouterLink}
                      to="/pages/terms-conditions"
                      target="_blank"
                      underline="always"
                    >
                      {chunks}
                    </Link>
                  ),
                }}
              />
            }
          />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            <FormattedMessage
              id={formState.isSubmitting ? 'auth.register.submitting' : 'auth.register.submit'}
            />
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
