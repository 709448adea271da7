import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { MODE_AT_OTHER_WIDTH, sweepsModeHere } from './modes.js';

const PAGES = [
  '/eventos',
  '/eventos/ev-0001',
  '/escolas/school-aurora',
  '/para-voce',
  '/pages/terms-conditions',
  '/whitelist',
  '/register',
  '/checkout/ev-0001',
  '/arena-playtest',
  '/arena-playtest?seed=210&nivel=facil',
  '/get-your-avatar',
];

for (const mode of ['dark', 'light'] as const) {
  test(`public pages have no serious or critical axe violations in ${mode} mode`, async ({
    page,
    context,
  }) => {
    test.skip(!sweepsModeHere(mode, test.info()), MODE_AT_OTHER_WIDTH);
    test.setTimeout(90_000);
    await context.addInitScript((m) => {
      if (!localStorage.getItem('berry-config-vite-ts'))
        localStorage.setItem('berry-config-vite-ts', JSON.stringify({ mode: m }));
    }, mode);
    const findings: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        findings.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    }
    expect(findings).toEqual([]);
  });
}
