import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MockStart } from './browser';

/*
 * The in-browser API's start, in a browser whose service worker API is played by fakes: the container
 * (`navigator.serviceWorker`), a registration and its worker, which answers msw's own messages.
 */

const WORKER_SCRIPT = readFileSync(join(import.meta.dirname, '../../public/mockServiceWorker.js'), 'utf8');
const WORKER_URL = new URL('/mockServiceWorker.js', location.href).href;

const container = Object.assign(new EventTarget(), {
  controller: null as FakeWorker | null,
  register: vi.fn<(url: string) => Promise<FakeRegistration>>(),
  getRegistrations: vi.fn<() => Promise<FakeRegistration[]>>(),
});

/** Answers what the real worker script answers: its integrity, and that mocking is on for this page. */
class FakeWorker extends EventTarget {
  state = 'activated';
  scriptURL = WORKER_URL;
  postMessage(type: string) {
    const reply = (data: unknown) =>
      setTimeout(() => container.dispatchEvent(new MessageEvent('message', { data })), 0);
    if (type === 'INTEGRITY_CHECK_REQUEST')
      reply({
        type: 'INTEGRITY_CHECK_RESPONSE',
        payload: {
          packageVersion: /PACKAGE_VERSION = '([^']+)'/.exec(WORKER_SCRIPT)?.[1],
          checksum: /INTEGRITY_CHECKSUM = '([^']+)'/.exec(WORKER_SCRIPT)?.[1],
        },
      });
    if (type === 'MOCK_ACTIVATE')
      reply({ type: 'MOCKING_ENABLED', payload: { client: { id: 'page-1', frameType: 'top-level' } } });
  }
}

/** A registration whose update fails the way Chrome's does once the script cannot be fetched. */
class FakeRegistration {
  active: FakeWorker | null = new FakeWorker();
  installing = null;
  waiting = null;
  scope = new URL('/', location.href).href;
  update(): Promise<void> {
    return Promise.reject(
      new DOMException(
        `Failed to update a ServiceWorker for scope ('${this.scope}') with script ('${WORKER_URL}'): Not found`,
        'InvalidStateError',
      ),
    );
  }
  unregister() {
    return Promise.resolve(true);
  }
}

/** A fresh copy of the mock's module (msw keeps one network per worker: one start each). */
async function freshMock(): Promise<() => Promise<MockStart>> {
  vi.resetModules();
  return (await import('./browser')).startBrowserMock;
}

const unhandled = vi.fn();
const nodeProcess = process as { type?: string };

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  // msw sets a worker up only where `process` is not Node's; Electron's renderer passes, and so does this page.
  nodeProcess.type = 'renderer';
  process.on('unhandledRejection', unhandled);
});
afterAll(() => {
  delete nodeProcess.type;
  process.off('unhandledRejection', unhandled);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
beforeEach(() => {
  // Stubs end with each test (unstubGlobals), so each test stubs again.
  vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration);
  unhandled.mockClear();
  container.controller = null;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

/** Lets the page's pending promises settle, so an unhandled rejection would have been reported. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the mock API worker never throws into the page', () => {
  test('a worker that cannot be registered (its script is missing) is answered as not started', async () => {
    container.getRegistrations.mockResolvedValue([]);
    container.register.mockRejectedValue(
      new TypeError(
        `Failed to register a ServiceWorker for scope ('${new URL('/', location.href).href}') with script ('${WORKER_URL}'): A bad HTTP response code (404) was received when fetching the script.`,
      ),
    );
    const start = await freshMock();

    const result = await start();

    expect(result.ok).toBe(false);
    expect(container.register).toHaveBeenCalledWith('/mockServiceWorker.js', expect.anything());
    expect(console.error).toHaveBeenCalledWith('The mock API could not start', expect.any(Error));
    await settle();
    expect(unhandled).not.toHaveBeenCalled();
  });

  test('a failed update of the worker already registered is caught; that worker carries on', async () => {
    const registration = new FakeRegistration();
    container.controller = registration.active;
    container.getRegistrations.mockResolvedValue([registration]);
    const start = await freshMock();

    const result = await start();

    expect(result).toEqual({ ok: true });
    await settle();
    expect(unhandled).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(
      'The mock API worker could not be updated; the one running carries on.',
      expect.objectContaining({
        message: expect.stringContaining('Failed to update a ServiceWorker') as unknown,
      }),
    );
    // The browser's own update is back once the mock has started.
    await expect(registration.update()).rejects.toThrow('Not found');
  });
});
