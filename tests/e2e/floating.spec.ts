import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import boot from '../../src/i18n/messages/pt-BR/boot.json' with { type: 'json' };
import { homeForRole, ROLES, type RoleCode } from '../../src/store/roles.js';
import { fillParams, pageApi, routesOf, type ApiGet } from '../e2e-sweep/routes.js';
import { openSignedIn } from './account.js';
import { navigate } from './pages.js';

// Nothing floats over a control (issue "Phone-first polish", section 1): on every route, at 1366 and at
// 360 px, no fixed or sticky element covers the centre of a visible button, link or field, at any
// scroll position of the page. A narrow floating element (a tab, a round button) may never cover one. A
// wide bar (the app bar, a sticky header, a bottom bar) or anything sticky covers what scrolls under it:
// such a control must come clear of it once scrolled to the middle of the screen.
//
// Each route is opened once: the public ones signed out, every signed-in one under the first account
// that has it (the pages every signed-in user has, under the family; an event's management pages, under
// the producer). Routes come from the route table, as the fault sweep reads it (tests/e2e-sweep).

const TITLES: Record<string, string> = boot;
/** How long a page may take to settle (lazy chunk, messages, its calls) on a busy two-core machine. */
const SETTLE_MS = 15_000;
/** What a page shows while it loads. */
const BUSY =
  '[aria-busy="true"], .MuiSkeleton-root, .MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate';
/** The 'Live Customize' tab of the signed-in shell (SPEC.md §2). */
const CUSTOMIZE = 'Personalizar ao vivo';

interface Target {
  path: string;
  title: string;
}

/** The public and sign-in pages, from the route table; parameters take records of the demo world. */
function publicTargets(): Target[] {
  const PARAMS: Record<string, string> = {
    '/eventos/:id': '/eventos/ev-0001',
    '/escolas/:id': '/escolas/school-aurora',
    '/checkout/:id': '/checkout/ev-0001',
  };
  const targets: Target[] = [];
  for (const file of ['src/routes/public.ts', 'src/routes/auth.ts']) {
    const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    for (const [, pattern = '', titleId = ''] of source.matchAll(/path: '([^']+)',\s*titleId: '([^']+)'/g)) {
      // A ticket's page needs the code of a ticket someone bought: the family opens its own.
      if (pattern === '/download/:code') continue;
      const path = pattern.includes(':') ? PARAMS[pattern] : pattern;
      if (!path) throw new Error(`No demo record for ${pattern}: add one to publicTargets()`);
      const title = TITLES[titleId];
      if (!title) throw new Error(`No pt-BR title ${titleId} for ${pattern}`);
      targets.push({ path, title });
    }
  }
  return targets;
}

/** Two accounts look in light mode, two in the default dark one. */
const ACCOUNTS: readonly {
  name: string;
  role: RoleCode;
  phone: string;
  mode: 'light' | 'dark';
}[] = [
  { name: 'family', role: ROLES.client, phone: '11922222222', mode: 'light' },
  { name: 'school', role: ROLES.company, phone: '11944444444', mode: 'dark' },
  { name: 'producer', role: ROLES.producer, phone: '11933333333', mode: 'light' },
  { name: 'admin', role: ROLES.admin, phone: '11900000000', mode: 'dark' },
];

/**
 * Each signed-in route pattern under one account: a role's own pages under the first account that has them
 * (the school leaves the event pages to the producer), and the pages every signed-in user may open (the
 * same page for each role) under whichever account has the fewest so far, so the four tests end together.
 */
function patternsByAccount(): Map<string, ReturnType<typeof routesOf>> {
  const taken = new Set<string>();
  const byAccount = new Map<string, ReturnType<typeof routesOf>>();
  const order = ['family', 'producer', 'school', 'admin'];
  const shared: ReturnType<typeof routesOf> = [];
  for (const name of order) {
    const account = ACCOUNTS.find((a) => a.name === name);
    if (!account) continue;
    const routes = routesOf(account.role).filter((r) => !taken.has(r.pattern));
    for (const r of routes) taken.add(r.pattern);
    byAccount.set(
      name,
      routes.filter((r) => !r.shared),
    );
    shared.push(...routes.filter((r) => r.shared));
  }
  for (const route of shared) {
    const fewest = [...byAccount.values()].sort((a, b) => a.length - b.length).at(0);
    fewest?.push(route);
  }
  return byAccount;
}
const PATTERNS = patternsByAccount();

/**
 * States of a page beyond its first screen where the issue saw a floating button over an action: a
 * conversation with its Send, a class's roster with "Marcar todos presentes" and the note buttons, the
 * checkout of an event with its total and Continuar.
 */
const DEEPER: Record<string, string[] | ((api: ApiGet) => Promise<string[]>)> = {
  '/empresa/chat': ['/empresa/chat?com=u-family'],
  // The chat app is checked under whichever account has the fewest pages: a conversation with its first
  // contact (a link to someone else is a page of its own, "Contato não encontrado").
  '/apps/chat': async (api) => {
    const { users } = (await api('/api/chat/users')) as { users?: { id?: string }[] };
    const first = users?.[0]?.id;
    if (!first) throw new Error('This account has no chat contact in the demo world');
    return [`/apps/chat?com=${first}`];
  },
  '/empresa/check-in-aulas': ['/empresa/check-in-aulas?turma=class-01a'],
  // The signed-in checkout of an event, with the tab beside it.
  '/pages/checkout/checkout-evento': ['/pages/checkout/checkout-evento?evento=ev-0001'],
};

/** Waits until the page shows its title and nothing on it is loading (twice in a row); gives up quietly. */
async function settle(page: Page, target: Target): Promise<boolean> {
  let quiet = 0;
  return expect
    .poll(
      async () => {
        const idle = await page.evaluate(
          ({ path, title, busy }) => {
            const asked = new URL(path, location.href).pathname;
            return (
              // The page, or the one below it that it sends to (the latest order for /order-details).
              (location.pathname === asked || location.pathname.startsWith(`${asked}/`)) &&
              document.title.startsWith(`${title} |`) &&
              // Only what is on screen: a section further down loads when scrolled near (findCovered waits).
              ![...document.querySelectorAll(busy)].some((el) => {
                const box = el.getBoundingClientRect();
                return box.bottom > 0 && box.top < innerHeight && box.width > 0;
              })
            );
          },
          { ...target, busy: BUSY },
        );
        quiet = idle ? quiet + 1 : 0;
        return quiet >= 2;
      },
      { intervals: [100, 150], timeout: SETTLE_MS },
    )
    .toBe(true)
    .then(
      () => true,
      // A page that keeps a spinner (a camera waiting, a poll) is still checked as it stands.
      () => false,
    );
}

/**
 * In the page: every visible button, link and field, hit-tested at seven points (its centre, the middles
 * of its quarters, 12 px in from each end: a tap on the right half of Send counts) at every scroll position of
 * the window, and once more lined up with each small fixed element beside it. Returns what covered what.
 */
function findCovered({ busy, scope }: { busy: string; scope?: string }): Promise<string[]> {
  // With a dialog open, the page behind is out of reach by design: only the dialog's controls count.
  const root = (scope && document.querySelector(scope)) || document;
  const CONTROLS =
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], ' +
    '[role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="slider"]';
  /** Heights (fractions of the control's) the walk lines up with a small floating element. */
  const ROWS = [0.25, 0.5, 0.75];
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const viewport = () => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
  });
  const onScreen = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < viewport().height;
  };
  /** Up to 3 s for what came on screen to load (a section that loads when scrolled near). */
  const loaded = async () => {
    for (const started = Date.now(); Date.now() - started < 3000;) {
      if (![...document.querySelectorAll(busy)].some(onScreen)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const describe = (el: Element) => {
    const text = (el as HTMLElement).innerText.trim().replace(/\s+/g, ' ').slice(0, 40);
    const name =
      el.getAttribute('aria-label') ?? (text || el.getAttribute('name') || el.getAttribute('placeholder'));
    return `<${el.tagName.toLowerCase()}${name ? ` "${name}"` : ''}>`;
  };

  // Elements that clip what they hold (scroll areas): a control scrolled out of one is not on screen.
  const clippers = new Map<Element, Element[]>();
  const clippersOf = (el: Element) => {
    let list = clippers.get(el);
    if (list) return list;
    list = [];
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') list.push(up);
    }
    clippers.set(el, list);
    return list;
  };

  /** The points of a control that a person can see (inside the window and its scroll areas). */
  const pointsOf = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return [];
    const style = getComputedStyle(el);
    if (
      style.visibility === 'hidden' ||
      style.clipPath === 'inset(50%)' ||
      style.getPropertyValue('clip') === 'rect(0px, 0px, 0px, 0px)'
    )
      return [];
    const { width, height } = viewport();
    const areas = clippersOf(el).map((c) => c.getBoundingClientRect());
    // Its centre, the middles of its quarters, and 12 px in from each end (a wide button's ends).
    const inset = Math.min(12, box.width / 4);
    const middle = box.top + box.height / 2;
    const points = [
      ...[inset, box.width / 4, box.width / 2, (box.width * 3) / 4, box.width - inset].map((dx) => ({
        x: box.left + dx,
        y: middle,
      })),
      { x: box.left + box.width / 2, y: box.top + box.height / 4 },
      { x: box.left + box.width / 2, y: box.top + (box.height * 3) / 4 },
    ];
    return points.filter(
      ({ x, y }) =>
        x >= 0 &&
        y >= 0 &&
        x < width &&
        y < height &&
        areas.every((c) => x >= c.left && x <= c.right && y >= c.top && y <= c.bottom),
    );
  };

  /** The fixed or sticky element around `el`, if any. */
  const floatingAround = (el: Element | null) => {
    for (let up = el; up && up !== document.documentElement; up = up.parentElement) {
      const position = getComputedStyle(up).position;
      if (position === 'fixed' || position === 'sticky') return { element: up, position };
    }
    return null;
  };

  type Verdict = { kind: 'clear' } | { kind: 'narrow' | 'bar'; by: Element };
  const judge = (el: Element): Verdict | null => {
    const points = pointsOf(el);
    if (points.length === 0) return null;
    let verdict: Verdict = { kind: 'clear' };
    for (const { x, y } of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || el === hit || el.contains(hit)) continue;
      const floating = floatingAround(hit);
      // Not covered by anything floating (a label over its field, an overlay of the control's own card).
      if (!floating || floating.element.contains(el)) continue;
      const wide = floating.element.getBoundingClientRect().width >= viewport().width / 2;
      if (floating.position === 'fixed' && !wide) return { kind: 'narrow', by: floating.element };
      verdict = { kind: 'bar', by: floating.element };
    }
    return verdict;
  };

  return (async () => {
    const problems = new Map<Element, string>();
    const underBar = new Map<Element, Element>();
    const seenClear = new Set<Element>();
    const narrow = (el: Element, by: Element) =>
      problems.set(el, `${describe(el)} is under the floating ${describe(by)}`);
    const look = () => {
      for (const el of root.querySelectorAll(CONTROLS)) {
        if (problems.has(el)) continue;
        const verdict = judge(el);
        if (!verdict) continue;
        if (verdict.kind === 'clear') seenClear.add(el);
        else if (verdict.kind === 'narrow') narrow(el, verdict.by);
        else underBar.set(el, verdict.by);
      }
    };

    // Down the page a screen at a time (with some overlap).
    const step = Math.max(200, viewport().height - 120);
    for (let y = 0, screens = 0; screens < 60; y += step, screens++) {
      window.scrollTo(0, y);
      await frame();
      await loaded();
      look();
      const end = window.scrollY + viewport().height >= document.documentElement.scrollHeight - 1;
      // The window does not move (a dialog holds its scroll): one screen is all there is.
      if (end || window.scrollY < y) break;
    }

    // Each small fixed element (a floating button, a tab): every control in its column is scrolled level
    // with it, so none passes under it between two screens of the walk above.
    const { width, height } = viewport();
    const small = [...document.querySelectorAll('body *')].filter((el) => {
      if (getComputedStyle(el).position !== 'fixed') return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.width < width / 2 && box.height < height / 2;
    });
    for (const floater of small) {
      if (small.some((other) => other !== floater && other.contains(floater))) continue;
      const f = floater.getBoundingClientRect();
      for (const el of root.querySelectorAll(CONTROLS)) {
        if (problems.has(el) || floater.contains(el) || el.contains(floater)) continue;
        const c = el.getBoundingClientRect();
        if (c.right <= f.left || c.left >= f.right) continue;
        // Layout is worked out again by the hit test: no frame is needed between two scrolls.
        for (const fy of ROWS) {
          const row = el.getBoundingClientRect();
          window.scrollBy(0, row.top + row.height * fy - (f.top + f.height / 2));
          const verdict = judge(el);
          if (verdict?.kind === 'narrow') {
            narrow(el, verdict.by);
            break;
          }
        }
      }
    }

    // What sat only under a bar is scrolled to the middle of the screen: a bar may not hide it there.
    for (const [el] of underBar) {
      if (seenClear.has(el) || problems.has(el) || !el.isConnected) continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      await frame();
      const verdict = judge(el);
      if (verdict && verdict.kind !== 'clear')
        problems.set(
          el,
          `${describe(el)} stays under the ${verdict.kind === 'bar' ? 'bar' : 'floating'} ${describe(verdict.by)}`,
        );
    }
    window.scrollTo(0, 0);
    return [...problems.values()];
  })();
}

/** Opens each page (by client-side navigation after the first) and collects what is covered where. */
async function checkPages(page: Page, targets: readonly Target[], problems: string[]) {
  for (const target of targets) {
    await navigate(page, target.path);
    // Said in the report, so that a page stuck loading (or a check that waits for the wrong address) shows.
    if (!(await settle(page, target))) {
      const note = `${target.path} did not settle in ${SETTLE_MS / 1000} s; checked as it stood`;
      console.log(note);
      test.info().annotations.push({ type: 'unsettled', description: note });
    }
    for (const problem of await page.evaluate(findCovered, { busy: BUSY }))
      problems.push(`${target.path}: ${problem}`);
  }
}

/** The 'Live Customize' tab: a slim tab on the right edge, 25% from the top, a finger's height. */
async function checkTab(page: Page) {
  const tab = page.getByRole('button', { name: CUSTOMIZE });
  await expect(tab).toBeVisible();
  const box = await tab.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('The customization tab is not on screen');
  expect(box.width, 'tab width').toBeLessThanOrEqual(40);
  expect(box.height, 'tab height').toBeGreaterThanOrEqual(44);
  expect(Math.round(box.x + box.width), 'tab on the right edge').toBe(viewport.width);
  expect(Math.abs(box.y - viewport.height * 0.25), 'tab 25% from the top').toBeLessThanOrEqual(1);
  // A real button in the tab order, for the keyboard.
  expect(await tab.evaluate((el) => el.tagName === 'BUTTON' && (el as HTMLElement).tabIndex >= 0)).toBe(true);
  // It stands out from the page behind it (WCAG 1.4.11, 3:1 for a control), in light and dark.
  const ratio = await tab.evaluate((el) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const tabColor = luminance(getComputedStyle(el).backgroundColor);
    const pageColor = luminance(getComputedStyle(document.body).backgroundColor);
    return (Math.max(tabColor, pageColor) + 0.05) / (Math.min(tabColor, pageColor) + 0.05);
  });
  expect(ratio, 'contrast of the tab against the page').toBeGreaterThanOrEqual(3);
}

test.describe.configure({ mode: 'parallel' });

test('public pages: nothing floats over a button, link or field', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const problems: string[] = [];
  await checkPages(page, publicTargets(), problems);
  // The checkout with a ticket chosen: its total and Continuar.
  const checkout = { path: '/checkout/ev-0001', title: TITLES['route.checkout'] ?? '' };
  await navigate(page, checkout.path);
  await settle(page, checkout);
  await page
    .getByRole('button', { name: /^Adicionar um:/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  for (const problem of await page.evaluate(findCovered, { busy: BUSY }))
    problems.push(`${checkout.path} (a ticket chosen): ${problem}`);
  // Mock mode's demo tools open from the footer: nothing of theirs floats.
  await navigate(page, '/');
  const tools = page.getByRole('contentinfo').getByRole('button', { name: 'Ferramentas de demonstração' });
  await expect(tools).toBeVisible();
  expect(
    await page
      .locator('[data-demo-tools]')
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).position === 'fixed').length),
  ).toBe(0);
  expect(problems).toEqual([]);
});

for (const account of ACCOUNTS) {
  test(`${account.name}'s pages (${account.mode}): nothing floats over a button, link or field`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.addInitScript((mode) => {
      if (!localStorage.getItem('berry-config-vite-ts'))
        localStorage.setItem('berry-config-vite-ts', JSON.stringify({ mode }));
    }, account.mode);
    // Signed in by a stored token: this checks the pages, not signing in.
    await openSignedIn(page, account.phone, homeForRole(account.role));
    const api = pageApi(page);
    const targets: Target[] = [];
    for (const route of PATTERNS.get(account.name) ?? []) {
      const deeper = DEEPER[route.pattern] ?? [];
      const more = typeof deeper === 'function' ? await deeper(api) : deeper;
      for (const path of [...(await fillParams(route.pattern, api)), ...more])
        targets.push({ path, title: route.title });
    }
    if (account.role === ROLES.client) {
      // The page of one of the family's tickets (public, by its code).
      const code = (await api('/api/Attendee/mine')) as { lst?: { code?: string }[] };
      const first = code.lst?.find((a) => a.code)?.code;
      if (!first) throw new Error('The family has no ticket in the demo world');
      targets.push({ path: `/download/${first}`, title: TITLES['route.download'] ?? '' });
    }

    await checkTab(page);
    // Mock mode's demo tools are a section of the drawer the tab opens, not a button over the page.
    await page.getByRole('button', { name: CUSTOMIZE }).click();
    const drawer = page.getByRole('dialog', { name: 'Personalização do tema' });
    await expect(drawer.getByRole('region', { name: 'Ferramentas de demonstração' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Fechar' }).click();
    await expect(drawer).toBeHidden();
    // The pointer leaves the header, where a tooltip would open over the page.
    await page.mouse.move(0, (page.viewportSize()?.height ?? 1) - 1);

    const problems: string[] = [];
    await checkPages(page, targets, problems);
    if (account.role === ROLES.client) {
      // The enrolment dialog ("Reservar e pagar com PIX" on a paid course): nothing over its actions.
      const courses = { path: '/cliente/cursos', title: TITLES['route.client.courses'] ?? '' };
      await navigate(page, courses.path);
      await settle(page, courses);
      await page
        .getByRole('button', { name: /^Matricular em / })
        .and(page.locator(':enabled'))
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      for (const problem of await page.evaluate(findCovered, { busy: BUSY, scope: '[role="dialog"]' }))
        problems.push(`${courses.path} (enrolment dialog): ${problem}`);
    }
    expect(problems).toEqual([]);
  });
}
