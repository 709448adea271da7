// Lighthouse (mobile preset by default) against a running preview, several runs per page, median reported.
// Usage: node scripts/lighthouse.mjs [--base http://127.0.0.1:4173] [--runs 3] [--desktop] /path ...
// Serve the demo build first (npm run build:demo && npm run preview:demo): pages that read data need its mock API.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
let base = 'http://127.0.0.1:4173';
let runs = 3;
let desktop = false;
const paths = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--base') base = args[(i += 1)];
  else if (args[i] === '--runs') runs = Number(args[(i += 1)]);
  else if (args[i] === '--desktop') desktop = true;
  else paths.push(args[i]);
}
if (paths.length === 0) paths.push('/', '/eventos');

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
mkdirSync('lh', { recursive: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const summary = [];
for (const path of paths) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const out = `lh/${path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run}.json`;
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
writeFileSync('lh/summary.json', `${JSON.stringify(summary, null, 2)}\n`);
