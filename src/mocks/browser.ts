import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { db } from './db/database';
import { handlers } from './handlers';

/**
 * The mock answers from inside the page, so a browser taken offline would still get answers: while
 * the browser says it is offline, every API call fails the way the network would.
 */
const offline = http.all('*/api/*', () => (navigator.onLine ? undefined : HttpResponse.error()));

type MockWorker = ReturnType<typeof setupWorker>;
let worker: MockWorker | null = null;

/** The in-browser API's worker, set up on first use (msw refuses to set one up outside a browser). */
function mockWorker(): MockWorker {
  worker ??= setupWorker(offline, ...handlers);
  return worker;
}

/** Whether the in-browser API is answering; when not, the page says the demo could not start. */
export type MockStart = { ok: true } | { ok: false; error: unknown };

/**
 * On every start msw asks the browser to update an existing worker registration and leaves that promise
 * alone: on a slow or dropped connection, or when the registration is being removed, it rejects as an
 * uncaught error in the page ("Failed to update a ServiceWorker … mockServiceWorker.js: Not found").
 * While the mock starts, each update gets a handler: the worker already running carries on, and the
 * failure is logged instead. Answers the function that puts the browser's own `update` back.
 */
function catchWorkerUpdates(): () => void {
  const registration = (globalThis as { ServiceWorkerRegistration?: typeof ServiceWorkerRegistration })
    .ServiceWorkerRegistration;
  const descriptor = registration && Object.getOwnPropertyDescriptor(registration.prototype, 'update');
  const update = descriptor?.value as ((this: ServiceWorkerRegistration) => Promise<unknown>) | undefined;
  if (!registration || !descriptor || typeof update !== 'function') return () => undefined;
  Object.defineProperty(registration.prototype, 'update', {
    ...descriptor,
    value: function guardedUpdate(this: ServiceWorkerRegistration) {
      const updating = update.call(this);
      updating.catch((error: unknown) => {
        console.warn('The mock API worker could not be updated; the one running carries on.', error);
      });
      return updating;
    },
  });
  return () => Object.defineProperty(registration.prototype, 'update', descriptor);
}

/** How long the page waits for the mock's worker to take it over before it goes on regardless. */
const CONTROL_WAIT_MS = 5000;

/**
 * msw's start resolves once its worker is active and has answered, which can be a moment before the
 * worker controls this page (its `clients.claim()` on a first visit): a call made in that moment passes
 * the mock by and reaches the static server, which answers 404. Waits until the page is controlled.
 */
function untilControlled(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, CONTROL_WAIT_MS);
    container.addEventListener('controllerchange', done);
  });
}

/**
 * Starts the in-browser API: loads (or seeds) the persisted demo world, then intercepts /api calls.
 * Never throws into the page: a worker that cannot be registered (its script missing, service workers
 * blocked) is answered as `{ ok: false }`, for the page to say so.
 */
export async function startBrowserMock(): Promise<MockStart> {
  const started = performance.now();
  const restoreUpdate = catchWorkerUpdates();
  try {
    db.enablePersistence();
    // A reload right after a write (within the save delay) must not lose it.
    window.addEventListener('pagehide', () => void db.flush());
    await mockWorker().start({ onUnhandledRequest: 'bypass', quiet: true });
    await untilControlled();
  } catch (error) {
    console.error('The mock API could not start', error);
    return { ok: false, error };
  } finally {
    restoreUpdate();
  }
  const ms = Math.round(performance.now() - started);
  (window as unknown as { __lumiMockStartMs?: number }).__lumiMockStartMs = ms;
  console.info(`Lumi mock API ready in ${ms} ms`);
  return { ok: true };
}
