import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSettings, settingsChanged } from '@/store/settingsSlice';

/**
 * The public header's light/dark switch. Its hint is the browser's own tooltip (`title`): MUI's Tooltip
 * would bring Popper into every public page (11.6 KB gzip) for this one button.
 */
export default function ModeToggle() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { mode } = useAppSelector(selectSettings);
  const label = intl.formatMessage({ id: mode === 'dark' ? 'layout.mode.toLight' : 'layout.mode.toDark' });
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => dispatch(settingsChanged({ mode: mode === 'dark' ? 'light' : 'dark' }))}
    >
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
