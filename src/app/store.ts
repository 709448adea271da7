import { configureStore, isAnyOf } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { getToken } from '@/api/token';
import { onUnauthorized } from '@/api/unauthorized';
import { SETTINGS_KEY } from '@/config';
import { cartActions } from '@/store/cartSlice';
import { dynamicMiddleware, listenerMiddleware } from '@/store/middleware';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { clearStoredSession, loggedOut } from '@/store/sessionSlice';
import { parseSettings, writeStoredSettings } from '@/store/settings';
import { settingsChanged, settingsReset, settingsSynced } from '@/store/settingsSlice';

// Settings are stored as the plain object other tabs and older versions read.
listenerMiddleware.startListening({
  matcher: isAnyOf(settingsChanged, settingsReset),
  effect: (_action, listenerApi) => {
    writeStoredSettings((listenerApi.getState() as RootState).settings);
  },
});

// Logout leaves nothing of the user behind: token, registration and cart (the API cache resets itself).
// A logout the user chose also ends the token on the server, in the background: the browser forgets the
// session at once whether or not that call gets through (the HTTP client loads only then).
listenerMiddleware.startListening({
  actionCreator: loggedOut,
  effect: (action, listenerApi) => {
    const token = action.payload === 'expired' ? null : getToken();
    clearStoredSession();
    listenerApi.dispatch(cartActions.cartReset());
    if (token) {
      import('@/api/auth')
        .then(({ revokeSession }) => revokeSession(token))
        .catch((error: unknown) => {
          console.warn('The server was not told about the logout; the token lapses when it expires', error);
        });
    }
  },
});

/** The store setup is wrapped in `makeStore` so tests get a fresh store with their own preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;

/** Browser-only wiring: persistence, tab sync and the 401 hook. Returns a function that undoes it. */
export function connectStore(store: AppStore) {
  const persistor = persistStore(store);

  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_KEY) store.dispatch(settingsSynced(parseSettings(event.newValue)));
  };
  window.addEventListener('storage', onStorage);

  const offUnauthorized = onUnauthorized(() => {
    if (store.getState().session.isLoggedIn) store.dispatch(loggedOut('expired'));
  });

  return {
    persistor,
    disconnect: () => {
      window.removeEventListener('storage', onStorage);
      offUnauthorized();
      persistor.pause();
    },
  };
}
