import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import type { AppStore } from './store';

const router = createAppRouter();

export default function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
