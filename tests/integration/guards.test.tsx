import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';

type AppRouter = ReturnType<typeof renderApp>['router'];

const where = (router: AppRouter) => `${router.state.location.pathname}${router.state.location.search}`;

describe('route guards (SPEC.md §4, §6)', () => {
  it('a producer opening an admin page lands on the producer home', async () => {
    const { router } = renderApp({
      route: '/admin/usuarios',
      preloadedState: sessionState(DEMO_USERS.producer),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/produtor/meus-eventos'), LAZY_LOAD);
    expect(
      await screen.findByRole('heading', { level: 1, name: t('route.producer.events') }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t('route.admin.users') })).not.toBeInTheDocument();
    // Replaced, not pushed: Back does not return to the page that was refused.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a client opening a company page lands on the client home', async () => {
    const { router } = renderApp({
      route: '/empresa/professores',
      preloadedState: sessionState(DEMO_USERS.client),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cliente/boas-vindas'), LAZY_LOAD);
    expect(await screen.findByRole('heading', { level: 1, name: /^Olá, / }, LAZY_LOAD)).toBeInTheDocument();
  });

  it('an account with another role opening the client area lands on /dashboard/default', async () => {
    const { router } = renderApp({
      route: '/cliente/ingressos',
      preloadedState: sessionState(DEMO_USERS.other),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/default'), LAZY_LOAD);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: t('dashboard.default.title', { name: DEMO_USERS.other.name }) },
        LAZY_LOAD,
      ),
    ).toBeInTheDocument();
    // The template apps are reached from here (their routes need only a login).
    const apps = within(screen.getByRole('region', { name: t('dashboard.default.apps.title') }));
    const hrefs = apps.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/apps/mail',
      '/apps/chat',
      '/apps/contact/c-card',
      '/apps/calendar',
      '/apps/kanban/board',
      '/apps/kanban/backlogs',
      '/apps/customer/customer-list',
      '/apps/e-commerce/products',
      '/apps/user/social-profile/posts',
    ]);
    expect(apps.getByRole('link', { name: new RegExp(t('route.mail')) })).toBeInTheDocument();
  });

  it('a signed-out visitor opening a client page goes to the clients’ login with a way back', async () => {
    const { router } = renderApp({ route: '/cliente/ingressos', preloadedState: sessionState(null) });
    await waitFor(
      () => expect(where(router)).toBe('/login-clientes?returnTo=%2Fcliente%2Fingressos'),
      LAZY_LOAD,
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a signed-out visitor opening an admin page goes to /login with a way back', async () => {
    const { router } = renderApp({ route: '/admin/usuarios', preloadedState: sessionState(null) });
    await waitFor(() => expect(where(router)).toBe('/login?returnTo=%2Fadmin%2Fusuarios'), LAZY_LOAD);
  });

  it('an event opens on its summary tab', async () => {
    const { router } = renderApp({
      route: '/produtor/eventos/42',
      preloadedState: sessionState(DEMO_USERS.producer),
    });
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/produtor/eventos/42/resumo'),
      LAZY_LOAD,
    );
  });

  it('a signed-in client opening /login is replaced to the client home', async () => {
    const { router } = renderApp({ route: '/login', preloadedState: sessionState(DEMO_USERS.client) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cliente/boas-vindas'), LAZY_LOAD);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: /^Olá, / }, LAZY_LOAD)).toBeInTheDocument();
  });

  it('a signed-in admin opening the clients’ login is replaced to the admin home', async () => {
    const { router } = renderApp({
      route: '/login-clientes',
      preloadedState: sessionState(DEMO_USERS.admin),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/usuarios'), LAZY_LOAD);
  });
});
