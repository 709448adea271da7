import { HttpHandler } from 'msw';
import { matchPath } from 'react-router-dom';
import { apiClient } from '@/api/client';
import { ENDPOINTS, findEndpoint, type Endpoint } from '@/api/contract/endpoints';
import { setToken } from '@/api/token';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { contractWalk, notAnswered } from './contractWalk';
import { handlers } from '@/mocks/handlers';

function contractOf(handler: HttpHandler): Endpoint | undefined {
  const method = String(handler.info.method);
  const path = String(handler.info.path).replace(/^\*/, '');
  return ENDPOINTS.find((e) => e.method === method && e.path === path);
}

/** Calls an endpoint through the app's own client and parses the answer with the contract's schema. */
async function call(
  method: Endpoint['method'],
  path: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`not in contract: ${method} ${path}`);
  const response = await apiClient.request<unknown>({
    method,
    url,
    data: body,
    headers,
    validateStatus: () => true,
  });
  return { status: response.status, data: response.data, parsed: endpoint.response.safeParse(response.data) };
}

describe('mock API against the written contract', () => {
  test('every mock handler implements an endpoint of the contract', () => {
    const httpHandlers = handlers.filter((h): h is HttpHandler => h instanceof HttpHandler);
    expect(httpHandlers).toHaveLength(handlers.length);
    expect(httpHandlers.length).toBeGreaterThan(0);
    // The file store (`GET */storage/*`, the files VITE_STORAGE_URL points at) is not an API endpoint.
    for (const handler of httpHandlers.filter((h) => String(h.info.path) !== '*/storage/*')) {
      expect(
        contractOf(handler),
        `${String(handler.info.method)} ${String(handler.info.path)}`,
      ).toBeDefined();
    }
    // Paths are unique per method, so a handler never shadows another.
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ENDPOINTS) expect(matchPath(e.path, e.path.replace(/:\w+/g, 'x'))).not.toBeNull();
  });

  test('every endpoint of the contract has a handler, and the mock answers it (never a fallthrough)', async () => {
    const httpHandlers = handlers.filter((h): h is HttpHandler => h instanceof HttpHandler);
    const handled = new Set(
      httpHandlers.map((h) => `${String(h.info.method)} ${String(h.info.path).replace(/^\*/, '')}`),
    );
    const walk = contractWalk();
    expect(walk.filter((call) => !handled.has(call.key)).map((call) => call.key)).toEqual([]);

    // Each endpoint called as an anonymous caller: a request no handler takes fails here (the tests'
    // mock refuses unhandled requests), and anything but the envelope is a fallthrough.
    const problems: string[] = [];
    for (const call of walk) {
      try {
        const response = await apiClient.request<unknown>({
          method: call.endpoint.method,
          url: call.url,
          data: call.body,
          validateStatus: () => true,
        });
        const type = response.headers['content-type'] as string | undefined;
        const problem = notAnswered(response.status, type ?? null, response.data);
        if (problem) problems.push(`${call.key}: ${problem}`);
      } catch (error) {
        problems.push(`${call.key}: ${String(error)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(walk.some((call) => call.key === 'GET /api/Order/mine')).toBe(true);
  });

  test('auth endpoints answer what the client schemas parse', async () => {
    const login = await call('POST', '/api/auth/login', '/api/auth/login', {
      login_cell: '11922222222',
      pass_token: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.parsed.success).toBe(true);
    setToken((login.data as { token: string }).token);

    const me = await call('GET', '/api/auth/me', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.parsed.success).toBe(true);

    const profile = await call('PATCH', '/api/auth/profile', '/api/auth/profile', {
      first_name: 'Carla',
      last_name: 'Souza Lima',
      email_address: 'carla.lima@exemplo.com.br',
    });
    expect(profile.parsed.success).toBe(true);

    const change = await call('POST', '/api/auth/change-password', '/api/auth/change-password', {
      current_password: DEMO_PASSWORD,
      pass_token: 'Nova@Senha2026',
    });
    expect(change.status).toBe(200);
    expect(change.parsed.success).toBe(true);
    setToken(null);

    const register = await call('POST', '/api/auth/register', '/api/auth/register', {
      login_cell: '21987654321',
      pass_token: 'Festa@2026',
      first_name: 'João',
      last_name: 'Pereira',
      document: '39053344705',
      email_address: 'joao.pereira@exemplo.com.br',
      role: '2',
    });
    expect(register.status).toBe(200);
    expect(register.parsed.success).toBe(true);

    const verify = await call('POST', '/api/auth/verify', '/api/auth/verify', {
      login_cell: '21987654321',
      accessCode: '123456',
    });
    expect(verify.status).toBe(200);
    expect(verify.parsed.success).toBe(true);

    const forgot = await call('POST', '/api/auth/forgot-password', '/api/auth/forgot-password', {
      email_address: 'carla.lima@exemplo.com.br',
    });
    expect(forgot.parsed.success).toBe(true);
    const resetPath = (forgot.data as { demoResetPath?: string }).demoResetPath ?? '';
    const token = new URLSearchParams(resetPath.split('?')[1]).get('token');
    const reset = await call('POST', '/api/auth/reset-password', '/api/auth/reset-password', {
      token,
      pass_token: 'Outra@Senha2026',
    });
    expect(reset.status).toBe(200);
    expect(reset.parsed.success).toBe(true);

    const resend = await call('POST', '/api/auth/resend-code', '/api/auth/resend-code', {
      login_cell: '11933333333',
    });
    expect(resend.status).toBe(200);
    expect(resend.parsed.success).toBe(true);
  });
});
