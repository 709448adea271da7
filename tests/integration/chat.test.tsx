import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, sessionState, stubScreenWidth, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';
import { CHAT_POLL_MS } from '@/features/chat/polling';

const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });
const FIRST_LOAD = { timeout: 30_000 };
/** New messages come by polling every 5 s; allow one full round and some. */
const NEXT_POLL = { timeout: 12_000 };

/**
 * The chat's timers run on a fake clock that also moves with real time (pages, queries and clicks carry
 * on as usual), so a test can move it on to the next poll instead of waiting out five seconds.
 */
function fakePollClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  });
  return () => vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
}
const SLOW_TEST = { timeout: 120_000 };

/** The school's conversations as the list should show them: one line per person, latest first. */
function schoolConversations() {
  const now = new Date().toISOString();
  const byPeer = new Map<string, string[]>();
  for (const c of db.tables.conversations) {
    if (!c.participantIds.includes(DEMO_IDS.school)) continue;
    const peerId = c.participantIds.find((p) => p !== DEMO_IDS.school) ?? '';
    byPeer.set(peerId, [...(byPeer.get(peerId) ?? []), c.id]);
  }
  return [...byPeer.entries()]
    .map(([peerId, ids]) => {
      const messages = db.tables.messages
        .filter((m) => ids.includes(m.conversationId) && m.at <= now)
        .sort((a, b) => a.at.localeCompare(b.at));
      const last = messages.at(-1);
      return {
        id: last?.conversationId ?? '',
        peerId,
        name: db.tables.users.find((u) => u.id === peerId)?.name ?? '',
        unread: messages.filter((m) => m.fromId !== DEMO_IDS.school && m.readAt == null).length,
        last: last?.at ?? '',
      };
    })
    .sort((a, b) => b.last.localeCompare(a.last));
}

async function openChat(route = '/empresa/chat') {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route, preloadedState: school });
  await screen.findByRole('heading', { level: 1, name: t('chat.title') }, FIRST_LOAD);
  return app;
}

async function conversationList() {
  return screen.findByRole('list', { name: t('chat.list.label') }, FIRST_LOAD);
}

/** Opens the conversation with an unread message from a family (the seed's first). */
async function openUnreadConversation() {
  const target = schoolConversations().find((c) => c.unread > 0);
  if (!target) throw new Error('the seed has no unread conversation');
  const app = await openChat(`/empresa/chat?com=${target.peerId}`);
  const log = await screen.findByRole(
    'log',
    { name: t('chat.thread.label', { name: target.name }) },
    FIRST_LOAD,
  );
  await within(log).findAllByRole('listitem');
  return { ...app, target, log };
}

function messageFrom(peerId: string, conversationId: string, text: string, secondsAgo = 1) {
  db.tables.messages.push({
    id: `test-${Math.random().toString(36).slice(2)}`,
    conversationId,
    fromId: peerId,
    text,
    at: new Date(Date.now() - secondsAgo * 1000).toISOString(),
    readAt: null,
  });
}

/** happy-dom has no layout: give the message log a size and a scroll position. */
function layOut(
  log: HTMLElement,
  {
    scrollHeight,
    clientHeight,
    scrollTop,
  }: { scrollHeight: number; clientHeight: number; scrollTop: number },
) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => clientHeight });
  log.scrollTop = scrollTop;
  fireEvent.scroll(log);
}

describe('chat (/empresa/chat)', () => {
  test(
    'lists conversations latest first with unread counts; opening one marks it read',
    SLOW_TEST,
    async () => {
      const expected = schoolConversations();
      const unread = expected.filter((c) => c.unread > 0);
      expect(unread.length).toBeGreaterThan(0);
      const { user } = await openChat();
      const list = await conversationList();
      const items = within(list).getAllByRole('button');
      expect(items.map((item) => expected.find((c) => item.textContent.includes(c.name))?.id)).toEqual(
        expected.map((c) => c.id),
      );
      for (const c of expected) {
        const item = within(list).getByRole('button', { name: new RegExp(c.name) });
        if (c.unread > 0)
          expect(
            within(item).getByLabelText(
              c.unread === 1 ? '1 mensagem não lida' : `${c.unread} mensagens não lidas`,
            ),
          ).toBeInTheDocument();
        else expect(within(item).queryByText(/^\d+$/)).not.toBeInTheDocument();
      }

      const first = unread[0];
      if (!first) throw new Error('unreachable');
      await user.click(within(list).getByRole('button', { name: new RegExp(first.name) }));
      const log = await screen.findByRole('log', { name: t('chat.thread.label', { name: first.name }) });
      // Messages carry their time and sit under their day.
      expect(await within(log).findAllByRole('listitem')).not.toHaveLength(0);
      expect(within(log).getAllByText(/^\d{2}:\d{2}$/).length).toBeGreaterThan(0);
      expect(within(log).getByText(t('chat.day.today'))).toBeInTheDocument();
      // Read at once in the list, and on the server.
      await waitFor(() =>
        expect(
          within(list)
            .getByRole('button', { name: new RegExp(first.name) })
            .querySelector('.MuiChip-root'),
        ).toBeNull(),
      );
      await waitFor(() =>
        expect(
          db.tables.messages.filter(
            (m) => m.fromId === first.peerId && m.conversationId.startsWith('conv-') && !m.readAt,
          ),
        ).toHaveLength(0),
      );
    },
  );

  test('search narrows the list by name', SLOW_TEST, async () => {
    const [a, b] = schoolConversations();
    if (!a || !b) throw new Error('the seed needs two conversations');
    const { user } = await openChat();
    const list = await conversationList();
    expect(within(list).getByRole('button', { name: new RegExp(b.name) })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: t('chat.list.search') }), a.name);
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: new RegExp(b.name) })).not.toBeInTheDocument(),
    );
    expect(within(list).getByRole('button', { name: new RegExp(a.name) })).toBeInTheDocument();
  });

  test(
    'Enter sends, Shift+Enter starts a new line; the other side answers a little later',
    SLOW_TEST,
    async () => {
      const { user, target, log } = await openUnreadConversation();
      const box = screen.getByRole('textbox', { name: t('chat.composer.label') });
      await user.type(box, 'Olá, família!{Shift>}{Enter}{/Shift}Tudo certo para amanhã?');
      expect(box).toHaveValue('Olá, família!\nTudo certo para amanhã?');
      expect(db.tables.messages.some((m) => m.text.startsWith('Olá, família!'))).toBe(false);
      await user.keyboard('{Enter}');

      expect(box).toHaveValue('');
      const sent = await within(log).findByText(/Olá, família!\s+Tudo certo para amanhã\?/);
      expect(sent.closest('li')).toHaveAccessibleName(t('chat.message.mine'));
      await waitFor(() =>
        expect(
          db.tables.messages.filter((m) => m.text === 'Olá, família!\nTudo certo para amanhã?'),
        ).toHaveLength(1),
      );
      // The demo's reply waits in the future and is not shown before its time.
      const reply = db.tables.messages.find(
        (m) => m.fromId === target.peerId && Date.parse(m.at) > Date.now(),
      );
      expect(reply).toBeDefined();
      expect(within(log).queryByText(reply?.text ?? '')).not.toBeInTheDocument();
    },
  );

  test(
    'a message that fails stays with its text and a retry, and the retry sends it once',
    SLOW_TEST,
    async () => {
      server.use(http.post('*/api/chat/insert', () => HttpResponse.error(), { once: true }));
      const { user, log } = await openUnreadConversation();
      await user.type(
        screen.getByRole('textbox', { name: t('chat.composer.label') }),
        'Reunião confirmada{Enter}',
      );
      const failure = await within(log).findByRole('alert');
      expect(within(log).getByText('Reunião confirmada')).toBeInTheDocument();
      await user.click(within(failure).getByRole('button', { name: t('common.retry') }));
      // Saved once, shown once, marked as sent.
      await waitFor(() =>
        expect(db.tables.messages.filter((m) => m.text === 'Reunião confirmada')).toHaveLength(1),
      );
      const bubble = within(log).getByText('Reunião confirmada').closest('li') ?? log;
      await waitFor(() => expect(within(bubble).getByTitle(t('chat.status.sent'))).toBeInTheDocument());
      expect(within(log).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(log).getAllByText('Reunião confirmada')).toHaveLength(1);
    },
  );

  test(
    'new messages arrive by polling; a reader who scrolled up is not moved, a pill counts them',
    SLOW_TEST,
    async () => {
      const nextPoll = fakePollClock();
      const { user, target, log } = await openUnreadConversation();
      layOut(log, { scrollHeight: 2000, clientHeight: 400, scrollTop: 0 });
      messageFrom(target.peerId, target.id, 'Chegamos atrasados, desculpem!');
      await nextPoll();

      expect(
        await within(log).findByText('Chegamos atrasados, desculpem!', undefined, NEXT_POLL),
      ).toBeInTheDocument();
      const pill = screen.getByRole('button', { name: '1 nova mensagem' });
      expect(log.scrollTop).toBe(0);
      await user.click(pill);
      expect(log.scrollTop).toBe(2000);
      expect(screen.queryByRole('button', { name: /nova mensagem/ })).not.toBeInTheDocument();

      // At the bottom, an arrival keeps the latest in view.
      layOut(log, { scrollHeight: 2400, clientHeight: 400, scrollTop: 2000 });
      messageFrom(target.peerId, target.id, 'Obrigada!');
      await nextPoll();
      expect(await within(log).findByText('Obrigada!', undefined, NEXT_POLL)).toBeInTheDocument();
      expect(log.scrollTop).toBe(2400);
      expect(screen.queryByRole('button', { name: /nova mensagem/ })).not.toBeInTheDocument();
    },
  );

  test('text is shown as typed, never as HTML; only http(s) addresses become links', SLOW_TEST, async () => {
    const target = schoolConversations()[0];
    if (!target) throw new Error('no conversation');
    messageFrom(
      target.peerId,
      target.id,
      '<img src=x onerror="alert(1)"><b>oi</b> javascript:alert(1) veja https://escolaaurora.com.br/calendario.',
    );
    await openChat(`/empresa/chat?com=${target.peerId}`);
    const log = await screen.findByRole('log', undefined, FIRST_LOAD);
    expect(
      await within(log).findByText(/<img src=x onerror="alert\(1\)"><b>oi<\/b> javascript:alert\(1\) veja/),
    ).toBeInTheDocument();
    expect(log.querySelector('img, b, script')).toBeNull();
    const link = within(log).getByRole('link', { name: 'https://escolaaurora.com.br/calendario' });
    expect(link).toHaveAttribute('href', 'https://escolaaurora.com.br/calendario');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(log).getAllByRole('link')).toHaveLength(1);
  });

  test('starts a new conversation with a teacher found by name', SLOW_TEST, async () => {
    const teacher = db.tables.teachers.find((tc) => tc.active && tc.schoolId === DEMO_IDS.schoolId);
    if (!teacher) throw new Error('no teacher');
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: t('chat.new') }));
    const dialog = await screen.findByRole('dialog', { name: t('chat.new.title') });
    await user.type(within(dialog).getByRole('combobox', { name: t('chat.new.search') }), teacher.name);
    // Wait for the search to settle (the options are replaced when the answer comes).
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: new RegExp(teacher.name) }));

    const log = await screen.findByRole('log', { name: t('chat.thread.label', { name: teacher.name }) });
    expect(await within(log).findByText(t('chat.thread.empty', { name: teacher.name }))).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: t('chat.composer.label') }),
      'Pode me ligar no intervalo?{Enter}',
    );
    const bubble = await within(log).findByText('Pode me ligar no intervalo?');
    // Saved, the same bubble shows "sent" (it is not replaced by another element).
    await waitFor(() =>
      expect(within(bubble.closest('li') ?? log).getByTitle(t('chat.status.sent'))).toBeInTheDocument(),
    );
    expect(bubble).toBeInTheDocument();
    const conversation = db.tables.conversations.find((c) => c.participantIds.includes(teacher.id));
    expect(conversation?.participantIds).toEqual([DEMO_IDS.school, teacher.id]);
    const list = await conversationList();
    expect(await within(list).findByRole('button', { name: new RegExp(teacher.name) })).toBeInTheDocument();
  });

  test(
    'on a phone, the list and the conversation are two screens with a back button',
    SLOW_TEST,
    async () => {
      stubScreenWidth(360);
      const [first] = schoolConversations();
      if (!first) throw new Error('no conversation');
      const { user } = await openChat();
      const list = await conversationList();
      expect(screen.queryByRole('log')).not.toBeInTheDocument();
      await user.click(within(list).getByRole('button', { name: new RegExp(first.name) }));
      expect(await screen.findByRole('log')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: t('chat.list.label') })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: t('chat.thread.back') }));
      expect(await conversationList()).toBeInTheDocument();
      expect(screen.queryByRole('log')).not.toBeInTheDocument();
    },
  );
});
