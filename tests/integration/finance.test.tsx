import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { catalogue, renderApp, sessionState, t } from '@tests/render';
import { createIntl } from 'react-intl';
import type { User } from '@/api/auth';
import { apiClient } from '@/api/client';
import type { Order } from '@/api/contract/domain';
import { setToken } from '@/api/token';
import { db } from '@/mocks/db/database';
import { centsToText } from '@/components/form/numberText';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { formatCents } from '@/utils/br';
import { parseCsv } from '@/utils/csv';
import { orderCode } from '@/utils/orderCode';

/** First loads of the grid, pickers and charts transform large modules: slow on a busy 2-core machine. */
const SLOW_LOAD = { timeout: 45_000 } as const;
vi.setConfig({ testTimeout: 90_000 });
const intl = createIntl({ locale: 'pt-BR', messages: catalogue('pt-BR') });

const USERS = {
  producer: { id: DEMO_IDS.producer, role: '3', name: 'Paulo Produtor', url_perfil: null },
  school: { id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null },
  admin: { id: DEMO_IDS.admin, role: '0', name: 'Marina Admin', url_perfil: null },
} satisfies Record<string, User>;
type Who = keyof typeof USERS;

async function open(who: Who, route: string, titleId: Parameters<typeof t>[0]) {
  const user = USERS[who];
  localStorage.setItem('serviceToken', await signToken(user.id, user.role));
  const app = renderApp({ route, preloadedState: sessionState(user) });
  await screen.findByRole('heading', { level: 1, name: t(titleId) }, SLOW_LOAD);
  return app;
}

interface Answer {
  flag: boolean;
  msg: string;
  obj?: Record<string, unknown>;
  errors?: Record<string, string>;
}

/** Calls the mock API directly as `who` (the server's own rules, bypassing the forms). */
async function call(who: Who, method: string, url: string, data?: unknown, headers?: Record<string, string>) {
  const user = USERS[who];
  setToken(await signToken(user.id, user.role));
  try {
    const response = await apiClient.request<Answer>({
      method,
      url,
      data,
      headers,
      validateStatus: () => true,
    });
    return { status: response.status, body: response.data };
  } finally {
    setToken(null);
  }
}

interface Summary {
  available: number;
  pending: number;
  revenue: number;
  payouts: number;
  payoutsOpen: number;
}
async function summaryOf(who: Who, params = '') {
  const { body } = await call(who, 'GET', `/api/Finance/summary${params}`);
  return body.obj as unknown as Summary;
}

/** BRL as the page reads once whitespace is normalized (Intl puts a no-break space after R$). */
const money = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');
const eventsOf = (ownerId: string) =>
  new Set(db.tables.events.filter((e) => e.ownerId === ownerId).map((e) => e.id));
const newestFirst = (a: Order, b: Order) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

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

describe('sales across events (/produtor/ingressos)', () => {
  test('filters live in the URL and the server pages the grid', async () => {
    const mine = eventsOf(DEMO_IDS.producer);
    const orders = db.tables.orders.filter((o) => mine.has(o.eventId));
    const paid = orders.filter((o) => o.status === 'paid').sort(newestFirst);
    const refunded = orders.filter((o) => o.status === 'refunded');
    expect(paid.length).toBeGreaterThan(20);
    expect(refunded.length).toBeGreaterThan(0);

    const { user, router } = await open(
      'producer',
      '/produtor/ingressos?status=paid&pageSize=10',
      'route.producer.sales',
    );
    expect(await screen.findByText(`${paid.length} vendas`, {}, SLOW_LOAD)).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: t('finance.sales.gridLabel') });
    await waitFor(() => expect(dataRows(grid)).toHaveLength(10));
    // Newest first: the first page is the ten newest paid orders, no other seller's and no other status.
    expect(dataRows(grid)[0]).toHaveTextContent(paid[0]?.buyerName ?? '-');
    expect(within(grid).getAllByText(t('finance.orderStatus.paid'))).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(dataRows(grid)[0]).toHaveTextContent(paid[10]?.buyerName ?? '-'));

    // Another status: in the URL, back to page 1, and the count comes from the server.
    await user.click(screen.getByRole('combobox', { name: t('finance.sales.filter.status') }));
    await user.click(await screen.findByRole('option', { name: t('finance.orderStatus.refunded') }));
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('status')).toBe('refunded');
      expect(params.get('page')).toBeNull();
    });
    expect(
      await screen.findByText(refunded.length === 1 ? '1 venda' : `${refunded.length} vendas`),
    ).toBeInTheDocument();
    await waitFor(() => expect(dataRows(grid)).toHaveLength(Math.min(10, refunded.length)));
  });

  test('a link with filters opens them: event, dates and search reach the server', async () => {
    const order = db.tables.orders.find((o) => o.eventId === 'ev-hist-1' && o.status === 'paid') as Order;
    const day = order.createdAt.slice(0, 10);
    const email = db.tables.users.find((u) => u.id === order.buyerId)?.email_address ?? '';
    await open(
      'producer',
      `/produtor/ingressos?eventId=ev-hist-1&from=${day}&to=${day}&search=${encodeURIComponent(email)}`,
      'route.producer.sales',
    );
    expect(await screen.findByText('1 venda', {}, SLOW_LOAD)).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: t('finance.sales.gridLabel') });
    await waitFor(() => expect(dataRows(grid)).toHaveLength(1));
    expect(dataRows(grid)[0]).toHaveTextContent(order.buyerName);
    expect(screen.getByRole('combobox', { name: t('finance.sales.filter.event') })).toHaveTextContent(
      'Noite de Talentos Mirins',
    );
  });

  test('exports the whole current filter (every page) as CSV', async () => {
    const expected = db.tables.orders
      .filter((o) => o.eventId === 'ev-hist-1' && o.status === 'paid')
      .sort(newestFirst);
    expect(expected.length).toBeGreaterThan(10);
    const files = captureDownloads();
    const { user } = await open(
      'producer',
      '/produtor/ingressos?eventId=ev-hist-1&status=paid&pageSize=10',
      'route.producer.sales',
    );
    const exportButton = await screen.findByRole('button', { name: t('common.exportCsv') });
    await waitFor(() => expect(exportButton).toBeEnabled(), SLOW_LOAD);
    await user.click(exportButton);
    await waitFor(() => expect(files).toHaveLength(1));

    const file = files[0];
    expect(file?.name).toMatch(/^vendas-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = parseCsv(await (file?.blob.text() ?? Promise.resolve('')));
    expect(csv.errors).toEqual([]);
    expect(csv.headers.slice(0, 6)).toEqual([
      t('finance.sales.csv.id'),
      t('finance.sales.csv.date'),
      t('finance.sales.csv.event'),
      t('finance.sales.csv.buyer'),
      t('finance.sales.csv.email'),
      t('finance.sales.csv.tickets'),
    ]);
    expect(csv.rows.map((r) => r[t('finance.sales.csv.id')])).toEqual(expected.map((o) => orderCode(o.id)));
    const first = expected[0] as Order;
    expect(csv.rows[0]).toMatchObject({
      [t('finance.sales.csv.event')]: 'Noite de Talentos Mirins',
      [t('finance.sales.csv.buyer')]: first.buyerName,
      [t('finance.sales.csv.total')]: (first.total / 100).toFixed(2).replace('.', ','),
      [t('finance.sales.csv.status')]: t('finance.orderStatus.paid'),
    });
    expect(await screen.findByText(`${expected.length} vendas exportadas.`)).toBeInTheDocument();
  });
});

describe('seller finance (/produtor/financeiro, /empresa/financeiro)', () => {
  function salesSince(ownerId: string, days: number) {
    const from = dayjs()
      .startOf('day')
      .subtract(days - 1, 'day')
      .valueOf();
    return db.tables.transactions
      .filter((tx) => tx.ownerId === ownerId && tx.kind === 'sale' && Date.parse(tx.at) >= from)
      .reduce((sum, tx) => sum + tx.amount, 0);
  }

  test('changing the period updates the totals (and the URL)', async () => {
    const last30 = salesSince(DEMO_IDS.producer, 30);
    const last90 = salesSince(DEMO_IDS.producer, 90);
    expect(last90).toBeGreaterThan(last30);
    const { user, router } = await open('producer', '/produtor/financeiro', 'route.finance');
    const revenue = screen.getByRole('region', { name: t('finance.totals.revenue') });
    await waitFor(() => expect(revenue).toHaveTextContent(money(last30)), SLOW_LOAD);

    await user.click(screen.getByRole('combobox', { name: t('finance.period.label') }));
    await user.click(await screen.findByRole('option', { name: t('finance.period.90d') }));
    await waitFor(() => expect(router.state.location.search).toContain('period=90d'));
    await waitFor(() => expect(revenue).toHaveTextContent(money(last90)));
  });

  test('a payout is asked once even on a double click; more than the balance is refused on the field', async () => {
    const { available } = await summaryOf('producer');
    expect(available).toBeGreaterThan(10_000);
    const before = db.tables.payouts.filter((p) => p.ownerId === DEMO_IDS.producer).length;
    const { user } = await open('producer', '/produtor/financeiro', 'route.finance');
    const ask = screen.getByRole('button', { name: t('finance.payout.ask') });
    await waitFor(() => expect(ask).toBeEnabled(), SLOW_LOAD);
    await user.click(ask);
    const dialog = await screen.findByRole('dialog', { name: t('finance.payout.dialogTitle') });
    const amount = within(dialog).getByRole('textbox', { name: new RegExp(t('finance.payout.amount')) });
    expect(amount).toHaveValue(centsToText(available));

    // One cent more than available: a pt-BR error on the field, nothing sent.
    await user.clear(amount);
    await user.type(amount, centsToText(available + 1));
    await user.click(within(dialog).getByRole('button', { name: t('finance.payout.submit') }));
    expect(
      await within(dialog).findByText(t('finance.payout.tooMuch', { max: money(available) })),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(db.tables.payouts.filter((p) => p.ownerId === DEMO_IDS.producer)).toHaveLength(before);

    await user.clear(amount);
    await user.type(amount, '50,00');
    await user.dblClick(within(dialog).getByRole('button', { name: t('finance.payout.submit') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const mine = db.tables.payouts.filter((p) => p.ownerId === DEMO_IDS.producer);
    expect(mine).toHaveLength(before + 1);
    expect(mine.at(-1)).toMatchObject({ amount: 5000, status: 'requested' });
    // Reserved: the balance shows it under review.
    const open_ = screen.getByRole('region', { name: t('finance.balance.open') });
    await waitFor(() => expect(open_).toHaveTextContent(money(5000)));
    expect(
      screen.getByRole('article', { name: t('finance.payout.heading', { amount: formatCents(5000) }) }),
    ).toHaveTextContent(t('finance.payout.status.requested'));
  });

  test('the server: one Idempotency-Key creates one payout; over the balance is a pt-BR field error', async () => {
    const { available } = await summaryOf('producer');
    const before = db.tables.payouts.length;
    const headers = { 'Idempotency-Key': 'payout-test-key' };
    const [a, b] = await Promise.all([
      call('producer', 'POST', '/api/Finance/payout-request', { amount: 1000 }, headers),
      call('producer', 'POST', '/api/Finance/payout-request', { amount: 1000 }, headers),
    ]);
    const again = await call('producer', 'POST', '/api/Finance/payout-request', { amount: 1000 }, headers);
    expect([a.status, b.status, again.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.obj?.id, b.body.obj?.id, again.body.obj?.id]).size).toBe(1);
    expect(db.tables.payouts).toHaveLength(before + 1);
    expect((await summaryOf('producer')).available).toBe(available - 1000);

    const tooMuch = await call(
      'producer',
      'POST',
      '/api/Finance/payout-request',
      { amount: available },
      {
        'Idempotency-Key': 'payout-test-2',
      },
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors?.amount).toBe(
      `O valor é maior que o saldo disponível (${formatCents(available - 1000)}).`,
    );
    const noKey = await call('producer', 'POST', '/api/Finance/payout-request', { amount: 100 });
    expect(noKey.status).toBe(400);
  });

  test('the school sees its own money and its payout waiting for review', async () => {
    await open('school', '/empresa/financeiro', 'route.finance');
    const waiting = db.tables.payouts.find((p) => p.ownerId === DEMO_IDS.school && p.status === 'requested');
    expect(waiting).toBeDefined();
    const card = await screen.findByRole(
      'article',
      { name: t('finance.payout.heading', { amount: formatCents(waiting?.amount ?? 0) }) },
      SLOW_LOAD,
    );
    expect(card).toHaveTextContent(t('finance.payout.status.requested'));
    expect(screen.getByRole('region', { name: t('finance.balance.open') })).toHaveTextContent(
      money(waiting?.amount ?? 0),
    );
    expect(screen.getByRole('heading', { name: t('finance.rules.title') })).toBeInTheDocument();
    expect(screen.getByText(/taxa de serviço de 10%/)).toBeInTheDocument();
  });
});

describe('platform finance (/admin/financeiro)', () => {
  test('approving a payout takes it from the seller’s balance and records it in the history', async () => {
    const asked = await call(
      'producer',
      'POST',
      '/api/Finance/payout-request',
      { amount: 12_345 },
      {
        'Idempotency-Key': 'approve-me',
      },
    );
    const id = String(asked.body.obj?.id);
    const before = await summaryOf('producer');
    expect(before.payoutsOpen).toBe(12_345);

    const { user } = await open('admin', '/admin/financeiro', 'route.admin.finance');
    const approve = await screen.findByRole(
      'button',
      { name: t('finance.admin.approveLabel', { amount: formatCents(12_345), owner: 'Vibra Produções' }) },
      SLOW_LOAD,
    );
    await user.click(approve);
    const confirm = await screen.findByRole('dialog', { name: t('finance.admin.approveTitle') });
    await user.click(within(confirm).getByRole('button', { name: t('finance.admin.approve') }));
    await waitFor(() => expect(db.tables.payouts.find((p) => p.id === id)?.status).toBe('approved'));
    await waitFor(() => expect(approve).not.toBeInTheDocument());

    const after = await summaryOf('producer');
    expect(after.payoutsOpen).toBe(0);
    expect(after.available).toBe(before.available);
    expect(after.payouts).toBe(before.payouts + 12_345);
    expect(db.tables.payouts.find((p) => p.id === id)?.history.map((h) => h.status)).toEqual([
      'requested',
      'approved',
    ]);
    expect(db.tables.transactions.some((tx) => tx.kind === 'payout' && tx.amount === -12_345)).toBe(true);
  });

  test('refusing needs a reason; the amount returns to the seller’s available balance', async () => {
    const waiting = db.tables.payouts.find((p) => p.ownerId === DEMO_IDS.school && p.status === 'requested');
    if (!waiting) throw new Error('no seeded request of the school');
    const before = await summaryOf('school');

    const { user } = await open('admin', '/admin/financeiro', 'route.admin.finance');
    await user.click(
      await screen.findByRole(
        'button',
        {
          name: t('finance.admin.rejectLabel', {
            amount: formatCents(waiting.amount),
            owner: 'Escola Aurora',
          }),
        },
        SLOW_LOAD,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: t('finance.admin.rejectTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('finance.admin.reject') }));
    expect(await within(dialog).findByText(t('finance.validation.reasonRequired'))).toBeInTheDocument();
    expect(waiting.status).toBe('requested');

    // A pasted reason over the limit stays whole, counted and in error, and nothing is refused yet.
    const field = within(dialog).getByRole('textbox', { name: new RegExp(t('finance.admin.reason')) });
    const pasted = 'Conta bancária de outro CNPJ. '.repeat(20).slice(0, 541);
    await user.click(field);
    await user.paste(pasted);
    expect(field).toHaveValue(pasted);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('541/500')).toBeInTheDocument();
    const tooLong = intl.formatMessage({ id: 'validation.text.tooLong' }, { max: 500, count: 541 });
    expect(within(dialog).getByText(tooLong)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t('finance.admin.reject') }));
    expect(field).toHaveValue(pasted);
    expect(waiting.status).toBe('requested');

    const reason = 'Conta bancária de outro CNPJ.';
    await user.clear(field);
    await user.type(field, reason);
    await user.click(within(dialog).getByRole('button', { name: t('finance.admin.reject') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(waiting.status).toBe('rejected');
    expect(waiting.history.at(-1)).toMatchObject({ status: 'rejected', note: reason });
    const after = await summaryOf('school');
    expect(after.available).toBe(before.available + waiting.amount);
    expect(after.payoutsOpen).toBe(0);
  });

  test('the server refuses a reject without a reason, and reviews by anyone but an admin', async () => {
    const waiting = db.tables.payouts.find((p) => p.status === 'requested');
    if (!waiting) throw new Error('no seeded request');
    const empty = await call('admin', 'POST', `/api/Finance/payout-reject/${waiting.id}`, { reason: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.reason).toBe(t('finance.validation.reasonRequired'));
    const byProducer = await call('producer', 'POST', `/api/Finance/payout-approve/${waiting.id}`);
    expect(byProducer.status).toBe(403);
    expect(waiting.status).toBe('requested');
  });

  test('platform totals: sales of every seller in the period', async () => {
    const from = dayjs().startOf('day').subtract(29, 'day').valueOf();
    const sales = db.tables.transactions
      .filter((tx) => tx.kind === 'sale' && Date.parse(tx.at) >= from)
      .reduce((sum, tx) => sum + tx.amount, 0);
    await open('admin', '/admin/financeiro', 'route.admin.finance');
    await waitFor(
      () =>
        expect(screen.getByRole('region', { name: t('finance.admin.sales') })).toHaveTextContent(
          money(sales),
        ),
      SLOW_LOAD,
    );
    const producerView = await summaryOf('producer');
    expect(producerView.revenue).toBeLessThan(sales);
  });
});
