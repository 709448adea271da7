import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { API_MOCK } from '@/config';
import AuthCard from '../components/AuthCard';
import { useAuthVariant } from '../variants/useAuthVariant';

interface CheckMailState {
  email?: string;
  msg?: string;
  demoResetPath?: string;
}

export default function CheckMailPage() {
  const state = (useLocation().state ?? {}) as CheckMailState;
  const presentation = useAuthVariant();
  return (
    <AuthCard titleId="auth.checkMail.title">
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography>{state.msg ?? <FormattedMessage id="auth.checkMail.body" />}</Typography>
        {state.email && (
          <Typography color="text.secondary">
            <FormattedMessage id="auth.checkMail.sentTo" values={{ email: state.email }} />
          </Typography>
        )}
        {API_MOCK && state.demoResetPath && (
          <Alert severity="info" variant="outlined" role="note" sx={{ width: '100%', textAlign: 'left' }}>
            <FormattedMessage id="auth.checkMail.demo" />
            <Button
              component={RouterLink}
              to={presentation.to(state.demoResetPath)}
              size="small"
              sx={{ display: 'block', mt: 1 }}
            >
              <FormattedMessage id="auth.checkMail.demoOpen" />
            </Button>
          </Alert>
        )}
        <Button variant="contained" component={RouterLink} to={presentation.to('/login')} fullWidth>
          <FormattedMessage id="auth.backToLogin" />
        </Button>
        <Button component={RouterLink} to={presentation.to('/forgot-password')} fullWidth>
          <FormattedMessage id="auth.checkMail.retry" />
        </Button>
      </Stack>
    </AuthCard>
  );
}
