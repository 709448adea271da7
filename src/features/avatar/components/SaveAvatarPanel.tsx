import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import FormError from '@/components/form/FormError';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { avatarUrl } from '@/utils/avatar';
import { toAvatarParams } from '../avatarParams';
import type { AvatarOptions } from '../avatarParts';
import { loadSaving, useSaveAvatar } from '../hooks/useSaveAvatar';
import { signInLink } from '@/utils/signInLink';

/** Families sign in here; they come back to this very avatar. */
function SignInLink({ options }: { options: AvatarOptions }) {
  const { pathname } = useLocation();
  const returnTo = `${pathname}?${toAvatarParams(options).toString()}`;
  return (
    <Button
      component={RouterLink}
      to={signInLink('/login-clientes', returnTo)}
      variant="outlined"
      startIcon={<LoginOutlined />}
    >
      <FormattedMessage id="avatar.save.signIn" />
    </Button>
  );
}

/** Saving as the profile picture: the button with its pending state, then the saved picture or the error. */
export default function SaveAvatarPanel({ options }: { options: AvatarOptions }) {
  const user = useAppSelector(selectUser);
  const { signedIn, save, saving, saved, state } = useSaveAvatar(options);
  // A signed-in user gets the saving code right after the page, so a later save works even if the
  // connection drops in between (only the call itself then needs the network).
  useEffect(() => {
    if (signedIn) void loadSaving().catch(() => undefined);
  }, [signedIn]);
  if (!signedIn) return <SignInLink options={options} />;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', width: 1 }}>
      {saved ? (
        <Alert
          severity="success"
          role="status"
          icon={<Avatar src={avatarUrl(user?.url_perfil)} alt="" sx={{ width: 32, height: 32 }} />}
          sx={{ alignItems: 'center', width: 1 }}
        >
          <FormattedMessage id="avatar.save.done" />
        </Alert>
      ) : (
        <Button
          variant="contained"
          color="secondary"
          size="large"
          onClick={() => void save()}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <AccountCircleOutlined />}
        >
          <FormattedMessage id={saving ? 'avatar.save.pending' : 'avatar.save.action'} />
        </Button>
      )}
      <FormError message={state.status === 'failed' ? state.message : null} />
    </Stack>
  );
}
