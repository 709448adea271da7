// Time from a catalogue filter change to painted results, on the large seed (2 000 events).
// Serve a demo build first: npm run build:demo && npx vite preview --outDir dist-demo --port 4173
// Usage: node scripts/bench-catalogue.mjs [--base http://127.0.0.1:4173] [--runs 7]
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : 'http://127.0.0.1:4173';
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 7;

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
const page = await (
  await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' })
).newPage();

// Large seed: the mock reads the flag at start-up and rebuilds its database.
await page.goto(`${base}/`);
await page.evaluate(() => {
  localStorage.setItem('lumi-mock-seed', 'large');
  localStorage.removeItem('lumi-mock-db');
});
await page.goto(`${base}/eventos`);
const status = page.getByRole('status').filter({ hasText: /eventos? encontrados?/ });
await status.first().waitFor({ timeout: 60_000 });
const total = await status.first().textContent();

const categories = ['teatro', 'musica', 'esporte', 'ciencia', 'infantil', 'festival', 'workshop'];
const samples = [];
for (let i = 0; i < runs; i += 1) {
  const category = categories[i % categories.length];
  const select = page.getByRole('combobox', { name: 'Categoria' }).first();
  // Mark the change, then wait for the results list to change and two frames to be painted.
  await page.evaluate(() => {
    const w = window;
    w.__benchDone = null;
    w.__benchStart = null;
    const count = () => document.querySelector('main [role="status"]')?.textContent ?? '';
    const before = count();
    // From the change event, check every frame: results counted anew and no "updating" bar, then one more frame painted.
    document.addEventListener(
      'change',
      () => {
        w.__benchStart = performance.now();
        const tick = () => {
          const settled =
            count() !== before &&
            count() !== '' &&
            !document.querySelector('[aria-label="Atualizando resultados"]');
          if (settled) requestAnimationFrame(() => (w.__benchDone = performance.now()));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { capture: true, once: true },
    );
  });
  await select.selectOption(category);
  const ms = await page.waitForFunction(
    () => (window.__benchDone == null ? null : window.__benchDone - window.__benchStart),
    null,
    { timeout: 30_000 },
  );
  samples.push(await ms.jsonValue());
}
await page.evaluate(() => {
  localStorage.removeItem('lumi-mock-seed');
  localStorage.removeItem('lumi-mock-db');
});
await browser.close();

const sorted = [...samples].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`catalogue on the large seed (${total?.trim()}): filter change → painted results`);
console.log(`  runs: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`);
console.log(`  median ${median.toFixed(0)} ms, worst ${sorted.at(-1).toFixed(0)} ms`);
