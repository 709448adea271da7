import { formResolver } from '@/components/form/formResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { useRequestPayoutMutation } from '@/api/endpoints/finance';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import { fieldMessage } from '@/components/form/fieldMessage';
import MoneyField from '@/components/form/MoneyField';
import { centsOf, centsToText, moneyProblem } from '@/components/form/numberText';
import { formatCents } from '@/utils/br';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

interface PayoutRequestDialogProps {
  open: boolean;
  /** Cents the seller can ask for now. */
  available: number;
  onClose: () => void;
}

/** The amount typed in reais: at least R$ 0,01 and at most what is available. */
function payoutForm(available: number) {
  return z.object({
    amount: z.string().check(
      z.superRefine((text, ctx) => {
        const cents = centsOf(text);
        const message =
          cents != null && cents > available
            ? fieldMessage('finance.payout.tooMuch', { max: formatCents(available) })
            : moneyProblem(text, { min: 1, max: available, requiredId: 'finance.payout.amountRequired' });
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    ),
  });
}
type PayoutValues = z.input<ReturnType<typeof payoutForm>>;

/**
 * Asks for a payout of part or all of the available balance. One key per opening of the dialog: a
 * double click, a retry after a timeout or a second tab sending the same request creates one payout.
 */
export default function PayoutRequestDialog({ open, available, onClose }: PayoutRequestDialogProps) {
  if (!open) return null;
  return <PayoutRequestForm available={available} onClose={onClose} />;
}

function PayoutRequestForm({ available, onClose }: Omit<PayoutRequestDialogProps, 'open'>) {
  const intl = useIntl();
  const titleId = useId();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [serverError, setServerError] = useState<string | null>(null);
  const [requestPayout, { isLoading }] = useRequestPayoutMutation();
  const schema = useMemo(() => payoutForm(available), [available]);
  const { control, handleSubmit, setError, setValue, formState } = useForm<PayoutValues>({
    resolver: formResolver(schema),
    defaultValues: { amount: available > 0 ? centsToText(available) : '' },
  });

  const submit = handleSubmit(async (values) => {
    const amount = centsOf(values.amount);
    if (amount === null) return;
    setServerError(null);
    try {
      await requestPayout({ amount, idempotencyKey }).unwrap();
      notify(
        intl.formatMessage({ id: 'finance.payout.requested' }, { amount: formatCents(amount) }),
        'success',
      );
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.amount) {
        setError('amount', { type: 'server', message: error.fieldErrors.amount }, { shouldFocus: true });
      } else {
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'finance.payout.failed' })));
      }
    }
  });

  const busy = isLoading || formState.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="finance.payout.dialogTitle" />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              <FormattedMessage
                id="finance.payout.dialogBody"
                values={{ available: formatCents(available), b: (chunks) => <strong>{chunks}</strong> }}
              />
            </DialogContentText>
            <FormError message={serverError} />
            <MoneyField
              control={control}
              name="amount"
              labelId="finance.payout.amount"
              helperId="finance.payout.amountHelp"
              required
            />
            <Button
              variant="text"
              size="small"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setValue('amount', centsToText(available), { shouldValidate: true })}
              disabled={busy}
            >
              <FormattedMessage id="finance.payout.all" values={{ amount: formatCents(available) }} />
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            <FormattedMessage id="finance.payout.submit" />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
