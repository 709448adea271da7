import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import App from '@/app/App';
import { createAppRouter, routerReady } from '@/app/router';
import { connectStore, makeStore } from '@/app/store';
import { loadBootCatalogue, loadCatalogues } from '@/i18n/catalogue';
import { loadMuiLocalization } from '@/i18n/locales';
import type { DemoTools } from '@/hooks/useDemoTools';
import { readStoredSettings } from '@/store/settings';
import { sessionRestored, signedOutAtStart } from '@/store/sessionSlice';
import './index.css';

/** What mock mode adds to the app: the demo tools, or the notice that the in-browser API did not start. */
interface MockMode {
  demoTools?: DemoTools;
  mockNotice?: ReactNode;
}

/** Mock API: in development without an API URL, and in demo builds. A plain build drops this import. */
async function startMockApi(): Promise<MockMode | null> {
  const enabled =
    import.meta.env.VITE_API_MOCK === 'true' ||
    (import.meta.env.DEV && !import.meta.env.VITE_API_URL && import.meta.env.VITE_API_MOCK !== 'false');
  if (!enabled) return null;
  const [{ startBrowserMock }, { default: DevPanel, MockApiUnavailable }] = await Promise.all([
    import('./mocks/browser'),
    import('./mocks/DevPanel'),
    loadCatalogues(['devtools']),
  ]);
  // A worker that could not start is said on the page, instead of every page failing on its own.
  const mock = await startBrowserMock();
  if (!mock.ok) return { mockNotice: <MockApiUnavailable /> };
  return { demoTools: (placement) => <DevPanel placement={placement} /> };
}

/** The app registers no service worker and removes any left by an earlier deployment (the mock's own excepted). */
async function removeServiceWorkers(keepMock: boolean) {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  // The mock's is known by any of its workers: one still installing or waiting has no active worker yet.
  const isMock = (r: ServiceWorkerRegistration) =>
    [r.active, r.waiting, r.installing].some((w) => w?.scriptURL.endsWith('/mockServiceWorker.js'));
  await Promise.all(registrations.filter((r) => !(keepMock && isMock(r))).map((r) => r.unregister()));
}

// A chunk from an older deployment is gone: reload once to pick up the new build. Offline, a reload would
// only trade the page for the browser's offline screen: the failed load reaches its error boundary instead.
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine) return;
  const key = 'lumi-preload-reload';
  if (sessionStorage.getItem(key) !== '1') {
    sessionStorage.setItem(key, '1');
    event.preventDefault();
    window.location.reload();
  }
});

async function bootstrap() {
  // The boot messages of the stored language load beside the mock and the first route's page and messages
  // (creating the router starts those).
  const language = readStoredSettings().i18n;
  const messagesLoading = Promise.all([loadBootCatalogue(language), loadMuiLocalization(language)]);
  // Building the router (ranking the route table, starting the first route's lazy modules) is a task of
  // its own, apart from evaluating the app's modules: two shorter tasks block a slow phone less than one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createAppRouter();
  const mockMode = await startMockApi().catch((error: unknown) => {
    console.error('Mock API failed to start', error);
    return null;
  });
  await messagesLoading;
  void removeServiceWorkers(mockMode != null).catch(() => undefined);

  const store = makeStore();
  const { persistor } = connectStore(store);

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // A prerendered public page is hydrated when the head script found it fits this visit (index.html).
  const hydrate =
    container.dataset.prerendered !== undefined && !document.documentElement.classList.contains('csr');
  if (hydrate) {
    // The first render must be the markup the build made: the route's lazy modules and messages are in,
    // the session is restored after (signed out until then, as on the build machine), and the persisted
    // cart rehydrates behind the page instead of holding it behind a gate.
    await routerReady(router);
    // A sign-in page was prerendered signed out; the head script let it hydrate only with no token stored.
    if (document.documentElement.dataset.session === 'signed-out') store.dispatch(signedOutAtStart());
    const serverState = store.getState();
    // The page is already on screen: hydrating it as a transition lets React work in slices and yield to
    // the visitor's taps and to the browser between them, instead of one long task on a slow phone.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App store={store} router={router} serverState={serverState} {...mockMode} />
        </StrictMode>,
      );
    });
    void store.dispatch(sessionRestored());
    return;
  }
  void store.dispatch(sessionRestored());
  // A prerendered page that does not fit this visit: its markup and its global styles (the dark body of
  // the build's settings) go; its class styles stay, adopted by the style cache.
  container.removeAttribute('data-prerendered');
  container.replaceChildren();
  for (const style of document.querySelectorAll('style[data-emotion^="mui-global"]')) style.remove();
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} persistor={persistor} {...mockMode} />
    </StrictMode>,
  );
}

bootstrap().catch((error: unknown) => {
  // Nothing could load (offline on a first visit): say so in plain words instead of a white page.
  console.error(error);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<div style="font-family:sans-serif;max-width:480px;margin:15vh auto;padding:24px;text-align:center">' +
      '<h1 style="font-size:1.4rem">Não foi possível carregar o Lumi</h1>' +
      '<p>Verifique sua conexão com a internet e tente de novo.</p>' +
      '<button onclick="location.reload()" style="padding:10px 20px;font-size:1rem">Tentar novamente</button></div>';
  }
});
