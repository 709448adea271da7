import { expect, test, type Page, type Request } from '@playwright/test';
import boot from '../../src/i18n/messages/pt-BR/boot.json' with { type: 'json' };
import shell from '../../src/i18n/messages/pt-BR/shell.json' with { type: 'json' };
import type { FaultConfig } from '../../src/mocks/faults';
import { DEFAULT_HOME, homeForRole, ROLES, type RoleCode } from '../../src/store/roles';
import { openSignedIn } from '../e2e/account.js';
import { navigate } from '../e2e/pages.js';
import { fillParams, pageApi, routesOf, type SweptRoute } from './routes';
import { SWEEP_ATTACHMENT, type Fault, type SweepCheck, type SweepResult } from './report';

// The fault sweep (npm run sweep): every signed-in page of every role, opened after sign-in while the
// API answers 503 and while its connection is dropped, then a full reload of the role's home under
// each. A page passes when it is not blank, throws nothing uncaught, says what failed with a
// "Tentar novamente" when a call of its own failed, and the session is still there once the outage
// ends. The demo's API answers from inside the page (msw's service worker hands each request to the
// page), so Playwright's routing never sees those calls: the faults are the mock's own switch,
// localStorage `lumi-mock`, read on every request (DESIGN.md §6).

const FAULTS: Record<Fault, FaultConfig> = {
  '503': { errorRate: 1, errorStatus: 503 },
  network: { errorRate: 1, errorStatus: 'network' },
};
const FAULT_KEY = 'lumi-mock';
const RETRY = boot['common.retry'];
/** The route error screen's title: a page that threw while rendering. */
const CRASHED = boot['errors.maintenance'];
/** How long a page may take to settle (lazy chunk, messages, its calls) on a busy two-core machine. */
const SETTLE_MS = 15_000;

/**
 * The page opened between two swept pages: every signed-in user has it, and it makes no call of its own, so
 * it settles at once (the dashboard did the same job, at the cost of its charts' calls before every page).
 */
const BETWEEN = '/sample-page';

/** The start of the account menu button's name ("Menu da conta de {name}"): it shows while signed in. */
const ACCOUNT_MENU = shell['layout.profile.open'].split('{')[0] ?? '';

/** The sign-in pages' titles (src/routes/auth.ts). */
const SIGN_IN_TITLES: Record<string, string> = {
  '/login': boot['route.login'],
  '/login-clientes': boot['route.loginClients'],
};

const ACCOUNTS: readonly { name: string; role: RoleCode; phone: string; loginAt: string }[] = [
  // The school has the most pages: it starts first so the two workers end together.
  { name: 'school', role: ROLES.company, phone: '11944444444', loginAt: '/login' },
  { name: 'producer', role: ROLES.producer, phone: '11933333333', loginAt: '/login' },
  { name: 'admin', role: ROLES.admin, phone: '11900000000', loginAt: '/login' },
  { name: 'family', role: ROLES.client, phone: '11922222222', loginAt: '/login-clientes' },
];

/*
 * A page every signed-in user may open (the dashboard, the template apps, widgets, demos) is the same page
 * for each role: it is swept once, by the role with the fewest pages of its own so far, instead of four
 * times. Every role still sweeps its own pages, its home and /dashboard/default.
 */
const SHARED_SWEEPER = ((): ReadonlyMap<string, string> => {
  const load = new Map(ACCOUNTS.map((a) => [a.name, routesOf(a.role).filter((r) => !r.shared).length]));
  const owner = new Map<string, string>();
  for (const route of routesOf(ROLES.client)) {
    if (!route.shared || route.pattern === DEFAULT_HOME) continue;
    const [name = ''] = [...load].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0] ?? [];
    owner.set(route.id, name);
    load.set(name, (load.get(name) ?? 0) + 1);
  }
  return owner;
})();

const sweptBy = (route: SweptRoute, account: string, home: string) =>
  !route.shared ||
  route.pattern === DEFAULT_HOME ||
  route.pattern === home ||
  SHARED_SWEEPER.get(route.id) === account;

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/** The API calls of the page (in flight, and every one made) and its uncaught errors. */
class PageWatch {
  private readonly inflight = new Set<Request>();
  readonly calls: string[] = [];
  readonly errors: string[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      if (!isApiCall(request)) return;
      this.inflight.add(request);
      this.calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    page.on('requestfinished', (request) => this.inflight.delete(request));
    page.on('requestfailed', (request) => this.inflight.delete(request));
    page.on('pageerror', (error) => this.errors.push(error.message));
  }

  get busy(): boolean {
    return this.inflight.size > 0;
  }
}

async function setFault(page: Page, fault: Fault | null) {
  await page.evaluate(
    ([key, config]) => {
      if (config) localStorage.setItem(key, JSON.stringify(config));
      else localStorage.removeItem(key);
    },
    [FAULT_KEY, fault ? FAULTS[fault] : null] as const,
  );
}

/**
 * Waits until the page has settled: its title is one of `titles`, nothing shows a loading state and no
 * API call is in flight, twice in a row.
 */
async function settle(page: Page, watch: PageWatch, titles: readonly string[]) {
  let quiet = 0;
  await expect
    .poll(
      async () => {
        const idle = await page.evaluate(
          (expected) =>
            expected.some((title) => document.title.startsWith(`${title} |`)) &&
            document.querySelector(
              '[aria-busy="true"], .MuiSkeleton-root, .MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate',
            ) === null,
          titles,
        );
        quiet = idle && !watch.busy ? quiet + 1 : 0;
        return quiet >= 2;
      },
      { intervals: [50, 100], timeout: SETTLE_MS, message: `"${titles.join('" or "')}" kept loading` },
    )
    .toBe(true);
}

/** What the page shows: text in its main area, error alerts with a retry, the route error screen. */
function readPage(page: Page) {
  return page.evaluate(
    ([retry, crashed, accountMenu]) => {
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const area = document.querySelector('main') ?? document.body;
      const retries = [...area.querySelectorAll('button')].filter(
        (b) => shown(b) && b.textContent.trim() === retry,
      );
      return {
        signedIn: [...document.querySelectorAll('button[aria-label]')].some((b) =>
          b.getAttribute('aria-label')?.startsWith(accountMenu),
        ),
        text: area.innerText.trim().length,
        errorWithRetry: retries.some((b) => b.closest('[role="alert"]') !== null),
        retries: retries.length,
        crashed: [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === crashed),
      };
    },
    [RETRY, CRASHED, ACCOUNT_MENU] as const,
  );
}

interface Visit {
  row: Pick<SweepCheck, 'role' | 'fault' | 'path' | 'via'>;
  title: string;
  /** A full load during the outage may land on this sign-in page, if it says why and offers the retry. */
  signInPage?: string;
}

/** Opens a page (by `open`) and records what a person would have seen. */
async function check(
  page: Page,
  watch: PageWatch,
  visit: Visit,
  open: () => Promise<unknown>,
): Promise<SweepCheck> {
  const { row, title, signInPage } = visit;
  const started = Date.now();
  const callsBefore = watch.calls.length;
  const errorsBefore = watch.errors.length;
  const problems: string[] = [];
  await open();
  try {
    await settle(page, watch, signInPage ? [title, SIGN_IN_TITLES[signInPage] ?? title] : [title]);
  } catch (error) {
    problems.push(`did not settle in ${SETTLE_MS / 1000} s (${(error as Error).message.split('\n')[0]})`);
  }
  const seen = await readPage(page);
  const calls = watch.calls.slice(callsBefore);
  const at = new URL(page.url()).pathname;
  let outcome: SweepCheck['outcome'] = seen.errorWithRetry ? 'error-with-retry' : 'content';
  if (at === signInPage && seen.errorWithRetry) outcome = 'session-notice';
  else if (at !== new URL(row.path, page.url()).pathname)
    problems.push(`ended on ${at}${seen.signedIn ? '' : ', signed out'}`);
  else if (!seen.signedIn) problems.push('the session is gone');
  if (seen.text === 0) problems.push('white screen: the main area shows no text');
  for (const message of watch.errors.slice(errorsBefore)) problems.push(`uncaught error: ${message}`);
  if (seen.crashed) problems.push(`the page threw while rendering ("${CRASHED}")`);
  if (row.fault !== 'none' && calls.length > 0 && !seen.errorWithRetry)
    problems.push(`${calls.length} API call(s) failed and no error message with "${RETRY}" is shown`);
  if (row.fault === 'none' && seen.retries > 0) problems.push(`still shows "${RETRY}" after the outage`);
  return { ...row, calls, outcome, problems, ms: Date.now() - started };
}

/** The outage ends and the person presses every "Tentar novamente" on the page: its content comes. */
async function retryAll(
  page: Page,
  watch: PageWatch,
  base: Pick<SweepCheck, 'role' | 'path'>,
  title: string,
) {
  await setFault(page, null);
  return check(page, watch, { row: { ...base, fault: 'none', via: 'retry' }, title }, async () => {
    const retry = page.locator('main').getByRole('button', { name: RETRY });
    // Each failed part of the page has its own retry; a retried part leaves the list.
    for (let left = await retry.count(); left > 0; left = Math.min(left - 1, await retry.count()))
      await retry.first().click();
  });
}

test.describe.configure({ mode: 'parallel' });

for (const account of ACCOUNTS) {
  test(`fault sweep: ${account.name}`, async ({ page }, testInfo) => {
    test.setTimeout(600_000);
    const started = Date.now();
    const watch = new PageWatch(page);
    const home = homeForRole(account.role);
    // Signed in by a stored token: this sweeps the pages, not the sign-in.
    await openSignedIn(page, account.phone, home);

    // The addresses: the role's routes, with real ids read from the demo world before any fault.
    const api = pageApi(page);
    const routes: SweptRoute[] = routesOf(account.role);
    const targets: { route: SweptRoute; path: string }[] = [];
    for (const route of routes.filter((r) => sweptBy(r, account.name, home)))
      for (const path of await fillParams(route.pattern, api)) targets.push({ route, path });
    const homeRoute = routes.find((r) => r.pattern === home);
    if (!homeRoute) throw new Error(`${home} is not among the routes of ${account.name}`);

    const checks: SweepCheck[] = [];
    const role = account.name;
    const neutral = routes.find((r) => r.pattern === DEFAULT_HOME);
    if (!neutral) throw new Error(`${DEFAULT_HOME} is not among the routes of ${account.name}`);
    const between = routes.find((r) => r.pattern === BETWEEN);
    if (!between) throw new Error(`${BETWEEN} is not among the routes of ${account.name}`);
    for (const fault of ['503', 'network'] as const) {
      // Every page, opened after sign-in while the API fails. A fresh load of the dashboard every
      // signed-in user has first, so that no page (home included) has its data from before the outage.
      await page.goto(DEFAULT_HOME);
      await settle(page, watch, [neutral.title]);
      await setFault(page, fault);
      for (const { route, path } of targets) {
        // Each page is opened from a page that calls nothing: the page before is gone (and its polling
        // with it) before this one starts, so every call counted is this page's own.
        await navigate(page, BETWEEN);
        await settle(page, watch, [between.title]);
        const visit = { row: { role, fault, path, via: 'navigation' as const }, title: route.title };
        checks.push(await check(page, watch, visit, () => navigate(page, path)));
      }
      const last = targets.at(-1);
      if (last) checks.push(await retryAll(page, watch, { role, path: last.path }, last.route.title));

      // A full reload of home in the middle of the outage; once it ends, the retry brings the session
      // and the page back, and a reload finds both.
      await setFault(page, fault);
      const reload = {
        row: { role, fault, path: home, via: 'reload' as const },
        title: homeRoute.title,
        signInPage: account.loginAt,
      };
      checks.push(await check(page, watch, reload, () => page.goto(home)));
      checks.push(await retryAll(page, watch, { role, path: home }, homeRoute.title));
      const after = {
        row: { role, fault: 'none' as const, path: home, via: 'reload' as const },
        title: homeRoute.title,
      };
      checks.push(await check(page, watch, after, () => page.reload()));
    }

    const result: SweepResult = {
      role: account.name,
      routes: routes.filter((r) => sweptBy(r, account.name, home)).length,
      addresses: targets.length,
      ms: Date.now() - started,
      checks,
    };
    await testInfo.attach(SWEEP_ATTACHMENT, {
      body: JSON.stringify(result),
      contentType: 'application/json',
    });
    const failed = checks.filter((c) => c.problems.length > 0);
    expect(
      failed.map((c) => `${c.fault} ${c.via} ${c.path}: ${c.problems.join('; ')}`),
      `${failed.length} of ${checks.length} checks failed for ${account.name}`,
    ).toEqual([]);
  });
}
