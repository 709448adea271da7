import { formResolver } from '@/components/form/formResolver';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import NativeSelectField from '@/components/form/NativeSelectField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, type ComponentType } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import FormTextField from '@/components/form/FormTextField';
import { API_MOCK } from '@/config';
import { formatCents, onlyDigits } from '@/utils/br';
import {
  emptyPaymentForm,
  formatCardNumber,
  formatExpiry,
  paymentFormSchema,
  type ChargeMethod,
  type PaymentChoice,
  type PaymentFormValues,
} from './card';
import {
  INTEREST_FREE_INSTALLMENTS,
  installmentOptions,
  MAX_INSTALLMENTS,
  MONTHLY_INTEREST,
} from './installments';

const METHODS: { value: ChargeMethod; icon: ComponentType; labelId: string; hintId: string }[] = [
  { value: 'pix', icon: QrCode2Outlined, labelId: 'payment.method.pix', hintId: 'payment.method.pix.hint' },
  {
    value: 'card',
    icon: CreditCardOutlined,
    labelId: 'payment.method.card',
    hintId: 'payment.method.card.hint',
  },
  {
    value: 'boleto',
    icon: ReceiptLongOutlined,
    labelId: 'payment.method.boleto',
    hintId: 'payment.method.boleto.hint',
  },
];

export interface PaymentMethodStepProps {
  /** What is charged, in cents. */
  amount: number;
  maxInstallments?: number;
  /** Values typed earlier (kept by the caller so going back or a declined card loses nothing). */
  defaultValues?: Partial<PaymentFormValues>;
  onDraftChange?: (values: PaymentFormValues) => void;
  onSubmit: (choice: PaymentChoice) => void;
  onBack?: () => void;
  submitLabelId: string;
  busy?: boolean;
  /** The server's refusal (a declined card), shown above the actions. */
  error?: string | null;
}

/** Choose PIX, card (with installments) or boleto; shared by the ticket checkout and the subscription. */
export default function PaymentMethodStep({
  amount,
  maxInstallments = MAX_INSTALLMENTS,
  defaultValues,
  onDraftChange,
  onSubmit,
  onBack,
  submitLabelId,
  busy = false,
  error,
}: PaymentMethodStepProps) {
  const intl = useIntl();
  const legendId = useId();
  const { control, handleSubmit, setValue, subscribe } = useForm<PaymentFormValues>({
    resolver: formResolver(paymentFormSchema),
    defaultValues: { ...emptyPaymentForm, ...defaultValues },
    mode: 'onTouched',
  });
  const method = useWatch({ control, name: 'method' });
  const installments = useWatch({ control, name: 'installments' });
  const options = useMemo(() => installmentOptions(amount, maxInstallments), [amount, maxInstallments]);
  const maxOffered = options.length;

  useEffect(() => {
    if (!onDraftChange) return undefined;
    return subscribe({ formState: { values: true }, callback: ({ values }) => onDraftChange(values) });
  }, [subscribe, onDraftChange]);

  useEffect(() => {
    // Fewer installments on offer than chosen (the amount went down): take the most still offered.
    if (installments > maxOffered) setValue('installments', maxOffered);
  }, [installments, maxOffered, setValue]);

  const submit = handleSubmit((v) => {
    onSubmit({
      method: v.method,
      installments: v.method === 'card' ? v.installments : 1,
      card:
        v.method === 'card'
          ? { number: onlyDigits(v.number), name: v.name.trim(), expiry: v.expiry, cvv: v.cvv }
          : null,
    });
  });

  const installmentLabel = (count: number) => {
    const plan = options[count - 1];
    if (!plan) return '';
    return plan.interestFree
      ? intl.formatMessage(
          { id: 'payment.installments.free' },
          { count: plan.count, each: formatCents(plan.each) },
        )
      : intl.formatMessage(
          { id: 'payment.installments.interest' },
          { count: plan.count, each: formatCents(plan.each), total: formatCents(plan.total) },
        );
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={3}>
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend" id={legendId} sx={{ mb: 1.5, fontWeight: 600 }}>
                <FormattedMessage id="payment.method.legend" />
              </FormLabel>
              <RadioGroup
                aria-labelledby={legendId}
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                <Grid container spacing={1.5}>
                  {METHODS.map((m) => {
                    const selected = field.value === m.value;
                    const Icon = m.icon;
                    return (
                      <Grid key={m.value} size={{ xs: 12, sm: 4 }}>
                        <Paper
                          variant="outlined"
                          sx={{
                            height: '100%',
                            borderWidth: 2,
                            borderColor: selected ? 'primary.main' : 'divider',
                            bgcolor: selected ? 'action.selected' : 'background.paper',
                            transition: 'border-color .15s',
                            '&:hover': { borderColor: 'primary.light' },
                          }}
                        >
                          <FormControlLabel
                            value={m.value}
                            control={
                              <Radio
                                slotProps={{ input: { ref: m.value === 'pix' ? field.ref : undefined } }}
                              />
                            }
                            label={
                              <Stack spacing={0.25} sx={{ py: 1 }}>
                                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                  <Box
                                    component="span"
                                    sx={{ color: 'primary.main', display: 'flex' }}
                                    aria-hidden
                                  >
                                    <Icon />
                                  </Box>
                                  <Typography component="span" sx={{ fontWeight: 600 }}>
                                    <FormattedMessage id={m.labelId} />
                                  </Typography>
                                </Stack>
                                <Typography component="span" variant="body2" color="text.secondary">
                                  <FormattedMessage id={m.hintId} values={{ max: maxOffered }} />
                                </Typography>
                              </Stack>
                            }
                            sx={{
                              m: 0,
                              px: 1,
                              width: '100%',
                              height: '100%',
                              alignItems: 'flex-start',
                              '& .MuiRadio-root': { mt: 0.5 },
                            }}
                          />
                        </Paper>
                      </Grid>
                    );
                  })}
                </Grid>
              </RadioGroup>
            </FormControl>
          )}
        />

        {method === 'pix' && (
          <Alert severity="info" variant="outlined">
            <FormattedMessage id="payment.pix.notice" />
          </Alert>
        )}
        {method === 'boleto' && (
          <Alert severity="info" variant="outlined">
            <FormattedMessage id="payment.boleto.notice" />
          </Alert>
        )}
        {method === 'card' && (
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="number"
                labelId="payment.card.number"
                autoComplete="cc-number"
                placeholder="0000 0000 0000 0000"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
                parse={(input) => onlyDigits(input).slice(0, 19)}
                format={formatCardNumber}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="name"
                labelId="payment.card.name"
                helperId="payment.card.name.hint"
                autoComplete="cc-name"
              />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <FormTextField
                control={control}
                name="expiry"
                labelId="payment.card.expiry"
                autoComplete="cc-exp"
                placeholder="MM/AA"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
                parse={(input) => onlyDigits(input).slice(0, 4)}
                format={formatExpiry}
              />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <FormTextField
                control={control}
                name="cvv"
                labelId="payment.card.cvv"
                autoComplete="cc-csc"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                parse={(input) => onlyDigits(input).slice(0, 4)}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="installments"
                render={({ field }) => (
                  <NativeSelectField
                    fullWidth
                    label={intl.formatMessage({ id: 'payment.installments.label' })}
                    name={field.name}
                    inputRef={field.ref}
                    value={Math.min(field.value, maxOffered)}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                    onBlur={field.onBlur}
                    helperText={intl.formatMessage(
                      { id: 'payment.installments.rule' },
                      {
                        free: INTEREST_FREE_INSTALLMENTS,
                        rate: intl.formatNumber(MONTHLY_INTEREST, {
                          style: 'percent',
                          minimumFractionDigits: 2,
                        }),
                      },
                    )}
                  >
                    {options.map((plan) => (
                      <option key={plan.count} value={plan.count}>
                        {installmentLabel(plan.count)}
                      </option>
                    ))}
                  </NativeSelectField>
                )}
              />
            </Grid>
            {API_MOCK && (
              <Grid size={12}>
                <Alert severity="info" variant="outlined" role="note">
                  <FormattedMessage id="payment.card.testCards" />
                </Alert>
              </Grid>
            )}
          </Grid>
        )}

        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}

        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between' }}
        >
          {onBack ? (
            <Button variant="outlined" onClick={onBack} disabled={busy}>
              <FormattedMessage id="payment.back" />
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            <FormattedMessage id={submitLabelId} />
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
