import { useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppProviders } from './AppProviders';
import { replayEarlyInput } from './earlyInput';
import type { AppRouter } from './router';
import { DemoToolsContext, type DemoTools } from '@/hooks/useDemoTools';
import { useHydrated } from '@/hooks/useHydrated';
import type { RootState } from '@/store/rootReducer';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  router: AppRouter;
  /** Absent when hydrating a prerendered page: the persisted state is read before, not behind a gate. */
  persistor?: Persistor;
  /** When hydrating: the state the prerendered markup was made from. */
  serverState?: RootState;
  /**
   * Mock mode only: the demo tools (fault injection, reset demo data). The layouts place their entry
   * (the customization drawer, the public footer): nothing of theirs floats over the page.
   */
  demoTools?: DemoTools;
  /** Mock mode only: what the page says when the in-browser API could not start. */
  mockNotice?: ReactNode;
}

export default function App({ store, router, persistor, serverState, demoTools, mockNotice }: AppProps) {
  // The demo tools are not part of a prerendered page: they join once hydration is over.
  const mounted = useHydrated();
  useEffect(() => {
    // The page is live (hydrated or rendered): a mark for tools and tests, and what the visitor did on the
    // prerendered page meanwhile is handed over.
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyInput();
  }, []);
  return (
    <AppProviders store={store} persistor={persistor} serverState={serverState}>
      <DemoToolsContext value={mounted ? (demoTools ?? null) : null}>
        <RouterProvider router={router} />
      </DemoToolsContext>
      {mounted && mockNotice}
    </AppProviders>
  );
}
