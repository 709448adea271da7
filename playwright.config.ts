import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's chromium, not a downloaded browser: @playwright/test fetches none and CI installs the
// distribution packages instead (see .ci/run). Its headless shell (package chromium-headless-shell) is
// the same engine without the browser's window machinery, and takes about a tenth less time over the
// journeys; the full browser stands in where the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath:
      process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

// 4173 is vite preview's port; E2E_PORT moves the run elsewhere when another preview already holds it
// (locally an existing server on the port is reused, and it may be serving a non-demo build).
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// The production bundle against a real HTTP API (project "prod-api", tests/e2e-prod): `vite preview`
// of dist-prod-e2e, built with VITE_API_URL pointing at `npm run api` on E2E_API_PORT (see the
// README). It needs its own build and two servers, so it exists only in runs that name it
// (`--project=prod-api`) or set E2E_PROD_API=1; the decision goes into the environment so that the
// worker processes, which load this file again without the command line, see the same projects.
const projectFilters = process.argv.flatMap((arg, i, all) =>
  arg.startsWith('--project=')
    ? [arg.slice('--project='.length)]
    : arg === '--project'
      ? [all[i + 1] ?? '']
      : [],
);
process.env.E2E_PROD_API ??= projectFilters.includes('prod-api') ? '1' : '0';
const prodApi = process.env.E2E_PROD_API === '1';
// The fault sweep (project "sweep", tests/e2e-sweep, `npm run sweep`): every signed-in page of every
// role under an API outage, against the demo build. Like prod-api, it exists only in runs that name it.
process.env.E2E_SWEEP ??= projectFilters.includes('sweep') ? '1' : '0';
const sweep = process.env.E2E_SWEEP === '1';
const demo = projectFilters.length === 0 || projectFilters.some((name) => name !== 'prod-api');
const prodPort = Number(process.env.E2E_PROD_PORT ?? 4395);
// The tests read the API's port from here (tests/e2e-prod/fixtures.ts).
process.env.E2E_API_PORT ??= '3101';
const apiPort = Number(process.env.E2E_API_PORT);

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './e2e-out/pw',
  // Three browsers side by side: each test has its own context, so its own mock database. With motion
  // reduced (below) a page leaves the two cores idle between its steps, and a third worker fills them:
  // the run went from 16.3 to about 11 minutes here.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A busy two-core machine renders lazily loaded pages slowly: every visible state gets room.
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ...(process.env.CI
      ? [['html', { outputFolder: sweep ? 'e2e-out/sweep-html' : 'e2e-out/report', open: 'never' }] as const]
      : []),
    // The sweep's figures, printed at the end and written to e2e-out/sweep-report.json.
    ...(sweep ? [['./tests/e2e-sweep/report.ts'] as const] : []),
  ],
  use: {
    baseURL,
    locale: 'pt-BR',
    // The visitor asks for reduced motion (the app honours it: src/index.css): no transition to wait
    // out, and no skeleton or spinner repainting every frame on a two-core machine while a page loads.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every step of a test (DOM snapshots, screencast): on a two-core machine that is a
    // good share of each test's time, spent on tests that pass. In CI the retry of a failed test records
    // one; a local run (no retries) keeps the trace of what failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // One signed-in browser per role, at the laptop width. First in the list, so first to start: its four
    // tests are the longest of the run, and started last they kept two workers idle while one finished.
    ...(sweep
      ? [
          {
            name: 'sweep',
            testDir: './tests/e2e-sweep',
            // Its own folder: a sweep after the journeys leaves their failure screenshots and traces.
            outputDir: './e2e-out/sweep',
            // No trace: recording one doubles the sweep's time, and its report names each failing page.
            use: { ...chromium, viewport: { width: 1366, height: 768 }, trace: 'off' as const },
          },
        ]
      : []),
    // The production bundle against `npm run api`, at the laptop width. Each test resets the one
    // API server's data, so they run one at a time: early in the list, so that chain
    // of tests runs beside the journeys instead of after them.
    ...(prodApi
      ? [
          {
            name: 'prod-api',
            testDir: './tests/e2e-prod',
            workers: 1,
            use: {
              ...chromium,
              viewport: { width: 1366, height: 768 },
              baseURL: `http://127.0.0.1:${prodPort}`,
            },
          },
        ]
      : []),
    // The same journeys at the two widths that matter: a common laptop and a small phone.
    {
      name: 'debian-chromium',
      use: { ...chromium, viewport: { width: 1366, height: 768 } },
    },
    {
      name: 'debian-chromium-mobile',
      use: { ...chromium, viewport: { width: 360, height: 780 }, hasTouch: true },
    },
  ],
  webServer: [
    // The demo build (mock API inside) from `npm run build:demo`.
    ...(demo
      ? [
          {
            command: `npx vite preview --outDir dist-demo --port ${port}`,
            url: baseURL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(prodApi
      ? [
          {
            name: 'api',
            command:
              `node server/run.mjs api --port ${apiPort} --data e2e-out/prod-api/db.json --reset --quiet ` +
              `--origin http://127.0.0.1:${prodPort}`,
            url: `http://127.0.0.1:${apiPort}/__mock/health`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
          {
            name: 'prod-preview',
            command: `npx vite preview --outDir dist-prod-e2e --port ${prodPort}`,
            url: `http://127.0.0.1:${prodPort}`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
