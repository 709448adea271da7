import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './account.js';

// The Lumis card game (DESIGN.md §9): a guest plays a whole match on a phone, offline once the page has
// loaded, and answers the playtest survey; a family plays with a child's cards and the result reaches
// the admin's playtest figures. One browser context holds one mock database, so the admin sees the
// family's match.

const expect = baseExpect.configure({ timeout: 20_000 });

const ADMIN = '11900000000';
const FAMILY = '11922222222';
const RESULT = /^(Você venceu!|O robô venceu desta vez|Empate!)$/;

/** Plays to the end with the keyboard only: key 1 on the person's turns, Enter after each reveal. */
async function playToTheEnd(page: Page) {
  const result = page.getByRole('heading', { name: RESULT });
  const next = page.getByRole('button', { name: /^(Próxima rodada|Ver resultado)$/ });
  const yourTurn = page.getByText('Sua vez: escolha um atributo');
  for (let step = 0; step < 200; step += 1) {
    if (await result.isVisible()) return;
    // The button can leave between the look and the press (the table moves on): try again then.
    if (await next.isVisible()) await next.press('Enter', { timeout: 2_000 }).catch(() => undefined);
    else if (await yourTurn.isVisible()) await page.keyboard.press('1');
    else await page.waitForTimeout(150);
  }
  throw new Error('The match did not end');
}

/** The "Partidas" figure of the admin's playtest tab. */
async function matchesFigure(page: Page): Promise<number> {
  const figure = page.getByRole('region', { name: 'Partidas' });
  await expect(figure).toBeVisible();
  return Number(/\d+/.exec((await figure.innerText()).replace(/\s+/g, ' '))?.[0]);
}

test.describe('on a phone (360 px)', () => {
  test('a guest plays a whole match offline and answers the survey', async ({ page, context }) => {
    test.skip(test.info().project.name !== 'debian-chromium-mobile', 'the phone journey');
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/arena-playtest');
    await expect(page.getByRole('heading', { level: 1, name: 'Arena dos Lumis' })).toBeVisible();
    await expect(page.getByText(/Você joga com o baralho inicial: 16 cartas/)).toBeVisible();
    await page.getByRole('radio', { name: /Fácil/ }).click();
    await expect(page).toHaveURL(/nivel=facil/);
    await page.getByRole('button', { name: 'Jogar', exact: true }).click();
    await expect(page).toHaveURL(/seed=\d+/);

    // The match replays from its address; seed 210 is short on the starter deck.
    await page.goto('/arena-playtest?seed=210&nivel=facil');
    await expect(page.getByText('Sua vez: escolha um atributo')).toBeVisible();
    await page.waitForLoadState('networkidle');

    // On the table, the card and the choices fit a phone's screen.
    const choice = page.getByRole('button', { name: /Força/ });
    const box = await choice.first().boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 780);

    await context.setOffline(true);
    await playToTheEnd(page);
    await expect(page.getByRole('heading', { name: RESULT })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jogar de novo' })).toBeVisible();
    await context.setOffline(false);

    // The survey: a rating is needed, then it is sent.
    await page.getByRole('button', { name: 'Enviar opinião' }).click();
    await expect(page.getByText('Escolha de 1 a 5 estrelas.')).toBeVisible();
    await page
      .locator('label')
      .filter({ hasText: /^4 estrelas$/ })
      .click();
    await expect(page.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
    await page.getByLabel('O que você mudaria? (opcional)').fill('Mais cartas raras, por favor!');
    await page.getByRole('button', { name: 'Enviar opinião' }).click();
    await expect(page.getByText('Obrigado! Sua opinião foi enviada.')).toBeVisible();
  });
});

test('a family plays with a child’s cards and the admin sees the match in the playtest figures', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'debian-chromium', 'the laptop journey');
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await signIn(page, '/login', ADMIN);
  await expect(page).toHaveURL('/admin/usuarios');
  await page.goto('/admin/lumis?aba=playtest&periodo=7');
  await expect(page.getByRole('tab', { name: 'Playtest', selected: true })).toBeVisible();
  const before = await matchesFigure(page);
  await signOut(page);

  await signIn(page, '/login-clientes', FAMILY);
  await expect(page).toHaveURL('/cliente/boas-vindas');
  await page.goto('/arena-playtest');
  await expect(page.getByLabel('Jogar com as cartas de')).toBeVisible();
  await expect(
    page.getByText(/vieram do baralho inicial para completar 16|Todas as 16 cartas são da coleção/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Jogar', exact: true }).click();
  await expect(page).toHaveURL(/aluno=st-/);
  // The same child and level with a short seed.
  const url = new URL(page.url());
  url.searchParams.set('seed', '184');
  await page.goto(url.pathname + url.search);
  await playToTheEnd(page);
  await expect(page.getByText('Resultado salvo.')).toBeVisible();
  await page
    .locator('label')
    .filter({ hasText: /^5 estrelas$/ })
    .click();
  await expect(page.getByRole('radio', { name: '5 estrelas' })).toBeChecked();
  await page.getByLabel('O que você mudaria? (opcional)').fill('Meu filho adorou a Super Lumi.');
  await page.getByRole('button', { name: 'Enviar opinião' }).click();
  await expect(page.getByText('Obrigado! Sua opinião foi enviada.')).toBeVisible();
  // The arena is a public page: the account menu is on the family's own pages.
  await page.goto('/cliente/boas-vindas');
  await signOut(page);

  await signIn(page, '/login', ADMIN);
  await expect(page).toHaveURL('/admin/usuarios');
  await page.goto('/admin/lumis?aba=playtest&periodo=7');
  await expect.poll(() => matchesFigure(page)).toBe(before + 1);
  await expect(page.getByText('Meu filho adorou a Super Lumi.')).toBeVisible();
});
