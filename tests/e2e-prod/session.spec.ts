import { ACCOUNTS, API, expect, PASSWORD, signIn, statusWith, test } from './fixtures';

// Signing in against a real server across origins: the login goes to VITE_API_URL, the bearer
// token rides along on later calls (after a CORS preflight, since it is a non-simple header), and the
// session survives a reload and ends cleanly.
for (const account of ACCOUNTS) {
  test(`${account.name} signs in across origins, keeps the session on reload and logs out`, async ({
    page,
    api,
    request,
  }) => {
    if (account.name === 'family') {
      // A picture the server names by its path in the file store (VITE_STORAGE_URL).
      const token = await api.token(account.phone);
      await api.call('PATCH', '/api/auth/profile', token, {
        first_name: 'Carla',
        last_name: 'Souza',
        email_address: 'carla.souza@exemplo.com.br',
        url_perfil: 'avatars/familia.svg',
      });
    }
    const login = page.waitForResponse((r) => r.url() === `${API}/api/auth/login`);
    const bearer = page.waitForRequest(
      (r) =>
        r.url().startsWith(`${API}/api/`) &&
        /^Bearer [\w-]+\.[\w-]+\.[\w-]+$/.test(r.headers().authorization ?? ''),
    );
    await signIn(page, account.loginAt, account.phone);
    expect((await login).status()).toBe(200);
    await expect(page).toHaveURL(account.home);
    await bearer;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const avatar = page.getByRole('button', { name: /^Menu da conta de/ }).locator('img');
    if (account.name === 'family') {
      await expect(avatar).toHaveAttribute('src', `${API}/storage/avatars/familia.svg`);
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }

    await page.reload();
    await expect(page).toHaveURL(account.home);
    await expect(page.getByRole('button', { name: /^Menu da conta de/ })).toBeVisible();

    // Logging out ends the session on the server too: the same token opens nothing afterwards.
    const token = (await page.evaluate(() => localStorage.getItem('serviceToken'))) ?? '';
    const logout = page.waitForResponse((r) => r.url() === `${API}/api/auth/logout`);
    await page.getByRole('button', { name: /^Menu da conta de/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('serviceToken'))).toBeNull();
    expect((await logout).status()).toBe(200);
    expect(await statusWith(request, 'GET', '/api/auth/me', token)).toBe(401);
  });
}

test('a server outage at load keeps the session: the login page says so and Tentar novamente returns', async ({
  page,
  api,
}) => {
  await signIn(page, '/login-clientes', '11922222222');
  await expect(page).toHaveURL('/cliente/boas-vindas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('serviceToken'));

  await api.faults({ endpoints: { 'GET /api/auth/me': { status: 503 } } });
  await page.reload();
  await expect(page).toHaveURL(/\/login-clientes\?returnTo=%2Fcliente%2Fboas-vindas$/);
  await expect(page.getByText('Não foi possível retomar sua sessão')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('serviceToken'))).toBe(token);

  await api.faults({});
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL('/cliente/boas-vindas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a 401 in the middle of a session signs out, and signing in again returns to the page', async ({
  page,
  api,
}) => {
  await signIn(page, '/login-clientes', '11922222222');
  await expect(page).toHaveURL('/cliente/boas-vindas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The server stops accepting the session (revoked, expired) on the next call the app makes.
  await api.faults({ endpoints: { 'GET /api/Attendee/mine': { status: 401 } } });
  const refused = page.waitForResponse((r) => r.url().startsWith(`${API}/api/Attendee/mine`));
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Meus ingressos' })
    .click();
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL(/\/login(-clientes)?\?returnTo=%2Fcliente%2Fingressos/);
  await expect(page.getByText('Sua sessão expirou. Entre novamente para continuar.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('serviceToken'))).toBeNull();

  await api.faults({});
  await page.locator('input[name="login_cell"]').pressSequentially('11922222222');
  await page.locator('input[name="pass_token"]').fill(PASSWORD);
  await page.locator('input[name="pass_token"]').press('Enter');
  await expect(page).toHaveURL('/cliente/ingressos');
  await expect(page.getByRole('img', { name: /^QR code do ingresso LUMI-/ }).first()).toBeVisible();
});
