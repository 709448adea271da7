import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import App from '@/app/App';
import { renderPage } from '@/app/entry-server';
import prerendered from '@/app/prerendered.json';
import { buildRoutes, routerReady } from '@/app/router';
import { makeStore } from '@/app/store';
import { resetCatalogue } from '@/i18n/catalogue';
import { signedOutAtStart } from '@/store/sessionSlice';

// The public pages the build prerenders (src/app/prerendered.json), hydrated as main.tsx does. (What the
// build writes, styles included, is checked in Node by prerenderOutput.test.ts.) A route with a parameter
// is a loading shell, checked in the browser.
const PAGES = prerendered.pages
  .filter((page) => !page.path.includes(':') && !page.signedOut)
  .map((page) => page.path);
// Sign-in pages, prerendered as a visitor with no stored session sees them.
const SIGNED_OUT_PAGES = prerendered.pages.filter((page) => page.signedOut).map((page) => page.path);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('prerendered public pages', () => {
  it.each([...PAGES, ...SIGNED_OUT_PAGES])(
    '%s hydrates with no warning and no change to the markup',
    async (path) => {
      resetCatalogue('pt');
      const signedOut = SIGNED_OUT_PAGES.includes(path);
      const { html } = await renderPage(path, { signedOut });
      document.body.innerHTML = `<div id="root" data-prerendered="${path}">${html}</div>`;
      const container = document.getElementById('root') as HTMLElement;

      const errors: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        // Both renderers run in this one test realm (the build runs the first in Node): React notes it.
        if (String(args[0]).startsWith('Detected multiple renderers')) return;
        errors.push(args);
      });
      const recoverable: unknown[] = [];

      const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
      await routerReady(router);
      const store = makeStore();
      if (signedOut) store.dispatch(signedOutAtStart());
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App store={store} router={router} serverState={store.getState()} />
          </StrictMode>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
        await Promise.resolve();
      });

      expect(recoverable).toEqual([]);
      expect(errors).toEqual([]);
      // Hydration adopted the page rather than rendering it again.
      expect(container.querySelector('h1')?.textContent).toBeTruthy();
      consoleError.mockRestore();
    },
  );
});
