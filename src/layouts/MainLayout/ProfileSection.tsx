import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { avatarUrl } from '@/utils/avatar';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logoutRequested } from '@/store/layoutSlice';
import { loggedOut, selectUser } from '@/store/sessionSlice';

export { ACCOUNT_SETTINGS_PATH } from './accountPaths';

const loadMenu = () => import('./ProfileMenu');
const ProfileMenu = lazy(loadMenu);

/** The avatar of the top bar; its menu's code loads on the first open (and is fetched on hover). */
export default function ProfileSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
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
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        sx={{ p: 0.5 }}
      >
        <Avatar src={avatarUrl(user?.url_perfil)} alt="" sx={{ width: 36, height: 36 }} />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ProfileMenu
            id={menuId}
            anchor={anchor}
            user={user}
            onClose={() => setAnchor(null)}
            onLogout={logout}
          />
        </Suspense>
      )}
    </>
  );
}
