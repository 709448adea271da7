import { apiClient } from '@/api/client';
import { arenaMatchBodySchema } from '@/api/contract/arena';
import { findEndpoint } from '@/api/contract/endpoints';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';

async function get(url: string, token?: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await apiClient.get<unknown>(url, {
    headers,
    validateStatus: () => true,
    transformRequest: [(d: unknown) => d],
  });
  return { status: response.status, data: response.data as Record<string, unknown> };
}

describe('the mock API enforces what a server enforces', () => {
  test('missing, malformed, forged and expired tokens get 401', async () => {
    expect((await get('/api/User/all')).status).toBe(401);
    expect((await get('/api/User/all', 'nao-e-um-jwt')).status).toBe(401);
    const valid = await signToken('u-admin', '0');
    const forged = `${valid.slice(0, valid.lastIndexOf('.'))}.AAAA`;
    expect((await get('/api/User/all', forged)).status).toBe(401);
    const expired = await signToken('u-admin', '0', -60);
    const answer = await get('/api/User/all', expired);
    expect(answer.status).toBe(401);
    expect(answer.data.msg).toBe('Sua sessão expirou. Entre novamente.');
  });

  test("a role calling another role's endpoint gets 403; the right role gets the list", async () => {
    const family = await get('/api/User/all', await signToken('u-family', '2'));
    expect(family.status).toBe(403);
    expect(family.data).toMatchObject({ flag: false });
    const admin = await get('/api/User/all?search=carla&pageSize=5', await signToken('u-admin', '0'));
    expect(admin.status).toBe(200);
    const parsed = findEndpoint('GET', '/api/User/all')?.response.safeParse(admin.data);
    expect(parsed?.success).toBe(true);
    expect((admin.data.lst as { name: string }[]).some((u) => u.name === 'Carla Souza')).toBe(true);
  });

  test('a blocked account cannot use its token', async () => {
    const answer = await get('/api/auth/me', await signToken('u-blocked', '2'));
    expect(answer.status).toBe(401);
  });

  test('a bad body gets 422 with pt-BR field errors in the envelope', async () => {
    const response = await apiClient.post<unknown>(
      '/api/auth/register',
      {
        login_cell: '123',
        document: '11111111111',
        email_address: 'x',
        first_name: 'A',
        last_name: '',
        pass_token: 'abc',
        role: '9',
      },
      { validateStatus: () => true },
    );
    expect(response.status).toBe(422);
    const body = response.data as { flag: boolean; msg: string; errors: Record<string, string> };
    expect(body.flag).toBe(false);
    expect(body.errors).toMatchObject({
      login_cell: 'Celular inválido. Use DDD + número, por exemplo (11) 91234-5678.',
      document: 'CPF ou CNPJ inválido. Confira os números.',
      email_address: 'E-mail inválido. Confira o endereço.',
      first_name: 'O nome precisa ter pelo menos 2 letras.',
      last_name: 'Informe seu sobrenome.',
      role: 'Escolha o tipo de conta.',
    });
    expect(body.msg).toBe(Object.values(body.errors)[0]);
  });

  test('refusals the contract words without an id read in pt-BR too, field by field', async () => {
    const post = async (url: string, body: unknown, token?: string) => {
      const response = await apiClient.post<unknown>(url, body, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        validateStatus: () => true,
      });
      return {
        status: response.status,
        ...(response.data as { msg: string; errors: Record<string, string> }),
      };
    };
    // A number below its minimum, a missing field, a wrong type, an option outside the list.
    const match = await post(
      '/api/Arena/match',
      { seed: 1.5, difficulty: 'impossível', rounds: 0, result: 'won' },
      await signToken('u-family', '2'),
    );
    expect(match.status).toBe(422);
    expect(match.errors).toEqual({
      seed: 'Informe um número inteiro.',
      difficulty: 'Escolha uma das opções: "easy", "normal", "hard".',
      rounds: 'O valor mínimo é 1.',
      deckCardIds: 'Campo obrigatório.',
    });
    expect(match.msg).toBe('Informe um número inteiro.');

    // Where the contract has its own message, that message (the product's wording) is the answer.
    const survey = await post('/api/Arena/feedback', { matchSeed: -1, comment: 'x'.repeat(5000) });
    expect(survey.status).toBe(422);
    expect(survey.errors).toEqual({
      matchSeed: 'O valor mínimo é 0.',
      rating: 'Escolha de 1 a 5 estrelas.',
      comment: 'Escreva no máximo 1.000 caracteres.',
    });
    for (const message of [...Object.values(match.errors), ...Object.values(survey.errors)])
      expect(message).not.toMatch(/expected|invalid input|too (small|big)|required/i);

    // The wording belongs to the mock's answers: the app parsing the same schema keeps its own messages.
    const appSide = arenaMatchBodySchema.safeParse({ seed: 1, difficulty: 'easy', rounds: 0, result: 'won' });
    expect(appSide.error?.issues.map((i) => i.message)).not.toContain('O valor mínimo é 1.');
  });

  describe('fault injection from localStorage lumi-mock', () => {
    test('per-endpoint status, network drop and malformed body', async () => {
      localStorage.setItem(
        FAULTS_KEY,
        JSON.stringify({ endpoints: { 'GET /api/auth/me': { status: 503 } } }),
      );
      const token = await signToken('u-family', '2');
      expect((await get('/api/auth/me', token)).status).toBe(503);

      localStorage.setItem(
        FAULTS_KEY,
        JSON.stringify({ endpoints: { 'GET /api/auth/me': { status: 'network' } } }),
      );
      await expect(
        apiClient.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } }),
      ).rejects.toMatchObject({ code: 'ERR_NETWORK' });

      localStorage.setItem(
        FAULTS_KEY,
        JSON.stringify({ endpoints: { 'GET /api/auth/me': { status: 'malformed' } } }),
      );
      const malformed = await get('/api/auth/me', token);
      expect(malformed.status).toBe(200);
      expect(findEndpoint('GET', '/api/auth/me')?.response.safeParse(malformed.data).success).toBe(false);
    });

    test('error rate with its status, and latency', async () => {
      localStorage.setItem(FAULTS_KEY, JSON.stringify({ errorRate: 1, errorStatus: 500 }));
      expect((await get('/api/auth/me', await signToken('u-family', '2'))).status).toBe(500);
      localStorage.setItem(FAULTS_KEY, JSON.stringify({ latencyMs: 250 }));
      const started = Date.now();
      await get('/api/auth/me', await signToken('u-family', '2'));
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    });
  });
});
