import { expect, test } from './fixtures';

// DESIGN.md §7, journey 1, in the production bundle: a family finds an event, buys two tickets (one
// half-price, with a coupon) and pays with PIX. There is no "simulate payment" button outside the
// demo: the bank's confirmation reaches the server (here, the test calls the server's demo
// confirmation as the payment provider would), and "Já paguei" makes the page ask the server again.
test('a family buys two tickets with PIX from the production bundle and sees them with QR codes', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);

  await page.goto('/eventos');
  await page.getByLabel('Buscar eventos').first().fill('Festival de Ciências');
  await expect(page).toHaveURL(/busca=Festival/);
  await page
    .getByRole('link', { name: /Festival de Ciências para Famílias/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Festival de Ciências para Famílias' }),
  ).toBeVisible();
  await page
    .getByRole('link', { name: 'Comprar ingressos' })
    .or(page.getByRole('button', { name: 'Comprar ingressos' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/ev-0001/);

  await page.getByRole('button', { name: 'Adicionar um: Ingresso individual', exact: true }).click();
  await page.getByRole('button', { name: 'Adicionar um: Ingresso individual, meia-entrada' }).click();
  await page.getByLabel('Código do cupom').fill('BEMVINDO10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(/^BEMVINDO10 · −/)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  const seats = [
    { n: 1, name: 'Carla Souza', cpf: '52998224725', email: 'carla.souza@exemplo.com.br' },
    { n: 2, name: 'Pedro Souza', cpf: '39053344705', email: 'pedro@exemplo.com.br' },
  ];
  for (const seat of seats) {
    const group = page.getByRole('group', { name: new RegExp(`^Ingresso ${seat.n} `) });
    await group.getByLabel('Nome completo').fill(seat.name);
    await group.getByLabel('CPF').fill(seat.cpf);
    await group.getByLabel('E-mail').fill(seat.email);
  }
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/login-clientes\?returnTo=/);
  await page.locator('input[name="login_cell"]').pressSequentially('11922222222');
  await page.locator('input[name="pass_token"]').fill('Lumi@2026');
  await page.locator('input[name="pass_token"]').press('Enter');
  await expect(page).toHaveURL(/\/checkout\/ev-0001/);
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
  await page.getByRole('button', { name: 'Revisar pedido' }).click();
  await expect(page.getByText('Pedro Souza')).toBeVisible();
  // The order is spent money: it carries an Idempotency-Key across origins (a preflighted header).
  const placed = page.waitForRequest((r) => r.url().endsWith('/api/Order/create') && r.method() === 'POST');
  await page.getByRole('button', { name: /^Confirmar e pagar/ }).click();
  expect((await placed).headers()['idempotency-key']).toMatch(/\S{8,}/);

  await expect(page).toHaveURL(/\/thanks\?order=/);
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simular pagamento (demonstração)' })).toHaveCount(0);
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const token = (await page.evaluate(() => localStorage.getItem('serviceToken'))) ?? '';
  await api.call('POST', `/api/Order/simulate-payment/${orderId}`, token);
  await page.getByRole('button', { name: 'Já paguei' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido confirmado!' })).toBeVisible();

  const hrefs = await page
    .getByRole('link', { name: /LUMI-/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const codes = hrefs.map((href) => /LUMI-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(href)?.[0] ?? '');
  expect(codes).toHaveLength(2);
  await page.getByRole('link', { name: 'Meus ingressos' }).first().click();
  await expect(page).toHaveURL('/cliente/ingressos');
  for (const code of codes) {
    await expect(page.getByRole('img', { name: `QR code do ingresso ${code}` })).toBeVisible();
  }
});
