import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router-dom';
import Logo from '@/components/Logo';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { APP_VERSION, BRAND } from '@/config';
import { useDemoTools } from '@/hooks/useDemoTools';
import { LANGUAGES } from '@/store/settings';
import LanguageMenu from './components/LanguageMenu';
import ModeToggle from './components/ModeToggle';
import AccountButtons from './components/AccountButtons';
import { PUBLIC_NAV } from './components/publicNav';
import SocialLinks from './components/SocialLinks';

/*
 * The phone's menu (a drawer, with MUI's modal behind it) is not part of the page's load: it loads and
 * mounts the first time it opens. (Fetched at idle instead, its evaluation landed in a slow phone's
 * first seconds as a long task.)
 */
const PublicMenuDrawer = lazy(() => import('./components/PublicMenuDrawer'));

function PublicHeader() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuMounted = useOpenedOnce(open);
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
            {PUBLIC_NAV.map((item) => (
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
      {menuMounted && (
        <Suspense fallback={null}>
          <PublicMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
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
