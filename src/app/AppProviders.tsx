import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import NotifyProvider from '@/components/feedback/NotifyProvider';
import Snackbar from '@/components/feedback/Snackbar';
import { LocaleProvider } from '@/i18n/LocaleProvider';
import { ThemeProvider } from '@/theme/ThemeProvider';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  /** Absent in tests, which start from a known state instead of the browser's storage. */
  persistor?: Persistor;
  children: ReactNode;
}

/** Redux, persisted state, language, theme and notifications around the app (and around tests). */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  const content = (
    <LocaleProvider>
      <ThemeProvider>
        <NotifyProvider>
          {children}
          <Snackbar />
        </NotifyProvider>
      </ThemeProvider>
    </LocaleProvider>
  );
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate persistor={persistor} loading={null}>
          {content}
        </PersistGate>
      ) : (
        content
      )}
    </Provider>
  );
}
