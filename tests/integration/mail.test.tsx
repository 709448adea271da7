import { configure, screen, waitFor, within } from '@testing-library/react';
import { catalogue, DEMO_USERS, renderApp, sessionState, stubScreenWidth, t } from '@tests/render';
import { createIntl } from 'react-intl';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;
const intl = createIntl({ locale: 'pt-BR', messages: catalogue('pt-BR') });

const stored = () => db.tables.mail?.mails ?? [];
const unreadInbox = () => stored().filter((m) => m.folder === 'inbox' && !m.read).length;
const subtitle = (count: number) =>
  t('mail.subtitle')
    .replace(/^\{count, plural, .*other \{(.*)\}\}$/, '$1')
    .replace('#', String(count));

async function openMail(route = '/apps/mail') {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route, preloadedState: sessionState(DEMO_USERS.company) });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('mail.title') }, FIRST_LOAD),
  ).toBeInTheDocument();
  return app;
}
const mailList = () => screen.findByRole('list', { name: /^E-mails:/ }, FIRST_LOAD);
/** The row that opens a mail (not its star, important or read buttons, which name it too). */
const rowIn = (list: HTMLElement, subject: string) => {
  const marks = ['star', 'important', 'read', 'unread'].map((mark) => t(`mail.mark.${mark}`, { subject }));
  return within(list).getByRole('button', {
    name: (name) => name.includes(subject) && !marks.includes(name),
  });
};
const rowOf = async (subject: string) => rowIn(await mailList(), subject);

afterEach(() => localStorage.removeItem(FAULTS_KEY));

describe('the mail app (/apps/mail)', () => {
  test('a mail starred from the list shows under “Com estrela”, and stays starred', async () => {
    const { user, router } = await openMail();
    const subject = 'Notas do 3º bimestre lançadas';
    await rowOf(subject);
    const star = screen.getByRole('button', { name: t('mail.mark.star', { subject }) });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(stored().find((m) => m.subject === subject)?.starred).toBe(true));

    await user.click(screen.getByRole('button', { name: new RegExp(`^${t('mail.view.starred')}`) }));
    expect(router.state.location.search).toContain('pasta=favoritos');
    const list = await screen.findByRole('list', { name: `E-mails: ${t('mail.view.starred')}` });
    expect(rowIn(list, subject)).toBeVisible();
  });

  test('on a phone the folders are the phone’s own picker; choosing one opens it', async () => {
    stubScreenWidth(360, { touch: true });
    const { user, router } = await openMail();
    const folders = await screen.findByRole('combobox', { name: t('mail.nav.title') });
    expect(folders.tagName).toBe('SELECT');
    await user.selectOptions(folders, 'starred');
    await waitFor(() => expect(router.state.location.search).toContain('pasta=favoritos'));
    expect(await screen.findByRole('list', { name: `E-mails: ${t('mail.view.starred')}` })).toBeVisible();
  });

  test('opening an unread mail shows it, marks it read and the unread count drops', async () => {
    const { user, router } = await openMail();
    const before = unreadInbox();
    expect(await screen.findByText(subtitle(before))).toBeInTheDocument();
    const subject = 'Segunda via do boleto de setembro';
    await user.click(await rowOf(subject));
    expect(await screen.findByRole('heading', { level: 2, name: subject })).toBeInTheDocument();
    expect(screen.getByText(/Não recebi o boleto da mensalidade/)).toBeInTheDocument();
    expect(router.state.location.search).toMatch(/mail=mail-/);
    expect(await screen.findByText(subtitle(before - 1))).toBeInTheDocument();
    await waitFor(() => expect(stored().find((m) => m.subject === subject)?.read).toBe(true));
    // On a narrow screen the open mail is a screen of its own: back to the list.
    await user.click(screen.getByRole('button', { name: t('mail.back') }));
    expect(await rowOf(subject)).toBeVisible();
  });

  test('a new mail with a wrong address says which one, keeps the text, and once sent is in Sent', async () => {
    const { user } = await openMail();
    await mailList();
    await user.click(screen.getByRole('button', { name: t('mail.compose.open') }));
    const dialog = await screen.findByRole('dialog', { name: t('mail.compose.title.new') });
    const to = within(dialog).getByRole('textbox', { name: new RegExp(`^${t('mail.compose.to')}`) });
    await user.type(to, 'carla.souza@exemplo.com.br, fernanda@');
    // A pasted subject over the limit is kept whole, counted and in error.
    const subject = within(dialog).getByRole('textbox', { name: /^Assunto/ });
    const pasted = 'Reunião de pais e mestres '.repeat(10).slice(0, 230);
    await user.click(subject);
    await user.paste(pasted);
    expect(subject).toHaveValue(pasted);
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('230/200')).toBeInTheDocument();
    const tooLong = intl.formatMessage({ id: 'validation.text.tooLong' }, { max: 200, count: 230 });
    expect(within(dialog).getByText(tooLong)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Mensagem/ }),
      'A reunião será na quinta, às 19h.',
    );
    await user.click(within(dialog).getByRole('button', { name: t('mail.compose.send') }));
    expect(
      await within(dialog).findByText(t('mail.validation.addressNamed', { address: 'fernanda@' })),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(tooLong)).toBeInTheDocument();
    expect(subject).toHaveValue(pasted);
    expect(within(dialog).getByRole('textbox', { name: /^Mensagem/ })).toHaveValue(
      'A reunião será na quinta, às 19h.',
    );
    expect(stored().some((m) => m.subject.startsWith('Reunião de pais e mestres'))).toBe(false);

    await user.clear(subject);
    await user.type(subject, 'Reunião de pais');
    await user.clear(to);
    await user.type(to, 'carla.souza@exemplo.com.br, fernanda.lima@exemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: t('mail.compose.send') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = await screen.findByRole('list', { name: `E-mails: ${t('mail.view.sent')}` });
    expect(rowIn(list, 'Reunião de pais')).toBeVisible();
    expect(stored().find((m) => m.subject === 'Reunião de pais')).toMatchObject({
      folder: 'sent',
      to: ['carla.souza@exemplo.com.br', 'fernanda.lima@exemplo.com.br'],
    });
  });

  test('the search finds mails by sender, subject or text, and says when nothing matches', async () => {
    const { user, router } = await openMail();
    await mailList();
    const box = screen.getByRole('searchbox', { name: t('mail.search.label') });
    await user.type(box, 'robotica');
    await waitFor(() => expect(router.state.location.search).toContain('busca=robotica'));
    await waitFor(async () =>
      expect(
        within(await mailList()).queryAllByRole('button', { name: /Notas do 3º bimestre/ }),
      ).toHaveLength(0),
    );
    expect(rowIn(await mailList(), 'Material para a aula de robótica')).toBeVisible();
    // By sender: Paulo's mails, and only his.
    await user.clear(box);
    await user.type(box, 'Vibra');
    await waitFor(async () =>
      expect(within(await mailList()).queryAllByRole('button', { name: /robótica/ })).toHaveLength(0),
    );
    expect(
      rowIn(await mailList(), 'Festival de Inverno: ingressos de meia-entrada para a escola'),
    ).toBeVisible();
    await user.clear(box);
    await user.type(box, 'zzz nada');
    expect(await screen.findByText(t('mail.empty.search', { search: 'zzz nada' }))).toBeInTheDocument();
  });

  test('ten mails a page: the next page shows the rest and lives in the URL, and the way back returns', async () => {
    const { user, router } = await openMail();
    const rows = async () => within(await mailList()).getAllByRole('listitem');
    expect(await rows()).toHaveLength(10);
    const range = screen.getByText(/^1–10 de \d+$/);
    const count = Number(/de (\d+)$/.exec(range.textContent)?.[1]);
    expect(count).toBeGreaterThan(10);
    const previous = screen.getByRole('button', { name: t('mail.pages.previous') });
    const next = screen.getByRole('button', { name: t('mail.pages.next') });
    expect(previous).toBeDisabled();

    await user.click(next);
    await waitFor(() => expect(router.state.location.search).toContain('pagina=2'));
    expect(screen.getByText(`11–${Math.min(20, count)} de ${count}`)).toBeInTheDocument();
    expect(await rows()).toHaveLength(Math.min(10, count - 10));
    expect(previous).toBeEnabled();
    if (count <= 20) expect(next).toBeDisabled();

    await user.click(previous);
    await waitFor(() => expect(router.state.location.search).not.toContain('pagina'));
    expect(screen.getByText(`1–10 de ${count}`)).toBeInTheDocument();
  });

  test('a failed load shows the error with “Tentar novamente”, and the retry brings the mailbox', async () => {
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'GET /api/mails/list': { status: 500 } } }),
    );
    const { user } = await openMail();
    expect(await screen.findByText(t('states.error.title'), {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText(t('errors.mail.load'))).toBeInTheDocument();
    localStorage.removeItem(FAULTS_KEY);
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await rowOf('Notas do 3º bimestre lançadas')).toBeVisible();
  });
});
