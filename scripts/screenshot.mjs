// Takes screenshots of pages of a running build, for looking at what we ship.
// Usage: node scripts/screenshot.mjs <baseUrl> <outDir> <spec.json>
// spec: [{ "name": "home-dark-360", "path": "/", "width": 360, "height": 780,
//          "settings": { "mode": "light" }, "login": { "login_cell": "...", "pass_token": "..." }, "click": "text" }]
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:4173', outDir = 'e2e-out/shots', specFile] = process.argv.slice(2);
const specs = JSON.parse(readFileSync(specFile, 'utf8'));
mkdirSync(outDir, { recursive: true });

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
for (const spec of specs) {
  const context = await browser.newContext({
    viewport: { width: spec.width ?? 1440, height: spec.height ?? 900 },
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[${spec.name}] pageerror`, e.message));
  page.on('console', (m) => m.type() === 'error' && console.error(`[${spec.name}] console`, m.text()));
  await page.goto(baseUrl + '/');
  if (spec.settings) {
    await page.evaluate(
      (s) =>
        localStorage.setItem(
          'berry-config-vite-ts',
          JSON.stringify({ ...JSON.parse(localStorage.getItem('berry-config-vite-ts') ?? '{}'), ...s }),
        ),
      spec.settings,
    );
  }
  if (spec.token) await page.evaluate((t) => localStorage.setItem('serviceToken', t), spec.token);
  if (spec.login) {
    await page.goto(baseUrl + (spec.loginPath ?? '/login'));
    await page.locator('input[name="login_cell"]').fill(spec.login.login_cell);
    await page.locator('input[name="pass_token"]').fill(spec.login.pass_token);
    await page.locator('input[name="pass_token"]').press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 });
  }
  await page.goto(baseUrl + spec.path);
  await page.waitForLoadState('networkidle');
  if (spec.click) {
    await page.getByRole(spec.click.role, { name: spec.click.name }).first().click();
    await page.waitForTimeout(400);
  }
  await page.waitForTimeout(spec.wait ?? 500);
  await page.screenshot({ path: `${outDir}/${spec.name}.png`, fullPage: spec.fullPage ?? false });
  console.log('shot', spec.name);
  await context.close();
}
await browser.close();
