import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpHandler, HttpResponse } from 'msw';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import type { User } from '@/api/auth';
import { db } from '@/mocks/db/database';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { handlers } from '@/mocks/handlers';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';
import { formatCents } from '@/utils/br';

/**
 * Money as text queries see it: they collapse the no-break space of the currency format (role names
 * keep it, so those use formatCents as is).
 */
const brl = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

const EVENT = 'ev-0001';
const FAMILY: User = {
  id: 'u-family',
  role: '2',
  name: 'Carla Souza',
  url_perfil: null,
  email_address: 'carla.souza@exemplo.com.br',
  document: '52998224725',
};
const guest = sessionState(null);
type UserEvents = ReturnType<typeof renderApp>['user'];

async function signedInFamily() {
  localStorage.setItem('serviceToken', await signToken('u-family', '2'));
  return sessionState(FAMILY);
}

function ticket(suffix: 't1' | 't2' | 't3') {
  const found = db.tables.tickets.find((tk) => tk.id === `${EVENT}-${suffix}`);
  if (!found) throw new Error('seed changed');
  return found;
}

const familyOrders = () => db.tables.orders.filter((o) => o.buyerId === 'u-family');

async function addTickets(user: UserEvents, { full = 0, half = 0 }: { full?: number; half?: number }) {
  const more = await screen.findByRole('button', { name: 'Adicionar um: Ingresso individual' }, LAZY_LOAD);
  for (let i = 0; i < full; i += 1) await user.click(more);
  for (let i = 0; i < half; i += 1)
    await user.click(screen.getByRole('button', { name: 'Adicionar um: Ingresso individual, meia-entrada' }));
}

/** Replaces a field's text as a paste (one change event: quicker than typing each key). */
async function typeInto(user: UserEvents, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillSeat(user: UserEvents, n: number, values: { name: string; cpf: string; email: string }) {
  const seat = await screen.findByRole('group', { name: new RegExp(`^Ingresso ${n} `) });
  await typeInto(user, within(seat).getByLabelText('Nome completo'), values.name);
  await typeInto(user, within(seat).getByLabelText('CPF'), values.cpf);
  await typeInto(user, within(seat).getByLabelText('E-mail'), values.email);
}

const PEDRO = { name: 'Pedro Souza', cpf: '39053344705', email: 'pedro@exemplo.com.br' };

/** Tickets → attendees (one full seat for Pedro) → payment. */
async function toPayment(user: UserEvents) {
  await addTickets(user, { full: 1 });
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await fillSeat(user, 1, PEDRO);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  return screen.findByRole('group', { name: 'Forma de pagamento' });
}

async function payWithCard(user: UserEvents, number: string) {
  await user.click(await screen.findByRole('radio', { name: /Cartão de crédito/ }));
  await typeInto(user, screen.getByLabelText('Número do cartão'), number);
  await typeInto(user, screen.getByLabelText('Nome impresso no cartão'), 'PEDRO SOUZA');
  await typeInto(user, screen.getByLabelText('Validade (MM/AA)'), '1239');
  await typeInto(user, screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Revisar pedido' }));
}

const confirmButton = () => screen.findByRole('button', { name: /^Confirmar e pagar/ });

describe('checkout: tickets and coupon', () => {
  test('quantities respect the per-order maximum; closed ticket types cannot be chosen; half price is explained', async () => {
    const { user, store } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: guest });
    const family = await screen.findByRole('region', { name: 'Família (4 pessoas)' }, LAZY_LOAD);
    const add = within(family).getByRole('button', { name: 'Adicionar um: Família (4 pessoas)' });
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    expect(within(family).getByText('Você chegou ao limite de 2 ingressos deste tipo.')).toBeInTheDocument();

    const closed = screen.getByRole('region', { name: 'Lote promocional' });
    expect(within(closed).getByText('Vendas encerradas')).toBeInTheDocument();
    expect(within(closed).getByRole('button', { name: 'Adicionar um: Lote promocional' })).toBeDisabled();
    expect(screen.getByText(/Leve o documento que comprova o direito/)).toBeInTheDocument();

    await addTickets(user, { full: 1, half: 1 });
    const { price } = ticket('t1');
    const summary = screen.getByRole('complementary', { name: 'Resumo do pedido' });
    const subtotal = price * 7 + Math.round(price / 2);
    expect(within(summary).getByText(brl(subtotal))).toBeInTheDocument();
    expect(within(summary).getByText(brl(subtotal + Math.round(subtotal * 0.1)))).toBeInTheDocument();
    expect(within(summary).getByText(/10% do valor dos ingressos/)).toBeInTheDocument();
    expect(store.getState().cart).toMatchObject({ eventId: EVENT, subtotal, total: subtotal });
  });

  test('a valid coupon shows its discount in the running total', async () => {
    const { user } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: guest });
    await addTickets(user, { full: 2 });
    await user.type(screen.getByLabelText('Código do cupom'), 'bemvindo10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    const discount = Math.round((ticket('t1').price * 2) / 10);
    expect(await screen.findByText(`BEMVINDO10 · − ${brl(discount)}`)).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Resumo do pedido' });
    expect(within(summary).getByText(`− ${brl(discount)}`)).toBeInTheDocument();
  });

  test.each([
    ['NAOEXISTE', 'Cupom não encontrado para este evento.'],
    ['NATAL2025', 'Este cupom expirou.'],
    ['ESGOTADO', 'Este cupom já atingiu o limite de usos.'],
  ])('coupon %s is refused: %s', async (code, message) => {
    const { user, store } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: guest });
    await addTickets(user, { full: 1 });
    await user.type(screen.getByLabelText('Código do cupom'), code);
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(store.getState().cart).toMatchObject({ discount: 0, couponCode: null });
  });

  test('a coupon for other ticket types and one not valid yet are refused with their reasons', async () => {
    const coupon = db.tables.coupons.find((c) => c.eventId === EVENT && c.code === 'BEMVINDO10');
    if (coupon) coupon.validFrom = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { user } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: guest });
    const family = await screen.findByRole('region', { name: 'Família (4 pessoas)' }, LAZY_LOAD);
    await user.click(within(family).getByRole('button', { name: 'Adicionar um: Família (4 pessoas)' }));
    const field = screen.getByLabelText('Código do cupom');
    await user.type(field, 'FAMILIA20');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Este cupom não vale para os ingressos escolhidos.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'BEMVINDO10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(/^Este cupom ainda não está valendo/)).toBeInTheDocument();
  });
});

describe('checkout: sign-in, roles and the hold', () => {
  test('paying asks a signed-out family to sign in and comes back to the same step with the cart intact', async () => {
    const { user, router, store } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: guest });
    await addTickets(user, { full: 1 });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillSeat(user, 1, PEDRO);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-clientes'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      `/checkout/${EVENT}?step=2`,
    );

    await user.type(await screen.findByLabelText('Celular com DDD'), '11922222222');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), DEMO_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${EVENT}`));
    expect(await screen.findByRole('group', { name: 'Forma de pagamento' }, LAZY_LOAD)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
    expect(store.getState().cart).toMatchObject({
      eventId: EVENT,
      products: [{ ticketId: `${EVENT}-t1`, quantity: 1 }],
      attendees: [PEDRO],
    });
  });

  test('a signed-in producer is told that only family accounts buy tickets', async () => {
    localStorage.setItem('serviceToken', await signToken('u-producer', '3'));
    const { user } = renderApp({
      route: `/checkout/${EVENT}`,
      preloadedState: sessionState({ id: 'u-producer', role: '3', name: 'Paulo Mendes', url_perfil: null }),
    });
    await addTickets(user, { full: 1 });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillSeat(user, 1, PEDRO);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Só contas de família compram ingressos')).toBeInTheDocument();
    expect(screen.getByText(/Você entrou como Produtor de eventos/)).toBeInTheDocument();
  });

  test('"usar meus dados" fills the first seat from the signed-in family', async () => {
    const { user } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: await signedInFamily() });
    await addTickets(user, { full: 2 });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Usar meus dados' }));
    const seat = screen.getByRole('group', { name: /^Ingresso 1 / });
    expect(within(seat).getByLabelText('Nome completo')).toHaveValue('Carla Souza');
    expect(within(seat).getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(within(seat).getByLabelText('E-mail')).toHaveValue('carla.souza@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findAllByText('Informe o nome do participante.')).toHaveLength(1);
  });

  test('the 15-minute hold runs out: the family is told, and "recomeçar" keeps the attendees typed', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    try {
      const { user, store } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: guest });
      await addTickets(user, { full: 1 });
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      await fillSeat(user, 1, PEDRO);
      expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
      act(() => {
        vi.advanceTimersByTime(15 * 60_000 + 1000);
      });
      expect(await screen.findByText('O tempo da reserva acabou')).toBeInTheDocument();
      expect(screen.queryByLabelText('Nome completo')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Recomeçar' }));
      expect(store.getState().cart).toMatchObject({ step: 0, holdExpiresAt: null, attendees: [PEDRO] });
      await user.click(await screen.findByRole('button', { name: 'Continuar' }));
      const seat = await screen.findByRole('group', { name: /^Ingresso 1 / });
      expect(within(seat).getByLabelText('Nome completo')).toHaveValue(PEDRO.name);
      expect(within(seat).getByLabelText('CPF')).toHaveValue('390.533.447-05');
      expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('checkout: placing the order', () => {
  test('journey 1: full + half price with a coupon, paid by PIX, lands on /thanks; the demo payment issues the tickets', async () => {
    const { user, router } = renderApp({
      route: `/checkout/${EVENT}`,
      preloadedState: await signedInFamily(),
    });
    await addTickets(user, { full: 1, half: 1 });
    await user.type(screen.getByLabelText('Código do cupom'), 'BEMVINDO10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByText(/^BEMVINDO10 · −/);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Usar meus dados' }));
    await fillSeat(user, 2, PEDRO);
    expect(screen.getByText(/esta pessoa deve apresentar na entrada o documento/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('radio', { name: /PIX/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Revisar pedido' }));

    const { price } = ticket('t1');
    const subtotal = price + Math.round(price / 2);
    const discount = Math.round(subtotal / 10);
    const fee = Math.round((subtotal - discount) / 10);
    const total = subtotal - discount + fee;
    await user.click(await screen.findByRole('button', { name: `Confirmar e pagar ${formatCents(total)}` }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'));
    const [order] = familyOrders().slice(-1);
    expect(order).toMatchObject({
      subtotal,
      discount,
      fee,
      total,
      status: 'pending',
      couponCode: 'BEMVINDO10',
    });
    expect(router.state.location.search).toBe(`?order=${order?.id ?? ''}`);
    expect(
      await screen.findByRole('heading', { name: 'Falta pouco: pague com PIX' }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code do PIX' })).toBeInTheDocument();
    expect(screen.getByLabelText('PIX copia e cola')).toHaveValue(order?.pix?.code);
    expect(screen.getByRole('timer')).toHaveTextContent(/Expira em 1[45]:\d\d/);

    await user.click(screen.getByRole('button', { name: 'Simular pagamento (demonstração)' }));
    expect(await screen.findByRole('heading', { name: 'Pedido confirmado!' })).toBeInTheDocument();
    const downloads = screen.getAllByRole('link', { name: /LUMI-/ });
    expect(downloads).toHaveLength(2);
    for (const link of downloads)
      expect(link.getAttribute('href')).toMatch(/^\/download\/LUMI-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(screen.getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute(
      'href',
      '/cliente/ingressos',
    );
  });

  test('"já paguei" asks the server again and shows the tickets once the PIX is confirmed', async () => {
    const { user, router } = renderApp({
      route: `/checkout/${EVENT}`,
      preloadedState: await signedInFamily(),
    });
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Revisar pedido' }));
    await user.click(await confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'));
    await screen.findByRole('heading', { name: 'Falta pouco: pague com PIX' }, LAZY_LOAD);
    // The bank confirms the PIX (as the demo action would).
    const id = familyOrders().slice(-1)[0]?.id ?? '';
    const token = localStorage.getItem('serviceToken') ?? '';
    await fetch(`http://localhost/api/Order/simulate-payment/${id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    await user.click(screen.getByRole('button', { name: 'Já paguei' }));
    expect(await screen.findByRole('heading', { name: 'Pedido confirmado!' })).toBeInTheDocument();
  });

  test('double click on confirm creates exactly one order', async () => {
    const { user, router } = renderApp({
      route: `/checkout/${EVENT}`,
      preloadedState: await signedInFamily(),
    });
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Revisar pedido' }));
    const before = familyOrders().length;
    await user.dblClick(await confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'));
    expect(familyOrders()).toHaveLength(before + 1);
  });

  test('a retry after a lost answer, and a reload during payment, reuse the key: one order', async () => {
    const realCreate = handlers.find(
      (h): h is HttpHandler => h instanceof HttpHandler && String(h.info.path) === '*/api/Order/create',
    );
    if (!realCreate) throw new Error('no create handler');
    // The server places the order but the answer never arrives.
    const loseTheAnswer = () =>
      server.use(
        http.post(
          '*/api/Order/create',
          async ({ request }) => {
            await realCreate.run({ request, requestId: crypto.randomUUID() });
            return HttpResponse.error();
          },
          { once: true },
        ),
      );
    const session = await signedInFamily();

    loseTheAnswer();
    const first = renderApp({ route: `/checkout/${EVENT}`, preloadedState: session });
    await toPayment(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Revisar pedido' }));
    const before = familyOrders().length;
    await first.user.click(await confirmButton());
    expect(
      await screen.findByText('Não foi possível concluir o pedido. Tente novamente.'),
    ).toBeInTheDocument();
    expect(familyOrders()).toHaveLength(before + 1);
    const placed = familyOrders().slice(-1)[0]?.id;
    await first.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/thanks'));
    expect(first.router.state.location.search).toBe(`?order=${placed ?? ''}`);
    expect(familyOrders()).toHaveLength(before + 1);
    first.unmount();

    // A second purchase; the answer is lost, then the page is reloaded (a new app with the persisted cart).
    loseTheAnswer();
    const second = renderApp({ route: `/checkout/${EVENT}`, preloadedState: session });
    await toPayment(second.user);
    await second.user.click(screen.getByRole('button', { name: 'Revisar pedido' }));
    await second.user.click(await confirmButton());
    await screen.findByText('Não foi possível concluir o pedido. Tente novamente.');
    expect(familyOrders()).toHaveLength(before + 2);
    const cart = second.store.getState().cart;
    expect(cart.idempotencyKey).toBeTruthy();
    second.unmount();
    const reloaded = renderApp({ route: `/checkout/${EVENT}?step=3`, preloadedState: { ...session, cart } });
    await reloaded.user.click(await confirmButton());
    await waitFor(() => expect(reloaded.router.state.location.pathname).toBe('/thanks'));
    expect(familyOrders()).toHaveLength(before + 2);
    expect(reloaded.router.state.location.search).toBe(`?order=${familyOrders().slice(-1)[0]?.id ?? ''}`);
  });

  test('sold out between steps: explained next to the ticket, no order, nothing lost', async () => {
    const { user, router } = renderApp({
      route: `/checkout/${EVENT}`,
      preloadedState: await signedInFamily(),
    });
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Revisar pedido' }));
    const t1 = ticket('t1');
    t1.sold = t1.quantity;
    const before = familyOrders().length;
    await user.click(await confirmButton());
    expect(
      await screen.findByText('“Ingresso individual” esgotou enquanto você finalizava a compra.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Alguns ingressos não estão mais disponíveis')).toBeInTheDocument();
    expect(familyOrders()).toHaveLength(before);
    expect(router.state.location.pathname).toBe(`/checkout/${EVENT}`);
    await user.click(screen.getByRole('button', { name: 'Alterar ingressos' }));
    const region = await screen.findByRole('region', { name: 'Ingresso individual' });
    expect(
      within(region).getByText('“Ingresso individual” esgotou enquanto você finalizava a compra.'),
    ).toBeInTheDocument();
    expect(within(region).getByText('Esgotado')).toBeInTheDocument();
  });

  test('sale window closed between steps: the ticket says so', async () => {
    const { user } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: await signedInFamily() });
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Revisar pedido' }));
    ticket('t1').salesEnd = new Date(Date.now() - 60_000).toISOString();
    await user.click(await confirmButton());
    expect(
      await screen.findByText(/^As vendas de “Ingresso individual” foram encerradas em /),
    ).toBeInTheDocument();
  });

  test('a declined card keeps everything typed; another card goes through', async () => {
    const { user, router } = renderApp({
      route: `/checkout/${EVENT}`,
      preloadedState: await signedInFamily(),
    });
    await toPayment(user);
    await payWithCard(user, '4000000000000002');
    await user.click(await confirmButton());
    expect(
      await screen.findByText('Pagamento recusado pelo emissor do cartão. Tente outro cartão.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('PEDRO SOUZA');
    expect(screen.getByLabelText('Validade (MM/AA)')).toHaveValue('12/39');

    await payWithCard(user, '4242424242424242');
    await user.click(await confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'));
    expect(await screen.findByRole('heading', { name: 'Pedido confirmado!' }, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /LUMI-/ })).toHaveLength(1);
  });

  test('card installments show the value of each: up to 3x without interest, then 1.99% a month', async () => {
    const t1 = ticket('t1');
    t1.price = 10000;
    const { user } = renderApp({ route: `/checkout/${EVENT}`, preloadedState: await signedInFamily() });
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    await user.click(screen.getByRole('combobox', { name: 'Parcelas' }));
    // R$ 100,00 + 10% fee = R$ 110,00.
    expect(
      await screen.findByRole('option', { name: `3x de ${formatCents(3667)} sem juros` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: `6x de ${formatCents(1963)} (total ${formatCents(11778)})` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^12x de / })).toBeInTheDocument();
    expect(screen.getByText(t('payment.installments.rule', { free: 3, rate: '1,99%' }))).toBeInTheDocument();
  });

  test('a free event skips the payment step', async () => {
    const free = db.tables.tickets.find(
      (tk) =>
        tk.price === 0 &&
        db.tables.events.some(
          (e) => e.id === tk.eventId && e.status === 'published' && Date.parse(e.endsAt) > Date.now(),
        ) &&
        Date.parse(tk.salesEnd) > Date.now(),
    );
    if (!free) throw new Error('the seed has no free event on sale');
    const { user, router } = renderApp({
      route: `/checkout/${free.eventId}`,
      preloadedState: await signedInFamily(),
    });
    await user.click(await screen.findByRole('button', { name: `Adicionar um: ${free.name}` }, LAZY_LOAD));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillSeat(user, 1, PEDRO);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Pedido gratuito: não há nada a pagar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'));
    expect(await screen.findByRole('heading', { name: 'Pedido confirmado!' }, LAZY_LOAD)).toBeInTheDocument();
  });
});
