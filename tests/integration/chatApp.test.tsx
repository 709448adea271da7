import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, sessionState, stubScreenWidth, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';
import type { RoleCode } from '@/store/roles';

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 120_000 });
const FIRST_LOAD = { timeout: 30_000 } as const;

afterEach(() => {
  localStorage.removeItem(FAULTS_KEY);
  vi.unstubAllGlobals();
});

/** Opens /apps/chat signed in as `id` with `role`, and waits for its heading. */
async function openChatApp(id: string = DEMO_IDS.school, role: RoleCode = '4', route = '/apps/chat') {
  localStorage.setItem('serviceToken', await signToken(id, role));
  const app = renderApp({ route, preloadedState: sessionState({ id, role, name: 'Eu', url_perfil: null }) });
  await screen.findByRole('heading', { level: 1, name: t('chat.app.title') }, FIRST_LOAD);
  return app;
}

const contactList = () => screen.findByRole('list', { name: t('chat.app.contacts') }, FIRST_LOAD);

/** A family of the demo school with no conversation yet (a clean thread), named as the school's list names it. */
function quietFamily() {
  const talked = new Set(db.tables.conversations.flatMap((c) => c.participantIds));
  const families = new Map<string, { id: string; name: string; student: string }>();
  for (const s of db.tables.students) {
    if (s.schoolId !== DEMO_IDS.schoolId || s.status !== 'active') continue;
    for (const g of s.guardians)
      if (g.userId && !talked.has(g.userId) && !families.has(g.userId))
        families.set(g.userId, { id: g.userId, name: g.name, student: s.name });
  }
  // One whose name is not a part of another family's name, so a search finds just them.
  const all = [...families.values()];
  const found = all.find((f) => all.filter((o) => o.name.includes(f.name)).length === 1);
  if (!found) throw new Error('no family without a conversation');
  return found;
}

describe('the chat app (/apps/chat)', () => {
  test('opens a contact; Shift+Enter makes a new line and Enter sends into the thread', async () => {
    const family = quietFamily();
    const { user } = await openChatApp();
    await contactList();
    // The first 50 contacts are loaded; the search asks the server for the others.
    await user.type(screen.getByRole('searchbox', { name: t('chat.app.search') }), family.name);
    await user.click(await screen.findByRole('button', { name: new RegExp(family.name) }, FIRST_LOAD));
    const log = await screen.findByRole('log', { name: t('chat.thread.label', { name: family.name }) });
    expect(await within(log).findByText(t('chat.thread.empty', { name: family.name }))).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: t('chat.composer.label') });
    await user.type(box, 'Bom dia!{Shift>}{Enter}{/Shift}Reunião amanhã às 8h.');
    expect(box).toHaveValue('Bom dia!\nReunião amanhã às 8h.');
    expect(db.tables.messages.some((m) => m.text.includes('Reunião amanhã às 8h'))).toBe(false);
    await user.keyboard('{Enter}');

    expect(box).toHaveValue('');
    const sent = await within(log).findByText(/Bom dia!\s+Reunião amanhã às 8h\./);
    expect(sent.closest('li')).toHaveAccessibleName(t('chat.message.mine'));
    await waitFor(() =>
      expect(db.tables.messages.filter((m) => m.text === 'Bom dia!\nReunião amanhã às 8h.')).toHaveLength(1),
    );
    // Saved, not read yet: one tick.
    expect(await within(log).findByTitle(t('chat.status.sent'))).toBeInTheDocument();
  });

  test('the search narrows the contact list by name or child', async () => {
    const family = quietFamily();
    const { user } = await openChatApp();
    const list = await contactList();
    const all = within(list).getAllByRole('button').length;
    const search = screen.getByRole('searchbox', { name: t('chat.app.search') });
    await user.type(search, family.student);
    expect(
      await screen.findByRole('button', { name: new RegExp(family.name) }, FIRST_LOAD),
    ).toBeInTheDocument();
    const narrowed = await contactList();
    expect(within(narrowed).getAllByRole('button').length).toBeLessThan(all);
    await user.clear(search);
    await user.type(search, 'zzz-ninguém');
    expect(await screen.findByText(t('chat.app.noMatch'))).toBeInTheDocument();
  });

  test('the details panel shows who the contact is and how to reach them, and closes', async () => {
    const family = quietFamily();
    const { user } = await openChatApp(DEMO_IDS.school, '4', `/apps/chat?com=${family.id}`);
    await screen.findByRole('log', { name: t('chat.thread.label', { name: family.name }) }, FIRST_LOAD);
    const toggle = screen.getByRole('button', { name: t('chat.app.details.toggle') });
    await user.click(toggle);
    const panel = await screen.findByRole('region', { name: t('chat.app.details.title') });
    expect(await within(panel).findByText(family.student)).toBeInTheDocument();
    expect(within(panel).getByText(t('chat.app.details.children'))).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: t('chat.app.details.whatsapp') })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/55\d+$/),
    );
    await user.click(within(panel).getByRole('button', { name: t('chat.app.details.close') }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: t('chat.app.details.title') })).toBeNull(),
    );
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('a failed load shows "Tentar novamente", and the retry loads the contacts', async () => {
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'GET /api/chat/users': { status: 500 } } }),
    );
    const { user } = await openChatApp();
    const retry = await screen.findByRole('button', { name: t('common.retry') }, FIRST_LOAD);
    expect(screen.getByText(t('chat.app.error'))).toBeInTheDocument();
    localStorage.removeItem(FAULTS_KEY);
    await user.click(retry);
    expect(await contactList()).toBeInTheDocument();
  });

  test('a producer on a phone talks with the Lumi team: list and thread are two screens; emojis go in at the caret', async () => {
    stubScreenWidth(360);
    const { user } = await openChatApp(DEMO_IDS.producer, '3');
    const list = await contactList();
    const team = db.tables.users.find((u) => u.role === '0');
    if (!team) throw new Error('no admin');
    await user.click(within(list).getByRole('button', { name: new RegExp(team.name) }));
    expect(await screen.findByRole('log', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: t('chat.app.contacts') })).not.toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: t('chat.composer.label') });
    await user.type(box, 'Obrigado pela ajuda');
    await user.click(screen.getByRole('button', { name: t('chat.composer.emoji') }));
    await user.click(
      within(await screen.findByRole('group', { name: t('chat.composer.emojiGrid') })).getByRole('button', {
        name: '🙏',
      }),
    );
    expect(box).toHaveValue('Obrigado pela ajuda🙏');

    await user.click(screen.getByRole('button', { name: t('chat.thread.back') }));
    expect(await contactList()).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  test('a link to someone who is not a contact says so, with no composer, and leads back to the list', async () => {
    // The producer's contacts do not include the demo school.
    const { user, router } = await openChatApp(DEMO_IDS.producer, '3', `/apps/chat?com=${DEMO_IDS.school}`);
    expect(await screen.findByText(t('chat.app.missing'), undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText(t('chat.app.missingBody'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t('chat.composer.label') })).not.toBeInTheDocument();
    expect(screen.queryByText(t('chat.thread.error'))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('chat.app.missingBack') }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(t('chat.app.none'))).toBeInTheDocument();
  });
});
