import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openSignedIn, signIn } from './account.js';
import { MODE_AT_OTHER_WIDTH, sweepsModeHere } from './modes.js';
import { axeSweep } from './pages.js';

// The template apps of the design card (issue "The apps of the design card"): a team member of a role
// with no area of its own lands on /dashboard/default, opens each app from there, and uses it; every
// change goes through the mock API and is still there after a reload. Runs at 1366 and at 360 px.

const expect = baseExpect.configure({ timeout: 20_000 });

const TEAM = '11911111111';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 600;

/** Opens an app from the default dashboard's tiles and waits for its page heading. */
async function openApp(page: Page, tile: string, path: string) {
  await page.goto('/dashboard/default');
  await page
    .getByRole('region', { name: 'Aplicativos da equipe' })
    .getByRole('link', { name: new RegExp(`^${tile}`) })
    .click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a team member walks the five template apps from the default dashboard', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, '/login', TEAM, '/dashboard/default');

  // Mail: a mail starred from the list is under "Com estrela" after a reload; opening a mail reads it.
  await openApp(page, 'E-mail', '/apps/mail');
  const subject = 'Notas do 3º bimestre lançadas';
  const star = page.getByRole('button', { name: `Estrela: ${subject}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  // The star shows at once; the reload waits for the mock API to have stored it (a reload that aborts
  // the call would lose the star, as it would on a real server).
  const stored = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/mails/setStarred' && r.request().method() === 'POST',
  );
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await stored).ok()).toBe(true);
  await page.goto('/apps/mail?pasta=favoritos');
  const starred = page.getByRole('list', { name: 'E-mails: Com estrela' });
  await expect(starred.getByRole('button', { name: `Estrela: ${subject}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await starred.getByRole('button', { name: new RegExp(`Profa. Ana Ribeiro.*${subject}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  if (isPhone(page)) {
    // On a phone the open mail is a screen of its own.
    await expect(starred).toBeHidden();
    await page.getByRole('button', { name: 'Voltar à lista' }).click();
    await expect(starred).toBeVisible();
  }

  // Chat: the Lumi team is in the contact list; Shift+Enter makes a new line, Enter sends.
  await openApp(page, 'Chat', '/apps/chat');
  await page.getByRole('searchbox', { name: 'Buscar contato' }).fill('Marina');
  await page
    .getByRole('list', { name: 'Contatos' })
    .getByRole('button', { name: /Marina Costa/ })
    .click();
  const thread = page.getByRole('log', { name: 'Mensagens com Marina Costa' });
  await expect(thread).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill('Bom dia, Marina!');
  await box.press('Shift+Enter');
  await box.pressSequentially('A agenda de dezembro já está pronta.');
  await box.press('Enter');
  // Sent once: the pending bubble gives way to the stored message.
  const mine = (log = thread) =>
    log
      .getByRole('listitem', { name: 'Você enviou' })
      .filter({ hasText: 'A agenda de dezembro já está pronta.' });
  await expect(mine()).toHaveCount(1);
  await expect(mine()).toBeVisible();
  await expect(box).toHaveValue('');
  await page.getByRole('button', { name: 'Detalhes do contato' }).click();
  await expect(page.getByRole('region', { name: 'Detalhes do contato' })).toBeVisible();
  await page.reload();
  if (isPhone(page)) await expect(page.getByRole('list', { name: 'Contatos' })).toBeHidden();
  await expect(mine(page.getByRole('log', { name: 'Mensagens com Marina Costa' }))).toHaveCount(1);
  if (isPhone(page)) {
    // On a phone the thread is a screen of its own: back to the list.
    await page.getByRole('button', { name: 'Voltar para as conversas' }).click();
    await expect(page.getByRole('list', { name: 'Contatos' })).toBeVisible();
  }

  // Contacts: the search filters the cards; an edit in the side panel is saved and still there after a reload.
  await openApp(page, 'Contatos', '/apps/contact/c-card');
  await page.getByRole('searchbox', { name: 'Buscar contatos' }).fill('camila');
  await expect(page.getByRole('button', { name: /^Ver detalhes de / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Ver detalhes de Camila Ribeiro' }).click();
  const panel = page.getByRole('dialog', { name: 'Detalhes do contato' });
  await panel.getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('dialog', { name: 'Editar contato' });
  await form.getByRole('textbox', { name: 'Cargo ou relação com a escola' }).fill('Coordenadora pedagógica');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Contato de Camila Ribeiro salvo.')).toBeVisible();
  await page.goto('/apps/contact/c-list?q=camila');
  await expect(page.getByRole('button', { name: 'Ver detalhes de Camila Ribeiro' })).toContainText(
    'Coordenadora pedagógica',
  );

  // Calendar: an event created through the dialog is on the calendar, and still there after a reload.
  await openApp(page, 'Agenda', '/apps/calendar');
  await page.getByRole('button', { name: 'Novo evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo evento' });
  await dialog.getByRole('textbox', { name: /^Título/ }).fill('Ensaio do coral');
  await dialog.getByRole('textbox', { name: 'Local' }).fill('Auditório');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Evento adicionado à agenda.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(page.getByText('Ensaio do coral')).toBeVisible();

  // Kanban: a card moves to the next column (with the keyboard on a laptop, through the card's drawer on a
  // phone, where the next column is off the screen) and stays there after a reload.
  await openApp(page, 'Quadro Kanban', '/apps/kanban/board');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Abrir cartão Convidar jurados' }).click();
    const drawer = page.getByRole('dialog', { name: 'Detalhes do cartão' });
    await drawer.getByRole('combobox', { name: 'Coluna' }).click();
    await page.getByRole('option', { name: 'Em revisão' }).click();
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Cartão salvo.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Fechar detalhes' }).click();
  } else {
    const handle = page.getByRole('button', { name: 'Mover cartão Convidar jurados' });
    await handle.focus();
    // Each key waits for the library's announcement of the step before: a key pressed while the card is
    // still being lifted is not a move yet.
    await page.keyboard.press('Space');
    await expect(page.getByText('Você levantou Convidar jurados.')).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/^Convidar jurados está na posição \d+ de Em revisão\.$/)).toBeAttached();
    await page.keyboard.press('Space');
  }
  const inReview = page
    .getByRole('region', { name: 'Em revisão' })
    .getByRole('button', { name: 'Abrir cartão Convidar jurados' });
  await expect(inReview).toBeAttached();
  // The move is on screen at once; the page says when the server has it, and only then is it reloaded.
  await expect(page.getByRole('status').filter({ hasText: 'Alterações salvas' })).toBeVisible();
  await page.reload();
  await expect(inReview).toBeAttached();
});

// Three pages a test, so each test's time stays well within its limit on a busy two-core machine and
// the two workers share the pages.
const APP_PAGE_GROUPS = [
  ['/dashboard/default', '/apps/mail', '/apps/mail?mail=mail-001'],
  ['/apps/chat', '/apps/contact/c-card', '/apps/contact/c-list'],
  ['/apps/calendar', '/apps/kanban/board', '/apps/kanban/backlogs'],
] as const;

for (const mode of ['dark', 'light'] as const) {
  for (const pages of APP_PAGE_GROUPS) {
    test(`${pages.join(', ')}: no serious or critical axe violations in ${mode} mode`, async ({
      page,
      context,
    }) => {
      test.skip(!sweepsModeHere(mode, test.info()), MODE_AT_OTHER_WIDTH);
      test.setTimeout(120_000);
      await context.addInitScript((m) => {
        if (!localStorage.getItem('berry-config-vite-ts'))
          localStorage.setItem('berry-config-vite-ts', JSON.stringify({ mode: m }));
      }, mode);
      // Signed in by a stored token (this checks the pages, not signing in): the first page opens at once.
      await openSignedIn(page, TEAM, pages[0]);
      // The pages follow one another by client-side navigation, as the app's links make it.
      expect(await axeSweep(page, pages)).toEqual([]);
    });
  }
}
