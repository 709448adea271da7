import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { signIn } from './account.js';

// DESIGN.md §7, journey 3: a school opens today's class on /empresa/check-in-aulas, marks the room
// with one tap per student, the keyboard and "mark all present", loses the connection half-way
// without losing a mark, and finds today's attendance on a student's profile. The mock API answers
// from inside the page and fails like the network while the browser is offline.

const expect = baseExpect.configure({ timeout: 20_000 });

const SCHOOL = '11944444444';
/** The seeded class that meets every day, with a full room (42 students). */
const CLASS_ID = 'class-01a';

const today = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}`;
};

test('a school takes the roll of a full class, offline half-way, and sees it on the profile', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  const touch = testInfo.project.use.hasTouch === true;
  await signIn(page, '/login', SCHOOL, '/empresa/professores');

  // Today's classes come first; the every-day class is among them.
  await page.goto('/empresa/check-in-aulas');
  await expect(page.getByRole('heading', { name: 'Chamada das aulas' })).toBeVisible();
  await page.locator(`a[href*="turma=${CLASS_ID}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`turma=${CLASS_ID}`));

  const grid = page.getByRole('grid', { name: /^Chamada:/ });
  const toggles = grid.locator('.checkin-toggle');
  await expect(toggles).toHaveCount(42);
  const total = await toggles.count();
  const sync = page.getByTestId('sync-status');
  const tap = (target: Locator) => (touch ? target.tap() : target.click());
  const status = (i: number) => toggles.nth(i).getAttribute('data-status');

  // The whole roll call is timed from the first tap to the last mark on screen.
  const started = Date.now();

  // 1. One tap per student: unmarked → present.
  for (let i = 0; i < 10; i += 1) await tap(toggles.nth(i));
  for (let i = 0; i < 10; i += 1) await expect(toggles.nth(i)).toHaveAttribute('data-status', 'present');
  await expect(sync).toHaveAttribute('data-sync', 'saved');
  await expect(sync).toContainText('Tudo salvo');

  // 2. The connection drops half-way: the screen says so and the roll call goes on.
  await context.setOffline(true);

  // 3. The keyboard: the letters set a status and move to the next student.
  await toggles.nth(10).focus();
  await page.keyboard.press('a');
  await page.keyboard.press('l');
  await page.keyboard.press('e');
  for (let i = 13; i < 20; i += 1) await page.keyboard.press('p');
  await expect(toggles.nth(10)).toHaveAttribute('data-status', 'absent');
  await expect(toggles.nth(11)).toHaveAttribute('data-status', 'late');
  await expect(toggles.nth(12)).toHaveAttribute('data-status', 'excused');
  await expect(toggles.nth(19)).toHaveAttribute('data-status', 'present');
  await expect(toggles.nth(20)).toHaveAttribute('data-status', 'unmarked');
  // Space cycles the focused student (the 21st): unmarked → present → absent.
  await expect(toggles.nth(20)).toBeFocused();
  await page.keyboard.press(' ');
  await page.keyboard.press(' ');
  await expect(toggles.nth(20)).toHaveAttribute('data-status', 'absent');

  await expect(sync).toHaveAttribute('data-sync', 'offline');
  await expect(sync).toContainText('Sem conexão · 11 pendentes');
  await expect(page.getByText('As marcações estão guardadas neste aparelho')).toBeVisible();

  // 4. "Mark all present" fills the rest and keeps what was marked.
  await page.getByRole('button', { name: 'Marcar todos presentes' }).click();
  await expect(toggles.nth(total - 1)).toHaveAttribute('data-status', 'present');
  await expect(page.getByText(`Todos os ${total} marcados`)).toBeVisible();
  const elapsed = Date.now() - started;
  testInfo.annotations.push({ type: 'roll call', description: `${total} students marked in ${elapsed} ms` });
  console.log(
    `[journey 3] ${total} students marked in ${(elapsed / 1000).toFixed(1)} s (${testInfo.project.name})`,
  );
  expect(elapsed).toBeLessThan(60_000);
  await expect(toggles.nth(10)).toHaveAttribute('data-status', 'absent');
  await expect(sync).toContainText(`Sem conexão · ${total - 10} pendentes`);

  // 5. The connection returns: every kept mark goes out, once.
  await context.setOffline(false);
  await expect(sync).toHaveAttribute('data-sync', 'saved', { timeout: 30_000 });

  // 6. Read back from the server: nothing was lost.
  const lateName = (await toggles.nth(11).locator('.checkin-name-text').textContent()) ?? '';
  expect(lateName).not.toBe('');
  await page.reload();
  await expect(toggles).toHaveCount(total);
  await expect(toggles.nth(10)).toHaveAttribute('data-status', 'absent');
  await expect(toggles.nth(11)).toHaveAttribute('data-status', 'late');
  await expect(toggles.nth(12)).toHaveAttribute('data-status', 'excused');
  await expect(toggles.nth(20)).toHaveAttribute('data-status', 'absent');
  await expect(page.getByText(`Todos os ${total} marcados`)).toBeVisible();
  for (let i = 0; i < total; i += 1) expect(await status(i)).not.toBe('unmarked');

  // 7. The student marked late shows today's class on the profile.
  await page.goto('/empresa/gestao-alunos');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(lateName);
  const link = page.getByRole('link', { name: lateName, exact: true }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/empresa\/perfil-aluno\//);
  await expect(page.getByRole('heading', { name: lateName })).toBeVisible();
  const latest = page.getByRole('list', { name: 'Últimas aulas, da mais antiga para a mais recente' });
  await expect(latest.locator(`li[aria-label^="${today()} ·"][aria-label$="· Atrasado"]`)).toHaveCount(1);
});
