import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { MINI_DRAWER_WIDTH } from '@/config';
import { useIdleLoad } from '@/hooks/useIdleLoad';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import type { MenuItem } from '@/menu/types';
import { useAppDispatch } from '@/store/hooks';
import { drawerToggled } from '@/store/layoutSlice';
import MenuList from './MenuList';

/*
 * Small screens' drawer, with MUI's modal (focus trap, backdrop, slide) behind it: not part of any page's
 * load. On a small screen it comes in once the browser is idle (so the menu opens at once, even offline
 * in the middle of a roll call); wide screens never load it.
 */
const loadTemporarySidebar = () => import('./TemporarySidebar');
const TemporarySidebar = lazy(loadTemporarySidebar);

interface SidebarProps {
  items: MenuItem[];
  open: boolean;
  /** Small screens: a temporary drawer that closes on navigation. */
  temporary: boolean;
  mini: boolean;
  width: number;
  topOffset: number;
}

export default function Sidebar({ items, open, temporary, mini, width, topOffset }: SidebarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // Once opened, it stays mounted (hidden) as MUI's keepMounted drawer does, and slides in and out.
  const drawerMounted = useOpenedOnce(temporary && open);
  const label = intl.formatMessage({ id: 'layout.menu.label' });
  useIdleLoad(loadTemporarySidebar, temporary);

  if (temporary) {
    return drawerMounted ? (
      <Suspense fallback={null}>
        <TemporarySidebar
          items={items}
          open={open}
          width={width}
          label={label}
          onClose={() => dispatch(drawerToggled(false))}
        />
      </Suspense>
    ) : null;
  }

  const visibleWidth = open ? width : mini ? MINI_DRAWER_WIDTH : 0;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ width: visibleWidth, flexShrink: 0, transition: (t) => t.transitions.create('width') }}
    >
      {/* What MUI's permanent drawer draws (a fixed column under the header), without its modal code. */}
      <Box
        sx={{
          position: 'fixed',
          left: 0,
          zIndex: 'drawer',
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          overflowX: 'hidden',
          width: visibleWidth,
          top: topOffset,
          height: `calc(100% - ${topOffset}px)`,
          bgcolor: 'background.default',
          transition: (t) => t.transitions.create('width'),
          visibility: visibleWidth === 0 ? 'hidden' : 'visible',
        }}
      >
        <Box sx={{ py: 1 }}>
          <MenuList items={items} mini={!open} />
        </Box>
      </Box>
    </Box>
  );
}
