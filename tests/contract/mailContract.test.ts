import type { HttpMethod } from '@/api/contract/endpoints';
import { mailEndpoints, type Mail } from '@/api/contract/mail';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { callContract, type Answer } from './contractCall';

let token = '';
beforeEach(async () => {
  token = await signToken(DEMO_IDS.school, '4');
});

function call(method: HttpMethod, path: string, body?: unknown, auth = true): Promise<Answer> {
  return callContract(auth ? token : null, method, path, body);
}

/** A call that succeeds, matches the contract and answers exactly these fields besides flag and msg. */
async function ok(path: string, body: unknown, fields: string[]): Promise<Answer> {
  const answer = await call('POST', `/api/mails/${path}`, body);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  expect(answer.parsed).toBe(true);
  expect(Object.keys(answer.data).sort()).toEqual(['flag', 'msg', ...fields].sort());
  return answer;
}

const mails = (): Mail[] => db.tables.mail?.mails ?? [];
const stored = (id: string) => mails().find((m) => m.id === id);
const unreadInbox = () => mails().filter((m) => m.folder === 'inbox' && !m.read).length;
const firstUnread = () => {
  const mail = mails().find((m) => m.folder === 'inbox' && !m.read);
  if (!mail) throw new Error('no unread mail seeded');
  return mail;
};

describe('the contract names the mail calls of SPEC.md §7 and the designed companions', () => {
  test('the five spec calls, then send, saveDraft, move and delete, for any signed-in user', () => {
    expect(mailEndpoints().map((e) => `${e.method} ${e.path} ${e.source}`)).toEqual([
      'GET /api/mails/list spec',
      'POST /api/mails/filter spec',
      'POST /api/mails/setImportant spec',
      'POST /api/mails/setStarred spec',
      'POST /api/mails/setRead spec',
      'POST /api/mails/send design',
      'POST /api/mails/saveDraft design',
      'POST /api/mails/move design',
      'POST /api/mails/delete design',
    ]);
    for (const e of mailEndpoints()) expect(e.access).toBe('signedIn');
  });
});

describe('reads', () => {
  test('GET /api/mails/list answers mails (newest first) and the inbox unreadCount; 401 without a session', async () => {
    const answer = await call('GET', '/api/mails/list');
    expect(answer.status).toBe(200);
    expect(answer.parsed).toBe(true);
    expect(Object.keys(answer.data).sort()).toEqual(['flag', 'mails', 'msg', 'unreadCount']);
    const list = answer.data.mails as Mail[];
    expect(list).toHaveLength(30);
    expect(list.map((m) => m.sentAt)).toEqual([...list.map((m) => m.sentAt)].sort().reverse());
    expect(answer.data.unreadCount).toBe(unreadInbox());
    expect(answer.data.unreadCount).toBeGreaterThan(0);
    expect((await call('GET', '/api/mails/list', undefined, false)).status).toBe(401);
  });

  test('POST /api/mails/filter {filter} answers the view’s mails; an unknown filter is refused', async () => {
    const starred = await ok('filter', { filter: 'starred' }, ['mails', 'unreadCount']);
    const list = starred.data.mails as Mail[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m) => m.starred && m.folder !== 'trash' && m.folder !== 'spam')).toBe(true);
    const label = await ok('filter', { filter: 'financeiro' }, ['mails', 'unreadCount']);
    expect((label.data.mails as Mail[]).every((m) => m.labels.includes('financeiro'))).toBe(true);
    const bad = await call('POST', '/api/mails/filter', { filter: 'promocoes' });
    expect(bad.status).toBe(422);
  });
});

describe('marks', () => {
  test.each([
    ['setStarred', 'starred'],
    ['setImportant', 'important'],
    ['setRead', 'read'],
  ] as const)(
    'POST /api/mails/%s {id} flips %s, stores it and answers mail and unreadCount',
    async (path, field) => {
      const mail = firstUnread();
      const before = mail[field];
      const answer = await ok(path, { id: mail.id }, ['mail', 'unreadCount']);
      expect((answer.data.mail as Mail)[field]).toBe(!before);
      expect(stored(mail.id)?.[field]).toBe(!before);
      expect(answer.data.unreadCount).toBe(unreadInbox());
      await ok(path, { id: mail.id }, ['mail', 'unreadCount']);
      expect(stored(mail.id)?.[field]).toBe(before);
      expect((await call('POST', `/api/mails/${path}`, { id: 'mail-nope' })).status).toBe(404);
    },
  );
});

describe('designed companions', () => {
  test('saveDraft, then send from it: the mail is in Sent and the draft is gone', async () => {
    const draft = await ok(
      'saveDraft',
      { id: null, to: [], cc: [], bcc: [], subject: 'Reunião de pais', body: 'Rascunho' },
      ['mail', 'unreadCount'],
    );
    const draftId = (draft.data.mail as Mail).id;
    expect(stored(draftId)?.folder).toBe('drafts');
    const sent = await ok(
      'send',
      {
        to: ['carla.souza@exemplo.com.br'],
        cc: ['coordenacao@escolaaurora.com.br'],
        bcc: [],
        subject: 'Reunião de pais',
        body: 'A reunião será na **quinta**, às 19h.',
        draftId,
      },
      ['mail', 'unreadCount'],
    );
    expect(sent.data.mail).toMatchObject({ id: draftId, folder: 'sent', subject: 'Reunião de pais' });
    expect(
      mails()
        .filter((m) => m.folder === 'drafts')
        .map((m) => m.id),
    ).not.toContain(draftId);
  });

  test('send refuses a wrong address with its field named, in pt-BR', async () => {
    const answer = await call('POST', '/api/mails/send', {
      to: ['carla.souza@'],
      cc: [],
      bcc: [],
      subject: 'Oi',
      body: 'Texto',
      draftId: null,
    });
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({ flag: false, errors: { to: 'Endereço de e-mail inválido.' } });
  });

  test('move to the trash and back, then delete for good (only from the trash)', async () => {
    const mail = firstUnread();
    const trashed = await ok('move', { id: mail.id, folder: 'trash' }, ['mail', 'unreadCount']);
    expect(trashed.data.unreadCount).toBe(unreadInbox());
    expect(stored(mail.id)?.folder).toBe('trash');
    await ok('move', { id: mail.id, folder: 'inbox' }, ['mail', 'unreadCount']);
    expect(stored(mail.id)?.folder).toBe('inbox');
    expect((await call('POST', '/api/mails/delete', { id: mail.id })).status).toBe(422);
    await ok('move', { id: mail.id, folder: 'trash' }, ['mail', 'unreadCount']);
    const deleted = await ok('delete', { id: mail.id }, ['id', 'unreadCount']);
    expect(deleted.data.id).toBe(mail.id);
    expect(stored(mail.id)).toBeUndefined();
  });
});
