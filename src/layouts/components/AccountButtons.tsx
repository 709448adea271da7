import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { homeForRole } from '@/store/roles';
import { selectSession } from '@/store/sessionSlice';

/** The public header's account buttons: the visitor's own area once signed in, the two sign-ins before. */
export default function AccountButtons({ direction }: { direction: 'row' | 'column' }) {
  const { isLoggedIn, user } = useAppSelector(selectSession);
  if (isLoggedIn) {
    return (
      <Button variant="contained" component={RouterLink} to={homeForRole(user?.role)}>
        <FormattedMessage id="public.nav.myArea" />
      </Button>
    );
  }
  return (
    <Stack direction={direction} spacing={1}>
      <Button variant="outlined" color="inherit" component={RouterLink} to="/login">
        <FormattedMessage id="public.nav.loginEducators" />
      </Button>
      <Button variant="contained" component={RouterLink} to="/login-clientes">
        <FormattedMessage id="public.nav.loginClients" />
      </Button>
    </Stack>
  );
}
