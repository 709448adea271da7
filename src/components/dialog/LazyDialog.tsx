import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import LoadGuard from '@/components/states/LoadGuard';

interface LazyDialogProps {
  children: ReactNode;
  onClose: () => void;
  /** Readies the failed load to be fetched again, before the next try renders. */
  onRetry: () => void;
}

/**
 * The frame of a dialog loaded on first opening (`lazyDialog` puts it around the dialog): the page that offers
 * it does not pay for its form, date pickers and validation until someone opens it. While its code arrives, a
 * small dialog saying it is loading answers the tap at once; if the code cannot arrive (no connection), a
 * dialog says so and offers to try again or close, and the page around it stays as it was.
 */
export default function LazyDialog({ children, onClose, onRetry }: LazyDialogProps) {
  const intl = useIntl();
  const loading = intl.formatMessage({ id: 'common.loading' });
  const failedId = useId();
  // Each try mounts the dialog afresh, so that its lazy component (made anew) is asked for again.
  const [tries, setTries] = useState(0);
  return (
    <LoadGuard
      key={tries}
      fallback={
        <Dialog open onClose={onClose} aria-labelledby={failedId} maxWidth="xs">
          <DialogContent>
            <DialogContentText id={failedId} role="alert">
              <FormattedMessage id="errors.kind.network" />
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>
              <FormattedMessage id="common.close" />
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                onRetry();
                setTries((n) => n + 1);
              }}
            >
              <FormattedMessage id="common.retry" />
            </Button>
          </DialogActions>
        </Dialog>
      }
    >
      <Suspense
        fallback={
          // MUI gives the dialog role to the paper, so the name goes there.
          <Dialog open slotProps={{ paper: { 'aria-label': loading } }}>
            <Box sx={{ p: 4 }}>
              <CircularProgress aria-label={loading} />
            </Box>
          </Dialog>
        }
      >
        {children}
      </Suspense>
    </LoadGuard>
  );
}
