import { formResolver } from '@/components/form/formResolver';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod/mini';
import type { User } from '@/api/auth';
import FormTextField from '@/components/form/FormTextField';
import { useAppDispatch } from '@/store/hooks';
import { cartActions, type CartAttendee } from '@/store/cartSlice';
import { formatDocument, isValidCpf, onlyDigits } from '@/utils/br';
import type { Seat } from '../pricing';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const attendeesSchema = z.object({
  attendees: z.array(
    z.object({
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'checkout.validation.name.required'),
          z.minLength(3, 'checkout.validation.name.short'),
          z.maxLength(120, 'checkout.validation.name.long'),
        ),
      cpf: z.string().check(
        z.minLength(1, 'checkout.validation.cpf.required'),
        z.refine((v) => isValidCpf(v), 'checkout.validation.cpf.invalid'),
      ),
      email: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'checkout.validation.email.required'),
          z.regex(EMAIL, 'checkout.validation.email.invalid'),
        ),
    }),
  ),
});
type AttendeesValues = z.infer<typeof attendeesSchema>;

const EMPTY: CartAttendee = { name: '', cpf: '', email: '' };

interface AttendeesStepProps {
  seats: readonly Seat[];
  attendees: readonly CartAttendee[];
  user: User | null;
  /** Server field errors of a refused order ("attendees.0.cpf" → text). */
  serverErrors: Record<string, string>;
  onBack: () => void;
  onContinue: (attendees: CartAttendee[]) => void;
  /** Shown above the actions (signed in with a role that cannot buy). */
  notice?: ReactNode;
}

/** Step 2: who uses each seat; typed values are kept in the cart as they are typed. */
export default function AttendeesStep({
  seats,
  attendees,
  user,
  serverErrors,
  onBack,
  onContinue,
  notice,
}: AttendeesStepProps) {
  const dispatch = useAppDispatch();
  const { control, handleSubmit, setValue, setError, subscribe } = useForm<AttendeesValues>({
    resolver: formResolver(attendeesSchema),
    defaultValues: { attendees: seats.map((_, i) => ({ ...EMPTY, ...attendees[i] })) },
    mode: 'onTouched',
  });
  const { fields } = useFieldArray({ control, name: 'attendees' });

  useEffect(() => {
    // Everything typed lives in the cart, so a reload, a sign-in or an expired hold loses nothing.
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        dispatch(
          cartActions.attendeesChanged(
            values.attendees.map(({ name, cpf, email }) => ({ name, cpf, email })),
          ),
        );
      },
    });
  }, [subscribe, dispatch]);

  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrors)) {
      const match = /^attendees\.(\d+)\.(name|cpf|email)$/.exec(path);
      if (match)
        setError(`attendees.${Number(match[1])}.${match[2] as 'name' | 'cpf' | 'email'}`, {
          type: 'server',
          message,
        });
    }
  }, [serverErrors, setError]);

  const document = typeof user?.document === 'string' ? onlyDigits(user.document) : '';
  const fillMine = () => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    if (user?.name) setValue('attendees.0.name', user.name, options);
    if (document.length === 11) setValue('attendees.0.cpf', document, options);
    if (user?.email_address) setValue('attendees.0.email', user.email_address, options);
  };

  const submit = handleSubmit((values) => onContinue(values.attendees));

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          <FormattedMessage id="checkout.attendees.intro" />
        </Typography>
        {fields.map((field, i) => {
          const seat = seats[i];
          const legendId = `seat-${field.id}`;
          return (
            <Paper
              key={field.id}
              variant="outlined"
              component="fieldset"
              aria-labelledby={legendId}
              sx={{ p: { xs: 2, sm: 2.5 }, m: 0, minWidth: 0 }}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 2 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <PersonOutlined color="primary" aria-hidden />
                  <Typography id={legendId} variant="h4" component="h3">
                    <FormattedMessage
                      id="checkout.attendees.seat"
                      values={{ n: i + 1, ticket: seat?.name ?? '' }}
                    />
                  </Typography>
                  {seat?.halfPrice && (
                    <Chip
                      size="small"
                      color="secondary"
                      variant="outlined"
                      label={<FormattedMessage id="checkout.attendees.half" />}
                    />
                  )}
                </Stack>
                {i === 0 && user && (
                  <Button
                    size="small"
                    variant="text"
                    onClick={fillMine}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  >
                    <FormattedMessage id="checkout.attendees.useMine" />
                  </Button>
                )}
              </Stack>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 12 }}>
                  <FormTextField
                    control={control}
                    name={`attendees.${i}.name`}
                    labelId="checkout.attendees.name"
                    autoComplete={i === 0 ? 'name' : 'off'}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={control}
                    name={`attendees.${i}.cpf`}
                    labelId="checkout.attendees.cpf"
                    placeholder="000.000.000-00"
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
                    parse={(input) => onlyDigits(input).slice(0, 11)}
                    format={formatDocument}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={control}
                    name={`attendees.${i}.email`}
                    labelId="checkout.attendees.email"
                    type="email"
                    autoComplete={i === 0 ? 'email' : 'off'}
                  />
                </Grid>
              </Grid>
              {seat?.halfPrice && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  <FormattedMessage id="checkout.attendees.halfDocument" />
                </Typography>
              )}
            </Paper>
          );
        })}
        {notice}
        {Object.keys(serverErrors).length > 0 && (
          <Alert severity="error" role="alert">
            <FormattedMessage id="checkout.attendees.serverErrors" />
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between' }}
        >
          <Button variant="outlined" onClick={onBack}>
            <FormattedMessage id="checkout.back" />
          </Button>
          <Button type="submit" variant="contained" size="large">
            <FormattedMessage id="checkout.attendees.continue" />
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
