import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSettings, settingsChanged } from '@/store/settingsSlice';

export default function ModeToggle() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { mode } = useAppSelector(selectSettings);
  const label = intl.formatMessage({ id: mode === 'dark' ? 'layout.mode.toLight' : 'layout.mode.toDark' });
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => dispatch(settingsChanged({ mode: mode === 'dark' ? 'light' : 'dark' }))}
      >
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
