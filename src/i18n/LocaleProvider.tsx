import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/store/settingsSlice';
import { catalogueSnapshot, subscribeCatalogue, switchCatalogueLanguage } from './catalogue';
import { LOCALES } from './locales';

/**
 * The messages loaded so far in the language on screen. A language switch keeps showing the current
 * language until every unit in use has loaded in the new one, so a switch never flashes ids.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useAppSelector(selectSettings);
  const { language, messages } = useSyncExternalStore(
    subscribeCatalogue,
    catalogueSnapshot,
    catalogueSnapshot,
  );

  useEffect(() => {
    if (language === i18n) return;
    switchCatalogueLanguage(i18n).catch((error: unknown) => {
      console.error('Language failed to load', error);
    });
  }, [i18n, language]);

  const tag = LOCALES[language].tag;
  useEffect(() => {
    document.documentElement.lang = tag;
  }, [tag]);

  return (
    <IntlProvider locale={tag} defaultLocale="pt-BR" messages={messages}>
      {children}
    </IntlProvider>
  );
}
