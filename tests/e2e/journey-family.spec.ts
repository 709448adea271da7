import { expect, test } from '@playwright/test';

// DESIGN.md §7, journey 1: a family finds an event, buys two tickets (one half-price, with a coupon),
// pays with PIX, and finds both tickets with QR codes; each ticket has a printable page.
test('a family finds an event and buys two tickets with PIX, then sees them with QR codes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const narrow = (page.viewportSize()?.width ?? 1366) < 900;

  await page.goto('/');
  await page.getByRole('link', { name: 'Ver eventos' }).first().click();
  await expect(page).toHaveURL(/\/eventos/);

  // Filter: search by name (kept in the URL).
  await page
    .getByRole('searchbox', { name: 'Buscar eventos' })
    .or(page.getByLabel('Buscar eventos'))
    .first()
    .fill('Festival de Ciências');
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

  // Tickets: one full, one half-price, and the welcome coupon.
  await page.getByRole('button', { name: 'Adicionar um: Ingresso individual', exact: true }).click();
  await page.getByRole('button', { name: 'Adicionar um: Ingresso individual, meia-entrada' }).click();
  await page.getByLabel('Código do cupom').fill('BEMVINDO10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(/^BEMVINDO10 · −/)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Attendees, typed by a visitor who has not signed in yet.
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

  // Paying needs a family account: sign in and come back to the same step with the cart intact.
  await expect(page).toHaveURL(/\/login-clientes\?returnTo=/);
  await page.locator('input[name="login_cell"]').pressSequentially('11922222222');
  await page.locator('input[name="pass_token"]').fill('Lumi@2026');
  await page.locator('input[name="pass_token"]').press('Enter');
  await expect(page).toHaveURL(/\/checkout\/ev-0001/);
  await expect(page.getByRole('group', { name: 'Forma de pagamento' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
  await page.getByRole('button', { name: 'Revisar pedido' }).click();
  await expect(page.getByText('Pedro Souza')).toBeVisible();
  await page.getByRole('button', { name: /^Confirmar e pagar/ }).click();

  // PIX: QR code, copy-paste code and countdown; the demo confirms the payment.
  await expect(page).toHaveURL(/\/thanks\?order=/);
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Expira em 1[45]:\d\d/);
  await page.getByRole('button', { name: 'Simular pagamento (demonstração)' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido confirmado!' })).toBeVisible();
  const hrefs = await page
    .getByRole('link', { name: /LUMI-/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const codes = hrefs.map((href) => /LUMI-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(href)?.[0] ?? '');
  expect(codes).toHaveLength(2);
  expect(codes.every(Boolean)).toBe(true);

  // Both tickets are in the family's area with their QR codes.
  await page.getByRole('link', { name: 'Meus ingressos' }).first().click();
  await expect(page).toHaveURL('/cliente/ingressos');
  for (const code of codes) {
    await expect(page.getByRole('img', { name: `QR code do ingresso ${code}` })).toBeVisible();
  }
  if (!narrow) await page.screenshot({ path: test.info().outputPath('my-tickets.png'), fullPage: true });

  // A printable ticket.
  await page.goto(`/download/${codes[0] ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Festival de Ciências para Famílias');
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
});
