import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_PASSWORD } from '@/mocks/db/seed';

const guest = sessionState(null);

describe('sign-in presentations (/pages/login/login1..3 and the like)', () => {
  test('a family signs in for real through login2 and lands on its home', async () => {
    const { user, router, store } = renderApp({ route: '/pages/login/login2', preloadedState: guest });
    // The split presentation: the illustration side beside the real form.
    expect(
      await screen.findByText(t('auth.variant.aside.title', { brand: 'Lumi' }), {}, LAZY_LOAD),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Celular com DDD'), '11922222222');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cliente/boas-vindas'));
    expect(store.getState().session.isLoggedIn).toBe(true);
  });

  test('links between the sign-in pages stay in the same presentation', async () => {
    const { user, router } = renderApp({ route: '/pages/login/login3', preloadedState: guest });
    await user.click(await screen.findByRole('link', { name: t('auth.login.createSchool') }, LAZY_LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/register/register3'));
    expect(router.state.location.search).toBe('?role=4');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('auth.register.title') }, LAZY_LOAD),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: t('auth.register.signIn') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login3'));
    await user.click(await screen.findByRole('link', { name: t('auth.login.forgot') }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/pages/forgot-password/forgot-password3'),
    );
  });

  test('a signed-in user is sent home, as from /login', async () => {
    const { router } = renderApp({
      route: '/pages/register/register1',
      preloadedState: sessionState(DEMO_USERS.producer),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/produtor/meus-eventos'), LAZY_LOAD);
  });
});

describe('coming soon (/pages/coming-soon1)', () => {
  beforeEach(() => {
    // Only the clock is fixed: timers stay real, so the page still ticks every second.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-02-19T08:29:30-03:00'));
  });

  test('counts down to the launch, to the second on screen and to the minute for screen readers', async () => {
    // The page's one-second tick is ours to drive.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: Date.now() });
    renderApp({ route: '/pages/coming-soon1', preloadedState: guest });
    const timer = await screen.findByRole('timer', {}, LAZY_LOAD);
    expect(timer).toHaveTextContent('Faltam 10 dias, 0 horas e 30 minutos para o lançamento.');
    const seconds = timer.querySelector('[data-unit="seconds"]');
    expect(seconds).toHaveTextContent('30segundos');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(seconds).toHaveTextContent('29segundos');
  });

  test('a bad e-mail is explained and kept; a good one joins the waiting list', async () => {
    const { user } = renderApp({ route: '/pages/coming-soon1', preloadedState: guest });
    await user.type(await screen.findByLabelText(/Nome completo/, {}, LAZY_LOAD), 'Ana Prado');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@');
    await user.type(screen.getByLabelText(/Celular com DDD/), '31987654321');
    await user.click(screen.getByRole('radio', { name: t('whitelist.profile.family') }));
    await user.click(screen.getByRole('checkbox', { name: /Aceito os termos de uso/ }));
    await user.click(screen.getByRole('button', { name: t('whitelist.submit') }));
    expect(await screen.findByText(t('validation.email.invalid'))).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@');
    expect(db.tables.whitelist).toEqual([]);

    await user.type(screen.getByLabelText(/E-mail/), 'exemplo.com.br');
    await user.click(screen.getByRole('button', { name: t('whitelist.submit') }));
    expect(
      await screen.findByRole('heading', { level: 2, name: t('whitelist.success.title') }),
    ).toBeInTheDocument();
    expect(db.tables.whitelist).toEqual([
      expect.objectContaining({ email: 'ana@exemplo.com.br', profile: 'family' }),
    ]);
  });

  test('once the launch has passed, the countdown gives way to the news', async () => {
    vi.setSystemTime(new Date('2027-03-01T09:00:01-03:00'));
    renderApp({ route: '/pages/coming-soon2', preloadedState: guest });
    expect(
      await screen.findByRole(
        'heading',
        { name: t('whitelist.countdown.launched.title', { brand: 'Lumi' }) },
        LAZY_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
