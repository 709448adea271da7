import { z } from 'zod';
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
const settingsSchema = z.object({
  menuOrientation: z.enum(['vertical', 'horizontal']).catch(DEFAULT_SETTINGS.menuOrientation),
  miniDrawer: z.boolean().catch(DEFAULT_SETTINGS.miniDrawer),
  fontFamily: z
    .string()
    .transform((v) => FONT_FAMILIES.find((f) => f === v || f.includes(`'${v}'`)))
    .pipe(z.enum(FONT_FAMILIES))
    .catch(DEFAULT_SETTINGS.fontFamily),
  borderRadius: z
    .number()
    .int()
    .min(BORDER_RADIUS_MIN)
    .max(BORDER_RADIUS_MAX)
    .catch(DEFAULT_SETTINGS.borderRadius),
  outlinedFilled: z.boolean().catch(DEFAULT_SETTINGS.outlinedFilled),
  mode: z.enum(['light', 'dark']).catch(DEFAULT_SETTINGS.mode),
  presetColor: z.enum(PRESET_COLORS).catch(DEFAULT_SETTINGS.presetColor),
  i18n: z
    .string()
    .transform((v) => (v.toLowerCase().startsWith('pt') ? 'pt' : v))
    .pipe(z.enum(LANGUAGES))
    .catch(DEFAULT_SETTINGS.i18n),
  themeDirection: z.enum(['ltr', 'rtl']).catch(DEFAULT_SETTINGS.themeDirection),
  container: z.boolean().catch(DEFAULT_SETTINGS.container),
});

/** Parses what another tab or an older version stored; anything unreadable gives the defaults. */
export function parseSettings(raw: string | null): Settings {
  if (raw == null) return DEFAULT_SETTINGS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULT_SETTINGS;
    return settingsSchema.parse({ ...DEFAULT_SETTINGS, ...value });
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
