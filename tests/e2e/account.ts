import { expect, type Page } from '@playwright/test';

/** The demo accounts' password (DESIGN.md §6). */
export const PASSWORD = 'Lumi@2026';

/** Signs in on a login page with a demo account's mobile number; with `home`, waits to land there. */
export async function signIn(page: Page, loginAt: string, phone: string, home?: string) {
  await page.goto(loginAt);
  // With a stored mode other than the prerendered one the app renders the page afresh once its code is in
  // (what was typed into the prerendered form before is handed over only on hydration): type once the app
  // is live, which it marks on <html>. (Waiting for the network to idle instead took seconds on a busy
  // machine, since the demo's mock keeps the page's network busy.)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.locator('input[name="login_cell"]').pressSequentially(phone);
  await page.locator('input[name="pass_token"]').fill(PASSWORD);
  await page.locator('input[name="pass_token"]').press('Enter');
  if (home) await expect(page).toHaveURL(home, { timeout: 20_000 });
}

/** Signs out from the account menu of the header and waits for the home page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Menu da conta de/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/', { timeout: 20_000 });
}
