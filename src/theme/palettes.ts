import type { PresetColor } from '@/store/settings';

interface PresetPalette {
  primary: string;
  secondary: string;
}

/**
 * Seven presets, each with a light and a dark variant. Light mains keep at least 4.5:1 against white
 * (they are used as text and as filled buttons with white labels); dark mains keep at least 4.5:1
 * against the dark paper and carry dark labels.
 */
export const PRESETS: Record<PresetColor, { light: PresetPalette; dark: PresetPalette }> = {
  default: {
    light: { primary: '#1565c0', secondary: '#6a1b9a' },
    dark: { primary: '#64b5f6', secondary: '#ce93d8' },
  },
  theme1: {
    light: { primary: '#283593', secondary: '#ad1457' },
    dark: { primary: '#9fa8da', secondary: '#f48fb1' },
  },
  theme2: {
    light: { primary: '#455a64', secondary: '#bf360c' },
    dark: { primary: '#b0bec5', secondary: '#ffab91' },
  },
  theme3: {
    light: { primary: '#00695c', secondary: '#8c4a00' },
    dark: { primary: '#80cbc4', secondary: '#ffcc80' },
  },
  theme4: {
    light: { primary: '#2e5d4b', secondary: '#7b3f9e' },
    dark: { primary: '#a5d6a7', secondary: '#e1bee7' },
  },
  theme5: {
    light: { primary: '#0a2342', secondary: '#1b6f55' },
    dark: { primary: '#90caf9', secondary: '#80cbc4' },
  },
  theme6: {
    light: { primary: '#5e35b1', secondary: '#00695c' },
    dark: { primary: '#b39ddb', secondary: '#80deea' },
  },
};

export const SURFACES = {
  light: {
    default: '#eef2f6',
    paper: '#ffffff',
    text: '#1c2536',
    textSecondary: '#4b5565',
    divider: '#e3e8ef',
    /** Behind a picture-less avatar's initials (text colour on it: 12.5:1). */
    avatar: '#e3e8ef',
  },
  dark: {
    default: '#111936',
    paper: '#1a223f',
    text: '#e3e8ef',
    textSecondary: '#b2bcd4',
    divider: 'rgba(189,200,240,0.16)',
    /** Behind a picture-less avatar's initials (text colour on it: 9:1). */
    avatar: '#2f3a5f',
  },
} as const;
