import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from './account.js';
import { MODE_AT_OTHER_WIDTH, onPhone, sweepsModeHere } from './modes.js';
import { seriousFindings } from './pages.js';

const ACCOUNTS = [
  {
    name: 'admin',
    at: 'laptop',
    phone: '11900000000',
    loginAt: '/login',
    home: '/admin/usuarios',
    other: '/cliente/ingressos',
  },
  {
    name: 'family',
    at: 'phone',
    phone: '11922222222',
    loginAt: '/login-clientes',
    home: '/cliente/boas-vindas',
    other: '/admin/usuarios',
  },
  {
    name: 'producer',
    at: 'laptop',
    phone: '11933333333',
    loginAt: '/login',
    home: '/produtor/meus-eventos',
    other: '/empresa/calendario',
  },
  {
    name: 'school',
    at: 'phone',
    phone: '11944444444',
    loginAt: '/login',
    home: '/empresa/professores',
    other: '/produtor/meus-eventos',
  },
] as const;

/*
 * Each role walks its session at one width: the staff roles on the laptop, the family and the school (who
 * use Lumi most on a phone) at 360 px, where the menu is a drawer. The sign-in, the stored session and
 * the logout are the same code for every role, so each width still walks them twice, at half the cost of
 * every role at both; which role may open which page is checked route by route in
 * tests/integration/roleMatrix.test.tsx, and every role signs in against the real server in
 * tests/e2e-prod/session.spec.ts.
 */
for (const account of ACCOUNTS) {
  test(`${account.name} signs in, lands home, keeps the session on reload, is sent home from another role's page, and logs out`, async ({
    page,
  }) => {
    test.skip(
      onPhone(test.info()) !== (account.at === 'phone'),
      `${account.name} walks it at the other width`,
    );
    // Four full page loads of signed-in pages: more than the default 30 s on a busy two-core machine.
    test.setTimeout(60_000);
    await signIn(page, account.loginAt, account.phone);
    await expect(page).toHaveURL(account.home);
    // The home page has loaded (its lazy chunk and data) before the menu button is used: on a busy
    // machine a tap during that first render could land on the shell while it was still settling.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // On a phone the menu is a drawer behind the menu button; on a laptop it is always there.
    if ((page.viewportSize()?.width ?? 1366) < 900) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    } else {
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    }
    const token = await page.evaluate(() => localStorage.getItem('serviceToken'));
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.reload();
    await expect(page).toHaveURL(account.home);
    await expect(page.getByRole('button', { name: /^Menu da conta de/ })).toBeVisible();

    await page.goto(account.other);
    await expect(page).toHaveURL(account.home);

    await page.getByRole('button', { name: /^Menu da conta de/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    const left = await page.evaluate(() =>
      ['serviceToken', 'users', 'pendingUser'].map((k) => localStorage.getItem(k)),
    );
    expect(left).toEqual([null, null, null]);
    await page.goto(account.home);
    await expect(page).toHaveURL(/\/login/);
  });
}

test('a protected page asks to sign in and comes back after login', async ({ page }) => {
  await page.goto('/admin/missoes/resumo');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fmissoes%2Fresumo/);
  await page.locator('input[name="login_cell"]').pressSequentially('11900000000');
  await page.locator('input[name="pass_token"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/admin/missoes/resumo');
});

test('the customization drawer changes the shell, and the choice survives a reload', async ({
  page,
}, testInfo) => {
  await signIn(page, '/login', '11944444444');
  await expect(page).toHaveURL('/empresa/professores');
  await page.getByRole('button', { name: 'Personalizar ao vivo' }).click();
  const drawer = page.getByRole('dialog', { name: 'Personalização do tema' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('radio', { name: 'Claro' }).check();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  await drawer.getByRole('radio', { name: 'Direita para esquerda' }).check();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: testInfo.outputPath('shell-light-rtl.png') });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'Personalizar ao vivo' }).click();
  await page.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
});

for (const mode of ['dark', 'light'] as const) {
  test(`signed-in shell and login page have no serious or critical axe violations in ${mode} mode`, async ({
    page,
    context,
  }) => {
    test.skip(!sweepsModeHere(mode, test.info()), MODE_AT_OTHER_WIDTH);
    // A sign-in and two full axe runs: 25–40 s on a busy two-core machine, past the default 30 s.
    test.setTimeout(90_000);
    await context.addInitScript((m) => {
      if (!localStorage.getItem('berry-config-vite-ts'))
        localStorage.setItem('berry-config-vite-ts', JSON.stringify({ mode: m }));
    }, mode);
    await page.goto('/login');
    await expect(page.locator('input[name="login_cell"]')).toBeVisible();
    // Let the 0.4 s entrance transition finish: axe measures contrast on what is painted.
    await expect(page.locator('#main-content > div').first()).toHaveCSS('opacity', '1');
    expect(await seriousFindings(page, '/login')).toEqual([]);

    await page.locator('input[name="login_cell"]').pressSequentially('11900000000');
    await page.locator('input[name="pass_token"]').fill(PASSWORD);
    await page.locator('input[name="pass_token"]').press('Enter');
    await expect(page).toHaveURL('/admin/usuarios');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousFindings(page, '/admin/usuarios')).toEqual([]);
  });
}

test('the mock API starts before the app goes live and reports its cold start', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The home is prerendered, so it shows before any script: the app marks when it has taken it over.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const ms = await page.evaluate(
    () => (window as unknown as { __lumiMockStartMs?: number }).__lumiMockStartMs,
  );
  expect(typeof ms).toBe('number');
  console.log(`mock API cold start: ${String(ms)} ms`);
});
