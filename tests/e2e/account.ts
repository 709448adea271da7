import { expect, type Page } from '@playwright/test';
import { signToken } from '../../src/mocks/jwt.js';
import { TOKEN_KEY } from '../../src/api/token.js';

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

/** The demo accounts' user ids and roles in the mock API's seed (DESIGN.md §6), by mobile number. */
const DEMO_ACCOUNTS: Readonly<Partial<Record<string, { id: string; role: string }>>> = {
  '11900000000': { id: 'u-admin', role: '0' },
  '11911111111': { id: 'u-team', role: '1' },
  '11922222222': { id: 'u-family', role: '2' },
  '11933333333': { id: 'u-producer', role: '3' },
  '11944444444': { id: 'u-school', role: '4' },
};

/**
 * Opens `home` signed in as a demo account, without the sign-in page: the token the mock API's own login
 * would give is stored first, on a blank page of the app's origin, and the app restores the session from
 * it as after a reload. For the checks of pages (axe, floating elements, the fault sweep); the journeys
 * and the session tests sign in by hand with signIn.
 */
export async function openSignedIn(page: Page, phone: string, home: string) {
  const account = DEMO_ACCOUNTS[phone];
  if (!account) throw new Error(`No demo account has the number ${phone}`);
  const token = await signToken(account.id, account.role);
  const blank = '/__e2e/blank';
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  await page.goto(blank);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.unroute(blank);
  await page.goto(home);
  // Signed in once the header offers the account's menu (the mock API is up and the session restored).
  await expect(page.getByRole('button', { name: /^Menu da conta de/ })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(home);
}
