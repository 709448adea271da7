import type { GridLocaleText } from '@mui/x-data-grid';
import { LOCALES } from '@/i18n/locales';
import type { Language } from '@/store/settings';

type Texts = Partial<GridLocaleText>;

// One small chunk per language: a grid page carries the texts of the language it shows, not all four.
const loaders: Record<Language, () => Promise<{ gridText: Texts }>> = {
  pt: () => import('./gridText/ptBR'),
  en: () => import('./gridText/enUS'),
  es: () => import('./gridText/esES'),
  fr: () => import('./gridText/frFR'),
};

const loaded = new Map<Language, Texts>();
const loading = new Map<Language, Promise<Texts | undefined>>();

/**
 * The grid's texts in `language`, loaded once. A failed load (offline) answers nothing, and the grid
 * shows MUI's own texts rather than an error; it is tried again by the next grid.
 */
export function loadGridText(language: Language): Promise<Texts | undefined> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      ({ gridText }) => {
        loaded.set(language, gridText);
        return gridText;
      },
      () => {
        loading.delete(language);
        return undefined;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The grid's texts in `language` if they have loaded. */
export function loadedGridText(language: Language): Texts | undefined {
  return loaded.get(language);
}

/** The language the page is shown in (boot sets <html lang> before the first render). */
export function documentLanguage(): Language {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return (Object.keys(LOCALES) as Language[]).find((language) => LOCALES[language].tag === lang) ?? 'pt';
}

/** Forgets every loaded language (tests start a grid with nothing loaded). */
export function forgetGridText(): void {
  loaded.clear();
  loading.clear();
}
