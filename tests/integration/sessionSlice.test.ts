import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { loggedIn, loggedOut, registered, sessionRestored, sessionSlice } from '@/store/sessionSlice';
import { server } from '@/mocks/node';
import { signToken } from '@/mocks/jwt';

const user = { id: 'u1', role: '2', name: 'Carla Souza', url_perfil: null };
const reducer = sessionSlice.reducer;
const initial = reducer(undefined, { type: 'init' });

function store() {
  return configureStore({ reducer: { session: reducer } });
}

function unsignedToken(claims: Record<string, unknown>) {
  const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.sig`;
}

describe('session transitions (SPEC.md §3–4)', () => {
  test('starts uninitialized and logged out', () => {
    expect(initial).toEqual({ isLoggedIn: false, isInitialized: false, user: null });
  });

  test('register sets the user only', () => {
    expect(reducer(initial, registered(user))).toEqual({ isLoggedIn: false, isInitialized: false, user });
  });

  test('login signs in, initializes and stores the user', () => {
    expect(reducer(initial, loggedIn(user))).toEqual({ isLoggedIn: true, isInitialized: true, user });
  });

  test('logout initializes, signs out and forgets the user', () => {
    const state = reducer(reducer(initial, loggedIn(user)), loggedOut());
    expect(state).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
  });

  test('a session the server ended is marked expired until the next sign-in', () => {
    const ended = reducer(reducer(initial, loggedIn(user)), loggedOut('expired'));
    expect(ended).toEqual({ isLoggedIn: false, isInitialized: true, user: null, expired: true });
    expect(reducer(ended, loggedIn(user))).toEqual({ isLoggedIn: true, isInitialized: true, user });
  });
});

describe('session restore', () => {
  test('no stored token: initialized and logged out without calling the API', async () => {
    const s = store();
    await s.dispatch(sessionRestored());
    expect(s.getState().session).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
  });

  test('an expired token or one without expiry counts as invalid', async () => {
    for (const token of [
      unsignedToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 60 }),
      unsignedToken({ sub: 'u1' }),
      'not-a-jwt',
    ]) {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      localStorage.setItem('serviceToken', token);
      const s = store();
      await s.dispatch(sessionRestored());
      expect(s.getState().session.isLoggedIn).toBe(false);
      expect(s.getState().session.isInitialized).toBe(true);
    }
  });

  test('a valid token restores the user from GET /api/auth/me (userdto)', async () => {
    localStorage.setItem('serviceToken', await signToken('u-family', '2'));
    const s = store();
    await s.dispatch(sessionRestored());
    expect(s.getState().session.isLoggedIn).toBe(true);
    expect(s.getState().session.user).toMatchObject({ role: '2', name: 'Carla Souza' });
  });

  test('reads `user` when the answer has no userdto', async () => {
    server.use(
      http.get('*/api/auth/me', () =>
        HttpResponse.json({ flag: true, msg: '', user: { id: 'x', role: '3', name: 'Paulo' } }),
      ),
    );
    localStorage.setItem('serviceToken', await signToken('u-producer', '3'));
    const s = store();
    await s.dispatch(sessionRestored());
    expect(s.getState().session.user).toMatchObject({ role: '3', name: 'Paulo' });
  });

  test('a missing user or a failed call leaves the user logged out, and the failure is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('serviceToken', await signToken('u-family', '2'));
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ flag: true, msg: '' })));
    const s1 = store();
    await s1.dispatch(sessionRestored());
    expect(s1.getState().session).toEqual({ isLoggedIn: false, isInitialized: true, user: null });

    server.use(
      http.get('*/api/auth/me', () => HttpResponse.json({ flag: false, msg: 'Falhou' }, { status: 500 })),
    );
    const s2 = store();
    await s2.dispatch(sessionRestored());
    expect(s2.getState().session).toMatchObject({ isLoggedIn: false, isInitialized: true, user: null });
    expect(error).toHaveBeenCalledWith('Session restore failed', expect.anything());
  });

  test('a token that is no JWT, has expired or has no expiry is removed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const token of [
      'not-a-jwt',
      unsignedToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 60 }),
      unsignedToken({ sub: 'u1' }),
    ]) {
      localStorage.setItem('serviceToken', token);
      const s = store();
      await s.dispatch(sessionRestored());
      expect(s.getState().session).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
      expect(localStorage.getItem('serviceToken'), token).toBeNull();
    }
  });

  test('a token the server refuses (401) is removed, with nothing to retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/auth/me', () =>
        HttpResponse.json({ flag: false, msg: 'Sessão inválida. Entre novamente.' }, { status: 401 }),
      ),
    );
    localStorage.setItem('serviceToken', await signToken('u-family', '2'));
    const s = store();
    await s.dispatch(sessionRestored());
    expect(s.getState().session).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
    expect(localStorage.getItem('serviceToken')).toBeNull();
  });

  test.each([
    ['no connection', () => HttpResponse.error(), 'network'],
    ['a gateway timeout', () => HttpResponse.json({}, { status: 504 }), 'timeout'],
    [
      'a server error',
      () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 }),
      'server',
    ],
  ] as const)('%s: logged out, the token kept and the reason recorded', async (_name, answer, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/auth/me', answer));
    const token = await signToken('u-family', '2');
    localStorage.setItem('serviceToken', token);
    const s = store();
    await s.dispatch(sessionRestored());
    expect(s.getState().session).toEqual({
      isLoggedIn: false,
      isInitialized: true,
      user: null,
      restoreFailure: failure,
    });
    expect(localStorage.getItem('serviceToken')).toBe(token);

    // Trying again once the server answers restores the session and forgets the failure.
    server.resetHandlers();
    await s.dispatch(sessionRestored());
    expect(s.getState().session).toEqual({
      isLoggedIn: true,
      isInitialized: true,
      user: expect.objectContaining({ name: 'Carla Souza' }) as unknown,
    });
  });

  test('a sign-in completed while a restore was on its way is kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/auth/me', () => HttpResponse.error()));
    localStorage.setItem('serviceToken', await signToken('u-family', '2'));
    const s = store();
    const restoring = s.dispatch(sessionRestored());
    s.dispatch(loggedIn(user));
    await restoring;
    expect(s.getState().session).toEqual({ isLoggedIn: true, isInitialized: true, user });
  });
});
