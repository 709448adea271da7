import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import prerendered from '../../src/app/prerendered.json' with { type: 'json' };

// The public pages the build prerenders (src/app/prerendered.json): they paint before JavaScript runs, then
// the app hydrates them without a warning and without a visual change. Shells paint their loading state,
// and their data arrives after hydration.
const STATIC_PAGES = prerendered.pages.filter((page) => !page.shell).map((page) => page.path);
const SHELLS = prerendered.pages.filter((page) => page.shell).map((page) => page.example ?? page.path);

/** Console errors and page errors of a page (a hydration mismatch is one of them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A resource that failed to load is named by its address (the message itself does not say which).
    const { url } = message.location();
    if (message.type() === 'error') errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  return errors;
}

test.describe('prerendered public pages', () => {
  for (const path of [...STATIC_PAGES, ...SHELLS]) {
    test(`${path} paints without JavaScript`, async ({ browser, viewport }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('#root[data-prerendered]')).toBeAttached();
      // Real content (a heading), styled (the critical CSS paints the dark background).
      await expect(page.locator('h1').first()).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(17, 25, 54)');
      await context.close();
    });
  }

  for (const path of STATIC_PAGES) {
    test(`${path} hydrates with no warning and no visual change`, async ({ browser, page, viewport }) => {
      const errors = collectErrors(page);
      // What the page looks like before any JavaScript runs…
      const still = await browser.newContext({ javaScriptEnabled: false, viewport });
      const before = await still.newPage();
      await before.goto(path);
      const painted = await before.screenshot();
      await still.close();
      // …and once the app has hydrated it.
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root[data-prerendered]')).toBeAttached();
      expect(errors).toEqual([]);
      // The demo build's tools (a link in the footer) join after hydration by design: not part of the page.
      await page.addStyleTag({ content: '[data-demo-tools] { display: none !important; }' });
      // Pixel for pixel (Buffer.equals: a deep toEqual over the bytes is far too slow).
      expect((await page.screenshot()).equals(painted)).toBe(true);
    });
  }

  test('a stored light mode and language apply before the first paint, and the page renders afresh', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      localStorage.setItem('berry-config-vite-ts', JSON.stringify({ mode: 'light', i18n: 'en' }));
      // The <html> classes when <body> appears: set by the head script, before anything paints.
      new MutationObserver((_records, observer) => {
        // (The DOM types say body is always there; before the parser reaches it, it is null.)
        if ((document.body as HTMLElement | null) === null) return;
        observer.disconnect();
        const root = document.documentElement;
        (window as unknown as { atFirstPaint: string }).atFirstPaint = `${root.className}|${root.lang}`;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/para-voce');
    const atFirstPaint = await page.evaluate(
      () => (window as unknown as { atFirstPaint: string }).atFirstPaint,
    );
    expect(atFirstPaint).toBe('light csr|en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Family outings without queues or paperwork' }),
    ).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(17, 25, 54)');
    expect(errors).toEqual([]);
  });

  test('what a visitor types, taps or ticks before the app takes over is kept and acted on', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Hold the app's code back, so the visitor certainly acts on the painted page before hydration.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // (Not waiting for the load event: it waits for the held scripts.)
    await page.goto('/eventos', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Buscar eventos' });
    await search.fill('Festival');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page).toHaveURL(/busca=Festival/);
    await expect(search).toHaveValue('Festival');

    // A tap on a control (the language menu) made before the app is live opens it once it is.
    let releaseHome: () => void = () => undefined;
    const heldHome = new Promise<void>((resolve) => (releaseHome = resolve));
    await page.unrouteAll();
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await heldHome;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page
      .getByRole('button', { name: /Idioma/ })
      .first()
      .click();
    releaseHome();
    await expect(page.getByRole('menuitem', { name: /English/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a prerendered sign-in page sends a signed-in visitor home, rendered afresh with no mismatch', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/login');
    await page.locator('input[name="login_cell"]').pressSequentially('11933333333');
    await page.locator('input[name="pass_token"]').fill('Lumi@2026');
    await page.locator('input[name="pass_token"]').press('Enter');
    await expect(page).toHaveURL('/produtor/meus-eventos');
    // With the session stored, the prerendered (signed-out) page is not hydrated: the app renders afresh
    // and the guest guard sends the producer home.
    await page.goto('/login');
    await expect(page).toHaveURL('/produtor/meus-eventos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.classList.contains('csr'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a filtered catalogue renders its own results afresh; tracking parameters still hydrate', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const count = page.getByRole('status').filter({ hasText: /encontrado/ });
    await page.goto('/eventos');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(count).toBeVisible();
    const everything = await count.textContent();

    // Prerendered unfiltered, the page would paint every event and then fail to hydrate.
    await page.goto('/eventos?busca=teatro');
    await expect(page.getByRole('searchbox', { name: 'Buscar eventos' })).toHaveValue('teatro');
    await expect(count).toBeVisible();
    await expect(count).not.toHaveText(everything ?? '');
    expect(await page.evaluate(() => document.documentElement.classList.contains('csr'))).toBe(true);
    expect(errors).toEqual([]);

    await page.goto('/eventos?utm_source=whatsapp&utm_campaign=ferias');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.evaluate(() => document.documentElement.classList.contains('csr'))).toBe(false);
    await expect(count).toHaveText(everything ?? '');
    expect(errors).toEqual([]);
  });

  test('another path served the prerendered home renders its own page, never the home', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Eventos, cursos/);
    await expect(page.locator('input[name="email_address"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('after the first paint the loader asks for the app and every chunk it imports, at low priority', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const loaded = await page.evaluate(() => {
      const loader = [...document.querySelectorAll('script:not([src])')].find((s) =>
        s.textContent.includes('modulepreload'),
      );
      const listed = JSON.parse(/u=(\[[^\]]*\])/.exec(loader?.textContent ?? '')?.[1] ?? '[]') as string[];
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
      const fetched = new Set(
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      return {
        listed,
        linked: listed.filter((href) =>
          links.some((link) => link.getAttribute('href') === href && link.fetchPriority === 'low'),
        ),
        fetched: listed.filter((href) => fetched.has(href)),
      };
    });
    // The list is the entry's own imports (a few dozen chunks); the slices leave none out.
    expect(loaded.listed.length).toBeGreaterThan(10);
    expect(loaded.linked).toEqual(loaded.listed);
    expect(loaded.fetched).toEqual(loaded.listed);
  });

  test("a page whose data arrives after hydration lists its own chunk and the HTTP client beside the entry's", async ({
    page,
  }) => {
    // The build the journeys run against (playwright.config.ts serves dist-demo).
    const manifest = JSON.parse(readFileSync('dist-demo/.vite/manifest.json', 'utf8')) as Partial<
      Record<string, { file: string }>
    >;
    const own = (module: string) => `/${manifest[module]?.file ?? module}`;
    const listedAt = async (path: string) => {
      await page.goto(path);
      return page.evaluate(() => {
        const loader = [...document.querySelectorAll('script:not([src])')].find((s) =>
          s.textContent.includes('modulepreload'),
        );
        return JSON.parse(/u=(\[[^\]]*\])/.exec(loader?.textContent ?? '')?.[1] ?? '[]') as string[];
      });
    };
    const eventPage = await listedAt('/eventos/ev-0001');
    expect(eventPage).toContain(own('src/features/events/pages/EventPage.tsx'));
    expect(eventPage).toContain(own('src/api/client.ts'));
    expect(eventPage).toContain(own('src/i18n/messages/pt-BR/events.json'));
    // A page prerendered whole is painted already: its own code waits for the entry, as before.
    const home = await listedAt('/');
    expect(home).not.toContain(own('src/features/landing/pages/HomePage.tsx'));
    expect(home).not.toContain(own('src/api/client.ts'));
  });
});
