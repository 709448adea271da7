import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useIntl } from 'react-intl';
import Logo from '@/components/Logo';
import { MINI_DRAWER_WIDTH } from '@/config';
import type { MenuItem } from '@/menu/types';
import { useAppDispatch } from '@/store/hooks';
import { drawerToggled } from '@/store/layoutSlice';
import MenuList from './MenuList';

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
  const close = () => dispatch(drawerToggled(false));
  const label = intl.formatMessage({ id: 'layout.menu.label' });

  if (temporary) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        sx={{ zIndex: (t) => t.zIndex.modal }}
        onClose={close}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width, bgcolor: 'background.paper' } } }}
      >
        <Box sx={{ p: 2 }}>
          <Logo />
        </Box>
        <Box component="nav" aria-label={label} sx={{ pb: 2 }}>
          <MenuList items={items} onNavigate={close} />
        </Box>
      </Drawer>
    );
  }

  const visibleWidth = open ? width : mini ? MINI_DRAWER_WIDTH : 0;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ width: visibleWidth, flexShrink: 0, transition: (t) => t.transitions.create('width') }}
    >
      <Drawer
        variant="permanent"
        open
        slotProps={{
          paper: {
            sx: {
              width: visibleWidth,
              top: topOffset,
              height: `calc(100% - ${topOffset}px)`,
              borderRight: 0,
              bgcolor: 'background.default',
              overflowX: 'hidden',
              transition: (t) => t.transitions.create('width'),
              visibility: visibleWidth === 0 ? 'hidden' : 'visible',
            },
          },
        }}
      >
        <Box sx={{ py: 1 }}>
          <MenuList items={items} mini={!open} />
        </Box>
      </Drawer>
    </Box>
  );
}
