import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '@/store/hooks';
import type { Language } from '@/store/settings';
import { selectSettings } from '@/store/settingsSlice';
import { loadMessages, LOCALES, type Messages } from './locales';

export interface LoadedMessages {
  language: Language;
  messages: Messages;
}

/** Keeps showing the current language until the chosen one has loaded, so a switch never flashes ids. */
export function LocaleProvider({ initial, children }: { initial: LoadedMessages; children: ReactNode }) {
  const { i18n } = useAppSelector(selectSettings);
  const [loaded, setLoaded] = useState<LoadedMessages>(initial);

  useEffect(() => {
    if (loaded.language === i18n) return;
    let active = true;
    loadMessages(i18n)
      .then((messages) => {
        if (active) setLoaded({ language: i18n, messages });
      })
      .catch((error: unknown) => {
        console.error('Language failed to load', error);
      });
    return () => {
      active = false;
    };
  }, [i18n, loaded.language]);

  const tag = LOCALES[loaded.language].tag;
  useEffect(() => {
    document.documentElement.lang = tag;
  }, [tag]);

  return (
    <IntlProvider locale={tag} defaultLocale="pt-BR" messages={loaded.messages}>
      {children}
    </IntlProvider>
  );
}
