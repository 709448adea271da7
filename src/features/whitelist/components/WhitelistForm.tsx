import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { formResolver } from '@/components/form/formResolver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import {
  WHITELIST_PROFILES,
  whitelistJoinRequestSchema,
  type WhitelistJoinBody,
  type WhitelistJoinRequest,
} from '@/api/contract/whitelist';
import { isApiError } from '@/api/errors';
import { useJoinWhitelistMutation } from '@/api/endpoints/whitelist';
import CheckboxField from '@/components/choices/CheckboxField';
import RadioGroupField from '@/components/choices/RadioGroupField';
import FormTextField from '@/components/form/FormTextField';
import PhoneField from '@/components/form/PhoneField';
import { BRAND } from '@/config';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const PROFILE_LABELS: Record<(typeof WHITELIST_PROFILES)[number], string> = {
  family: 'whitelist.profile.family',
  school: 'whitelist.profile.school',
  producer: 'whitelist.profile.producer',
  company: 'whitelist.profile.company',
};

const FIELDS = ['name', 'email', 'phone', 'profile', 'consent'] as const;

const EMPTY: WhitelistJoinRequest = {
  name: '',
  email: '',
  phone: '',
  // Unset until chosen: the radio group starts empty and the schema asks for a choice.
  profile: '' as WhitelistJoinRequest['profile'],
  consent: false as unknown as true,
};

interface WhitelistFormProps {
  /** 'wide' puts fields side by side on larger screens; 'compact' keeps one column for a small card. */
  layout: 'wide' | 'compact';
}

function Confirmation({ name, email, onAgain }: { name: string; email: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen reader and keyboard users land on the news, not on a vanished button.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
      <Box sx={{ fontSize: 64, lineHeight: 0, color: 'success.main' }} aria-hidden>
        <CheckCircleOutlined fontSize="inherit" />
      </Box>
      <Typography ref={heading} tabIndex={-1} variant="h2" component="h2" sx={{ outline: 'none' }}>
        <FormattedMessage id="whitelist.success.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
        <FormattedMessage
          id="whitelist.success.body"
          values={{ name: name.split(' ')[0] ?? name, email, brand: BRAND }}
        />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
        <Button variant="contained" component={RouterLink} to="/eventos">
          <FormattedMessage id="whitelist.success.events" />
        </Button>
        <Button variant="outlined" onClick={onAgain}>
          <FormattedMessage id="whitelist.success.again" />
        </Button>
      </Stack>
    </Stack>
  );
}

/** The waiting-list sign-up: one form, shown by /whitelist and /whitelist-original in their own frames. */
export default function WhitelistForm({ layout }: WhitelistFormProps) {
  const intl = useIntl();
  const [join, { isLoading }] = useJoinWhitelistMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [joined, setJoined] = useState<{ name: string; email: string } | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<
    WhitelistJoinRequest,
    unknown,
    WhitelistJoinBody
  >({
    resolver: formResolver(whitelistJoinRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const half = layout === 'wide' ? { xs: 12, sm: 6 } : { xs: 12 };

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await join(body).unwrap();
      setJoined({ name: body.name, email: body.email });
    } catch (error) {
      // Nothing typed is lost: the server's reasons go on their fields and on top of the form.
      const apiError = isApiError(error) ? error : null;
      let focused = false;
      for (const [field, message] of Object.entries(apiError?.fieldErrors ?? {})) {
        const match = FIELDS.find((f) => f === field);
        if (!match) continue;
        setError(match, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
      setServerError(apiErrorText(intl, apiError, intl.formatMessage({ id: 'whitelist.error.generic' })));
    }
  });

  if (joined) {
    return (
      <Confirmation
        name={joined.name}
        email={joined.email}
        onAgain={() => {
          reset(EMPTY);
          setJoined(null);
        }}
      />
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={intl.formatMessage({ id: 'whitelist.form.label' }, { brand: BRAND })}
    >
      <Grid container spacing={2}>
        {serverError && (
          <Grid size={12}>
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          </Grid>
        )}
        <Grid size={half}>
          <FormTextField
            control={control}
            name="name"
            labelId="whitelist.field.name"
            autoComplete="name"
            required
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="email"
            labelId="whitelist.field.email"
            type="email"
            autoComplete="email"
            required
          />
        </Grid>
        <Grid size={half}>
          <PhoneField control={control} name="phone" labelId="whitelist.field.phone" required />
        </Grid>
        <Grid size={12}>
          <RadioGroupField
            control={control}
            name="profile"
            labelId="whitelist.field.profile"
            options={WHITELIST_PROFILES.map((profile) => ({
              value: profile,
              label: <FormattedMessage id={PROFILE_LABELS[profile]} />,
            }))}
            required
            row={layout === 'wide'}
            legendSx={{ fontWeight: 600 }}
          />
        </Grid>
        <Grid size={12}>
          <CheckboxField
            control={control}
            name="consent"
            label={<FormattedMessage id="whitelist.field.consent" values={{ brand: BRAND }} />}
            required
            touchOnBlur
            longLabel
          >
            <Typography variant="body2" color="text.secondary" sx={{ ml: 4, mt: 0.5 }}>
              <FormattedMessage
                id="whitelist.field.consentHelp"
                values={{
                  link: (chunks) => (
                    <Link href="/pages/terms-conditions" target="_blank" rel="noopener">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </Typography>
          </CheckboxField>
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading}>
            <FormattedMessage id="whitelist.submit" />
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
