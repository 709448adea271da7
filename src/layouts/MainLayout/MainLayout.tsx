import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { loadNotifier } from '@/components/feedback/notify';
import { CUSTOMIZATION_TAB_WIDTH, DRAWER_WIDTH, DRAWER_WIDTH_WIDE } from '@/config';
import { menuForRole } from '@/menu/menus';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { drawerToggled, selectDrawerOpen } from '@/store/layoutSlice';
import { homeForRole } from '@/store/roles';
import { selectRole } from '@/store/sessionSlice';
import { selectSettings } from '@/store/settingsSlice';
import { useDown, useUp } from '@/hooks/useBreakpoint';
import { useIdleLoad } from '@/hooks/useIdleLoad';
import Customization from '../Customization/Customization';
import Breadcrumbs from './Breadcrumbs';
import Footer from './Footer';
import Header from './Header';
import Sidebar from './Sidebar';

// Only the horizontal orientation needs this menu (and its 'more items' popup): it loads when chosen.
const HorizontalMenu = lazy(() => import('./HorizontalMenu'));

const TOP_BAR_HEIGHT = 72;

/** The signed-in shell: top bar, side drawer or horizontal menu, breadcrumbs, content, footer. */
export default function MainLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { menuOrientation, miniDrawer, container } = useAppSelector(selectSettings);
  const open = useAppSelector(selectDrawerOpen);
  const role = useAppSelector(selectRole);
  const downMd = useDown('md');
  const upXl = useUp('xl');
  const horizontal = menuOrientation === 'horizontal' && !downMd;
  const drawerWidth = upXl ? DRAWER_WIDTH_WIDE : DRAWER_WIDTH;
  const items = useMemo(() => menuForRole(role), [role]);
  // Signed-in pages are used with a bad connection (the roll call works offline): the notifier comes in
  // once the browser is idle, so a notice shows even after the connection drops.
  useIdleLoad(loadNotifier);

  // Open by default unless mini-drawer mode applies; always closed on small screens.
  useEffect(() => {
    dispatch(drawerToggled(downMd ? false : !miniDrawer));
  }, [dispatch, miniDrawer, downMd]);

  // The temporary drawer closes on navigation.
  useEffect(() => {
    if (downMd) dispatch(drawerToggled(false));
  }, [dispatch, downMd, pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <a className="skip-link" href="#main-content">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ bgcolor: 'background.default', zIndex: (t) => t.zIndex.drawer + 1 }}
      >
        <Toolbar
          sx={{ minHeight: { xs: 64, md: TOP_BAR_HEIGHT }, px: { xs: 1.5, sm: 2 }, gap: { xs: 0, sm: 0.5 } }}
        >
          <Header showToggle={!horizontal} logoWidth={drawerWidth} />
        </Toolbar>
        {horizontal && (
          <Suspense fallback={null}>
            <HorizontalMenu items={items} />
          </Suspense>
        )}
      </AppBar>

      {!horizontal && (
        <Sidebar
          items={items}
          open={open}
          temporary={downMd}
          mini={miniDrawer}
          width={drawerWidth}
          topOffset={TOP_BAR_HEIGHT}
        />
      )}

      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          outline: 'none',
          mt: { xs: '64px', md: horizontal ? `${TOP_BAR_HEIGHT + 50}px` : `${TOP_BAR_HEIGHT}px` },
          p: { xs: 1.5, sm: 2.5 },
          // The 'Live Customize' tab sits on the right edge: with the card's own padding (12 px on a
          // phone, 24 px wider) the page's content ends 4 px or more clear of it, so nothing is under it.
          pr: { xs: `${CUSTOMIZATION_TAB_WIDTH - 8}px`, sm: 2.5 },
        }}
      >
        <Box
          sx={{
            bgcolor: 'background.paper',
            borderRadius: 2,
            p: { xs: 1.5, sm: 3 },
            minHeight: `calc(100vh - ${TOP_BAR_HEIGHT + 40}px)`,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <Container
            maxWidth={container ? 'lg' : false}
            disableGutters
            sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}
          >
            <Breadcrumbs items={items} home={homeForRole(role)} />
            <Box sx={{ flexGrow: 1 }}>
              <Outlet />
            </Box>
            <Footer />
          </Container>
        </Box>
      </Box>
      <Customization />
    </Box>
  );
}
