import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { moderationBodySchema } from '@/api/contract/admin';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import HelperWithCounter from '@/components/form/HelperWithCounter';
import { maxLengthOf } from '@/components/form/schemaLimits';
import { useErrorText } from '@/components/form/useErrorText';

/** The longest reason the API takes (the contract's rule). */
const REASON_MAX = maxLengthOf(moderationBodySchema.shape.reason) ?? 500;

export type ReasonedAction = 'unpublish' | 'cancel';

interface ModerationDialogProps {
  /** The action to confirm; null keeps the dialog closed. */
  action: ReasonedAction | null;
  title: ReactNode;
  /** What will happen, spelled out for this event or course. */
  consequences: ReactNode;
  confirmLabel: ReactNode;
  busy: boolean;
  /** A refusal from the server, shown under the reason. */
  serverError?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Confirms an unpublish or a cancellation, saying what happens, with the reason the owner (and buyers)
 * will read: required to cancel, optional to unpublish. Checked with the contract's own rule.
 */
export default function ModerationDialog({
  action,
  title,
  consequences,
  confirmLabel,
  busy,
  serverError,
  onConfirm,
  onClose,
}: ModerationDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(action);
  if (action !== shownFor) {
    setShownFor(action);
    setReason('');
    setError(null);
  }
  const required = action === 'cancel';
  const tooLong = reason.trim().length > REASON_MAX;

  const confirm = () => {
    if (!action) return;
    if (tooLong) return;
    const parsed = moderationBodySchema.safeParse({ action, reason: reason.trim() || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'admin.validation.reasonRequired');
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <ConfirmDialog
      open={action != null}
      title={title}
      confirmLabel={confirmLabel}
      destructive
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Typography component="div">{consequences}</Typography>
        <TextField
          name="reason"
          label={intl.formatMessage({
            id: required ? 'admin.moderation.reason' : 'admin.moderation.reasonOptional',
          })}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
          required={required}
          multiline
          minRows={3}
          fullWidth
          error={error != null || Boolean(serverError) || tooLong}
          helperText={
            <HelperWithCounter
              text={
                errorText(error ?? undefined) ??
                (tooLong
                  ? intl.formatMessage(
                      { id: 'validation.text.tooLong' },
                      { max: REASON_MAX, count: reason.trim().length },
                    )
                  : null) ??
                serverError ?? (
                  <FormattedMessage
                    id={required ? 'admin.moderation.reasonHelp' : 'admin.moderation.reasonOptionalHelp'}
                  />
                )
              }
              count={reason.length}
              max={REASON_MAX}
            />
          }
        />
      </Stack>
    </ConfirmDialog>
  );
}
