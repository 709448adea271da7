import { expect, test } from '@playwright/test';
import { MODE_AT_OTHER_WIDTH, sweepsModeHere } from './modes.js';
import { axeSweep } from './pages.js';

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
    // The first page is loaded; the others follow by client-side navigation, as the app's links make it.
    expect(await axeSweep(page, PAGES)).toEqual([]);
  });
}
