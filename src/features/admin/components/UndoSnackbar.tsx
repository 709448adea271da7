import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { FormattedMessage, useIntl } from 'react-intl';

/** How long the "Desfazer" button stays on screen. */
export const UNDO_WINDOW_MS = 8000;

export interface UndoOffer {
  /** Changes per offer so a new action restarts the timer. */
  key: number;
  message: string;
  onUndo: () => void;
}

/**
 * The notice after a destructive action, with a way back (react-admin's undoable notification):
 * stays a few seconds, ignores clicks elsewhere, and "Desfazer" restores what was there before.
 */
export default function UndoSnackbar({ offer, onClose }: { offer: UndoOffer | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Snackbar
      key={offer?.key}
      open={offer != null}
      autoHideDuration={UNDO_WINDOW_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={offer?.message}
      slotProps={{ content: { role: 'status' } }}
      action={
        <>
          <Button
            color="inherit"
            size="small"
            sx={{ fontWeight: 700, textDecoration: 'underline' }}
            onClick={() => {
              offer?.onUndo();
              onClose();
            }}
          >
            <FormattedMessage id="common.undo" />
          </Button>
          <IconButton
            size="small"
            color="inherit"
            aria-label={intl.formatMessage({ id: 'common.close' })}
            onClick={onClose}
          >
            <CloseOutlined fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
