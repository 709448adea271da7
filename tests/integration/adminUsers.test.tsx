import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, sessionState, t } from '@tests/render';
import { apiClient } from '@/api/client';
import { ROLE_MENU } from '@/features/admin/roleAccess';
import { flattenMenu, menuForRole } from '@/menu/menus';
import { db } from '@/mocks/db/database';
import { DEMO_IDS, DEMO_PASSWORD } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

const ADMIN = sessionState({ id: DEMO_IDS.admin, role: '0', name: 'Marina Costa', url_perfil: null });
/** The first visit transforms the data grid and date pickers: slow on a busy machine. */
const FIRST_LOAD = { timeout: 45_000 } as const;
const SLOW = 90_000;

async function open(
  route: string,
  titleId: 'route.admin.users' | 'route.admin.userEdit' = 'route.admin.users',
) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.admin, '0'));
  const app = renderApp({ route, preloadedState: ADMIN });
  if (titleId === 'route.admin.users')
    await screen.findByRole('heading', { level: 1, name: t(titleId) }, FIRST_LOAD);
  return app;
}

/** The data rows of the grid (the header row left out), once loaded. */
async function gridRows() {
  const grid = await screen.findByRole('grid', { name: t('route.admin.users') });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return within(grid).getAllByRole('row').slice(1);
}

const rowNames = (rows: HTMLElement[]) => rows.map((r) => within(r).getAllByRole('link')[0]?.textContent);

/** Waits until the grid shows these users (by name, in order): the list refetches after each change. */
async function expectRowNames(expected: (string | null | undefined)[]) {
  await waitFor(
    () => {
      const grid = screen.getByRole('grid', { name: t('route.admin.users') });
      expect(rowNames(within(grid).getAllByRole('row').slice(1))).toEqual(expected);
    },
    { timeout: 20_000 },
  );
}

async function choose(label: string, option: string, user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('admin users (/admin/usuarios)', () => {
  test(
    'role and status filters live in the URL, and a reload shows the same list',
    async () => {
      const { user, router, unmount } = await open('/admin/usuarios');
      await choose(t('admin.user.field.role'), t('role.3'), user);
      await waitFor(() => expect(router.state.location.search).toContain('role=3'));
      await choose(t('admin.user.field.status'), t('admin.user.status.active'), user);
      await waitFor(() => expect(router.state.location.search).toContain('status=active'));

      const producers = db.tables.users.filter((u) => u.role === '3' && u.status === 'active');
      const names = producers.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((u) => u.name);
      await expectRowNames(names);

      // Reload: the same URL gives the same filters and rows.
      const url = `${router.state.location.pathname}${router.state.location.search}`;
      unmount();
      await open(url);
      expect(screen.getByRole('combobox', { name: t('admin.user.field.role') })).toHaveTextContent(
        t('role.3'),
      );
      expect(screen.getByRole('combobox', { name: t('admin.user.field.status') })).toHaveTextContent(
        t('admin.user.status.active'),
      );
      await expectRowNames(names);
    },
    SLOW,
  );

  test(
    'finds a user by CPF with its punctuation, and by phone as it is written',
    async () => {
      const { user, router } = await open('/admin/usuarios');
      const search = screen.getByRole('searchbox', { name: t('admin.users.search') });
      await user.type(search, '529.982.247-25');
      await waitFor(() => expect(router.state.location.search).toContain('search=529.982.247-25'));

      await expectRowNames(['Carla Souza']);

      await user.clear(search);
      await user.type(search, '(11) 92222-2222{Enter}');
      await waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).get('search')).toBe('(11) 92222-2222'),
      );
      await expectRowNames(['Carla Souza']);

      await user.clear(search);
      await user.type(search, 'nobody-at-all{Enter}');
      expect(await screen.findByText(t('admin.users.empty'))).toBeInTheDocument();
    },
    SLOW,
  );

  test(
    'blocks the selected users in bulk, and "Desfazer" puts back exactly what changed',
    async () => {
      const { user } = await open('/admin/usuarios?role=2&sort=name:asc');
      const rows = (await gridRows()).slice(0, 3);
      const ids = rows.map((r) => r.getAttribute('data-id') ?? '');
      // One of them is already blocked: the undo must leave it blocked.
      const already = db.tables.users.find((u) => u.id === ids[2]);
      if (!already) throw new Error('no third row');
      already.status = 'blocked';
      for (const row of rows) await user.click(within(row).getByRole('checkbox'));
      const bulk = screen.getByRole('region', { name: t('admin.users.bulk.region') });
      expect(within(bulk).getByText('3 usuários selecionados')).toBeInTheDocument();

      await user.click(within(bulk).getByRole('button', { name: t('admin.users.bulk.block') }));
      expect(await screen.findByText('2 contas bloqueadas.')).toBeInTheDocument();
      const status = (id: string | undefined) => db.tables.users.find((u) => u.id === id)?.status;
      expect(ids.map(status)).toEqual(['blocked', 'blocked', 'blocked']);

      await user.click(screen.getByRole('button', { name: t('common.undo') }));
      expect(await screen.findByText('Pronto: 2 contas voltaram como estavam.')).toBeInTheDocument();
      expect(ids.map(status)).toEqual(['active', 'active', 'blocked']);
    },
    SLOW,
  );

  test(
    'exports every user of the current filter, not just the page on screen',
    async () => {
      const blobs: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        blobs.push(blob as Blob);
        return 'blob:users';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      // The download link's click would make happy-dom navigate away from the app.
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const { user } = await open('/admin/usuarios?role=2');
      const families = db.tables.users.filter((u) => u.role === '2');
      expect(families.length).toBeGreaterThan(25);
      await gridRows();
      await user.click(screen.getByRole('button', { name: t('common.exportCsv') }));
      expect(await screen.findByText(`${families.length} linhas exportadas.`)).toBeInTheDocument();
      expect(click).toHaveBeenCalledTimes(1);
      const text = await (blobs[0] as Blob).text();
      const lines = text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Nome;Perfil;Celular;E-mail;CPF ou CNPJ;Situação;Verificado;Cadastro');
      expect(lines).toHaveLength(families.length + 1);
      expect(lines.some((l) => l.startsWith('Carla Souza;Família;(11) 92222-2222;'))).toBe(true);
      expect(lines.every((l, i) => i === 0 || l.includes(';Família;'))).toBe(true);
    },
    SLOW,
  );

  test(
    'the admin cannot select their own row for a bulk block',
    async () => {
      await open(`/admin/usuarios?role=0`);
      const [row] = await gridRows();
      expect(row?.getAttribute('data-id')).toBe(DEMO_IDS.admin);
      expect(within(row as HTMLElement).getByRole('checkbox')).toBeDisabled();
    },
    SLOW,
  );
});

describe('admin user edit (/admin/usuarios/edit/:id)', () => {
  test(
    'a role change says what the person will gain and lose before it happens',
    async () => {
      const { user } = await open(`/admin/usuarios/edit/${DEMO_IDS.family}`, 'route.admin.userEdit');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Carla Souza' }, FIRST_LOAD),
      ).toBeInTheDocument();
      await choose(t('admin.role.new'), t('role.3'), user);
      await user.click(screen.getByRole('button', { name: t('admin.role.change') }));

      const dialog = await screen.findByRole('dialog', { name: 'Mudar o perfil de Carla Souza?' });
      expect(dialog).toHaveTextContent('Carla Souza deixa de ser Família e passa a ser Produtor de eventos.');
      expect(dialog).toHaveTextContent(
        'Passará a ver: Meus eventos, Meus cursos, Ingressos vendidos e Financeiro.',
      );
      expect(dialog).toHaveTextContent('Deixará de ver: Início, Meus ingressos, Dependentes e Cursos.');
      expect(dialog).toHaveTextContent('Ao entrar, vai abrir em Meus eventos.');
      expect(db.tables.users.find((u) => u.id === DEMO_IDS.family)?.role).toBe('2');

      await user.click(within(dialog).getByRole('button', { name: 'Mudar para Produtor de eventos' }));
      await waitFor(() => expect(db.tables.users.find((u) => u.id === DEMO_IDS.family)?.role).toBe('3'));
      await waitFor(() =>
        expect(screen.getByText('Perfil atual:', { exact: false })).toHaveTextContent('Produtor de eventos'),
      );
    },
    SLOW,
  );

  test(
    'a blocked user can no longer sign in, and their open session stops working',
    async () => {
      const familyToken = await signToken(DEMO_IDS.family, '2');
      const { user } = await open(`/admin/usuarios/edit/${DEMO_IDS.family}`, 'route.admin.userEdit');
      await screen.findByRole('heading', { level: 1, name: 'Carla Souza' }, FIRST_LOAD);
      await user.click(screen.getByRole('button', { name: t('admin.access.block') }));
      const dialog = await screen.findByRole('dialog', { name: 'Bloquear a conta de Carla Souza?' });
      expect(dialog).toHaveTextContent('não conseguirá mais entrar no Lumi');
      await user.click(within(dialog).getByRole('button', { name: t('admin.access.block') }));
      expect(await screen.findByText(t('admin.access.isBlocked'))).toBeInTheDocument();
      expect(db.tables.users.find((u) => u.id === DEMO_IDS.family)?.status).toBe('blocked');

      const login = await apiClient.post(
        '/api/auth/login',
        { login_cell: '11922222222', pass_token: DEMO_PASSWORD },
        { validateStatus: () => true },
      );
      expect(login.status).toBe(403);
      expect(login.data).toMatchObject({
        flag: false,
        msg: 'Esta conta está bloqueada. Fale com o suporte.',
      });
      localStorage.setItem('serviceToken', familyToken);
      const me = await apiClient.get('/api/auth/me', { validateStatus: () => true });
      expect(me.status).toBe(401);
    },
    SLOW,
  );

  test(
    'validates as registration does, keeps what was typed, and puts server refusals on their fields',
    async () => {
      const { user } = await open(`/admin/usuarios/edit/${DEMO_IDS.family}`, 'route.admin.userEdit');
      await screen.findByRole('heading', { level: 1, name: 'Carla Souza' }, FIRST_LOAD);
      const documentField = screen.getByRole('textbox', { name: t('admin.user.field.document') });
      await user.clear(documentField);
      await user.type(documentField, '11111111111');
      const email = screen.getByRole('textbox', { name: t('auth.field.email') });
      await user.clear(email);
      await user.type(email, 'paulo@vibraproducoes.com.br');
      await user.click(screen.getByRole('button', { name: t('common.save') }));
      expect(await screen.findByText(t('validation.document.invalid'))).toBeInTheDocument();

      await user.clear(documentField);
      await user.type(documentField, '52998224725');
      await user.click(screen.getByRole('button', { name: t('common.save') }));
      expect(await screen.findByText('Este e-mail já está cadastrado em outra conta.')).toBeInTheDocument();
      expect(email).toHaveValue('paulo@vibraproducoes.com.br');

      await user.clear(email);
      await user.type(email, 'carla.nova@exemplo.com.br');
      await user.click(screen.getByRole('button', { name: t('common.save') }));
      expect(await screen.findByText(t('admin.userEdit.saved'))).toBeInTheDocument();
      expect(db.tables.users.find((u) => u.id === DEMO_IDS.family)?.email_address).toBe(
        'carla.nova@exemplo.com.br',
      );
    },
    SLOW,
  );

  test(
    'forcing a password reset marks the account and says so',
    async () => {
      const { user } = await open(`/admin/usuarios/edit/${DEMO_IDS.family}`, 'route.admin.userEdit');
      await screen.findByRole('heading', { level: 1, name: 'Carla Souza' }, FIRST_LOAD);
      await user.click(screen.getByRole('button', { name: t('admin.access.reset') }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('carla.souza@exemplo.com.br');
      await user.click(within(dialog).getByRole('button', { name: t('admin.access.reset.confirm') }));
      expect(await screen.findByText(t('admin.access.resetPending'))).toBeInTheDocument();
      const carla = db.tables.users.find((u) => u.id === DEMO_IDS.family);
      expect(carla?.mustResetPassword).toBe(true);
      expect(db.tables.resetTokens.some((r) => r.userId === DEMO_IDS.family)).toBe(true);

      // The old password no longer opens the account; the link sets a new one, which does.
      const login = (pass_token: string) =>
        apiClient.post(
          '/api/auth/login',
          { login_cell: '11922222222', pass_token },
          { validateStatus: () => true },
        );
      const refused = await login(DEMO_PASSWORD);
      expect(refused.status).toBe(403);
      expect(refused.data).toMatchObject({ flag: false });
      expect((refused.data as { msg: string }).msg).toMatch(
        /^Por segurança, crie uma nova senha antes de entrar/,
      );
      const token = db.tables.resetTokens.find((r) => r.userId === DEMO_IDS.family)?.token ?? '';
      const reset = await apiClient.post(
        '/api/auth/reset-password',
        { token, pass_token: 'Nova@Senha2026' },
        { validateStatus: () => true },
      );
      expect(reset.status).toBe(200);
      expect((await login('Nova@Senha2026')).status).toBe(200);
    },
    SLOW,
  );

  test('the role consequences mirror the menus each role really gets', () => {
    for (const role of ['0', '2', '3', '4'] as const) {
      expect(ROLE_MENU[role]).toEqual(flattenMenu(menuForRole(role)).map((item) => item.title));
    }
  });
});
