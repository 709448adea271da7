import { expect as baseExpect, type Locator } from '@playwright/test';
import { API, signIn, test } from './fixtures';

// DESIGN.md §7, journey 3, in the production bundle: the real network drops half-way through the
// roll call (the browser goes offline, so calls to the API server fail as they would on a train),
// no mark is lost, and every kept mark reaches the server once the connection returns.
const expect = baseExpect.configure({ timeout: 20_000 });
const CLASS_ID = 'class-01a';

test('a school takes the roll against the real server while the connection drops', async ({
  page,
  context,
  api,
}) => {
  test.setTimeout(180_000);
  await signIn(page, '/login', '11944444444');
  await expect(page).toHaveURL('/empresa/professores');

  await page.goto('/empresa/check-in-aulas');
  await expect(page.getByRole('heading', { name: 'Chamada das aulas' })).toBeVisible();
  await page.locator(`a[href*="turma=${CLASS_ID}"]`).first().click();
  const grid = page.getByRole('grid', { name: /^Chamada:/ });
  const toggles = grid.locator('.checkin-toggle');
  await expect(toggles).toHaveCount(42);
  const total = await toggles.count();
  const sync = page.getByTestId('sync-status');
  const tap = (target: Locator) => target.click();

  for (let i = 0; i < 10; i += 1) await tap(toggles.nth(i));
  await expect(toggles.nth(9)).toHaveAttribute('data-status', 'present');
  await expect(sync).toHaveAttribute('data-sync', 'saved');

  await context.setOffline(true);
  await toggles.nth(10).focus();
  await page.keyboard.press('a');
  await page.keyboard.press('l');
  await page.keyboard.press('e');
  await expect(toggles.nth(12)).toHaveAttribute('data-status', 'excused');
  await expect(sync).toHaveAttribute('data-sync', 'offline');
  await page.getByRole('button', { name: 'Marcar todos presentes' }).click();
  await expect(page.getByText(`Todos os ${total} marcados`)).toBeVisible();
  await expect(sync).toContainText(`Sem conexão · ${total - 10} pendentes`);

  const sent = page.waitForRequest((r) => r.url() === `${API}/api/Attendance/checkin`);
  await context.setOffline(false);
  await sent;
  await expect(sync).toHaveAttribute('data-sync', 'saved', { timeout: 30_000 });

  // The server holds every mark: read back after a reload, and straight from the API.
  await page.reload();
  await expect(toggles).toHaveCount(total);
  await expect(toggles.nth(10)).toHaveAttribute('data-status', 'absent');
  await expect(toggles.nth(11)).toHaveAttribute('data-status', 'late');
  await expect(toggles.nth(12)).toHaveAttribute('data-status', 'excused');
  await expect(page.getByText(`Todos os ${total} marcados`)).toBeVisible();
  const today = new Date();
  const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const session = await api.call(
    'GET',
    `/api/Attendance/session/${CLASS_ID}?date=${date}`,
    await api.token('11944444444'),
  );
  const entries = (session.obj as { entries?: { status: string | null }[] }).entries ?? [];
  expect(entries.filter((e) => e.status !== null)).toHaveLength(total);
});
