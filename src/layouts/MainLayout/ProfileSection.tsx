import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { avatarUrl } from '@/utils/avatar';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { isKnownRole } from '@/store/roles';
import { logoutRequested } from '@/store/layoutSlice';
import { loggedOut, selectUser } from '@/store/sessionSlice';

export const ACCOUNT_SETTINGS_PATH = '/apps/user/account-profile/profile3';

function greetingId(hour: number) {
  if (hour < 12) return 'layout.profile.morning';
  if (hour < 18) return 'layout.profile.afternoon';
  return 'layout.profile.evening';
}

export default function ProfileSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user?.name ?? '';

  const logout = () => {
    setAnchor(null);
    // A chosen logout returns to the public home; the guard reads this instead of asking to sign in again.
    dispatch(logoutRequested());
    dispatch(loggedOut());
  };

  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: 'layout.profile.open' }, { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar src={avatarUrl(user?.url_perfil)} alt="" sx={{ width: 36, height: 36 }} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor != null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="body1">
            <FormattedMessage id={greetingId(new Date().getHours())} />, <strong>{name}</strong>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id={`role.${user && isKnownRole(user.role) ? user.role : 'other'}`} />
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={ACCOUNT_SETTINGS_PATH} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <ManageAccountsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage id="layout.profile.accountSettings" />} />
        </MenuItem>
        <MenuItem onClick={logout}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage id="layout.profile.logout" />} />
        </MenuItem>
      </Menu>
    </>
  );
}
