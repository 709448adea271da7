import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  DEMO_USERS,
  LAZY_LOAD,
  renderApp,
  renderWithProviders,
  sessionState,
  t,
  stubScreenWidth,
} from '@tests/render';
import { TOKEN_KEY } from '@/api/token';
import MenuList from '@/layouts/MainLayout/MenuList';
import type { MenuItem } from '@/menu/types';
import { DEFAULT_SETTINGS } from '@/store/settings';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderAdminShell() {
  localStorage.setItem(TOKEN_KEY, 'token-de-teste');
  const utils = renderApp({ route: '/admin/usuarios', preloadedState: sessionState(DEMO_USERS.admin) });
  await screen.findByRole('heading', { level: 1, name: t('route.admin.users') }, LAZY_LOAD);
  return utils;
}

describe('signed-in shell: top bar (SPEC.md §2 "Layout and chrome")', () => {
  it('has the drawer toggle, the premium link, the logo home link and the version chip', async () => {
    const { user } = await renderAdminShell();

    // The drawer opens by default on a wide screen; the toggle says what it will do.
    const toggle = await screen.findByRole('button', { name: 'Fechar menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Seja Premium' })).toHaveAttribute(
      'href',
      '/checkout-assinatura',
    );
    expect(screen.getByRole('link', { name: t('layout.logo.home', { brand: 'Lumi' }) })).toHaveAttribute(
      'href',
      '/admin/usuarios',
    );

    const footer = screen
      .getByText(t('layout.footer.copyright', { year: new Date().getFullYear(), brand: 'Lumi' }))
      .closest('footer');
    expect(footer).not.toBeNull();
    expect(within(footer!).getByText('v4.0.2')).toBeInTheDocument();
    expect(within(footer!).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/lumi.educa',
    );
    expect(within(footer!).getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@lumi.educa',
    );
  });

  it('the notifications popover is the static demo: badge 01, filter, mark all read, view all', async () => {
    const { user } = await renderAdminShell();

    const bell = screen.getByRole('button', { name: 'Notificações' });
    expect(within(bell).getByText('01')).toBeInTheDocument();
    await user.click(bell);

    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(popover).getByRole('heading', { name: 'Notificações' })).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Marcar todas como lidas' })).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Ver todas' })).toBeInTheDocument();

    const filter = within(popover).getByRole('combobox', { name: t('notifications.filter') });
    expect(filter).toHaveTextContent('Todas');
    await user.click(filter);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todas', 'Novas', 'Não lidas', 'Outras']);
    await user.click(options[2]!);
    expect(within(popover).getByRole('combobox', { name: t('notifications.filter') })).toHaveTextContent(
      'Não lidas',
    );

    await user.click(within(popover).getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument(),
    );
  });

  it('the account menu links to the account settings', async () => {
    const { user, router } = await renderAdminShell();

    await user.click(screen.getByRole('button', { name: 'Menu da conta de Marina Admin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Marina Admin')).toBeInTheDocument();
    expect(within(menu).getByText(t('role.0'))).toBeInTheDocument();
    const settings = within(menu).getByRole('menuitem', { name: 'Configurações da conta' });
    expect(settings).toHaveAttribute('href', '/apps/user/account-profile/profile3');
    expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();

    await user.click(settings);
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/apps/user/account-profile/profile3'),
      LAZY_LOAD,
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Sair signs out and clears the stored token, users and pending user', async () => {
    const { user, store, router } = await renderAdminShell();
    localStorage.setItem('users', '{"token":"x"}');
    localStorage.setItem('pendingUser', '{"login_cell":"x"}');

    await user.click(screen.getByRole('button', { name: 'Menu da conta de Marina Admin' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sair' }));

    await waitFor(() => expect(store.getState().session.isLoggedIn).toBe(false), LAZY_LOAD);
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, isInitialized: true, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('users')).toBeNull();
    expect(localStorage.getItem('pendingUser')).toBeNull();
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), LAZY_LOAD);
    expect(router.state.location.pathname).not.toMatch(/^\/admin/);
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });

  // App bug (ProfileSection.tsx logout): `await navigate('/')` resolves when the router state is '/',
  // but RouterProvider commits that state in a React transition. loggedOut() then forces a sync render
  // of the still-committed /admin tree, where AuthGuard's <Navigate replace> sends the user on to
  // /login?returnTo=%2Fadmin%2Fusuarios.
  it('Sair returns to / (SPEC.md §2: "logout (returns to /)")', async () => {
    const { user, router } = await renderAdminShell();

    await user.click(screen.getByRole('button', { name: 'Menu da conta de Marina Admin' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), LAZY_LOAD);

    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.hero.title') })).toBeInTheDocument();
  });
});

describe('signed-in shell: menu orientation', () => {
  it('horizontal on a wide screen: the company menu shows 7 entries and folds the rest into Mais itens', async () => {
    stubScreenWidth(1440);
    const { user } = renderApp({
      route: '/empresa/professores',
      preloadedState: {
        ...sessionState(DEMO_USERS.company),
        settings: { ...DEFAULT_SETTINGS, menuOrientation: 'horizontal' },
      },
    });
    await screen.findByRole('heading', { level: 1, name: t('route.company.teachers') }, LAZY_LOAD);

    const bar = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      [t('menu.company.dashboard'), '/empresa/dashboard-escola'],
      [t('menu.cards'), '/empresa/lumis'],
      [t('menu.company.calendar'), '/empresa/calendario'],
      [t('menu.company.students'), '/empresa/gestao-alunos'],
      [t('menu.company.checkin'), '/empresa/check-in-aulas'],
      [t('menu.company.chat'), '/empresa/chat'],
      [t('menu.help'), '/empresa/ajuda'],
    ]);
    // No side drawer, so no drawer toggle either.
    expect(screen.queryByRole('button', { name: /menu$/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Menu principal' })).toHaveLength(1);

    await user.click(within(bar).getByRole('button', { name: 'Mais itens' }));
    const more = screen.getByRole('menu');
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((m) => [m.textContent, m.getAttribute('href')]),
    ).toEqual([
      [t('menu.company.school'), '/empresa/gestao-escola'],
      [t('menu.company.courses'), '/empresa/cursos'],
      [t('menu.company.teachers'), '/empresa/professores'],
      [t('menu.company.events'), '/empresa/eventos'],
      [t('menu.finance'), '/empresa/financeiro'],
    ]);
    expect(within(more).getByRole('menuitem', { name: t('menu.company.teachers') })).toHaveClass(
      'Mui-selected',
    );
  });

  it('horizontal on a wide screen: the admin missions collapse becomes a dropdown', async () => {
    stubScreenWidth(1440);
    const { user } = renderApp({
      route: '/admin/missoes',
      preloadedState: {
        ...sessionState(DEMO_USERS.admin),
        settings: { ...DEFAULT_SETTINGS, menuOrientation: 'horizontal' },
      },
    });
    await screen.findByRole('heading', { level: 1, name: t('route.admin.missions') }, LAZY_LOAD);
    const bar = await screen.findByRole('navigation', { name: 'Menu principal' });
    // 8 top-level entries (7 items and the collapse): the 8th folds into 'Mais itens'.
    expect(
      within(bar)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      t('menu.admin.users'),
      t('menu.admin.events'),
      t('menu.admin.courses'),
      t('menu.cards'),
      t('menu.finance'),
      t('menu.admin.funnel'),
    ]);
    await user.click(within(bar).getByRole('button', { name: 'Missões' }));
    const dropdown = screen.getByRole('menu');
    expect(
      within(dropdown)
        .getAllByRole('menuitem')
        .map((m) => [m.textContent, m.getAttribute('href')]),
    ).toEqual([
      ['Visão geral', '/admin/missoes/resumo'],
      ['Lista de missões', '/admin/missoes'],
    ]);
  });

  it('horizontal is ignored on a small screen: the menu is a temporary drawer behind the toggle', async () => {
    stubScreenWidth(600);
    const { user } = renderApp({
      route: '/empresa/professores',
      preloadedState: {
        ...sessionState(DEMO_USERS.company),
        settings: { ...DEFAULT_SETTINGS, menuOrientation: 'horizontal' },
      },
    });
    await screen.findByRole('heading', { level: 1, name: t('route.company.teachers') }, LAZY_LOAD);

    // Forced closed on small screens.
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getAllByRole('link')).toHaveLength(12);

    // It closes on navigation.
    await user.click(within(menu).getByRole('link', { name: t('menu.company.calendar') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: t('route.company.calendar') }, LAZY_LOAD),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument(),
    );
  });

  it('mini drawer: the drawer starts collapsed to icons, each still named and hinted', async () => {
    const { user } = renderApp({
      route: '/admin/usuarios',
      preloadedState: {
        ...sessionState(DEMO_USERS.admin),
        settings: { ...DEFAULT_SETTINGS, miniDrawer: true },
      },
    });
    await screen.findByRole('heading', { level: 1, name: t('route.admin.users') }, LAZY_LOAD);

    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    // Icons only: no visible text, each entry named by its label; the collapse shows its items.
    const users = within(menu).getByRole('link', { name: t('menu.admin.users') });
    expect(users).toHaveAttribute('aria-current', 'page');
    expect(users).not.toHaveTextContent(t('menu.admin.users'));
    expect(within(menu).getByRole('link', { name: 'Visão geral' })).toHaveAttribute(
      'href',
      '/admin/missoes/resumo',
    );
    expect(within(menu).getAllByRole('link')).toHaveLength(9);
    // Hovering an icon shows its name beside it, once the tooltip has loaded with the mini drawer.
    await act(async () => {
      await import('@mui/material/Tooltip');
    });
    await user.hover(within(menu).getByRole('link', { name: t('menu.admin.users') }));
    expect(await screen.findByRole('tooltip', {}, LAZY_LOAD)).toHaveTextContent(t('menu.admin.users'));
  });
});

/** Lets the providers finish loading the language and MUI's localization inside act(). */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('MenuList', () => {
  it('shows “Erro nos itens do menu” for an entry of an unknown type', async () => {
    const items: MenuItem[] = [
      {
        id: 'group',
        title: 'menu.group.admin',
        type: 'group',
        children: [
          { id: 'ok', title: 'menu.admin.users', type: 'item', url: '/admin/usuarios' },
          { id: 'bogus', title: 'menu.help', type: 'bogus', url: '/admin/ajuda' },
        ],
      },
    ];
    renderWithProviders(
      <MemoryRouter initialEntries={['/admin/usuarios']}>
        <MenuList items={items} />
      </MemoryRouter>,
    );
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro nos itens do menu');
    expect(screen.getByRole('link', { name: t('menu.admin.users') })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: t('menu.help') })).not.toBeInTheDocument();
  });

  it('opens an entry with a target in a new tab and shows captions', async () => {
    const items: MenuItem[] = [
      {
        id: 'group',
        title: 'menu.group.admin',
        caption: 'menu.admin.funnel',
        type: 'group',
        children: [
          { id: 'same-tab', title: 'menu.admin.users', type: 'item', url: '/admin/usuarios' },
          {
            id: 'new-tab',
            title: 'menu.help',
            type: 'item',
            url: '/admin/ajuda',
            target: true,
            caption: 'menu.cards',
          },
        ],
      },
    ];
    renderWithProviders(
      <MemoryRouter>
        <MenuList items={items} />
      </MemoryRouter>,
    );
    await settle();
    const help = screen.getByRole('link', { name: new RegExp(t('menu.help')) });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', expect.stringContaining('noopener') as string);
    expect(help).toHaveTextContent(t('menu.cards'));
    expect(screen.getByRole('link', { name: t('menu.admin.users') })).not.toHaveAttribute('target');
    expect(screen.getByRole('list', { name: t('menu.group.admin') })).toHaveTextContent(
      t('menu.admin.funnel'),
    );
  });

  it('shows the error for a top-level entry that is not a group', async () => {
    renderWithProviders(
      <MemoryRouter>
        <MenuList items={[{ id: 'loose', title: 'menu.help', type: 'item', url: '/admin/ajuda' }]} />
      </MemoryRouter>,
    );
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro nos itens do menu');
  });
});
