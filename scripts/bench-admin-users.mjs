// Time from a search typed to the admin's users grid showing the new rows, on the large seed (10 000
// students, so several thousand family accounts), signed in as the admin.
// Serve a demo build first: npm run build:demo && npx vite preview --outDir dist-demo --port 4173
// (the dev server works too, with slower figures).
// Usage: node scripts/bench-admin-users.mjs [baseUrl] [--runs 10]
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const base = (args.find((a) => /^https?:\/\//.test(a)) ?? 'http://127.0.0.1:4173').replace(/\/+$/, '');
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 10;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
const page = await context.newPage();
page.on('pageerror', (e) => console.error('pageerror', e.message));

// Large seed: the mock reads the flag at start-up and rebuilds its database.
await page.goto(`${base}/`);
await page.evaluate(() => {
  localStorage.setItem('lumi-mock-seed', 'large');
  localStorage.removeItem('lumi-mock-db');
});
await page.goto(`${base}/login`);
await page.locator('input[name="login_cell"]').fill('11900000000');
await page.locator('input[name="pass_token"]').fill('Lumi@2026');
await page.locator('input[name="pass_token"]').press('Enter');
await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 120_000 });
await page.goto(`${base}/admin/usuarios`);
await page.getByRole('grid', { name: 'Usuários' }).waitFor({ timeout: 120_000 });
await page.waitForFunction(() => document.querySelectorAll('[role="grid"] [role="row"] a').length > 0, null, {
  timeout: 120_000,
});
const total = await page.getByText(/^1–25 de [\d.]+$/).textContent();

/** The grid's loading indicator (a progress bar, or skeleton rows on a first load). */
const BUSY = '[role="grid"] .MuiLinearProgress-root, [role="grid"] .MuiDataGrid-skeletonLoadingOverlay';

/**
 * Arms a watcher for the next change of the grid's first rows: it starts at the first `input` event
 * (captured on the document) and stops at the first frame where the rows differ from before and the
 * grid's loading indicator is gone, plus one frame so the new rows are painted.
 */
async function arm() {
  await page.evaluate((busySelector) => {
    const w = window;
    const loading = () => document.querySelector(busySelector) != null;
    w.__benchDone = null;
    w.__benchStart = null;
    const rows = () =>
      [...document.querySelectorAll('[role="grid"] [role="row"] a')]
        .slice(0, 5)
        .map((a) => a.textContent)
        .join('|');
    const before = rows();
    document.addEventListener(
      'input',
      () => {
        w.__benchStart = performance.now();
        const tick = () => {
          if (rows() !== before && !loading())
            requestAnimationFrame(() => (w.__benchDone = performance.now()));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { capture: true, once: true },
    );
  }, BUSY);
}

async function elapsed() {
  const handle = await page.waitForFunction(
    () => (window.__benchDone == null ? null : window.__benchDone - window.__benchStart),
    null,
    { timeout: 60_000 },
  );
  return handle.jsonValue();
}

/** The grid settled on the list for `term` (URL updated, no loading indicator, rows or the empty state). */
const settled = (term) =>
  page.waitForFunction(
    ([t, busySelector]) =>
      (new URLSearchParams(location.search).get('search') ?? '') === t &&
      document.querySelector(busySelector) == null &&
      document.querySelectorAll('[role="grid"] [role="row"]').length > 0,
    [term, BUSY],
    { timeout: 60_000, polling: 100 },
  );

// Names, a phone prefix and a CPF with its punctuation: the clock includes the field's 350 ms pause.
const terms = [
  'souza',
  'maria',
  'oliveira',
  '(11) 97',
  'santos',
  'lima',
  '529.982.247-25',
  'costa',
  'rocha',
  'gabriel',
];
const search = page.getByRole('searchbox', { name: 'Buscar por nome, celular, e-mail ou CPF' });
const samples = [];
for (let i = 0; i < runs; i += 1) {
  const term = terms[i % terms.length];
  await search.fill('');
  await settled('');
  await page.waitForTimeout(300);
  await arm();
  await search.fill(term);
  samples.push(await elapsed());
  await settled(term);
}

await page.evaluate(() => {
  localStorage.removeItem('lumi-mock-seed');
  localStorage.removeItem('lumi-mock-db');
});
await browser.close();

const sorted = [...samples].sort((a, b) => a - b);
console.log(
  `admin users grid on the large seed (${total?.trim().replace(/^1–25 de /, '')} users) at ${base}`,
);
console.log('search typed (incl. 350 ms pause) → new rows painted');
console.log(`  runs: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`);
console.log(
  `  median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, best ${sorted[0].toFixed(0)} ms, worst ${sorted.at(-1).toFixed(0)} ms`,
);
