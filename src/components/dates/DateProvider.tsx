import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES, frFR, ptBR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import type { Language } from '@/store/settings';
import { selectSettings } from '@/store/settingsSlice';
import { TypedDayAdapter } from './typedDay';

// The product's calendars start on Sunday in every language (SPEC.md §5), as Brazilian calendars do.
for (const name of ['es', 'fr']) {
  const base = dayjs.Ls[name];
  if (base) dayjs.locale({ ...base, name: `${name}-lumi`, weekStart: 0 }, undefined, true);
}

const ADAPTER_LOCALE: Record<Language, string> = { pt: 'pt-br', en: 'en', es: 'es-lumi', fr: 'fr-lumi' };
const PICKER_TEXT = { pt: ptBR, en: enUS, es: esES, fr: frFR } as const;

/**
 * Date pickers in the user's language (pt-BR by default), weeks starting on Sunday, remembering a typed
 * day the calendar does not have (typedDay.ts). Pages that use pickers wrap themselves in it, so the
 * picker code loads only with them.
 */
export default function DateProvider({ children }: { children: ReactNode }) {
  const { i18n } = useAppSelector(selectSettings);
  return (
    <LocalizationProvider
      dateAdapter={TypedDayAdapter}
      adapterLocale={ADAPTER_LOCALE[i18n]}
      localeText={PICKER_TEXT[i18n].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
