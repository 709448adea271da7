import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, startCatalogue, t } from '@tests/render';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import RouteErrorBoundary from '@/components/errors/RouteErrorBoundary';
import type { RootState } from '@/store/rootReducer';

/** A router whose only page fails the way `fail` does, with the app's route error element. */
function renderFailingRoute(fail: () => never, preloadedState?: Partial<RootState>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorBoundary />,
        hydrateFallbackElement: <p>…</p>,
        children: [{ path: 'pagina', loader: fail, element: <p>Página carregada</p> }],
      },
    ],
    { initialEntries: ['/pagina'] },
  );
  startCatalogue({ everything: false });
  return render(
    <AppProviders store={makeStore(preloadedState)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const failWithStatus = (status: number) => (): never => {
  // React Router's way to answer a status from a loader.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw data(null, { status });
};

describe('routing-error screens (SPEC.md §2 "Layout and chrome")', () => {
  beforeEach(() => {
    // React Router warns that the catch-all route has no element (its loader always throws 404).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('an unknown address shows the 404 screen with a way home', async () => {
    renderApp({ route: '/nao-existe/mesmo' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erro 404 - Esta página não existe!' }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('errors.backHome') })).toHaveAttribute('href', '/');
  });

  it('an unknown address inside a signed-in area also shows the 404 screen', async () => {
    renderApp({ route: '/admin/nao-existe', preloadedState: sessionState(DEMO_USERS.admin) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erro 404 - Esta página não existe!' }, LAZY_LOAD),
    ).toBeInTheDocument();
  });

  it.each([
    [401, 'Erro 401 - Você não tem autorização para ver isto'],
    [503, 'Erro 503 - Parece que nossa API está fora do ar'],
    [418, 'Erro 418 - Fale com o administrador'],
    [404, 'Erro 404 - Esta página não existe!'],
  ])('a %i answer shows “%s”', async (status, heading) => {
    renderFailingRoute(failWithStatus(status));
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Página carregada')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Em manutenção' })).not.toBeInTheDocument();
  });

  it('any other failure shows the maintenance screen with a reload button', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(() => {
      throw new Error('chunk failed');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Em manutenção' }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('errors.reload') })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('an unlisted status (500) also shows the maintenance screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(failWithStatus(500));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Em manutenção' }, LAZY_LOAD),
    ).toBeInTheDocument();
  });

  it('the way home leads a signed-in user to the home of their role', async () => {
    renderFailingRoute(failWithStatus(401), sessionState(DEMO_USERS.client));
    await screen.findByRole('heading', { level: 1, name: /^Erro 401/ }, LAZY_LOAD);
    expect(screen.getByRole('link', { name: t('errors.backHome') })).toHaveAttribute(
      'href',
      '/cliente/boas-vindas',
    );
  });
});
