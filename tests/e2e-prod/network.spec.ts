import { API, expect, test } from './fixtures';

// What the production bundle shows when the real server is slow, too slow, or unreachable
// (faults set on the API server, which the browser only sees as network behaviour).
test('a slow API shows the loading state, a timeout says so, and a retry recovers', async ({ page, api }) => {
  test.setTimeout(90_000);
  await api.faults({ endpoints: { 'GET /api/Event/public': { latencyMs: 3_000 } } });
  const started = Date.now();
  await page.goto('/eventos');
  const loading = page.getByRole('status').filter({ hasText: 'Carregando eventos…' });
  await expect(loading).toBeAttached();
  await expect(page.getByRole('link', { name: /Festival de Ciências para Famílias/ }).first()).toBeVisible();
  await expect(loading).toHaveCount(0);
  expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);

  // Longer than the bundle's VITE_API_TIMEOUT_MS (8 s in this build): the request is abandoned.
  await api.faults({ endpoints: { 'GET /api/Event/public': { latencyMs: 15_000 } } });
  await page.getByLabel('Buscar eventos').first().fill('Ciências');
  const tooSlow = page.getByText('O servidor demorou demais para responder. Tente novamente.');
  await expect(tooSlow).toBeVisible({ timeout: 20_000 });
  await api.faults({});
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(tooSlow).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Festival de Ciências para Famílias/ }).first()).toBeVisible();
});

test('a dropped connection shows the network error with a retry that recovers', async ({ page, api }) => {
  await api.faults({ endpoints: { 'GET /api/Event/public': { status: 'network' } } });
  const dropped = page.waitForEvent('requestfailed', (r) => r.url().startsWith(`${API}/api/Event/public`));
  await page.goto('/eventos');
  await dropped;
  await expect(page.getByText('Não foi possível carregar os eventos')).toBeVisible();
  await expect(
    page.getByText('Sem conexão com o servidor. Verifique sua internet e tente novamente.'),
  ).toBeVisible();

  await api.faults({});
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('link', { name: /Festival de Ciências para Famílias/ }).first()).toBeVisible();
});
