import { screen, within } from '@testing-library/react';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { flattenMenu, menuForRole } from '@/menu/menus';
import { isAllowed } from '@/routes/access';

type Entry = readonly [label: string, href: string];

/** Waits for the signed-in shell and returns the main menu landmark. */
async function findMainMenu() {
  return screen.findByRole('navigation', { name: 'Menu principal' }, LAZY_LOAD);
}

/** The links of a container, as [accessible name, href] pairs in document order. */
function linksOf(container: HTMLElement): Entry[] {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href') ?? ''] as const);
}

describe('main menu by role (SPEC.md §2)', () => {
  it('admin: the admin area, with the missions collapse holding overview and list', async () => {
    const { user } = renderApp({ route: '/admin/usuarios', preloadedState: sessionState(DEMO_USERS.admin) });
    const menu = await findMainMenu();

    expect(within(menu).getByRole('list', { name: t('menu.group.admin') })).toBeInTheDocument();
    const missions = within(menu).getByRole('button', { name: 'Missões' });
    expect(missions).toHaveAttribute('aria-expanded', 'false');
    expect(linksOf(menu)).toEqual([
      [t('menu.admin.users'), '/admin/usuarios'],
      [t('menu.admin.events'), '/admin/eventos'],
      [t('menu.admin.courses'), '/admin/cursos'],
      [t('menu.cards'), '/admin/lumis'],
      [t('menu.finance'), '/admin/financeiro'],
      [t('menu.admin.funnel'), '/admin/mindset-funnel'],
      [t('menu.help'), '/admin/ajuda'],
    ]);

    await user.click(missions);
    expect(missions).toHaveAttribute('aria-expanded', 'true');
    expect(linksOf(menu)).toEqual([
      [t('menu.admin.users'), '/admin/usuarios'],
      [t('menu.admin.events'), '/admin/eventos'],
      [t('menu.admin.courses'), '/admin/cursos'],
      [t('menu.cards'), '/admin/lumis'],
      ['Visão geral', '/admin/missoes/resumo'],
      ['Lista de missões', '/admin/missoes'],
      [t('menu.finance'), '/admin/financeiro'],
      [t('menu.admin.funnel'), '/admin/mindset-funnel'],
      [t('menu.help'), '/admin/ajuda'],
    ]);
    expect(within(menu).getByRole('link', { name: t('menu.admin.users') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('admin: the missions collapse opens by itself on a missions page and marks that page', async () => {
    renderApp({ route: '/admin/missoes/resumo', preloadedState: sessionState(DEMO_USERS.admin) });
    const menu = await findMainMenu();

    expect(within(menu).getByRole('button', { name: 'Missões' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page');
    // The list (/admin/missoes) is a prefix of the path but not the page: only the longest match is current.
    expect(within(menu).getByRole('link', { name: 'Lista de missões' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: t('menu.admin.users') })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('a page under a menu link keeps that entry current (highlight by path prefix)', async () => {
    // The page reads the user's record from the mock API, which needs the admin's token.
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.admin, '0'));
    renderApp({
      route: `/admin/usuarios/edit/${DEMO_IDS.family}`,
      preloadedState: sessionState(DEMO_USERS.admin),
    });
    const menu = await findMainMenu();
    // The page is titled with the user's name once their record has loaded.
    await screen.findByRole('heading', { name: 'Dados pessoais' }, LAZY_LOAD);
    expect(within(menu).getByRole('link', { name: t('menu.admin.users') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(menu)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('client: the family area', async () => {
    renderApp({ route: '/cliente/boas-vindas', preloadedState: sessionState(DEMO_USERS.client) });
    const menu = await findMainMenu();

    expect(within(menu).getByRole('list', { name: t('menu.group.client') })).toBeInTheDocument();
    expect(linksOf(menu)).toEqual([
      [t('menu.client.welcome'), '/cliente/boas-vindas'],
      [t('menu.client.tickets'), '/cliente/ingressos'],
      [t('menu.client.dependents'), '/cliente/dependentes'],
      [t('menu.client.courses'), '/cliente/cursos'],
      [t('menu.help'), '/cliente/ajuda'],
    ]);
    expect(within(menu).getByRole('link', { name: t('menu.client.welcome') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: t('menu.client.courses') })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('producer: the producer area', async () => {
    renderApp({ route: '/produtor/meus-eventos', preloadedState: sessionState(DEMO_USERS.producer) });
    const menu = await findMainMenu();

    expect(within(menu).getByRole('list', { name: t('menu.group.producer') })).toBeInTheDocument();
    expect(linksOf(menu)).toEqual([
      [t('menu.producer.events'), '/produtor/meus-eventos'],
      [t('menu.producer.courses'), '/produtor/meus-cursos'],
      [t('menu.producer.sales'), '/produtor/ingressos'],
      [t('menu.finance'), '/produtor/financeiro'],
      [t('menu.help'), '/produtor/ajuda'],
    ]);
    expect(within(menu).getByRole('link', { name: t('menu.producer.events') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('company: the school group and the administrative group', async () => {
    renderApp({ route: '/empresa/professores', preloadedState: sessionState(DEMO_USERS.company) });
    const menu = await findMainMenu();

    const school = within(menu).getByRole('list', { name: t('menu.group.company') });
    const administrative = within(menu).getByRole('list', { name: 'Administrativo' });
    expect(linksOf(school)).toEqual([
      [t('menu.company.dashboard'), '/empresa/dashboard-escola'],
      [t('menu.cards'), '/empresa/lumis'],
      [t('menu.company.calendar'), '/empresa/calendario'],
      [t('menu.company.students'), '/empresa/gestao-alunos'],
      [t('menu.company.checkin'), '/empresa/check-in-aulas'],
      [t('menu.company.chat'), '/empresa/chat'],
      [t('menu.help'), '/empresa/ajuda'],
    ]);
    expect(linksOf(administrative)).toEqual([
      [t('menu.company.school'), '/empresa/gestao-escola'],
      [t('menu.company.courses'), '/empresa/cursos'],
      [t('menu.company.teachers'), '/empresa/professores'],
      [t('menu.company.events'), '/empresa/eventos'],
      [t('menu.finance'), '/empresa/financeiro'],
    ]);
    expect(linksOf(menu)).toHaveLength(12);
    expect(within(administrative).getByRole('link', { name: t('menu.company.teachers') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(menu)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('any other role: the single default dashboard entry', async () => {
    renderApp({ route: '/dashboard/default', preloadedState: sessionState(DEMO_USERS.other) });
    const menu = await findMainMenu();

    expect(linksOf(menu)).toEqual([[t('menu.dashboardDefault'), '/dashboard/default']]);
    expect(within(menu).getByRole('link', { name: t('menu.dashboardDefault') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('menuForRole', () => {
  const ROLE_CODES = ['0', '2', '3', '4', '9'] as const;

  it.each(ROLE_CODES)('role %s: every menu link is a route the role may open', (role) => {
    const links = flattenMenu(menuForRole(role));
    expect(links.length).toBeGreaterThan(0);
    for (const item of links) {
      expect({ url: item.url, allowed: isAllowed(item.url ?? '', role) }).toEqual({
        url: item.url,
        allowed: true,
      });
    }
  });

  it('gives each role the links of SPEC.md §2', () => {
    const urls = (role: string | null) => flattenMenu(menuForRole(role)).map((i) => i.url);
    expect(urls('0')).toEqual([
      '/admin/usuarios',
      '/admin/eventos',
      '/admin/cursos',
      '/admin/lumis',
      '/admin/missoes/resumo',
      '/admin/missoes',
      '/admin/financeiro',
      '/admin/mindset-funnel',
      '/admin/ajuda',
    ]);
    expect(urls('2')).toEqual([
      '/cliente/boas-vindas',
      '/cliente/ingressos',
      '/cliente/dependentes',
      '/cliente/cursos',
      '/cliente/ajuda',
    ]);
    expect(urls('3')).toEqual([
      '/produtor/meus-eventos',
      '/produtor/meus-cursos',
      '/produtor/ingressos',
      '/produtor/financeiro',
      '/produtor/ajuda',
    ]);
    expect(urls('4')).toEqual([
      '/empresa/dashboard-escola',
      '/empresa/lumis',
      '/empresa/calendario',
      '/empresa/gestao-alunos',
      '/empresa/check-in-aulas',
      '/empresa/chat',
      '/empresa/ajuda',
      '/empresa/gestao-escola',
      '/empresa/cursos',
      '/empresa/professores',
      '/empresa/eventos',
      '/empresa/financeiro',
    ]);
    expect(urls('9')).toEqual(['/dashboard/default']);
    expect(urls(null)).toEqual(['/dashboard/default']);
  });

  it('a role never sees another role’s area', () => {
    const admin = flattenMenu(menuForRole('0')).map((i) => i.url ?? '');
    for (const role of ['2', '3', '4', '9']) {
      for (const url of admin) expect(isAllowed(url, role)).toBe(false);
    }
  });
});
