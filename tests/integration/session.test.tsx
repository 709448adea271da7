import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { apiClient } from '@/api/client';
import { TOKEN_KEY } from '@/api/token';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';
import { sessionRestored } from '@/store/sessionSlice';

type AppRouter = ReturnType<typeof renderApp>['router'];

/** A light signed-in page every role may open. */
const ACCOUNT_PAGE = '/apps/user/account-profile/profile3';

const where = (router: AppRouter) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  server.events.removeAllListeners();
});

/** The app starting on `route` with `token` stored, as main.tsx boots it: the session is restored after the first render. */
function boot(route: string, token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  const utils = renderApp({ route });
  void utils.store.dispatch(sessionRestored());
  return utils;
}

/** Counts the calls of GET /api/auth/me that got an answer. */
function countRestores() {
  const count = { value: 0 };
  server.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname === '/api/auth/me') count.value += 1;
  });
  return count;
}

/** GET /api/auth/me with a given token, whatever the app has stored. */
async function meWith(token: string) {
  const response = await apiClient.get<{ msg?: string }>('/api/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
    validateStatus: () => true,
  });
  return response.status;
}

describe('session restore under faults (the token is kept, the login page says why)', () => {
  test('a server error at load: the notice, a retry that fails keeps what was typed, one that works returns to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/auth/me', () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 })),
    );
    const restores = countRestores();
    const token = await signToken(DEMO_IDS.family, '2');
    const { user, router, store } = boot('/cliente/ingressos', token);

    const notice = await screen.findByRole('alert', {}, LAZY_LOAD);
    expect(notice).toHaveTextContent(t('auth.session.unreachable.title'));
    expect(notice).toHaveTextContent(t('auth.session.unreachable.server'));
    expect(where(router)).toBe('/login-clientes?returnTo=%2Fcliente%2Fingressos');
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);

    await user.type(screen.getByLabelText('Celular com DDD'), '11922222222');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'minhasenha');
    await user.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(restores.value).toBe(2));
    await waitFor(() =>
      expect(within(notice).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(t('auth.session.unreachable.server'));
    expect(screen.getByLabelText('Celular com DDD')).toHaveValue('(11) 92222-2222');
    expect(screen.getByLabelText('Senha', { selector: 'input' })).toHaveValue('minhasenha');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cliente/ingressos'), LAZY_LOAD);
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, user: { name: 'Carla Souza' } });
    expect(store.getState().session.restoreFailure).toBeUndefined();
  });

  test('no connection at load: the login page retries by itself when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/auth/me', () => HttpResponse.error()));
    const { router } = boot('/admin/missoes/resumo', await signToken(DEMO_IDS.admin, '0'));

    const notice = await screen.findByRole('alert', {}, LAZY_LOAD);
    expect(notice).toHaveTextContent(t('auth.session.unreachable.network'));
    expect(where(router)).toBe('/login?returnTo=%2Fadmin%2Fmissoes%2Fresumo');

    server.resetHandlers();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/missoes/resumo'), LAZY_LOAD);
  });

  test('after a retry the return path is honoured only inside the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({}, { status: 504 })));
    const { user, router } = boot(
      '/login?returnTo=%2F%2Fevil.example.com%2F',
      await signToken(DEMO_IDS.admin, '0'),
    );

    expect(await screen.findByRole('alert', {}, LAZY_LOAD)).toHaveTextContent(
      t('auth.session.unreachable.timeout'),
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/usuarios'), LAZY_LOAD);
  });

  test('a stored token that is not a valid token is removed, and the login page shows no notice', async () => {
    const { router } = boot('/cliente/ingressos', 'lixo-que-nao-e-um-token');
    await waitFor(() => expect(where(router)).toBe('/login-clientes?returnTo=%2Fcliente%2Fingressos'));
    expect(await screen.findByLabelText('Celular com DDD', {}, LAZY_LOAD)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a session the server ends', () => {
  test('a 401 mid-session: the login page says the session expired, and signing in returns to the page', async () => {
    localStorage.setItem(TOKEN_KEY, await signToken(DEMO_IDS.family, '2', -10));
    const { user, router, store } = renderApp({
      route: ACCOUNT_PAGE,
      preloadedState: sessionState({
        ...DEMO_USERS.client,
        id: DEMO_IDS.family,
        email_address: 'carla.souza@exemplo.com.br',
      }),
    });
    const { connectStore } = await import('@/app/store');
    const { disconnect } = connectStore(store);
    try {
      await user.click(await screen.findByRole('button', { name: 'Salvar perfil' }, LAZY_LOAD));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY_LOAD);
      expect(await screen.findByRole('alert')).toHaveTextContent(t('auth.session.expired'));
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

      await user.type(screen.getByLabelText('Celular com DDD'), '11922222222');
      await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'Lumi@2026');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe(ACCOUNT_PAGE), LAZY_LOAD);
      expect(store.getState().session.expired).toBeUndefined();
    } finally {
      disconnect();
    }
  });
});

describe('logout (POST /api/auth/logout)', () => {
  async function renderSignedInAdmin(token: string) {
    localStorage.setItem(TOKEN_KEY, token);
    const utils = renderApp({
      route: ACCOUNT_PAGE,
      preloadedState: sessionState({ ...DEMO_USERS.admin, id: DEMO_IDS.admin }),
    });
    await screen.findByRole('button', { name: `Menu da conta de ${DEMO_USERS.admin.name}` }, LAZY_LOAD);
    return utils;
  }

  async function chooseSair(user: ReturnType<typeof renderApp>['user']) {
    await user.click(screen.getByRole('button', { name: `Menu da conta de ${DEMO_USERS.admin.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
  }

  test('Sair revokes the token on the server: the same token then gets 401', async () => {
    const token = await signToken(DEMO_IDS.admin, '0');
    expect(await meWith(token)).toBe(200);
    const logouts: { authorization: string | null; status: number }[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === '/api/auth/logout')
        logouts.push({ authorization: request.headers.get('Authorization'), status: response.status });
    });
    const { user, router, store } = await renderSignedInAdmin(token);

    await chooseSair(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(logouts).toEqual([{ authorization: `Bearer ${token}`, status: 200 }]));
    expect(await meWith(token)).toBe(401);
  });

  test('Sair signs out at once, without waiting for the server, and also when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let called = 0;
    server.use(
      http.post('*/api/auth/logout', async () => {
        called += 1;
        await held;
        return HttpResponse.error();
      }),
    );
    const { user, router, store } = await renderSignedInAdmin(await signToken(DEMO_IDS.admin, '0'));

    await chooseSair(user);
    await waitFor(() => expect(called).toBe(1));
    // The server has not answered yet: the user is already signed out and on the public home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    answer?.();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });
});
