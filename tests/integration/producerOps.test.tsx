import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, sessionState, t } from '@tests/render';
import { apiClient } from '@/api/client';
import { setToken } from '@/api/token';
import type { Attendee, Order } from '@/api/contract/domain';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';
import { parseCsv } from '@/utils/csv';
import { orderCode } from '@/utils/orderCode';

const EVENT = 'ev-0001';
/**
 * First loads of the tab shell, the pickers and the data grid transform large modules: slow on a busy
 * 2-core machine, so the first query of each test and the tests themselves get room.
 */
const SLOW_LOAD = { timeout: 45_000 } as const;
vi.setConfig({ testTimeout: 90_000 });
const producer = sessionState({ id: DEMO_IDS.producer, role: '3', name: 'Paulo Produtor', url_perfil: null });

async function asProducer(route: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.producer, '3'));
  return renderApp({ route, preloadedState: producer });
}

/** Every request the app sends, as `METHOD /path`. */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

/** Calls the mock API directly, as `userId` (bypassing the forms: the server's own rules). */
async function call(userId: string, role: string, method: string, url: string, data?: unknown) {
  setToken(await signToken(userId, role));
  try {
    const response = await apiClient.request<{ flag: boolean; msg: string; errors?: Record<string, string> }>(
      {
        method,
        url,
        data,
        validateStatus: () => true,
      },
    );
    return { status: response.status, body: response.data };
  } finally {
    setToken(null);
  }
}

const ticketOf = (id: string) => {
  const ticket = db.tables.tickets.find((tk) => tk.id === id);
  if (!ticket) throw new Error(`no ticket ${id}`);
  return ticket;
};
const eventOf = (id: string) => {
  const event = db.tables.events.find((e) => e.id === id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
};

describe('ticket types: the rules hold in the form and on the server', () => {
  test('the form refuses max < min and a quantity below what is sold, and sends nothing', async () => {
    const before = structuredClone(ticketOf(`${EVENT}-t1`));
    expect(before.sold).toBeGreaterThan(3);
    const requests = recordRequests();
    const { user } = await asProducer(`/produtor/eventos/${EVENT}/ingressos/${EVENT}-t1/editar`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: t('producerOps.ticketForm.editTitle') },
        SLOW_LOAD,
      ),
    ).toBeInTheDocument();

    const min = screen.getByLabelText(new RegExp(t('producerOps.ticketForm.minPerOrder')));
    const max = screen.getByLabelText(new RegExp(t('producerOps.ticketForm.maxPerOrder')));
    const quantity = screen.getByLabelText(new RegExp(t('producerOps.ticketForm.quantity')));
    await user.clear(min);
    await user.type(min, '5');
    await user.clear(max);
    await user.type(max, '2');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('producerOps.ticket.error.maxBelowMin'))).toBeInTheDocument();
    expect(screen.getByText(t('producerOps.ticket.error.belowSold'))).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays; nothing reached the server.
    expect(max).toHaveValue('2');
    expect(requests.filter((r) => r.startsWith('PATCH'))).toEqual([]);
    expect(ticketOf(`${EVENT}-t1`)).toEqual(before);
  });

  test('the form refuses a sales window that ends after the event', async () => {
    const end = new Date(eventOf(EVENT).endsAt);
    const { user } = await asProducer(`/produtor/eventos/${EVENT}/ingressos/${EVENT}-t1/editar`);
    const salesEnd = await screen.findByRole(
      'group',
      { name: t('producerOps.ticketForm.salesEnd') },
      SLOW_LOAD,
    );
    await user.click(within(salesEnd).getByRole('spinbutton', { name: 'Ano' }));
    await user.keyboard(String(end.getFullYear() + 1));
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    expect(await screen.findByText(t('producerOps.ticket.error.windowAfterEvent'))).toBeInTheDocument();
    expect(ticketOf(`${EVENT}-t1`).salesEnd).not.toContain(String(end.getFullYear() + 1));
  });

  test('the server checks the same rules (a client that skips the form gets field errors in pt-BR)', async () => {
    const event = eventOf(EVENT);
    const base = {
      eventId: EVENT,
      name: 'Camarote',
      price: 25000,
      free: false,
      halfPriceAllowed: true,
      quantity: 50,
      salesStart: new Date(Date.now() - 3_600_000).toISOString(),
      salesEnd: new Date(Date.parse(event.startsAt) - 3_600_000).toISOString(),
      minPerOrder: 1,
      maxPerOrder: 4,
      visible: true,
    };
    const afterEvent = await call(DEMO_IDS.producer, '3', 'POST', '/api/Ticket/create', {
      ...base,
      salesEnd: new Date(Date.parse(event.endsAt) + 60_000).toISOString(),
    });
    expect(afterEvent.status).toBe(422);
    expect(afterEvent.body.errors?.salesEnd).toBe(t('producerOps.ticket.error.windowAfterEvent'));

    const maxBelowMin = await call(DEMO_IDS.producer, '3', 'POST', '/api/Ticket/create', {
      ...base,
      minPerOrder: 4,
      maxPerOrder: 2,
    });
    expect(maxBelowMin.status).toBe(422);
    expect(maxBelowMin.body.errors?.maxPerOrder).toBe(t('producerOps.ticket.error.maxBelowMin'));

    const noPrice = await call(DEMO_IDS.producer, '3', 'POST', '/api/Ticket/create', { ...base, price: 0 });
    expect(noPrice.body.errors?.price).toBe(t('producerOps.ticket.error.price'));

    const sold = ticketOf(`${EVENT}-t1`).sold;
    const belowSold = await call(DEMO_IDS.producer, '3', 'PATCH', `/api/Ticket/update/${EVENT}-t1`, {
      quantity: sold - 1,
    });
    expect(belowSold.status).toBe(422);
    expect(belowSold.body.errors?.quantity).toBe(t('producerOps.ticket.error.belowSold'));
    expect(ticketOf(`${EVENT}-t1`).quantity).toBeGreaterThanOrEqual(sold);

    // A sold ticket type cannot be deleted; another producer cannot touch this event at all.
    const remove = await call(DEMO_IDS.producer, '3', 'DELETE', `/api/Ticket/delete/${EVENT}-t1`);
    expect(remove.status).toBe(409);
    const stranger = await call('u-producer-2', '3', 'POST', '/api/Ticket/create', base);
    expect(stranger.status).toBe(403);

    const created = await call(DEMO_IDS.producer, '3', 'POST', '/api/Ticket/create', base);
    expect(created.status).toBe(200);
    expect(db.tables.tickets.some((tk) => tk.eventId === EVENT && tk.name === 'Camarote')).toBe(true);
  });

  test('deleting a sold ticket type offers to hide it instead, and hiding keeps it for the owner', async () => {
    const { user } = await asProducer(`/produtor/eventos/${EVENT}/ingressos`);
    const row = await screen.findByRole('article', { name: 'Ingresso individual' }, SLOW_LOAD);
    await user.click(
      within(row).getByRole('button', {
        name: t('producerOps.ticket.delete', { name: 'Ingresso individual' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: t('producerOps.ticket.cannotDelete.title', { name: 'Ingresso individual' }),
    });
    await user.click(within(dialog).getByRole('button', { name: t('producerOps.ticket.hideInstead') }));
    await waitFor(() => expect(ticketOf(`${EVENT}-t1`).visible).toBe(false));
    expect(db.tables.tickets.some((tk) => tk.id === `${EVENT}-t1`)).toBe(true);
    expect(await within(row).findByText(t('producerOps.ticket.state.hidden'))).toBeInTheDocument();
  });
});

describe('coupons', () => {
  test('the code is forced to upper case, and a code already used in the event is refused on the field', async () => {
    const { user, router } = await asProducer(`/produtor/eventos/${EVENT}/cupons/criar`);
    const code = await screen.findByLabelText(new RegExp(t('producerOps.couponForm.code')), {}, SLOW_LOAD);
    await user.type(code, 'bemvindo 10!');
    expect(code).toHaveValue('BEMVINDO10');
    await user.type(screen.getByLabelText(new RegExp(t('producerOps.couponForm.percent'))), '15');
    await user.click(screen.getByRole('button', { name: t('producerOps.coupon.submitCreate') }));

    // 409 from the server, shown on the code field in pt-BR; what was typed stays.
    expect(
      await screen.findByText(t('producerOps.coupon.error.duplicate', { code: 'BEMVINDO10' })),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(new RegExp(t('producerOps.couponForm.percent')))).toHaveValue('15');
    expect(db.tables.coupons.filter((c) => c.eventId === EVENT && c.code === 'BEMVINDO10')).toHaveLength(1);

    await user.clear(code);
    await user.type(code, 'primavera26');
    await user.click(screen.getByRole('button', { name: t('producerOps.coupon.submitCreate') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/produtor/eventos/${EVENT}/cupons`));
    const saved = db.tables.coupons.find((c) => c.eventId === EVENT && c.code === 'PRIMAVERA26');
    expect(saved).toMatchObject({ kind: 'percent', value: 15, used: 0, ticketIds: [] });
  });

  test('the server upper-cases codes, keeps them unique per event and checks the percent', async () => {
    const base = {
      eventId: EVENT,
      kind: 'percent',
      value: 10,
      maxUses: 10,
      validFrom: new Date().toISOString(),
      validUntil: eventOf(EVENT).startsAt,
      ticketIds: [],
    };
    const duplicate = await call(DEMO_IDS.producer, '3', 'POST', '/api/Coupon/create', {
      ...base,
      code: 'familia20',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors?.code).toBe(t('producerOps.coupon.error.duplicate', { code: 'FAMILIA20' }));
    const badPercent = await call(DEMO_IDS.producer, '3', 'POST', '/api/Coupon/create', {
      ...base,
      code: 'MUITO',
      value: 120,
    });
    expect(badPercent.status).toBe(422);
    expect(badPercent.body.errors?.value).toBe(t('producerOps.coupon.error.percent'));
    // The same code in another event of the producer is fine.
    const elsewhere = await call(DEMO_IDS.producer, '3', 'POST', '/api/Coupon/create', {
      ...base,
      eventId: 'ev-0003',
      validUntil: eventOf('ev-0003').startsAt,
      code: 'novo10',
    });
    expect(elsewhere.status).toBe(200);
    expect(db.tables.coupons.some((c) => c.eventId === 'ev-0003' && c.code === 'NOVO10')).toBe(true);
  });
});

/** happy-dom has no layout: give elements a size so the data grid renders its rows. */
function giveGridRoom() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 1200,
    bottom: 800,
    width: 1200,
    height: 800,
    toJSON: () => ({}),
  }));
}

describe('orders: refund', () => {
  test('refunding from the detail marks the order refunded, voids its tickets, frees the seats and debits finance', async () => {
    const order = db.tables.orders.find(
      (o) => o.eventId === EVENT && o.status === 'paid' && o.buyerId === DEMO_IDS.family,
    ) as Order;
    expect(order).toBeDefined();
    const seats = order.items.reduce((sum, item) => sum + item.quantity, 0);
    const soldBefore = ticketOf(`${EVENT}-t1`).sold;
    const sale = db.tables.transactions.find((tx) => tx.orderId === order.id && tx.kind === 'sale');
    expect(sale).toBeDefined();
    const codes = db.tables.attendees.filter((a) => a.orderId === order.id).map((a) => a.code);
    expect(codes).toHaveLength(seats);

    giveGridRoom();
    const { user } = await asProducer(`/produtor/eventos/${EVENT}/pedidos`);
    await user.click(
      await screen.findByRole(
        'button',
        { name: t('producerOps.order.open', { id: orderCode(order.id) }) },
        SLOW_LOAD,
      ),
    );
    const detail = await screen.findByRole('dialog', { name: new RegExp(orderCode(order.id)) });
    expect(within(detail).getByRole('heading', { name: order.buyerName })).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: t('producerOps.order.refund') }));
    const confirm = await screen.findByRole('dialog', {
      name: t('producerOps.order.refund.title', { id: orderCode(order.id) }),
    });
    await user.click(within(confirm).getByRole('button', { name: t('producerOps.order.refund.confirm') }));

    expect(await within(detail).findByText(t('producerOps.order.status.refunded'))).toBeInTheDocument();
    expect(
      within(detail).queryByRole('button', { name: t('producerOps.order.refund') }),
    ).not.toBeInTheDocument();

    const stored = db.tables.orders.find((o) => o.id === order.id);
    expect(stored?.status).toBe('refunded');
    expect(ticketOf(`${EVENT}-t1`).sold).toBe(soldBefore - seats);
    // Finance: one refund transaction, shaped like the seed's (the sale's amount back, at once).
    const refunds = db.tables.transactions.filter((tx) => tx.orderId === order.id && tx.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      ownerId: DEMO_IDS.producer,
      eventId: EVENT,
      amount: -(sale?.amount ?? 0),
      description: `Reembolso ${order.id}`,
    });
    expect(refunds[0]?.availableAt).toBe(refunds[0]?.at);

    // Its tickets no longer open the door, and a second refund is refused.
    const door = await call(
      DEMO_IDS.producer,
      '3',
      'POST',
      `/api/Attendee/checkin/${codes[0] ?? ''}?eventId=${EVENT}`,
    );
    expect(door.body).toMatchObject({ result: 'voided' });
    const again = await call(DEMO_IDS.producer, '3', 'POST', `/api/Order/refund/${order.id}`, undefined);
    expect(again.status).toBe(400); // no Idempotency-Key
    setToken(await signToken(DEMO_IDS.producer, '3'));
    const twice = await apiClient.post(`/api/Order/refund/${order.id}`, undefined, {
      headers: { 'Idempotency-Key': 'another-key' },
      validateStatus: () => true,
    });
    setToken(null);
    expect(twice.status).toBe(409);
  });

  test('only the event owner can refund', async () => {
    const order = db.tables.orders.find((o) => o.eventId === EVENT && o.status === 'paid') as Order;
    setToken(await signToken('u-producer-2', '3'));
    const response = await apiClient.post(`/api/Order/refund/${order.id}`, undefined, {
      headers: { 'Idempotency-Key': 'k1' },
      validateStatus: () => true,
    });
    setToken(null);
    expect(response.status).toBe(403);
    expect(db.tables.orders.find((o) => o.id === order.id)?.status).toBe('paid');
  });
});

describe('participants: CSV of the current filter', () => {
  function captureDownloads() {
    const files: { name: string; blob: Blob }[] = [];
    let pending: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      pending = blob as Blob;
      return 'blob:lumi-test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (pending) files.push({ name: this.download, blob: pending });
    });
    return files;
  }

  test('exports every page of the filtered list, with its columns in pt-BR', async () => {
    // A big event: more attendees than one page of the API (200), a third of them already in.
    const order = db.tables.orders.find((o) => o.eventId === EVENT && o.status === 'paid') as Order;
    const extra: Attendee[] = Array.from({ length: 450 }, (_, i) => ({
      code: `LUMI-TEST-${String(i).padStart(4, '0')}`,
      orderId: order.id,
      eventId: EVENT,
      ticketId: `${EVENT}-t1`,
      holderName: `Convidado ${String(i).padStart(3, '0')}; "VIP"`,
      buyerId: order.buyerId,
      halfPrice: i % 5 === 0,
      checkedInAt: i % 3 === 0 ? new Date(Date.UTC(2026, 2, 14, 22, 30)).toISOString() : null,
    }));
    db.tables.attendees.push(...extra);
    const expected = db.tables.attendees.filter(
      (a) =>
        a.eventId === EVENT &&
        a.checkedInAt != null &&
        db.tables.orders.find((o) => o.id === a.orderId)?.status === 'paid',
    );
    expect(expected.length).toBeGreaterThan(140);

    const files = captureDownloads();
    const { user } = await asProducer(`/produtor/eventos/${EVENT}/participantes?checkedIn=true`);
    const exportButton = await screen.findByRole('button', { name: t('common.exportCsv') }, SLOW_LOAD);
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    await waitFor(() => expect(files).toHaveLength(1));

    const file = files[0];
    expect(file?.name).toBe(`participantes-${EVENT}.csv`);
    const csv = parseCsv(await (file?.blob.text() ?? Promise.resolve('')));
    expect(csv.errors).toEqual([]);
    expect(csv.headers).toEqual([
      t('producerOps.attendee.col.name'),
      t('producerOps.attendee.col.ticket'),
      t('producerOps.attendee.csv.halfPrice'),
      t('producerOps.attendee.col.code'),
      t('producerOps.attendee.col.order'),
      t('producerOps.attendee.csv.checkedIn'),
      t('producerOps.attendee.csv.checkedInAt'),
    ]);
    expect(csv.rows).toHaveLength(expected.length);
    expect(new Set(csv.rows.map((r) => r[t('producerOps.attendee.col.code')]))).toEqual(
      new Set(expected.map((a) => a.code)),
    );
    const sample = csv.rows.find((r) => r[t('producerOps.attendee.col.code')] === 'LUMI-TEST-0003');
    expect(sample).toMatchObject({
      [t('producerOps.attendee.col.name')]: 'Convidado 003; "VIP"',
      [t('producerOps.attendee.col.ticket')]: 'Ingresso individual',
      [t('producerOps.attendee.csv.halfPrice')]: t('producerOps.no'),
      [t('producerOps.attendee.csv.checkedIn')]: t('producerOps.yes'),
    });
    expect(sample?.[t('producerOps.attendee.csv.checkedInAt')]).toMatch(/^14\/03\/2026/);
    // Only the filter's rows: nobody who has not checked in.
    expect(csv.rows.every((r) => r[t('producerOps.attendee.csv.checkedIn')] === t('producerOps.yes'))).toBe(
      true,
    );
  });
});
