import { apiClient } from '@/api/client';
import { chatEndpoints } from '@/api/contract/chat';
import { findEndpoint, type HttpMethod } from '@/api/contract/endpoints';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

interface Answer {
  status: number;
  data: Record<string, unknown>;
  parsed: boolean;
}

type Contact = { id: string; kind: string; name: string; studentNames: string[] };

const AS = {
  admin: () => signToken(DEMO_IDS.admin, '0'),
  family: () => signToken(DEMO_IDS.family, '2'),
  producer: () => signToken(DEMO_IDS.producer, '3'),
  school: () => signToken(DEMO_IDS.school, '4'),
  team: () => signToken(DEMO_IDS.team, '1'),
} as const;

async function call(
  method: HttpMethod,
  path: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`not in contract: ${method} ${path}`);
  const response = await apiClient.request<Record<string, unknown>>({
    method,
    url: path,
    data: body,
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    validateStatus: () => true,
  });
  return {
    status: response.status,
    data: response.data,
    parsed: endpoint.response.safeParse(response.data).success,
  };
}

async function contactsOf(who: keyof typeof AS): Promise<Contact[]> {
  const answer = await call('GET', '/api/chat/users', { token: await AS[who]() });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  expect(answer.parsed).toBe(true);
  return answer.data.users as Contact[];
}

describe('the chat calls of SPEC.md §7', () => {
  test('users, users/id, filter and insert are open to any signed-in user', () => {
    const chat = chatEndpoints().filter((e) => e.path.startsWith('/api/chat/'));
    expect(chat.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/chat/users',
      'POST /api/chat/users/id',
      'POST /api/chat/filter',
      'POST /api/chat/insert',
    ]);
    for (const e of chat) expect(e.access, e.path).toBe('signedIn');
  });

  test('GET /api/chat/users gives every role sensible contacts, with the last message and unread count', async () => {
    const kinds = async (who: keyof typeof AS) => new Set((await contactsOf(who)).map((c) => c.kind));
    expect(await kinds('school')).toEqual(new Set(['family', 'teacher']));
    expect(await kinds('family')).toEqual(new Set(['school', 'teacher']));
    const admin = await kinds('admin');
    expect(admin.has('school') && admin.has('producer')).toBe(true);
    // A producer: the families who bought its tickets, and the Lumi team.
    expect(await kinds('producer')).toEqual(new Set(['family', 'team']));
    expect(await kinds('team')).toEqual(new Set(['team']));
    const [first] = await contactsOf('school');
    expect(first).toHaveProperty('lastMessage');
    expect(typeof (first as Contact & { unread: unknown }).unread).toBe('number');
    const anonymous = await call('GET', '/api/chat/users');
    expect(anonymous.status).toBe(401);
  });

  test('POST /api/chat/users/id {id} answers one contact’s details; 404 for someone else', async () => {
    const token = await AS.school();
    const family = (await contactsOf('school')).find((c) => c.kind === 'family');
    if (!family) throw new Error('the school has no family contact');
    const answer = await call('POST', '/api/chat/users/id', { token, body: { id: family.id } });
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    expect(answer.parsed).toBe(true);
    expect(Object.keys(answer.data).sort()).toEqual(['flag', 'msg', 'user']);
    const user = answer.data.user as Record<string, unknown>;
    expect(user).toEqual(
      expect.objectContaining({
        id: family.id,
        name: family.name,
        kind: 'family',
        studentNames: family.studentNames,
      }),
    );
    expect(Object.keys(user).sort()).toEqual(
      [
        'about',
        'avatarUrl',
        'email',
        'id',
        'kind',
        'name',
        'pageUrl',
        'phone',
        'place',
        'studentNames',
        'subjects',
      ].sort(),
    );

    const schoolOfFamily = (await contactsOf('family')).find((c) => c.kind === 'school');
    const school = await call('POST', '/api/chat/users/id', {
      token: await AS.family(),
      body: { id: schoolOfFamily?.id },
    });
    expect(school.status).toBe(200);
    expect((school.data.user as { pageUrl: string | null }).pageUrl).toMatch(/^\/escolas\//);

    expect((await call('POST', '/api/chat/users/id', { token, body: { id: 'u-nobody' } })).status).toBe(404);
    expect((await call('POST', '/api/chat/users/id', { token, body: {} })).status).toBe(422);
    expect((await call('POST', '/api/chat/users/id', { body: { id: family.id } })).status).toBe(401);
  });

  test('a producer writes to the Lumi team with insert {chat} and reads it back with filter {user}', async () => {
    const token = await AS.producer();
    const team = (await contactsOf('producer')).find((c) => c.kind === 'team');
    if (!team) throw new Error('no Lumi team contact');
    const sent = await call('POST', '/api/chat/insert', {
      token,
      body: { chat: { to: team.id, text: 'Olá, equipe!' } },
      headers: { 'Idempotency-Key': 'chat-contract-producer' },
    });
    expect(sent.status, JSON.stringify(sent.data)).toBe(200);
    expect(sent.parsed).toBe(true);
    const thread = await call('POST', '/api/chat/filter', { token, body: { user: team.id } });
    expect(thread.parsed).toBe(true);
    expect((thread.data.lst as { text: string }[]).at(-1)?.text).toBe('Olá, equipe!');
    expect((thread.data.peer as Contact).kind).toBe('team');
  });
});
