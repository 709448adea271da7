import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from '@/app/App';
import { connectStore, makeStore } from '@/app/store';
import { sessionRestored } from '@/store/sessionSlice';
import './index.css';

/** Mock API: in development without an API URL, and in demo builds. A plain build drops this import. */
async function startMockApi(): Promise<boolean> {
  const enabled =
    import.meta.env.VITE_API_MOCK === 'true' ||
    (import.meta.env.DEV && !import.meta.env.VITE_API_URL && import.meta.env.VITE_API_MOCK !== 'false');
  if (!enabled) return false;
  const { startBrowserMock } = await import('./mocks/browser');
  await startBrowserMock();
  return true;
}

/** The app registers no service worker and removes any left by an earlier deployment (the mock's own excepted). */
async function removeServiceWorkers(keepMock: boolean) {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((r) => !(keepMock && r.active?.scriptURL.endsWith('/mockServiceWorker.js')))
      .map((r) => r.unregister()),
  );
}

// A chunk from an older deployment is gone: reload once to pick up the new build.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'lumi-preload-reload';
  if (sessionStorage.getItem(key) !== '1') {
    sessionStorage.setItem(key, '1');
    event.preventDefault();
    window.location.reload();
  }
});

async function bootstrap() {
  const mocked = await startMockApi().catch((error: unknown) => {
    console.error('Mock API failed to start', error);
    return false;
  });
  void removeServiceWorkers(mocked).catch(() => undefined);

  const store = makeStore();
  const { persistor } = connectStore(store);
  void store.dispatch(sessionRestored());

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  );
}

void bootstrap();
