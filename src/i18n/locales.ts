import type { Localization } from '@mui/material/locale';
import type { Language } from '@/store/settings';

export type Messages = Record<string, string>;

export interface LocaleInfo {
  /** BCP 47 tag used by react-intl, Intl and <html lang>. */
  tag: string;
  /** Name of the language in itself. */
  nativeName: string;
  /** Short code shown in the top bar. */
  short: string;
}

export const LOCALES: Record<Language, LocaleInfo> = {
  pt: { tag: 'pt-BR', nativeName: 'Português (Brasil)', short: 'BR' },
  en: { tag: 'en', nativeName: 'English', short: 'EN' },
  es: { tag: 'es', nativeName: 'Español', short: 'ES' },
  fr: { tag: 'fr', nativeName: 'Français', short: 'FR' },
};

// One small chunk per language instead of MUI's barrel of every locale.
const muiLoaders: Record<Language, () => Promise<{ localization: Localization }>> = {
  pt: () => import('./mui/ptBR'),
  en: () => import('./mui/enUS'),
  es: () => import('./mui/esES'),
  fr: () => import('./mui/frFR'),
};

const loadedMui = new Map<Language, Localization>();

export async function loadMuiLocalization(language: Language): Promise<Localization> {
  const localization = (await muiLoaders[language]()).localization;
  loadedMui.set(language, localization);
  return localization;
}

/**
 * MUI's texts for a language if they have loaded already (main.tsx and the build-time renderer load the
 * stored language's before the first render, so the first theme is final: no re-render after it).
 */
export function loadedMuiLocalization(language: Language): Localization | undefined {
  return loadedMui.get(language);
}
