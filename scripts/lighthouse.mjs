// Lighthouse (mobile preset by default) against a running preview, several runs per page, median reported.
// Usage: node scripts/lighthouse.mjs [--base http://127.0.0.1:4173] [--runs 3] [--desktop] [--out lh] /path ...
// Measure the production build (no mock code) with the API it talks to running:
//   npm run api -- --memory &
//   VITE_API_URL=http://127.0.0.1:3001 npm run build && npm run preview &
//   npm run lighthouse
// The output says which kind of build it measured (a demo build carries the mock API in the page).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
let base = 'http://127.0.0.1:4173';
let runs = 3;
let desktop = false;
let outDir = 'lh';
const paths = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--base') base = args[(i += 1)];
  else if (args[i] === '--runs') runs = Number(args[(i += 1)]);
  else if (args[i] === '--desktop') desktop = true;
  else if (args[i] === '--out') outDir = args[(i += 1)];
  else paths.push(args[i]);
}
if (paths.length === 0)
  paths.push('/', '/para-voce', '/educadores', '/empresas', '/eventos', '/eventos/ev-0001', '/login');

// A demo build serves the mock's worker script; a production build does not.
const worker = await fetch(`${base}/mockServiceWorker.js`).catch(() => null);
const kind =
  worker?.ok && (worker.headers.get('content-type') ?? '').includes('javascript')
    ? 'demo build (mock API inside the page)'
    : 'production build (no mock code; data from its VITE_API_URL)';
console.log(`Measuring ${base}: ${kind}`);

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
mkdirSync(outDir, { recursive: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const summary = [];
for (const path of paths) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const out = `${outDir}/${path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run}.json`;
    const cli = [
      'lighthouse',
      `${base}${path}`,
      '--quiet',
      `--chrome-flags=${flags}`,
      '--output=json',
      `--output-path=${out}`,
    ];
    if (desktop) cli.push('--preset=desktop');
    const result = spawnSync('npx', cli, {
      env: { ...process.env, CHROME_PATH: chrome },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) {
      console.error(`lighthouse failed on ${path} (run ${run})`);
      process.exit(1);
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (key) => Math.round((report.categories[key]?.score ?? 0) * 100);
    const metric = (key) => report.audits[key]?.numericValue ?? NaN;
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    });
  }
  const med = Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))]));
  summary.push({ path, runs: results, median: med });
  console.log(
    `${path}: median of ${runs} (${desktop ? 'desktop' : 'mobile'}) — performance ${med.performance}, accessibility ${med.accessibility}, best practices ${med.bestPractices}, SEO ${med.seo}; FCP ${Math.round(med.fcpMs)} ms, LCP ${Math.round(med.lcpMs)} ms, TBT ${Math.round(med.tbtMs)} ms, CLS ${med.cls.toFixed(3)}`,
  );
}
writeFileSync(`${outDir}/summary.json`, `${JSON.stringify({ base, kind, summary }, null, 2)}\n`);
console.log('');
console.log('| page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { path, median: m } of summary)
  console.log(
    `| ${path} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${Math.round(m.fcpMs)} | ${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} |`,
  );
