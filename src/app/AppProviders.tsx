import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { LocaleProvider, type LoadedMessages } from '@/i18n/LocaleProvider';
import { useAppSelector } from '@/store/hooks';
import { selectSnackbar } from '@/store/snackbarSlice';
import { ThemeProvider } from '@/theme/ThemeProvider';
import type { AppStore } from './store';

// Feedback UI is not needed for the first paint: notistack mounts after it, the slice snackbar on first open.
const Notifier = lazy(() => import('@/components/feedback/Notifier'));
const Snackbar = lazy(() => import('@/components/feedback/Snackbar'));

function SliceSnackbar() {
  const { open } = useAppSelector(selectSnackbar);
  return open ? (
    <Suspense fallback={null}>
      <Snackbar />
    </Suspense>
  ) : null;
}

interface AppProvidersProps {
  store: AppStore;
  messages: LoadedMessages;
  /** Absent in tests, which start from a known state instead of the browser's storage. */
  persistor?: Persistor;
  children: ReactNode;
}

/** Redux, persisted state, language, theme and notifications around the app (and around tests). */
export function AppProviders({ store, messages, persistor, children }: AppProvidersProps) {
  const content = (
    <LocaleProvider initial={messages}>
      <ThemeProvider>
        {children}
        <Suspense fallback={null}>
          <Notifier />
        </Suspense>
        <SliceSnackbar />
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
