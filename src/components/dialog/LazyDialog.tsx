import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * Where a dialog loaded on first opening (`React.lazy`) is shown: the page that offers it does not pay for its
 * form, date pickers and validation until someone opens it. While its code arrives, a small dialog saying it is
 * loading answers the tap at once.
 */
export default function LazyDialog({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const loading = intl.formatMessage({ id: 'common.loading' });
  return (
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
  );
}
