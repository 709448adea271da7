import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useIntl } from 'react-intl';

/** The thin bar at the top of the window while a page (or the session) loads. */
export default function PageProgress() {
  const intl = useIntl();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <LinearProgress
        color="primary"
        aria-label={intl.formatMessage({ id: 'common.loading' })}
        sx={{ height: 3 }}
      />
    </Box>
  );
}
