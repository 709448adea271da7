import { configureStore, isAnyOf } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
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
listenerMiddleware.startListening({
  actionCreator: loggedOut,
  effect: (_action, listenerApi) => {
    clearStoredSession();
    listenerApi.dispatch(cartActions.cartReset());
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
    if (store.getState().session.isLoggedIn) store.dispatch(loggedOut());
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
