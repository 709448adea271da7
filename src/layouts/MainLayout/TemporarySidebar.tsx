import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Logo from '@/components/Logo';
import type { MenuItem } from '@/menu/types';
import MenuList from './MenuList';

interface TemporarySidebarProps {
  items: MenuItem[];
  open: boolean;
  width: number;
  label: string;
  onClose: () => void;
}

/** The small screens' menu: a temporary drawer over the page that closes on navigation. */
export default function TemporarySidebar({ items, open, width, label, onClose }: TemporarySidebarProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      sx={{ zIndex: (t) => t.zIndex.modal }}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { sx: { width, bgcolor: 'background.paper' } } }}
    >
      <Box sx={{ p: 2 }}>
        <Logo />
      </Box>
      <Box component="nav" aria-label={label} sx={{ pb: 2 }}>
        <MenuList items={items} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
