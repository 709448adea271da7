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

// Every catalogue is its own chunk; main.tsx starts loading the chosen one at boot, beside the route chunks.
const loaders: Record<Language, () => Promise<Messages>> = {
  pt: () => import('./catalogues/pt-BR').then((m) => m.default),
  en: () => import('./catalogues/en').then((m) => m.default),
  es: () => import('./catalogues/es').then((m) => m.default),
  fr: () => import('./catalogues/fr').then((m) => m.default),
};

export function loadMessages(language: Language): Promise<Messages> {
  return loaders[language]();
}

/** Boot-time load: retries a flaky network twice, then falls back to pt-BR, and only then gives up. */
export async function loadMessagesAtBoot(
  language: Language,
): Promise<{ language: Language; messages: Messages }> {
  const attempts: Language[] = [language, language, language, 'pt', 'pt'];
  let lastError: unknown = null;
  for (const [index, candidate] of attempts.entries()) {
    try {
      return { language: candidate, messages: await loadMessages(candidate) };
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 300 * (index + 1)));
    }
  }
  throw lastError instanceof Error ? lastError : new Error('Messages failed to load');
}

// One small chunk per language instead of MUI's barrel of every locale.
const muiLoaders: Record<Language, () => Promise<{ localization: Localization }>> = {
  pt: () => import('./mui/ptBR'),
  en: () => import('./mui/enUS'),
  es: () => import('./mui/esES'),
  fr: () => import('./mui/frFR'),
};

export async function loadMuiLocalization(language: Language): Promise<Localization> {
  return (await muiLoaders[language]()).localization;
}
