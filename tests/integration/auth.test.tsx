import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, sessionState } from '@tests/render';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';
import { DEMO_PASSWORD } from '@/mocks/db/seed';

const guest = sessionState(null);

async function fillLogin(user: ReturnType<typeof renderApp>['user'], phone: string, password: string) {
  await user.type(await screen.findByLabelText('Celular com DDD'), phone);
  await user.type(screen.getByLabelText('Senha', { selector: 'input' }), password);
}

describe('login (SPEC.md §7–8)', () => {
  test.each([
    ['11900000000', '/admin/usuarios'],
    ['11922222222', '/cliente/boas-vindas'],
    ['11933333333', '/produtor/meus-eventos'],
    ['11944444444', '/empresa/professores'],
    // A role with no area of its own (role 1) lands on the default dashboard.
    ['11911111111', '/dashboard/default'],
  ])('demo account %s lands on %s and the token is stored', async (phone, home) => {
    const { user, router, store } = renderApp({ route: '/login', preloadedState: guest });
    await fillLogin(user, phone, DEMO_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(store.getState().session.isLoggedIn).toBe(true);
    expect(localStorage.getItem('serviceToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('a wrong password shows the server message and keeps what was typed', async () => {
    const { user } = renderApp({ route: '/login-clientes', preloadedState: guest });
    await fillLogin(user, '11922222222', 'errada123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Celular ou senha incorretos.');
    expect(screen.getByLabelText('Celular com DDD')).toHaveValue('(11) 92222-2222');
    expect(screen.getByLabelText('Senha', { selector: 'input' })).toHaveValue('errada123');
  });

  test("401 without a message: 'Erro de autenticação'", async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ flag: false }, { status: 401 })));
    const { user } = renderApp({ route: '/login', preloadedState: guest });
    await fillLogin(user, '11922222222', 'qualquer1');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro de autenticação');
  });

  test('401 with `message` instead of `msg` shows it', async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ message: 'Conta suspensa' }, { status: 401 })),
    );
    const { user } = renderApp({ route: '/login', preloadedState: guest });
    await fillLogin(user, '11922222222', 'qualquer1');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Conta suspensa');
  });

  test("other failures without a message: 'Erro ao fazer login' (server error and no connection)", async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp({ route: '/login', preloadedState: guest });
    await fillLogin(user, '11922222222', 'qualquer1');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer login');

    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erro ao fazer login'));
  });

  test('a blocked account is refused with the server message', async () => {
    const { user } = renderApp({ route: '/login', preloadedState: guest });
    await fillLogin(user, '11955555555', DEMO_PASSWORD);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta conta está bloqueada');
  });

  test('bad input gets pt-BR messages before any call', async () => {
    const { user } = renderApp({ route: '/login', preloadedState: guest });
    await user.type(await screen.findByLabelText('Celular com DDD'), '1199');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(/Celular inválido/)).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
  });

  test('the demo accounts fill the form in one click', async () => {
    const { user, router } = renderApp({ route: '/login', preloadedState: guest });
    await user.click(await screen.findByRole('button', { name: /Escola · \(11\) 94444-4444/ }));
    expect(screen.getByLabelText('Celular com DDD')).toHaveValue('(11) 94444-4444');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/empresa/professores'));
  });

  test('returns to the in-app page asked for, and ignores other origins', async () => {
    const first = renderApp({ route: '/login?returnTo=%2Fadmin%2Fmissoes%2Fresumo', preloadedState: guest });
    await fillLogin(first.user, '11900000000', DEMO_PASSWORD);
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/admin/missoes/resumo'));
    first.unmount();
    localStorage.clear();

    const second = renderApp({ route: '/login?returnTo=%2F%2Fevil.example.com%2F', preloadedState: guest });
    await fillLogin(second.user, '11900000000', DEMO_PASSWORD);
    await second.user.keyboard('{Enter}');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/admin/usuarios'));
  });
});

describe('registration and code verification', () => {
  async function fillRegister(
    user: ReturnType<typeof renderApp>['user'],
    overrides: Partial<Record<string, string>> = {},
  ) {
    const v = {
      first: 'João',
      last: 'Pereira',
      phone: '21987654321',
      doc: '39053344705',
      email: 'joao.p@exemplo.com.br',
      pass: 'Festa@2026',
      confirm: 'Festa@2026',
      ...overrides,
    };
    await user.click(await screen.findByRole('radio', { name: /Família/ }));
    await user.type(screen.getByLabelText('Nome'), v.first);
    await user.type(screen.getByLabelText('Sobrenome'), v.last);
    await user.type(screen.getByLabelText('Celular com DDD'), v.phone);
    await user.type(screen.getByLabelText('CPF ou CNPJ'), v.doc);
    await user.type(screen.getByLabelText('E-mail'), v.email);
    await user.type(screen.getByLabelText('Nova senha', { selector: 'input' }), v.pass);
    await user.type(screen.getByLabelText('Confirme a senha', { selector: 'input' }), v.confirm);
    await user.click(screen.getByRole('checkbox'));
  }

  test('check digits, password strength and confirmation are validated in pt-BR', async () => {
    const { user } = renderApp({ route: '/register', preloadedState: guest });
    await fillRegister(user, { doc: '12345678900', pass: 'abcdefgh', confirm: 'abcdefgx' });
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('CPF ou CNPJ inválido. Confira os números.')).toBeInTheDocument();
    expect(screen.getByText(/Senha fraca/)).toBeInTheDocument();
    expect(screen.getByText('As senhas não conferem.')).toBeInTheDocument();
    expect(screen.getByText(/Força da senha: fraca/)).toBeInTheDocument();
  });

  test('a phone already registered is shown on its field and nothing typed is lost', async () => {
    const { user } = renderApp({ route: '/register', preloadedState: guest });
    await fillRegister(user, { phone: '11922222222' });
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Este celular já está cadastrado.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('João');
    expect(screen.getByLabelText('E-mail')).toHaveValue('joao.p@exemplo.com.br');
  });

  test('register → code verification → signed in with the registration token', async () => {
    const { user, router, store } = renderApp({ route: '/register?role=2', preloadedState: guest });
    await fillRegister(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/code-verification'));
    const saved = JSON.parse(localStorage.getItem('users') ?? '{}') as { token?: string };
    expect(saved.token).toBeTruthy();
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, user: { name: 'João Pereira' } });
    expect(localStorage.getItem('serviceToken')).toBeNull();

    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido ou expirado');

    await user.clear(screen.getByLabelText('Código de 6 dígitos'));
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cliente/boas-vindas'));
    expect(localStorage.getItem('serviceToken')).toBe(saved.token);
    expect(localStorage.getItem('pendingUser')).toBeNull();
  });

  test("verify 401 without a message still says 'Código inválido ou expirado'", async () => {
    localStorage.setItem('pendingUser', JSON.stringify({ login_cell: '21987654321', name: 'João' }));
    server.use(http.post('*/api/auth/verify', () => new HttpResponse(null, { status: 401 })));
    const { user } = renderApp({ route: '/code-verification', preloadedState: guest });
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido ou expirado');
  });

  test('resending the code waits for its cooldown', async () => {
    localStorage.setItem('pendingUser', JSON.stringify({ login_cell: '21987654321', name: 'João' }));
    renderApp({ route: '/code-verification', preloadedState: guest });
    expect(await screen.findByText(/Você pode pedir outro código em \d+ s/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar código' })).not.toBeInTheDocument();
  });
});

describe('password recovery', () => {
  test('forgot → check mail → reset → sign in with the new password', async () => {
    const { user, router } = renderApp({ route: '/forgot-password', preloadedState: guest });
    await user.type(await screen.findByLabelText('E-mail'), 'carla.souza@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-mail'));
    await user.click(await screen.findByRole('link', { name: 'Abrir o link de redefinição' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    await user.type(await screen.findByLabelText('Nova senha', { selector: 'input' }), 'Praia@2027');
    await user.type(screen.getByLabelText('Confirme a senha', { selector: 'input' }), 'Praia@2027');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada');
    await user.click(screen.getByRole('link', { name: 'Voltar para o login' }));
    await fillLogin(user, '11922222222', 'Praia@2027');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cliente/boas-vindas'));
  });
});

describe('signed-in session', () => {
  async function signedIn(role: '2' | '0', id: string) {
    localStorage.setItem('serviceToken', await signToken(id, role));
  }

  test('logout clears the token, the registration, the pending user and the cart, and returns to /', async () => {
    await signedIn('0', 'u-admin');
    localStorage.setItem('users', '{"token":"x"}');
    localStorage.setItem('pendingUser', '{"login_cell":"1"}');
    const { user, router, store } = renderApp({
      route: '/admin/usuarios',
      preloadedState: sessionState({ id: 'u-admin', role: '0', name: 'Marina Costa', url_perfil: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Menu da conta de Marina Costa' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session).toEqual({ isLoggedIn: false, isInitialized: true, user: null });
    for (const key of ['serviceToken', 'users', 'pendingUser']) expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState().cart.products).toEqual([]);
  });

  test('a 401 on an authenticated call ends the session and asks to sign in again, with the way back', async () => {
    localStorage.setItem('serviceToken', await signToken('u-family', '2', -10));
    const { user, router, store } = renderApp({
      route: '/apps/user/account-profile/profile3',
      preloadedState: sessionState({
        id: 'u-family',
        role: '2',
        name: 'Carla Souza',
        url_perfil: null,
        email_address: 'carla.souza@exemplo.com.br',
      }),
    });
    const { connectStore } = await import('@/app/store');
    const { disconnect } = connectStore(store);
    await user.click(await screen.findByRole('button', { name: 'Salvar perfil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain('returnTo=%2Fapps%2Fuser%2Faccount-profile%2Fprofile3');
    expect(store.getState().session.isLoggedIn).toBe(false);
    disconnect();
  });

  test('account settings: profile saved shows in the top bar; a wrong current password is marked on its field', async () => {
    await signedIn('2', 'u-family');
    const { user } = renderApp({
      route: '/apps/user/account-profile/profile3',
      preloadedState: sessionState({
        id: 'u-family',
        role: '2',
        name: 'Carla Souza',
        first_name: 'Carla',
        last_name: 'Souza',
        url_perfil: null,
        email_address: 'carla.souza@exemplo.com.br',
        login_cell: '11922222222',
      }),
    });
    const first = await screen.findByLabelText('Nome');
    await user.clear(first);
    await user.type(first, 'Carolina');
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(
      await screen.findByRole('button', { name: 'Menu da conta de Carolina Souza' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Senha' }));
    await user.type(screen.getByLabelText('Senha atual', { selector: 'input' }), 'errada123');
    await user.type(screen.getByLabelText('Nova senha', { selector: 'input' }), 'Praia@2027');
    await user.type(screen.getByLabelText('Confirme a senha', { selector: 'input' }), 'Praia@2027');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    const field = screen.getByLabelText('Senha atual', { selector: 'input' }).closest('.MuiFormControl-root');
    expect(
      await within(field as HTMLElement).findByText('A senha atual está incorreta.'),
    ).toBeInTheDocument();
  });
});
