import { createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import type { Settings } from '@/store/settings';
import { PRESETS, SURFACES } from './palettes';
import { RTL_TEXT } from './rtlText';

/** A touch screen: what a finger taps needs a 44 × 44 px target (WCAG 2.5.5, Android's 48 dp). */
const TOUCH = '@media (pointer: coarse)';

export function buildTheme(settings: Settings, localization: Localization): Theme {
  const { mode, presetColor, borderRadius, fontFamily, themeDirection, outlinedFilled } = settings;
  const preset = PRESETS[presetColor][mode];
  const surface = SURFACES[mode];
  const dark = mode === 'dark';

  return createTheme(
    {
      direction: themeDirection,
      // MUI follows the system's reduce-motion setting: transitions end at once, and spinners and
      // progress bars stand still in a visible shape (with src/index.css for everything else).
      motion: { reducedMotion: 'system' },
      palette: {
        mode,
        contrastThreshold: 4.5,
        primary: { main: preset.primary },
        secondary: { main: preset.secondary },
        success: { main: dark ? '#81c784' : '#1b5e20' },
        warning: { main: dark ? '#ffb74d' : '#8a4b00' },
        error: { main: dark ? '#ef9a9a' : '#b71c1c' },
        info: { main: dark ? '#81d4fa' : '#01579b' },
        background: { default: surface.default, paper: surface.paper },
        text: { primary: surface.text, secondary: surface.textSecondary },
        divider: surface.divider,
      },
      shape: { borderRadius },
      typography: {
        // Roboto falls back to a metric-matched local face (index.html) while it loads: no layout shift.
        fontFamily: fontFamily.replace("'Roboto',", "'Roboto', 'Roboto Fallback',"),
        h1: { fontSize: '2.125rem', fontWeight: 700 },
        h2: { fontSize: '1.5rem', fontWeight: 700 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
        h4: { fontSize: '1rem', fontWeight: 600 },
        h5: { fontSize: '0.875rem', fontWeight: 600 },
        h6: { fontSize: '0.75rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        // Text keeps reading left to right while an RTL layout mirrors (rtlText.ts).
        ...(themeDirection === 'rtl' && { MuiCssBaseline: { styleOverrides: RTL_TEXT } }),
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { [TOUCH]: { minHeight: 44 } } },
        },
        MuiIconButton: { styleOverrides: { root: { [TOUCH]: { minWidth: 44, minHeight: 44 } } } },
        MuiPaginationItem: { styleOverrides: { root: { [TOUCH]: { minWidth: 44, height: 44 } } } },
        MuiToggleButton: { styleOverrides: { root: { [TOUCH]: { minHeight: 44 } } } },
        // A dialog's title reads as its heading (h3's size), not as the template's 12 px h6.
        MuiDialogTitle: {
          styleOverrides: { root: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 } },
        },
        MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { rounded: { borderRadius } } },
        MuiCard: { styleOverrides: { root: { backgroundImage: 'none' } } },
        MuiAppBar: { styleOverrides: { root: { backgroundImage: 'none' } } },
        MuiDrawer: { styleOverrides: { paper: { backgroundImage: 'none' } } },
        MuiOutlinedInput: {
          styleOverrides: {
            root: {
              borderRadius,
              ...(outlinedFilled && { backgroundColor: dark ? 'rgba(255,255,255,0.04)' : '#f8fafc' }),
            },
          },
        },
        // A picture-less avatar shows its initials in the text colour on a quiet surface (MUI's grey
        // behind them reads at 1.7:1 in light and 3.7:1 in dark, under WCAG's 4.5:1).
        MuiAvatar: {
          styleOverrides: { colorDefault: { color: surface.text, backgroundColor: surface.avatar } },
        },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiLink: { defaultProps: { underline: 'hover' } },
      },
    },
    localization,
  );
}
