import { SETTINGS_KEY } from '@/config';

export const FONT_FAMILIES = [
  "'Inter', sans-serif",
  "'Poppins', sans-serif",
  "'Roboto', sans-serif",
] as const;
export const PRESET_COLORS = ['default', 'theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6'] as const;
export const LANGUAGES = ['pt', 'en', 'es', 'fr'] as const;
export const BORDER_RADIUS_MIN = 4;
export const BORDER_RADIUS_MAX = 24;

export type FontFamily = (typeof FONT_FAMILIES)[number];
export type PresetColor = (typeof PRESET_COLORS)[number];
export type Language = (typeof LANGUAGES)[number];

/** The interface settings, stored as this plain object under `berry-config-vite-ts`. */
export interface Settings {
  menuOrientation: 'vertical' | 'horizontal';
  miniDrawer: boolean;
  fontFamily: FontFamily;
  borderRadius: number;
  outlinedFilled: boolean;
  mode: 'light' | 'dark';
  presetColor: PresetColor;
  i18n: Language;
  themeDirection: 'ltr' | 'rtl';
  container: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  menuOrientation: 'vertical',
  miniDrawer: false,
  fontFamily: "'Roboto', sans-serif",
  borderRadius: 8,
  outlinedFilled: true,
  mode: 'dark',
  presetColor: 'default',
  i18n: 'pt',
  themeDirection: 'ltr',
  container: true,
};

// Each field falls back to its default on its own, so one bad value never resets the rest.
// (Hand-written checks: this runs at boot, before any schema library is loaded.)
function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

function normalize(raw: Record<string, unknown>): Settings {
  const d = DEFAULT_SETTINGS;
  const font =
    typeof raw.fontFamily === 'string'
      ? FONT_FAMILIES.find((f) => f === raw.fontFamily || f.includes(`'${String(raw.fontFamily)}'`))
      : undefined;
  const language = typeof raw.i18n === 'string' && raw.i18n.toLowerCase().startsWith('pt') ? 'pt' : raw.i18n;
  const radius = raw.borderRadius;
  return {
    menuOrientation: oneOf(['vertical', 'horizontal'], raw.menuOrientation, d.menuOrientation),
    miniDrawer: bool(raw.miniDrawer, d.miniDrawer),
    fontFamily: font ?? d.fontFamily,
    borderRadius:
      typeof radius === 'number' &&
      Number.isInteger(radius) &&
      radius >= BORDER_RADIUS_MIN &&
      radius <= BORDER_RADIUS_MAX
        ? radius
        : d.borderRadius,
    outlinedFilled: bool(raw.outlinedFilled, d.outlinedFilled),
    mode: oneOf(['light', 'dark'], raw.mode, d.mode),
    presetColor: oneOf(PRESET_COLORS, raw.presetColor, d.presetColor),
    i18n: oneOf(LANGUAGES, language, d.i18n),
    themeDirection: oneOf(['ltr', 'rtl'], raw.themeDirection, d.themeDirection),
    container: bool(raw.container, d.container),
  };
}

/** Parses what another tab or an older version stored; anything unreadable gives the defaults. */
export function parseSettings(raw: string | null): Settings {
  if (raw == null) return DEFAULT_SETTINGS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULT_SETTINGS;
    return normalize(value as Record<string, unknown>);
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function readStoredSettings(): Settings {
  try {
    return parseSettings(localStorage.getItem(SETTINGS_KEY));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function writeStoredSettings(settings: Settings): void {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the settings still apply for this visit.
  }
}
