import { defineConfig } from '@playwright/test';

// Debian's chromium, not a downloaded browser: @playwright/test fetches none and CI installs the
// distribution package instead (see .ci/run).
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './e2e-out/pw',
  // Two browsers side by side: each test has its own context, so its own mock database. The journeys
  // mostly wait on rendering, and two workers take the run from about 7 to under 6 minutes here.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A busy two-core machine renders lazily loaded pages slowly: every visible state gets room.
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { outputFolder: 'e2e-out/report', open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // The same journeys at the two widths that matter: a common laptop and a small phone.
  projects: [
    {
      name: 'debian-chromium',
      use: { ...chromium, viewport: { width: 1366, height: 768 } },
    },
    {
      name: 'debian-chromium-mobile',
      use: { ...chromium, viewport: { width: 360, height: 780 }, hasTouch: true },
    },
  ],
  // The demo build (mock API inside) from `npm run build:demo`.
  webServer: {
    command: `npx vite preview --outDir dist-demo --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
