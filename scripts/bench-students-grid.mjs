// Time from a search typed (and from a click on a sort header) to the students grid showing the new
// rows, on the large seed (10 000 students, about 8 500 at the demo school), as the school account.
// Serve a demo build first: npm run build:demo && npx vite preview --outDir dist-demo --port 4173
// (the dev server works too, with slower figures).
// Usage: node scripts/bench-students-grid.mjs [baseUrl] [--runs 10]
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
await page.locator('input[name="login_cell"]').fill('11944444444');
await page.locator('input[name="pass_token"]').fill('Lumi@2026');
await page.locator('input[name="pass_token"]').press('Enter');
await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 120_000 });
await page.goto(`${base}/empresa/gestao-alunos`);
const grid = page.getByRole('grid', { name: 'Lista de alunos' });
await grid.waitFor({ timeout: 120_000 });
await page.waitForFunction(() => document.querySelectorAll('[role="grid"] [role="row"] a').length > 0, null, {
  timeout: 120_000,
});
const total = await page.getByText(/^\d[\d.]* alunos neste filtro$/).textContent();

/**
 * Arms a watcher for the next change of the grid's first rows: it starts at `startEvent` (captured on
 * the document) and stops at the first frame where the rows differ from before and the grid's loading
 * bar is gone, plus one frame so the new rows are painted.
 */
async function arm(startEvent) {
  await page.evaluate((eventName) => {
    const w = window;
    w.__benchDone = null;
    w.__benchStart = null;
    const rows = () =>
      [...document.querySelectorAll('[role="grid"] [role="row"] a')]
        .slice(0, 5)
        .map((a) => a.textContent)
        .join('|');
    const loading = () => document.querySelector('[role="grid"] .MuiLinearProgress-root') != null;
    const before = rows();
    document.addEventListener(
      eventName,
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
  }, startEvent);
}

async function elapsed() {
  const handle = await page.waitForFunction(
    () => (window.__benchDone == null ? null : window.__benchDone - window.__benchStart),
    null,
    { timeout: 60_000 },
  );
  return handle.jsonValue();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const report = (label, samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(`${label}`);
  console.log(`  runs: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`);
  console.log(
    `  median ${median(samples).toFixed(0)} ms, best ${sorted[0].toFixed(0)} ms, worst ${sorted.at(-1).toFixed(0)} ms`,
  );
};

// Search: the clock starts when the term lands in the field (the field waits for a 300 ms pause before
// asking the server, which is included) and stops when the matching rows are painted.
const terms = ['souza', 'maria', 'oliveira', 'pedro', 'santos', 'lima', 'ana', 'costa', 'rocha', 'gabriel'];
const search = page.getByRole('searchbox', { name: 'Buscar' });
/** The grid settled on the list for `term` (URL updated, no loading bar). */
const settled = (term) =>
  page.waitForFunction(
    (t) =>
      (new URLSearchParams(location.search).get('search') ?? '') === t &&
      !document.querySelector('[role="grid"] .MuiLinearProgress-root') &&
      document.querySelectorAll('[role="grid"] [role="row"] a').length > 0,
    term,
    { timeout: 60_000, polling: 100 },
  );
const searchSamples = [];
for (let i = 0; i < runs; i += 1) {
  const term = terms[i % terms.length];
  await search.fill('');
  await settled('');
  await page.waitForTimeout(300);
  await arm('input');
  await search.fill(term);
  searchSamples.push(await elapsed());
  await settled(term);
}
await search.fill('');
await settled('');

// Sort: click the "Aluno" header (asc ↔ desc) and the "Nascimento" header alternately.
const sortSamples = [];
const headers = ['Aluno', 'Nascimento', 'Série'];
for (let i = 0; i < runs; i += 1) {
  const title = headers[i % headers.length];
  const header = page.locator('[role="columnheader"] .MuiDataGrid-columnHeaderTitle', { hasText: title });
  await page.waitForTimeout(400);
  await arm('click');
  await header.click();
  sortSamples.push(await elapsed());
}

await page.evaluate(() => {
  localStorage.removeItem('lumi-mock-seed');
  localStorage.removeItem('lumi-mock-db');
});
await browser.close();

console.log(`students grid on the large seed (${total?.trim()}) at ${base}`);
report('search typed (incl. 300 ms debounce) → new rows painted', searchSamples);
report('sort header clicked → new rows painted', sortSamples);
