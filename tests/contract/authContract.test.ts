import { findEndpoint, type HttpMethod } from '@/api/contract/endpoints';
import { db } from '@/mocks/db/database';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { callContract, type Answer } from './contractCall';

/** Calls an endpoint with an explicit token (or none); the answer is parsed with the contract's schema. */
function call(method: HttpMethod, path: string, token?: string, body?: unknown): Promise<Answer> {
  return callContract(token ?? null, method, path, body);
}

async function signIn(login_cell: string): Promise<string> {
  const login = await call('POST', '/api/auth/login', undefined, { login_cell, pass_token: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  return typeof login.data.token === 'string' ? login.data.token : '';
}

function claimsOf(token: string): { jti?: string; exp: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { jti?: string; exp: number };
}

describe('POST /api/auth/logout', () => {
  test('is a signed-in endpoint without a body that answers the envelope', () => {
    const endpoint = findEndpoint('POST', '/api/auth/logout');
    expect(endpoint).toMatchObject({ access: 'signedIn', source: 'design' });
    expect(endpoint?.body).toBeUndefined();
  });

  test('revokes that token only: it then gets 401 everywhere, another session of the same user goes on', async () => {
    const token = await signIn('11922222222');
    const other = await signIn('11922222222');
    expect((await call('GET', '/api/auth/me', token)).status).toBe(200);

    const logout = await call('POST', '/api/auth/logout', token);
    expect(logout.status).toBe(200);
    expect(logout.parsed).toBe(true);
    expect(logout.data.flag).toBe(true);

    const me = await call('GET', '/api/auth/me', token);
    expect(me.status).toBe(401);
    expect(me.data.msg).toBe('Esta sessão foi encerrada. Entre novamente.');
    expect((await call('GET', '/api/Order/mine', token)).status).toBe(401);
    expect((await call('POST', '/api/auth/logout', token)).status).toBe(401);

    expect((await call('GET', '/api/auth/me', other)).status).toBe(200);
    // Public endpoints ignore a revoked token, as they ignore a missing one.
    expect((await call('GET', '/api/Event/filters', token)).status).toBe(200);
  });

  test('without a valid token it is refused with 401', async () => {
    expect((await call('POST', '/api/auth/logout')).status).toBe(401);
    expect((await call('POST', '/api/auth/logout', 'nao-e-um-token')).status).toBe(401);
  });

  test('the deny-list keeps a token by its id until its expiry, and drops entries that have expired', async () => {
    const token = await signIn('11900000000');
    const { jti, exp } = claimsOf(token);
    expect(jti).toMatch(/^[0-9a-f]{32}$/);
    db.tables.revokedTokens = [{ id: 'long-gone', expiresAt: new Date(Date.now() - 1000).toISOString() }];

    expect((await call('POST', '/api/auth/logout', token)).status).toBe(200);
    expect(db.tables.revokedTokens).toEqual([{ id: jti, expiresAt: new Date(exp * 1000).toISOString() }]);
  });
});
