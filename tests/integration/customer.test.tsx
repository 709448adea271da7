import { configure, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS, renderApp, sessionState, stubScreenWidth, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';

// Pages load lazily (the data grid and the date pickers are heavy) and the machines are shared.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 30_000 } as const;

/** An amount as the page shows it, with the plain space the queries read (Intl puts a no-break space). */
const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(cents / 100)
    .replace(/\s/g, ' ');

/** Signs the demo family in (the store's pages need only a session) and opens `route`. */
async function open(route: string, titleId: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  const app = renderApp({ route, preloadedState: sessionState(DEMO_USERS.client) });
  await screen.findByRole('heading', { level: 1, name: t(titleId) }, FIRST_LOAD);
  return app;
}

/** The data rows of the page's grid (the header row left out). */
function gridRows(titleId: string) {
  const grid = screen.getByRole('grid', { name: t(titleId) });
  return within(grid).getAllByRole('row').slice(1);
}

afterEach(() => localStorage.removeItem(FAULTS_KEY));

describe('the store (/apps/customer/*)', () => {
  test('the customer list searches as the user types, and the search stays in the address', async () => {
    const { user, router } = await open('/apps/customer/customer-list', 'route.customer.customers');
    await waitFor(() => expect(gridRows('route.customer.customers')).toHaveLength(10));

    await user.type(screen.getByRole('searchbox', { name: t('customer.customers.search') }), 'aurora');
    await waitFor(() => {
      const rows = gridRows('route.customer.customers');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toHaveTextContent('Escola Aurora');
    });
    expect(router.state.location.search).toBe('?search=aurora');
  });

  test('an order opens from the list and shows its lines, totals and timeline', async () => {
    const { user } = await open('/apps/customer/order-list?status=delivered', 'route.customer.orders');
    const delivered = (db.tables.customer?.orders ?? [])
      .filter((o) => o.status === 'delivered')
      .sort((a, b) => b.placedAt.localeCompare(a.placedAt));
    const order = delivered[0];
    if (!order) throw new Error('no delivered order seeded');

    await user.click(await screen.findByRole('link', { name: order.code }));
    await screen.findByRole('heading', { level: 1, name: t('customer.order.title', { code: order.code }) });

    const timeline = screen.getByRole('list', { name: t('customer.order.timeline') });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      t('customer.order.step.placed'),
      t('customer.order.step.paid'),
      t('customer.order.step.shipped'),
      t('customer.order.step.delivered'),
    ]);
    expect(timeline).not.toHaveTextContent(t('customer.order.step.pending'));
    expect(steps[3]).toHaveAttribute('aria-current', 'step');

    const lines = screen.getByRole('table', { name: t('customer.order.lines') });
    for (const line of order.lines) expect(lines).toHaveTextContent(line.name);
    expect(screen.getByText(brl(order.total))).toBeInTheDocument();
    expect(screen.getByText(order.customerName, { selector: 'p' })).toBeInTheDocument();
  });

  test('on a phone the lines of an order keep two columns and say how many at what price under the name', async () => {
    stubScreenWidth(360, { touch: true });
    const { router } = await open('/apps/customer/order-list', 'route.customer.orders');
    const order = db.tables.customer?.orders.find((o) => o.lines.length > 0);
    const line = order?.lines[0];
    if (!order || !line) throw new Error('no order seeded');
    await router.navigate(`/apps/customer/order-details/${order.id}`);
    await screen.findByRole('heading', { level: 1, name: t('customer.order.title', { code: order.code }) });
    const lines = await screen.findByRole('table', { name: t('customer.order.lines') });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([t('customer.invoice.description'), t('customer.field.lineTotal')]);
    const row = within(lines).getAllByRole('row')[1];
    expect(row).toHaveTextContent(line.name);
    expect(row).toHaveTextContent(`${line.quantity} × ${brl(line.unitPrice)}`);
    expect(row).toHaveTextContent(brl(line.quantity * line.unitPrice));
  });

  test('an invoice with two lines sums in cents; a wrong quantity is refused and kept as typed', async () => {
    const { user } = await open('/apps/customer/create-invoice', 'route.customer.invoice');
    const field = (labelId: string, n: number) =>
      screen.getByRole('textbox', { name: `${t(labelId)} ${t('customer.invoice.lineNumber', { n })}` });

    await user.type(screen.getByRole('textbox', { name: t('customer.invoice.customer') }), 'Escola Aurora');
    await user.type(field('customer.invoice.description', 1), 'Pacote Lumis Essencial');
    await user.clear(field('customer.field.quantity', 1));
    await user.type(field('customer.field.quantity', 1), '3');
    await user.type(field('customer.field.unitPrice', 1), '14,90');

    await user.click(screen.getByRole('button', { name: t('customer.invoice.addLine') }));
    await user.type(field('customer.invoice.description', 2), 'Kit Escolar Lumi 1º ao 3º ano');
    await user.clear(field('customer.field.quantity', 2));
    await user.type(field('customer.field.quantity', 2), '2,5');
    await user.type(field('customer.field.unitPrice', 2), '189,90');

    const taxes = screen.getByRole('textbox', { name: t('customer.invoice.taxRate') });
    await user.clear(taxes);
    await user.type(taxes, '5');
    await user.type(screen.getByRole('textbox', { name: t('customer.invoice.discount') }), '24,50');

    // "2,5" is not a quantity: issuing says so on the field, and keeps every text as typed.
    await user.click(screen.getByRole('button', { name: t('customer.invoice.issue') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('customer.invoice.fix'));
    expect(field('customer.field.quantity', 2)).toHaveAccessibleDescription(
      t('validation.integer.decimal').replace('{min, number}', '1').replace('{max, number}', '9.999'),
    );
    expect(field('customer.field.quantity', 2)).toHaveValue('2,5');
    expect(field('customer.invoice.description', 2)).toHaveValue('Kit Escolar Lumi 1º ao 3º ano');
    expect(field('customer.field.unitPrice', 2)).toHaveValue('189,90');

    await user.clear(field('customer.field.quantity', 2));
    await user.type(field('customer.field.quantity', 2), '2');
    // 3 × 14,90 + 2 × 189,90 = 424,50; less 24,50 = 400,00; 5% = 20,00; total 420,00.
    const totals = screen.getByRole('group', { name: t('customer.invoice.totals') });
    await waitFor(() => expect(totals).toHaveTextContent(brl(42_000)));
    expect(totals).toHaveTextContent(brl(42_450));
    expect(totals).toHaveTextContent(brl(2_000));

    const number = screen.getByRole<HTMLInputElement>('textbox', {
      name: t('customer.invoice.number'),
    }).value;
    await user.click(screen.getByRole('button', { name: t('customer.invoice.issue') }));
    const title = t('customer.invoice.document', { number });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const invoice = screen.getByRole('article', { name: title });
    expect(invoice).toHaveTextContent('Escola Aurora');
    expect(invoice).toHaveTextContent(brl(37_980));
    expect(within(invoice).getByRole('group', { name: t('customer.invoice.totals') })).toHaveTextContent(
      brl(42_000),
    );
    expect(screen.getByRole('button', { name: t('customer.invoice.print') })).toBeInTheDocument();
  });

  test('a failed load says so with a retry, and the retry brings the products', async () => {
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'GET /api/customer/product/list': { status: 503 } } }),
    );
    const { user } = await open('/apps/customer/product', 'route.customer.products');
    const retry = await screen.findByRole('button', { name: t('common.retry') });
    localStorage.removeItem(FAULTS_KEY);
    await user.click(retry);
    await waitFor(() => expect(gridRows('route.customer.products')).toHaveLength(10));
    expect(screen.queryByRole('button', { name: t('common.retry') })).not.toBeInTheDocument();
  });
});
