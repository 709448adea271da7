import { expect as baseExpect, test } from '@playwright/test';
import { PASSWORD, signIn, signOut } from './account.js';

// DESIGN.md §7, journey 4: an admin finds a user, edits and blocks them (the blocked user can no
// longer sign in), creates a mission with a card reward and sees it in the missions summary. The
// mock database lives in this browser context, so the family's failed sign-in sees the admin's block.

const expect = baseExpect.configure({ timeout: 20_000 });

const ADMIN = '11900000000';
const FAMILY = { phone: '11922222222', email: 'carla.souza@exemplo.com.br', first: 'Carla' };
const NEW_LAST_NAME = 'Souza Andrade';
const MISSION = 'Leitores do Mês';

test('an admin edits and blocks a user, then creates a mission with a card and finds it in the summary', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, '/login', ADMIN);
  await expect(page).toHaveURL('/admin/usuarios');

  // 1. Find the user by e-mail; the search lives in the address.
  await page.getByRole('searchbox', { name: 'Buscar por nome, celular, e-mail ou CPF' }).fill(FAMILY.email);
  await expect(page).toHaveURL(/search=/);
  const grid = page.getByRole('grid', { name: 'Usuários' });
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and Carla
  await grid.getByRole('link', { name: /Carla Souza/ }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios\/edit\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Carla Souza' })).toBeVisible();

  // 2. Edit: a new surname, saved, and the page title follows.
  const lastName = page.getByRole('textbox', { name: 'Sobrenome' });
  await lastName.fill(NEW_LAST_NAME);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados do usuário salvos.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Carla ${NEW_LAST_NAME}` })).toBeVisible();

  // 3. Block, after a confirmation that says what it means.
  await page.getByRole('button', { name: 'Bloquear conta' }).click();
  const dialog = page.getByRole('dialog', { name: `Bloquear a conta de Carla ${NEW_LAST_NAME}?` });
  await expect(dialog).toContainText('não conseguirá mais entrar no Lumi');
  await dialog.getByRole('button', { name: 'Bloquear conta' }).click();
  await expect(page.getByText(`Conta de Carla ${NEW_LAST_NAME} bloqueada.`)).toBeVisible();
  await expect(page.getByText('Conta bloqueada: a pessoa não consegue entrar.')).toBeVisible();

  // 4. The blocked family can no longer sign in, and is told why.
  await signOut(page);
  await signIn(page, '/login-clientes', FAMILY.phone);
  await expect(page.getByText('Esta conta está bloqueada. Fale com o suporte.')).toBeVisible();
  await expect(page).toHaveURL(/\/login-clientes/);
  // What was typed is still there to try again.
  await expect(page.locator('input[name="pass_token"]')).toHaveValue(PASSWORD);

  // 5. Back as the admin: a new active mission that rewards a card.
  await signIn(page, '/login', ADMIN);
  await expect(page).toHaveURL('/admin/usuarios');
  await page.goto('/admin/missoes');
  await page.getByRole('button', { name: 'Nova missão' }).click();
  const form = page.getByRole('dialog', { name: 'Nova missão' });
  await form.getByRole('textbox', { name: 'Título' }).fill(MISSION);
  await form.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Ativa' }).click();
  await form
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Leia dois livros da biblioteca da escola neste mês.');
  await form
    .getByRole('textbox', { name: 'Critério de conclusão' })
    .fill('Dois livros registrados pela escola');
  const cards = form.getByRole('combobox', { name: 'Cartas de recompensa' });
  await cards.click();
  const firstCard = page.getByRole('option').first();
  const cardName = ((await firstCard.locator('span').first().textContent()) ?? '').trim();
  expect(cardName).not.toBe('');
  await firstCard.click();
  await expect(form.getByText(cardName, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Criar missão' }).click();
  await expect(page.getByText('Missão criada.')).toBeVisible();
  await expect(form).toBeHidden();
  // The list shows it as active, rewarding 50 points and the card.
  const row = page.getByRole('row', { name: new RegExp(MISSION) });
  await expect(row).toContainText('Ativa');
  // (A phone shows title, status and criteria; the reward column is for wider screens.)
  if ((page.viewportSize()?.width ?? 1366) >= 900) await expect(row).toContainText('50 pts · 1 carta');

  // 6. The summary counts it among the active missions and lists it by mission.
  await page.goto('/admin/missoes/resumo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const byMission = page.getByRole('table', { name: 'Por missão' });
  await expect(byMission.getByRole('row', { name: new RegExp(MISSION) })).toBeVisible();
});
