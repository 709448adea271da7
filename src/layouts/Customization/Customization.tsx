import CloseOutlined from '@mui/icons-material/CloseOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CUSTOMIZATION_DRAWER_WIDTH } from '@/config';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { customizationToggled, selectCustomizationOpen } from '@/store/layoutSlice';
import { settingsReset } from '@/store/settingsSlice';

// The tabs and their controls load when the drawer first opens.
const CustomizationTabs = lazy(() => import('./CustomizationTabs'));

/** The floating 'Live Customize' button and the 'Theme Customization' drawer. */
export default function Customization() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCustomizationOpen);
  const id = useId();
  const fabLabel = intl.formatMessage({ id: 'customization.fab' });

  return (
    <>
      <Tooltip title={fabLabel} placement="left">
        <Fab
          size="small"
          color="secondary"
          aria-label={fabLabel}
          aria-haspopup="dialog"
          onClick={() => dispatch(customizationToggled(true))}
          // Bottom right, where a floating button is expected: higher up it covered page titles and
          // their action buttons. The page keeps room at its foot to scroll clear of it.
          sx={{
            position: 'fixed',
            bottom: 64,
            right: 12,
            zIndex: (t) => t.zIndex.speedDial,
            '& svg': { animation: 'lumi-spin 6s linear infinite' },
            '@keyframes lumi-spin': {
              from: { transform: 'rotate(0deg)' },
              to: { transform: 'rotate(360deg)' },
            },
            '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
          }}
        >
          <SettingsOutlined />
        </Fab>
      </Tooltip>
      <Drawer
        anchor="right"
        open={open}
        // Above the top bar (which sits over the side drawer), so the header and Reset stay reachable.
        sx={{ zIndex: (t) => t.zIndex.modal }}
        onClose={() => dispatch(customizationToggled(false))}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${id}-title`,
            sx: { width: { xs: '100%', sm: CUSTOMIZATION_DRAWER_WIDTH }, maxWidth: '100vw' },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2, gap: 1 }}>
          <Typography id={`${id}-title`} variant="h3" component="h2">
            <FormattedMessage id="customization.title" />
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              size="small"
              color="error"
              variant="outlined"
              startIcon={<RestartAltOutlined />}
              onClick={() => dispatch(settingsReset())}
            >
              <FormattedMessage id="customization.reset" />
            </Button>
            <IconButton
              aria-label={intl.formatMessage({ id: 'common.close' })}
              onClick={() => dispatch(customizationToggled(false))}
            >
              <CloseOutlined />
            </IconButton>
          </Stack>
        </Stack>
        <Divider />
        <Suspense fallback={<LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}>
          <CustomizationTabs />
        </Suspense>
      </Drawer>
    </>
  );
}
