import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import FormError from '@/components/form/FormError';
import { useDown } from '@/hooks/useBreakpoint';

/** The theme's dialog titles are h6-sized (small); a form reads better a step up. */
const TITLE_SX = { fontSize: '1.2rem', fontWeight: 600 } as const;

export interface FormDialogProps {
  /** The dialog's name (its heading), read by screen readers as the dialog opens. */
  title: ReactNode;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void> | void;
  /** Cancel, Escape and a click outside: never while `submitting` or `locked`. */
  onClose: () => void;
  /** The form is being sent: the submit button spins, nothing else can be pressed. */
  submitting: boolean;
  /** Another action of the dialog is running (a delete): the buttons wait for it. */
  locked?: boolean;
  /** Unsaved changes: a click outside does not throw them away (Escape and Cancel still close). */
  dirty?: boolean;
  /** The server's answer that belongs to no field, shown above the fields and announced. */
  error?: string | null;
  /** Defaults to "Salvar". */
  submitLabel?: ReactNode;
  /** An action on the other side of the buttons (a delete). */
  secondaryAction?: ReactNode;
  maxWidth?: 'sm' | 'md';
  /** Below this breakpoint (phones by default) the dialog takes the whole screen. */
  fullScreenBelow?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * The scaffold of every form in a dialog: a named dialog around one form, its fields between the
 * title and the buttons, the server's error above them, and Cancel / submit with a busy state. It
 * stays open when the save fails, so what was typed is still there to correct.
 */
export default function FormDialog({
  title,
  onSubmit,
  onClose,
  submitting,
  locked = false,
  dirty = false,
  error,
  submitLabel,
  secondaryAction,
  maxWidth = 'sm',
  fullScreenBelow = 'sm',
  children,
}: FormDialogProps) {
  const titleId = useId();
  const fullScreen = useDown(fullScreenBelow);
  const busy = submitting || locked;
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (busy || (reason === 'backdropClick' && dirty)) return;
        onClose();
      }}
    >
      {/* `display: contents` keeps title and buttons in place while only the fields scroll. */}
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={TITLE_SX}>
          {title}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <FormError message={error} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          {secondaryAction && <Box sx={{ mr: 'auto' }}>{secondaryAction}</Box>}
          <Button onClick={onClose} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={submitting} disabled={locked}>
            {submitLabel ?? <FormattedMessage id="common.save" />}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
