import type { ReactNode } from 'react';
import type { LoadedMessages } from '@/i18n/LocaleProvider';
import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import type { AppStore } from './store';

const router = createAppRouter();

interface AppProps {
  store: AppStore;
  persistor: Persistor;
  messages: LoadedMessages;
  /** Mock mode only: the demo tools (fault injection, reset demo data). */
  devTools?: ReactNode;
}

export default function App({ store, persistor, messages, devTools }: AppProps) {
  return (
    <AppProviders store={store} persistor={persistor} messages={messages}>
      <RouterProvider router={router} />
      {devTools}
    </AppProviders>
  );
}
