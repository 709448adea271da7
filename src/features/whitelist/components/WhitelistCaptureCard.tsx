import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

// The form (its validation, fields and the API call) follows the countdown instead of holding it back.
const WhitelistForm = lazy(() => import('./WhitelistForm'));

function FormLoading() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 320 }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Box>
  );
}

/** The waiting-list sign-up of the coming-soon pages: the same form as /whitelist, in one column. */
export default function WhitelistCaptureCard() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, boxShadow: (t) => t.shadows[4] }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
        <FormattedMessage id="whitelist.form.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="whitelist.form.subtitle" />
      </Typography>
      <Suspense fallback={<FormLoading />}>
        <WhitelistForm layout="compact" />
      </Suspense>
    </Paper>
  );
}
