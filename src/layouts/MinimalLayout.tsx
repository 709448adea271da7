import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router-dom';
import Logo from '@/components/Logo';
import { APP_VERSION, BRAND } from '@/config';
import { useDemoTools } from '@/hooks/useDemoTools';
import { useAppSelector } from '@/store/hooks';
import { homeForRole } from '@/store/roles';
import { selectSession } from '@/store/sessionSlice';
import { LANGUAGES } from '@/store/settings';
import LanguageMenu from './components/LanguageMenu';
import ModeToggle from './components/ModeToggle';
import SocialLinks from './components/SocialLinks';

const NAV = [
  { to: '/', labelId: 'public.nav.home', end: true },
  { to: '/para-voce', labelId: 'public.nav.families', end: false },
  { to: '/educadores', labelId: 'public.nav.educators', end: false },
  { to: '/empresas', labelId: 'public.nav.companies', end: false },
] as const;

function AccountButtons({ direction }: { direction: 'row' | 'column' }) {
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

function PublicHeader() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  // The mobile menu closes when a link takes the visitor elsewhere.
  if (open && openedAt !== pathname) {
    setOpen(false);
  }

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, md: 72 } }}>
          <Link
            component={RouterLink}
            to="/"
            aria-label={intl.formatMessage({ id: 'public.nav.homeOf' }, { brand: BRAND })}
            sx={{ mr: 2 }}
          >
            <Logo />
          </Link>
          <Box
            component="nav"
            aria-label={intl.formatMessage({ id: 'public.nav.label' })}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
          >
            {NAV.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end}
                color="inherit"
                sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.hover' } }}
              >
                <FormattedMessage id={item.labelId} />
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <LanguageMenu languages={LANGUAGES} />
          <ModeToggle />
          <Box sx={{ display: { xs: 'none', lg: 'flex' } }}>
            <SocialLinks size="small" />
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, ml: 1 }}>
            <AccountButtons direction="row" />
          </Box>
          <IconButton
            sx={{ display: { md: 'none' } }}
            aria-label={intl.formatMessage({ id: 'public.nav.open' })}
            aria-expanded={open}
            onClick={() => {
              setOpenedAt(pathname);
              setOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
        <Box component="nav" aria-label={intl.formatMessage({ id: 'public.nav.label' })} sx={{ p: 2 }}>
          <Logo />
          <List sx={{ mt: 1 }}>
            {NAV.map((item) => (
              <ListItemButton
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end}
                sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected' } }}
              >
                <ListItemText primary={<FormattedMessage id={item.labelId} />} />
              </ListItemButton>
            ))}
          </List>
          <Divider sx={{ my: 2 }} />
          <AccountButtons direction="column" />
          <Box sx={{ mt: 2 }}>
            <SocialLinks />
          </Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}

function PublicFooter() {
  const year = new Date().getFullYear();
  // Mock mode: the demo tools open from the footer, out of the way of the page's actions.
  const demoTools = useDemoTools();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 'auto', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack spacing={0.5}>
            <Logo height={24} />
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="public.footer.tagline" />
            </Typography>
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to="/pages/terms-conditions" color="inherit" variant="body2">
              <FormattedMessage id="public.footer.terms" />
            </Link>
            <Link component={RouterLink} to="/eventos" color="inherit" variant="body2">
              <FormattedMessage id="public.nav.events" />
            </Link>
            <SocialLinks size="small" />
            {demoTools?.('footer')}
          </Stack>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          <FormattedMessage
            id="public.footer.copyright"
            values={{ year, brand: BRAND, version: APP_VERSION }}
          />
        </Typography>
      </Container>
    </Box>
  );
}

/** Public and sign-in pages: the public header, the page, the footer. */
export default function MinimalLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <a className="skip-link" href="#main-content">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <PublicHeader />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
