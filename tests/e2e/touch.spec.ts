import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './account.js';

// On a touch screen (the 360 px project), what a finger taps is at least 44 × 44 px, and a dialog's
// title reads as its heading, not smaller than its text (issue "Phone-first polish", section 4).

const FAMILY = '11922222222';

async function size(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

test.beforeEach(({ hasTouch }) => {
  test.skip(!hasTouch, 'touch screens only');
});

test('ticket quantities and the dialog of a new dependent fit a finger', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/checkout/ev-0001');
  const more = page.getByRole('button', { name: /^Adicionar um:/ }).first();
  await expect(more).toBeVisible();
  const plus = await size(more);
  expect(plus.width).toBeGreaterThanOrEqual(44);
  expect(plus.height).toBeGreaterThanOrEqual(44);

  await signIn(page, '/login-clientes', FAMILY, '/cliente/boas-vindas');
  await page.goto('/cliente/dependentes');
  const add = page.getByRole('button', { name: 'Adicionar dependente' }).first();
  await expect(add).toBeVisible();
  expect((await size(add)).height).toBeGreaterThanOrEqual(44);
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Novo dependente' });
  await expect(dialog).toBeVisible();
  const title = dialog.getByRole('heading', { name: 'Novo dependente' });
  const titlePx = await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const bodyPx = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  expect(titlePx).toBeGreaterThan(bodyPx);
  for (const button of await dialog.getByRole('button').all())
    if (await button.isVisible()) expect((await size(button)).height).toBeGreaterThanOrEqual(44);
});
