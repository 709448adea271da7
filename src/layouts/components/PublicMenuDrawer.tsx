import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import Logo from '@/components/Logo';
import AccountButtons from './AccountButtons';
import { PUBLIC_NAV } from './publicNav';
import SocialLinks from './SocialLinks';

/** The public site's menu on a phone: a drawer from the right with the sections and the sign-in buttons. */
export default function PublicMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box component="nav" aria-label={intl.formatMessage({ id: 'public.nav.label' })} sx={{ p: 2 }}>
        <Logo />
        <List sx={{ mt: 1 }}>
          {PUBLIC_NAV.map((item) => (
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
  );
}
