import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '@/api/auth';
import { roleLabelId } from '@/store/roles';
import { ACCOUNT_SETTINGS_PATH } from './accountPaths';

function greetingId(hour: number) {
  if (hour < 12) return 'layout.profile.morning';
  if (hour < 18) return 'layout.profile.afternoon';
  return 'layout.profile.evening';
}

interface ProfileMenuProps {
  id: string;
  anchor: HTMLElement | null;
  user: User | null;
  onClose: () => void;
  onLogout: () => void;
}

/** The user menu of the top bar: loaded the first time the avatar is opened. */
export default function ProfileMenu({ id, anchor, user, onClose, onLogout }: ProfileMenuProps) {
  const name = user?.name ?? '';
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor != null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 260 } } }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="body1">
          <FormattedMessage id={greetingId(new Date().getHours())} />, <strong>{name}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={roleLabelId(user?.role)} />
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to={ACCOUNT_SETTINGS_PATH} onClick={onClose}>
        <ListItemIcon>
          <ManageAccountsOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={<FormattedMessage id="layout.profile.accountSettings" />} />
      </MenuItem>
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={<FormattedMessage id="layout.profile.logout" />} />
      </MenuItem>
    </Menu>
  );
}
