import { screen, waitFor, within } from '@testing-library/react';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { initialCartState, type CartState } from '@/store/cartSlice';

const EVENT = 'ev-0001';
const guest = sessionState(null);
const PEDRO = { name: 'Pedro Souza', cpf: '39053344705', email: 'pedro@exemplo.com.br' };
type UserEvents = ReturnType<typeof renderApp>['user'];

async function typeInto(user: UserEvents, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Tickets → attendees → "Continuar": a signed-out buyer is sent to sign in. */
async function buyUntilSignIn(user: UserEvents) {
  await user.click(
    await screen.findByRole('button', { name: 'Adicionar um: Ingresso individual' }, LAZY_LOAD),
  );
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  const seat = await screen.findByRole('group', { name: /^Ingresso 1 / });
  await typeInto(user, within(seat).getByLabelText('Nome completo'), PEDRO.name);
  await typeInto(user, within(seat).getByLabelText('CPF'), PEDRO.cpf);
  await typeInto(user, within(seat).getByLabelText('E-mail'), PEDRO.email);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

const notice = () => screen.findByRole('alert', { name: t('auth.login.checkout.title') }, LAZY_LOAD);

describe('checkout: signing in in the middle of a purchase', () => {
  test('the login page says why, keeps the hold counting, and signing in returns to the same step', async () => {
    const { user, router, store } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: guest });
    await buyUntilSignIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-clientes'));

    const box = await notice();
    await waitFor(() => expect(box).toBeVisible());
    expect(box).toHaveTextContent(t('auth.login.checkout.body'));
    // The hold the checkout started, still running, read from where the checkout keeps it.
    const { holdExpiresAt } = store.getState().cart;
    expect(holdExpiresAt).not.toBeNull();
    const timer = within(box).getByRole('timer');
    expect(timer).toHaveTextContent(/^1[45]:\d\d$/);
    const [minutes = 0, seconds = 0] = (timer.textContent || '').split(':').map(Number);
    const leftSeconds = (Date.parse(holdExpiresAt ?? '') - Date.now()) / 1000;
    // The same deadline: what the timer shows is the time left, give or take its last ticks.
    expect(minutes * 60 + seconds - leftSeconds).toBeGreaterThanOrEqual(0);
    expect(minutes * 60 + seconds - leftSeconds).toBeLessThan(3);
    expect(timer).toHaveAccessibleName(t('auth.login.checkout.holdTimer', { time: timer.textContent || '' }));

    await user.type(screen.getByLabelText('Celular com DDD'), '11922222222');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${EVENT}`));
    expect(router.state.location.search).toBe('?step=2');
    expect(await screen.findByRole('group', { name: 'Forma de pagamento' }, LAZY_LOAD)).toBeInTheDocument();
    expect(store.getState().cart).toMatchObject({
      eventId: EVENT,
      products: [{ ticketId: `${EVENT}-t1`, quantity: 1 }],
      attendees: [PEDRO],
      holdExpiresAt,
    });
  });

  test('a hold that ran out while signing in is said so, with no timer', async () => {
    const cart: CartState = {
      ...initialCartState,
      step: 2,
      eventId: EVENT,
      products: [
        {
          id: `${EVENT}-t1:full`,
          eventId: EVENT,
          ticketId: `${EVENT}-t1`,
          name: 'Ingresso individual',
          quantity: 1,
          halfPrice: false,
          unitPrice: 4000,
          subtotal: 4000,
        },
      ],
      attendees: [PEDRO],
      holdExpiresAt: new Date(Date.now() - 60_000).toISOString(),
    };
    const returnTo = `/checkout/${EVENT}?step=2`;
    renderApp({
      route: `/login-clientes?${new URLSearchParams({ returnTo }).toString()}`,
      // The cart as redux-persist hands it back after a reload.
      preloadedState: { ...guest, cart: { ...cart, _persist: { version: -1, rehydrated: true } } },
    });
    const box = await notice();
    expect(box).toHaveTextContent(t('auth.login.checkout.holdExpired'));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  test('a buyer without an account registers from the login page and still comes back to the purchase', async () => {
    const { user, router, store } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: guest });
    await buyUntilSignIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-clientes'));
    await notice();
    await user.click(screen.getByRole('link', { name: t('auth.login.createFamily') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'), LAZY_LOAD);
    expect(await screen.findByRole('radio', { name: /Família/ }, LAZY_LOAD)).toBeChecked();
    // The same word of why, and the same hold, on the register page.
    const box = await screen.findByRole('alert', { name: t('auth.register.checkout.title') });
    expect(box).toHaveTextContent(t('auth.register.checkout.body'));
    expect(within(box).getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);

    await typeInto(user, screen.getByLabelText('Nome'), 'Júlia');
    await typeInto(user, screen.getByLabelText('Sobrenome'), 'Andrade');
    await typeInto(user, screen.getByLabelText('Celular com DDD'), '21987650011');
    await typeInto(user, screen.getByLabelText('CPF ou CNPJ'), PEDRO.cpf);
    await typeInto(user, screen.getByLabelText('E-mail'), 'julia.andrade@lumi.test');
    await typeInto(user, screen.getByLabelText('Nova senha', { selector: 'input' }), 'Festa@2026');
    await typeInto(user, screen.getByLabelText('Confirme a senha', { selector: 'input' }), 'Festa@2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/code-verification'), LAZY_LOAD);

    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${EVENT}`));
    expect(router.state.location.search).toBe('?step=2');
    expect(store.getState().cart).toMatchObject({ eventId: EVENT, attendees: [PEDRO] });
  });

  test('signing in for anything else shows no purchase notice', async () => {
    renderApp({
      route: `/login-clientes?${new URLSearchParams({ returnTo: '/cliente/ingressos' }).toString()}`,
      preloadedState: guest,
    });
    expect(await screen.findByLabelText('Celular com DDD', {}, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(t('auth.login.checkout.title'))).not.toBeInTheDocument();
  });
});
