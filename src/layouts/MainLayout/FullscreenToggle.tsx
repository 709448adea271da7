import FullscreenExitOutlined from '@mui/icons-material/FullscreenExitOutlined';
import FullscreenOutlined from '@mui/icons-material/FullscreenOutlined';
import IconButton from '@mui/material/IconButton';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

function subscribe(callback: () => void) {
  document.addEventListener('fullscreenchange', callback);
  return () => document.removeEventListener('fullscreenchange', callback);
}
const isFullscreen = () => document.fullscreenElement != null;

export default function FullscreenToggle() {
  const intl = useIntl();
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const label = intl.formatMessage({ id: fullscreen ? 'layout.fullscreen.exit' : 'layout.fullscreen.enter' });

  const toggle = () => {
    const action = fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    action.catch((error: unknown) => console.error('Fullscreen refused', error));
  };

  if (!document.fullscreenEnabled) return null;
  return (
    <IconButton color="inherit" aria-label={label} title={label} aria-pressed={fullscreen} onClick={toggle}>
      {fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
    </IconButton>
  );
}
