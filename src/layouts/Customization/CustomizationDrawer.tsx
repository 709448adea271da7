import CloseOutlined from '@mui/icons-material/CloseOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CUSTOMIZATION_DRAWER_WIDTH } from '@/config';
import { useDemoTools } from '@/hooks/useDemoTools';
import { useAppDispatch } from '@/store/hooks';
import { customizationToggled } from '@/store/layoutSlice';
import { settingsReset } from '@/store/settingsSlice';

// The tabs and their controls load when the drawer first opens.
const CustomizationTabs = lazy(() => import('./CustomizationTabs'));

/** The 'Theme Customization' drawer; in mock mode it also holds the demo tools. */
export default function CustomizationDrawer({ open }: { open: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const demoTools = useDemoTools();
  const id = useId();
  return (
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
  );
}
