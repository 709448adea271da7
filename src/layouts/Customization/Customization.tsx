import CloseOutlined from '@mui/icons-material/CloseOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CUSTOMIZATION_DRAWER_WIDTH, CUSTOMIZATION_TAB_HEIGHT, CUSTOMIZATION_TAB_WIDTH } from '@/config';
import { useDemoTools } from '@/hooks/useDemoTools';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { customizationToggled, selectCustomizationOpen } from '@/store/layoutSlice';
import { settingsReset } from '@/store/settingsSlice';

// The tabs and their controls load when the drawer first opens.
const CustomizationTabs = lazy(() => import('./CustomizationTabs'));

/**
 * The 'Live Customize' edge tab and the 'Theme Customization' drawer; in mock mode the drawer also holds
 * the demo tools.
 */
export default function Customization() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCustomizationOpen);
  const demoTools = useDemoTools();
  const id = useId();
  const tabLabel = intl.formatMessage({ id: 'customization.fab' });

  return (
    <>
      {/* The hint is the browser's own tooltip (`title`), as on the header's buttons: MUI's Tooltip would
          bring Popper into every signed-in page for a few icons. */}
      <ButtonBase
        aria-label={tabLabel}
        title={tabLabel}
        aria-haspopup="dialog"
        onClick={() => dispatch(customizationToggled(true))}
        // SPEC.md §2's place, 25% from the top with its icon 10 px from the right, as a slim tab on the
        // edge: the signed-in shell keeps the tab's width free on the right of the page (MainLayout),
        // so no button, link or field ever sits under it.
        sx={{
          position: 'fixed',
          top: '25%',
          right: 0,
          zIndex: (t) => t.zIndex.speedDial,
          width: CUSTOMIZATION_TAB_WIDTH,
          height: CUSTOMIZATION_TAB_HEIGHT,
          justifyContent: 'flex-end',
          pr: '10px',
          borderRadius: '12px 0 0 12px',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          boxShadow: 4,
          transition: (t) => t.transitions.create(['background-color', 'width']),
          '&:hover': { bgcolor: 'secondary.dark' },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: -3 },
          '& svg': { fontSize: 20, animation: 'lumi-spin 6s linear infinite' },
          '@keyframes lumi-spin': {
            from: { transform: 'rotate(0deg)' },
            to: { transform: 'rotate(360deg)' },
          },
          '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
          '@media print': { display: 'none' },
        }}
      >
        <SettingsOutlined />
      </ButtonBase>
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
        {demoTools && (
          <>
            <Divider />
            {demoTools('drawer')}
          </>
        )}
      </Drawer>
    </>
  );
}
