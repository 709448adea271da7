import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './account.js';
import { seriousFindings } from './pages.js';

// Every page with a chart, at 1366 and at 360 px: nothing scrolls the page sideways (a chart's hidden
// table of figures once did) and axe finds nothing serious (a chart's own keyboard focus inside the
// hidden picture once was a trap). The charts come from one place (src/components/charts).

const ROLES = [
  {
    phone: '11900000000',
    pages: ['/admin/missoes/resumo', '/admin/financeiro', '/admin/mindset-funnel'],
  },
  { phone: '11933333333', pages: ['/produtor/financeiro'] },
  {
    phone: '11944444444',
    pages: ['/empresa/dashboard-escola', '/empresa/perfil-aluno/st-0001'],
  },
] as const;

/** How far the page scrolls sideways, in CSS pixels (0 when it fits the window). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const role of ROLES) {
  test(`chart pages ${role.pages.join(', ')} fit the screen and have no serious axe findings`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Signed in by a stored token: this checks the pages, not signing in.
    await openSignedIn(page, role.phone, role.pages[0]);
    const findings: string[] = [];
    for (const path of role.pages) {
      if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The figures are in (no skeleton left) before anything is measured.
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
      expect(await sideways(page), `${path} scrolls sideways`).toBe(0);
      findings.push(...(await seriousFindings(page, path)));
    }
    expect(findings).toEqual([]);
  });
}
