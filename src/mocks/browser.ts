import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { db } from './db/database';
import { handlers } from './handlers';

/**
 * The mock answers from inside the page, so a browser taken offline would still get answers: while
 * the browser says it is offline, every API call fails the way the network would.
 */
const offline = http.all('*/api/*', () => (navigator.onLine ? undefined : HttpResponse.error()));

export const worker = setupWorker(offline, ...handlers);

/** Starts the in-browser API: loads (or seeds) the persisted demo world, then intercepts /api calls. */
export async function startBrowserMock(): Promise<void> {
  const started = performance.now();
  db.enablePersistence();
  // A reload right after a write (within the save delay) must not lose it.
  window.addEventListener('pagehide', () => void db.flush());
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  const ms = Math.round(performance.now() - started);
  (window as unknown as { __lumiMockStartMs?: number }).__lumiMockStartMs = ms;
  console.info(`Lumi mock API ready in ${ms} ms`);
}
