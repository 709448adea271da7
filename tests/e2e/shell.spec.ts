import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './account.js';
import { MODE_AT_OTHER_WIDTH, sweepsModeHere } from './modes.js';
import { axeOn } from './pages.js';

const SETTINGS_KEY = 'berry-config-vite-ts';
const UNKNOWN_ROUTE = '/rota-que-nao-existe';

// The pt-BR source wording, and the English 404 wording. The English home title is left free so
// copy edits do not break the journey: the language is checked through <html lang> and the 404.
const PT_HOME_TITLE = 'Eventos, cursos e a vida escolar dos seus filhos num só lugar';
const PT_404 = 'Erro 404 - Esta página não existe!';
const EN_404 = "Error 404 - This page doesn't exist!";

async function storedSettings(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, SETTINGS_KEY);
}

test('switching to English in the header sticks across reloads and reaches the 404 screen', async ({
  page,
}) => {
  await page.goto('/');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(PT_HOME_TITLE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  await page.getByRole('button', { name: /^Idioma:/ }).click();
  await page.getByRole('menuitem', { name: /^English/ }).click();
  await expect(page.getByRole('menu')).toBeHidden();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(title).not.toHaveText(PT_HOME_TITLE);
  await expect(title).not.toBeEmpty();
  await expect.poll(() => storedSettings(page)).toMatchObject({ i18n: 'en' });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(title).not.toHaveText(PT_HOME_TITLE);

  await page.goto(UNKNOWN_ROUTE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_404);
});

test("a grid page switched to English shows the grid's own texts in English, loaded then", async ({
  page,
}) => {
  await openSignedIn(page, '11900000000', '/admin/usuarios');
  const grid = page.getByRole('grid');
  await expect(grid.getByText('Carla Souza')).toBeVisible();
  // The pager's own labels come with the grid's texts (a phone hides "Linhas por página").
  await expect(page.getByRole('button', { name: 'Ir para a próxima página' })).toBeVisible();

  await page.getByRole('button', { name: /^Idioma:/ }).click();
  await page.getByRole('menuitem', { name: /^English/ }).click();
  await expect(page.getByRole('button', { name: 'Go to next page' })).toBeVisible();
  await expect(grid.getByText('Carla Souza')).toBeVisible();
});

test('an unknown route shows the 404 screen in pt-BR on a fresh visit', async ({ page }) => {
  const response = await page.goto(UNKNOWN_ROUTE);
  expect(response?.ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PT_404);
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
});

for (const mode of ['dark', 'light'] as const) {
  test(`home page has no serious or critical axe violations in ${mode} mode`, async ({ page, context }) => {
    test.skip(!sweepsModeHere(mode, test.info()), MODE_AT_OTHER_WIDTH);
    if (mode === 'light') {
      await context.addInitScript(
        ([key, value]) => {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
        },
        [SETTINGS_KEY, JSON.stringify({ mode: 'light' })] as const,
      );
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: PT_HOME_TITLE })).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (mode === 'light') expect(await storedSettings(page)).toMatchObject({ mode: 'light' });
    // The page's own background tells which palette is on.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
    const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    if (mode === 'light') expect(luminance, `body background ${background}`).toBeGreaterThan(0.5);
    else expect(luminance, `body background ${background}`).toBeLessThan(0.5);

    const results = await axeOn(page).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = blocking
      .map(
        (v) =>
          `${v.impact ?? ''} ${v.id}: ${v.help} (${v.helpUrl})\n` +
          v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`).join('\n'),
      )
      .join('\n');
    if (report) console.log(`axe (${mode}, ${page.viewportSize()?.width ?? 0}px):\n${report}`);
    expect(
      blocking.map((v) => v.id),
      report,
    ).toEqual([]);
  });
}
