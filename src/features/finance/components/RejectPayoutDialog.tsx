import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import { useId, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Payout } from '@/api/contract/domain';
import { useRejectPayoutMutation } from '@/api/endpoints/finance';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import HelperWithCounter from '@/components/form/HelperWithCounter';
import { formatCents } from '@/utils/br';

const REASON_MIN = 3;
const REASON_MAX = 500;

/** Refusing needs a reason: the seller reads it in the request's history. */
export default function RejectPayoutDialog({ payout, onClose }: { payout: Payout; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [reject, { isLoading }] = useRejectPayoutMutation();
  const tooLong = reason.trim().length > REASON_MAX;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setFieldError(intl.formatMessage({ id: 'finance.validation.reasonRequired' }));
      return;
    }
    // Shown under the field already; the text stays for the user to shorten.
    if (tooLong) return;
    setFieldError(null);
    setServerError(null);
    try {
      await reject({ id: payout.id, reason: text }).unwrap();
      notify(
        intl.formatMessage(
          { id: 'finance.admin.rejected' },
          { amount: formatCents(payout.amount), owner: payout.ownerName },
        ),
        'success',
      );
      onClose();
    } catch (caught) {
      if (isApiError(caught) && caught.fieldErrors.reason) setFieldError(caught.fieldErrors.reason);
      else
        setServerError(apiErrorText(intl, caught, intl.formatMessage({ id: 'finance.admin.reviewFailed' })));
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="finance.admin.rejectTitle" />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              <FormattedMessage
                id="finance.admin.rejectBody"
                values={{
                  amount: formatCents(payout.amount),
                  owner: payout.ownerName,
                  b: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </DialogContentText>
            <FormError message={serverError} />
            <TextField
              name="reason"
              label={intl.formatMessage({ id: 'finance.admin.reason' })}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (fieldError && e.target.value.trim().length >= REASON_MIN) setFieldError(null);
              }}
              required
              multiline
              minRows={3}
              fullWidth
              error={fieldError !== null || tooLong}
              helperText={
                <HelperWithCounter
                  text={
                    fieldError ??
                    (tooLong
                      ? intl.formatMessage(
                          { id: 'validation.text.tooLong' },
                          { max: REASON_MAX, count: reason.trim().length },
                        )
                      : intl.formatMessage({ id: 'finance.admin.reasonHelp' }))
                  }
                  count={reason.length}
                  max={REASON_MAX}
                />
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isLoading}>
            <FormattedMessage id="finance.admin.reject" />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
