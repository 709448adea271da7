import LockOutlined from '@mui/icons-material/LockOutlined';
import TimerOffOutlined from '@mui/icons-material/TimerOffOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { homeForRole, isKnownRole } from '@/store/roles';
import { keepReturnTo } from '@/utils/signInLink';
import { loginPath } from '../checkoutFlow';

/** The 15-minute hold ran out: the seats are released, the buyer starts again. */
export function HoldExpiredNotice({ onRestart }: { onRestart: () => void }) {
  return (
    <Alert severity="warning" icon={<TimerOffOutlined />} role="alert">
      <AlertTitle>
        <FormattedMessage id="checkout.hold.expired.title" />
      </AlertTitle>
      <FormattedMessage id="checkout.hold.expired.body" />
      <Box sx={{ mt: 1.5 }}>
        <Button color="inherit" variant="outlined" onClick={onRestart}>
          <FormattedMessage id="checkout.hold.restart" />
        </Button>
      </Box>
    </Alert>
  );
}

/** Paying needs a family account: sign in or register, either way coming back to `returnTo`. */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <LockOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h3" component="h2">
          <FormattedMessage id="checkout.signIn.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          <FormattedMessage id="checkout.signIn.body" />
        </Typography>
        <Button variant="contained" size="large" component={RouterLink} to={loginPath(returnTo)}>
          <FormattedMessage id="checkout.signIn.action" />
        </Button>
        <Button component={RouterLink} to={keepReturnTo('/register?role=2', returnTo)}>
          <FormattedMessage id="checkout.signIn.register" />
        </Button>
      </Stack>
    </Paper>
  );
}

/** Signed in with an account that does not buy tickets (a school, a producer…). */
export function RoleNotice({ role }: { role: string | undefined }) {
  const intl = useIntl();
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>
        <FormattedMessage id="checkout.role.title" />
      </AlertTitle>
      <FormattedMessage
        id="checkout.role.body"
        values={{
          role: intl.formatMessage({ id: isKnownRole(role) ? `role.${role}` : 'checkout.role.other' }),
        }}
      />{' '}
      <Link component={RouterLink} to={homeForRole(role)}>
        <FormattedMessage id="checkout.role.home" />
      </Link>
    </Alert>
  );
}
