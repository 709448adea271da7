import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { CUSTOMIZATION_TAB_HEIGHT, CUSTOMIZATION_TAB_WIDTH } from '@/config';
import { useIdleLoad } from '@/hooks/useIdleLoad';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { customizationToggled, selectCustomizationOpen } from '@/store/layoutSlice';

// The drawer (with MUI's modal behind it) is not part of the page's load: it comes in once the browser is
// idle, mounts the first time it opens, then stays mounted.
const loadDrawer = () => import('./CustomizationDrawer');
const CustomizationDrawer = lazy(loadDrawer);

/**
 * The 'Live Customize' edge tab and the 'Theme Customization' drawer; in mock mode the drawer also holds
 * the demo tools.
 */
export default function Customization() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCustomizationOpen);
  const mounted = useOpenedOnce(open);
  useIdleLoad(loadDrawer);
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
      {mounted && (
        <Suspense fallback={null}>
          <CustomizationDrawer open={open} />
        </Suspense>
      )}
    </>
  );
}
