import { getContrastRatio, type CSSObject, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { PRESET_COLORS, DEFAULT_SETTINGS, type PresetColor } from '@/store/settings';
import { buildTheme } from './theme';

const MODES = ['light', 'dark'] as const;

function themeFor(mode: (typeof MODES)[number], presetColor: PresetColor = 'default'): Theme {
  return buildTheme({ ...DEFAULT_SETTINGS, mode, presetColor }, {});
}

/**
 * The colours a picture-less avatar paints its initials in: the theme's override of MUI's
 * `colorDefault`, or MUI's own (background.default on grey 400, or grey 600 in dark mode).
 */
function avatarColours(theme: Theme): { text: string; background: string } {
  const override = theme.components?.MuiAvatar?.styleOverrides?.colorDefault as CSSObject | undefined;
  const dark = theme.palette.mode === 'dark';
  return {
    text: String(override?.color ?? theme.palette.background.default),
    background: String(override?.backgroundColor ?? theme.palette.grey[dark ? 600 : 400]),
  };
}

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  // The course page (/empresa/cursos/:id) lists each class's students with their initials: axe's
  // color-contrast failed there in both modes on MUI's grey; a DOM without layout cannot run axe's check,
  // so the colours are measured here.
  it.each(MODES)('initials on an avatar without a picture are readable in %s mode', (mode) => {
    for (const preset of PRESET_COLORS) {
      const { text, background } = avatarColours(themeFor(mode, preset));
      expect(getContrastRatio(text, background), `${mode} ${preset}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('motion', () => {
  // With the system's reduce-motion setting, MUI's own transitions end at once and its progress
  // indicators stand still in a visible shape (the journeys run with that setting).
  it.each(MODES)('follows the system reduce-motion setting in %s mode', (mode) => {
    expect(themeFor(mode).motion.reducedMotion).toBe('system');
  });
});
