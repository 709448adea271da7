import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { loadNotifier, noticesAsked, subscribeToNotices } from '@/components/feedback/notify';
import { LocaleProvider } from '@/i18n/LocaleProvider';
import { useAppSelector } from '@/store/hooks';
import { selectSnackbar } from '@/store/snackbarSlice';
import { ThemeProvider } from '@/theme/ThemeProvider';
import type { RootState } from '@/store/rootReducer';
import type { AppStore } from './store';

/*
 * Feedback UI is not part of any page's load: notistack mounts with the first `notify` (the signed-in
 * shell fetches it once the browser is idle, so a notice shows even offline); the slice snackbar loads on
 * first open.
 */
const Notifier = lazy(loadNotifier);
const Snackbar = lazy(() => import('@/components/feedback/Snackbar'));

function Notices() {
  const asked = useSyncExternalStore(subscribeToNotices, noticesAsked, () => false);
  return asked ? (
    <Suspense fallback={null}>
      <Notifier />
    </Suspense>
  ) : null;
}

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
  /** Absent in tests, which start from a known state instead of the browser's storage. */
  persistor?: Persistor;
  /** When hydrating a prerendered page: the state its markup was made from, read until hydration ends. */
  serverState?: RootState;
  children: ReactNode;
}

/** Redux, persisted state, language, theme and notifications around the app (and around tests). */
export function AppProviders({ store, persistor, serverState, children }: AppProvidersProps) {
  const content = (
    <LocaleProvider>
      <ThemeProvider>
        {children}
        <Notices />
        <SliceSnackbar />
      </ThemeProvider>
    </LocaleProvider>
  );
  return (
    <Provider store={store} serverState={serverState}>
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
