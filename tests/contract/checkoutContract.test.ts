import { apiClient } from '@/api/client';
import { findEndpoint, type HttpMethod } from '@/api/contract/endpoints';
import type { Order, Ticket } from '@/api/contract/domain';
import { db } from '@/mocks/db/database';
import { signToken } from '@/mocks/jwt';

const EVENT = 'ev-0001';
const FAMILY_CPF = '52998224725';
const OTHER_CPF = '39053344705';

interface Answer {
  status: number;
  data: {
    flag: boolean;
    msg: string;
    reason?: string;
    errors?: Record<string, string>;
    obj?: Record<string, unknown>;
    lst?: unknown[];
  };
  parsed: boolean;
}

async function call(
  method: HttpMethod,
  path: string,
  url: string,
  options: { body?: unknown; token?: string; key?: string } = {},
): Promise<Answer> {
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`not in contract: ${method} ${path}`);
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.key) headers['Idempotency-Key'] = options.key;
  const response = await apiClient.request<Answer['data']>({
    method,
    url,
    data: options.body,
    headers,
    validateStatus: () => true,
  });
  return {
    status: response.status,
    data: response.data,
    parsed: endpoint.response.safeParse(response.data).success,
  };
}

const ticket = (id: string): Ticket => {
  const found = db.tables.tickets.find((t) => t.id === id);
  if (!found) throw new Error(`no ticket ${id}`);
  return found;
};
const family = () => signToken('u-family', '2');

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    eventId: EVENT,
    items: [
      { ticketId: `${EVENT}-t1`, quantity: 1, halfPrice: false, unitPrice: 1 },
      { ticketId: `${EVENT}-t1`, quantity: 1, halfPrice: true, unitPrice: 1 },
    ],
    attendees: [
      { name: 'Carla Souza', cpf: FAMILY_CPF, email: 'carla.souza@exemplo.com.br' },
      { name: 'Pedro Souza', cpf: OTHER_CPF, email: 'pedro@exemplo.com.br' },
    ],
    couponCode: null,
    payment: { method: 'pix', installments: 1 },
    ...overrides,
  };
}

async function createOrder(body: unknown, key = crypto.randomUUID(), token?: string) {
  return call('POST', '/api/Order/create', '/api/Order/create', {
    body,
    key,
    token: token ?? (await family()),
  });
}

describe('POST /api/Coupon/validate', () => {
  const validate = (code: string, items = [{ ticketId: `${EVENT}-t1`, quantity: 2, halfPrice: false }]) =>
    call('POST', '/api/Coupon/validate', '/api/Coupon/validate', { body: { eventId: EVENT, code, items } });

  test('a valid coupon answers the discount computed on server prices', async () => {
    const price = ticket(`${EVENT}-t1`).price;
    const answer = await validate('bemvindo10');
    expect(answer.status).toBe(200);
    expect(answer.parsed).toBe(true);
    expect(answer.data.obj).toEqual({ code: 'BEMVINDO10', discount: Math.round((price * 2 * 10) / 100) });
  });

  test('FAMILIA20 takes R$ 20 off the first ticket type only', async () => {
    const answer = await validate('FAMILIA20', [
      { ticketId: `${EVENT}-t1`, quantity: 1, halfPrice: false },
      { ticketId: `${EVENT}-t2`, quantity: 1, halfPrice: false },
    ]);
    expect(answer.data.obj).toEqual({ code: 'FAMILIA20', discount: 2000 });
  });

  test.each([
    ['NAOEXISTE', 422, 'unknown', 'Cupom não encontrado para este evento.'],
    ['NATAL2025', 422, 'expired', 'Este cupom expirou.'],
    ['ESGOTADO', 409, 'usedUp', 'Este cupom já atingiu o limite de usos.'],
  ])('%s is refused (%i, %s) with a pt-BR message', async (code, status, reason, msg) => {
    const answer = await validate(code);
    expect(answer.status).toBe(status);
    expect(answer.parsed).toBe(true);
    expect(answer.data).toMatchObject({ flag: false, msg, reason, errors: { code: msg } });
  });

  test('a coupon for other ticket types, and one not valid yet, say so', async () => {
    const other = await validate('FAMILIA20', [{ ticketId: `${EVENT}-t2`, quantity: 1, halfPrice: false }]);
    expect(other.data).toMatchObject({
      reason: 'notForTickets',
      msg: 'Este cupom não vale para os ingressos escolhidos.',
    });
    const coupon = db.tables.coupons.find((c) => c.eventId === EVENT && c.code === 'BEMVINDO10');
    if (coupon) coupon.validFrom = new Date(Date.now() + 86_400_000).toISOString();
    const early = await validate('BEMVINDO10');
    expect(early.status).toBe(422);
    expect(early.data.reason).toBe('notYetValid');
    expect(early.data.msg).toMatch(
      /^Este cupom ainda não está valendo\. Use a partir de \d{2}\/\d{2}\/\d{4}/,
    );
  });
});

describe('POST /api/Order/create', () => {
  test('needs an Idempotency-Key and a family account', async () => {
    const noKey = await call('POST', '/api/Order/create', '/api/Order/create', {
      body: orderBody(),
      token: await family(),
    });
    expect(noKey.status).toBe(400);
    const producer = await createOrder(orderBody(), undefined, await signToken('u-producer', '3'));
    expect(producer.status).toBe(403);
    const guest = await call('POST', '/api/Order/create', '/api/Order/create', {
      body: orderBody(),
      key: crypto.randomUUID(),
    });
    expect(guest.status).toBe(401);
  });

  test('prices, coupon and fee are the server’s: fee is 10% of the subtotal after the discount', async () => {
    const t1 = ticket(`${EVENT}-t1`);
    const soldBefore = t1.sold;
    const usedBefore =
      db.tables.coupons.find((c) => c.eventId === EVENT && c.code === 'BEMVINDO10')?.used ?? 0;
    const answer = await createOrder(orderBody({ couponCode: 'BEMVINDO10' }));
    expect(answer.status).toBe(200);
    expect(answer.parsed).toBe(true);
    const order = answer.data.obj as unknown as Order;
    const subtotal = t1.price + Math.round(t1.price / 2);
    const discount = Math.round(subtotal / 10);
    const fee = Math.round((subtotal - discount) * 0.1);
    expect(order).toMatchObject({
      subtotal,
      discount,
      fee,
      total: subtotal - discount + fee,
      couponCode: 'BEMVINDO10',
      status: 'pending',
      payment: { method: 'pix', installments: 1 },
    });
    expect(order.items.map((i) => i.unitPrice)).toEqual([t1.price, Math.round(t1.price / 2)]);
    expect(ticket(`${EVENT}-t1`).sold).toBe(soldBefore + 2);
    expect(db.tables.coupons.find((c) => c.eventId === EVENT && c.code === 'BEMVINDO10')?.used).toBe(
      usedBefore + 1,
    );
  });

  test('the same key twice creates one order and answers the same one', async () => {
    const key = crypto.randomUUID();
    const before = db.tables.orders.length;
    const [first, second] = await Promise.all([createOrder(orderBody(), key), createOrder(orderBody(), key)]);
    const third = await createOrder(orderBody(), key);
    expect(db.tables.orders.length).toBe(before + 1);
    expect(second.data.obj?.id).toBe(first.data.obj?.id);
    expect(third.data.obj?.id).toBe(first.data.obj?.id);
  });

  test('PIX gives a BR Code valid for 15 minutes; boleto a 47-digit line due in 3 days', async () => {
    const pix = (await createOrder(orderBody())).data.obj as unknown as Order;
    expect(pix.pix?.code).toMatch(/^000201010212.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    const ttl = Date.parse(pix.pix?.expiresAt ?? '') - Date.parse(pix.createdAt);
    expect(ttl).toBe(15 * 60_000);

    const boleto = (await createOrder(orderBody({ payment: { method: 'boleto', installments: 1 } }))).data
      .obj as unknown as Order;
    expect(boleto.status).toBe('pending');
    expect(boleto.boleto?.line).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(boleto.boleto?.line.replace(/\D/g, '')).toHaveLength(47);
    const due = new Date(Date.now() + 3 * 86_400_000);
    expect(boleto.boleto?.dueDate).toBe(
      `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`,
    );
  });

  test('card 4242 is approved: tickets issued, sale and fee for the event owner', async () => {
    const card = { number: '4242424242424242', name: 'CARLA SOUZA', expiry: '12/39', cvv: '123' };
    const answer = await createOrder(orderBody({ payment: { method: 'card', installments: 6 }, card }));
    const order = answer.data.obj as unknown as Order & { tickets: { code: string; holderName: string }[] };
    expect(order.status).toBe('paid');
    expect(order.payment).toEqual({ method: 'card', installments: 6 });
    expect(order.tickets.map((t) => t.holderName)).toEqual(['Carla Souza', 'Pedro Souza']);
    for (const t of order.tickets) expect(t.code).toMatch(/^LUMI-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(new Set(db.tables.attendees.map((a) => a.code)).size).toBe(db.tables.attendees.length);
    const owner = db.tables.events.find((e) => e.id === EVENT)?.ownerId;
    const kinds = db.tables.transactions
      .filter((tx) => tx.orderId === order.id)
      .map((tx) => [tx.kind, tx.ownerId]);
    expect(kinds).toEqual([
      ['sale', owner],
      ['fee', owner],
    ]);
  });

  test('card 0002 is declined with 402 and nothing is created', async () => {
    const before = db.tables.orders.length;
    const sold = ticket(`${EVENT}-t1`).sold;
    const card = { number: '4000000000000002', name: 'CARLA SOUZA', expiry: '12/39', cvv: '123' };
    const answer = await createOrder(orderBody({ payment: { method: 'card', installments: 1 }, card }));
    expect(answer.status).toBe(402);
    expect(answer.data.msg).toBe('Pagamento recusado pelo emissor do cartão. Tente outro cartão.');
    expect(db.tables.orders.length).toBe(before);
    expect(ticket(`${EVENT}-t1`).sold).toBe(sold);
  });

  test('a free total is paid at once with method free', async () => {
    const t1 = ticket(`${EVENT}-t1`);
    t1.price = 0;
    const answer = await createOrder(orderBody());
    expect(answer.data.obj).toMatchObject({ status: 'paid', total: 0, payment: { method: 'free' } });
  });

  test('stock, sale window, limits, half price and CPF are checked, with the reason per ticket', async () => {
    const t1 = ticket(`${EVENT}-t1`);
    t1.sold = t1.quantity - 1;
    const stock = await createOrder(orderBody());
    expect(stock.status).toBe(409);
    expect(stock.data.errors?.[t1.id]).toBe('Resta apenas 1 ingresso de “Ingresso individual”.');

    t1.sold = t1.quantity;
    const soldOut = await createOrder(orderBody());
    expect(soldOut.data.errors?.[t1.id]).toBe(
      '“Ingresso individual” esgotou enquanto você finalizava a compra.',
    );

    const closed = await createOrder(
      orderBody({
        items: [{ ticketId: `${EVENT}-t3`, quantity: 1, halfPrice: false, unitPrice: 0 }],
        attendees: [{ name: 'Carla Souza', cpf: FAMILY_CPF, email: 'c@exemplo.com.br' }],
      }),
    );
    expect(closed.status).toBe(409);
    expect(closed.data.msg).toMatch(/^As vendas de “Lote promocional” foram encerradas em /);

    t1.sold = 0;
    const tooMany = await createOrder(
      orderBody({
        items: [{ ticketId: `${EVENT}-t2`, quantity: 3, halfPrice: false, unitPrice: 0 }],
        attendees: Array.from({ length: 3 }, () => ({
          name: 'Ana Lima',
          cpf: OTHER_CPF,
          email: 'a@exemplo.com.br',
        })),
      }),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.data.msg).toBe('“Família (4 pessoas)”: no máximo 2 por pedido.');

    const noHalf = await createOrder(
      orderBody({
        items: [{ ticketId: `${EVENT}-t2`, quantity: 1, halfPrice: true, unitPrice: 0 }],
        attendees: [{ name: 'Ana Lima', cpf: OTHER_CPF, email: 'a@exemplo.com.br' }],
      }),
    );
    expect(noHalf.data.msg).toBe('“Família (4 pessoas)” não tem meia-entrada.');

    const badCpf = await createOrder(
      orderBody({
        attendees: [
          { name: 'Carla Souza', cpf: '12345678900', email: 'c@exemplo.com.br' },
          { name: 'Pedro Souza', cpf: OTHER_CPF, email: 'p@exemplo.com.br' },
        ],
      }),
    );
    expect(badCpf.status).toBe(422);
    expect(badCpf.data.errors).toEqual({
      'attendees.0.cpf': 'CPF do participante 1 inválido. Confira os números.',
    });
  });
});

describe('GET /api/Order/single and POST /api/Order/simulate-payment', () => {
  test('the buyer, the event owner and admins see the order; another family does not', async () => {
    const id = String((await createOrder(orderBody())).data.obj?.id);
    const url = `/api/Order/single/${id}`;
    const path = '/api/Order/single/:id';
    expect((await call('GET', path, url, { token: await family() })).parsed).toBe(true);
    expect((await call('GET', path, url, { token: await signToken('u-producer', '3') })).status).toBe(200);
    expect((await call('GET', path, url, { token: await signToken('u-admin', '0') })).status).toBe(200);
    const stranger = db.tables.users.find(
      (u) => u.role === '2' && u.id !== 'u-family' && u.status === 'active',
    );
    expect((await call('GET', path, url, { token: await signToken(stranger?.id ?? 'x', '2') })).status).toBe(
      403,
    );
  });

  test('simulating the payment of a pending PIX pays it and issues the tickets, once', async () => {
    const id = String((await createOrder(orderBody())).data.obj?.id);
    const token = await family();
    const path = '/api/Order/simulate-payment/:id';
    const paid = await call('POST', path, `/api/Order/simulate-payment/${id}`, { token });
    expect(paid.status).toBe(200);
    expect(paid.parsed).toBe(true);
    expect(paid.data.obj).toMatchObject({ status: 'paid' });
    expect((paid.data.obj?.tickets as unknown[]).length).toBe(2);
    const again = await call('POST', path, `/api/Order/simulate-payment/${id}`, { token });
    expect(again.status).toBe(409);
  });

  test('a PIX not paid in 15 minutes is cancelled and frees its seats', async () => {
    const sold = ticket(`${EVENT}-t1`).sold;
    const id = String((await createOrder(orderBody())).data.obj?.id);
    expect(ticket(`${EVENT}-t1`).sold).toBe(sold + 2);
    const order = db.tables.orders.find((o) => o.id === id);
    if (order?.pix) order.pix.expiresAt = new Date(Date.now() - 1000).toISOString();
    const answer = await call('GET', '/api/Order/single/:id', `/api/Order/single/${id}`, {
      token: await family(),
    });
    expect(answer.data.obj).toMatchObject({ status: 'cancelled' });
    expect(ticket(`${EVENT}-t1`).sold).toBe(sold);
  });
});

describe('Subscription', () => {
  const checkout = async (body: unknown, key = crypto.randomUUID()) =>
    call('POST', '/api/Subscription/checkout', '/api/Subscription/checkout', {
      body,
      key,
      token: await family(),
    });
  const card = (number: string) => ({ number, name: 'CARLA SOUZA', expiry: '12/39', cvv: '123' });

  test('plans parse with the contract', async () => {
    const answer = await call('GET', '/api/Subscription/plans', '/api/Subscription/plans');
    expect(answer.parsed).toBe(true);
    expect(answer.data.lst).toHaveLength(2);
  });

  test('card rules apply; PIX is pending with a code; the same key gives the same subscription', async () => {
    const declined = await checkout({
      planId: 'plan-annual',
      payment: { method: 'card', installments: 12 },
      card: card('4000000000000002'),
    });
    expect(declined.status).toBe(402);
    const monthlyInstallments = await checkout({
      planId: 'plan-monthly',
      payment: { method: 'card', installments: 3 },
      card: card('4242424242424242'),
    });
    expect(monthlyInstallments.status).toBe(422);

    const key = crypto.randomUUID();
    const pix = await checkout({ planId: 'plan-monthly', payment: { method: 'pix', installments: 1 } }, key);
    expect(pix.parsed).toBe(true);
    expect(pix.data.obj).toMatchObject({ status: 'pending', amount: 1990, planId: 'plan-monthly' });
    const again = await checkout(
      { planId: 'plan-monthly', payment: { method: 'pix', installments: 1 } },
      key,
    );
    expect(again.data.obj?.id).toBe(pix.data.obj?.id);

    const active = await checkout({
      planId: 'plan-annual',
      payment: { method: 'card', installments: 12 },
      card: card('4242424242424242'),
    });
    expect(active.data.obj).toMatchObject({ status: 'active', interval: 'annual', amount: 19900 });
    const twice = await checkout({
      planId: 'plan-annual',
      payment: { method: 'card', installments: 1 },
      card: card('4242424242424242'),
    });
    expect(twice.status).toBe(409);
  });
});
