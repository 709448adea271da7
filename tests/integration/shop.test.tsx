import { configure, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS, renderApp, sessionState, stubScreenWidth, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';
import { formatCents } from '@/utils/br';

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;

const SHOP = '/apps/e-commerce';

/** Two products in stock without colours or sizes, from the seeded catalogue. */
function plainProducts() {
  const products = (db.tables.shop?.products ?? []).filter(
    (p) => p.stock > 5 && p.colors.length === 0 && p.sizes.length === 0,
  );
  const [first, second] = products;
  if (!first || !second) throw new Error('the seed has no two plain products');
  return [first, second] as const;
}

async function open(route: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  return renderApp({ route, preloadedState: sessionState(DEMO_USERS.client) });
}

/** The summary's text with plain spaces (money is written with a no-break space). */
const summaryText = () =>
  screen.getByRole('region', { name: t('shop.summary.title') }).textContent.replace(/\s/g, ' ');
const money = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

async function addFromDetails(user: ReturnType<typeof renderApp>['user'], name: string, quantity: number) {
  // The product's own title is the page's first h2 (related products follow it).
  await waitFor(
    () => expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(name),
    FIRST_LOAD,
  );
  for (let i = 1; i < quantity; i += 1)
    await user.click(screen.getByRole('button', { name: t('shop.quantity.more', { name }) }));
  await user.click(screen.getByRole('button', { name: t('shop.details.add') }));
  await screen.findByRole('link', { name: t('shop.details.goToCart', { count: quantity }) });
}

/** Types by pasting: the form sees the same change events, without a key at a time. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => localStorage.clear());

describe('the shop (/apps/e-commerce/*)', () => {
  test('the products grid filters on the server by category and search, kept in the URL', async () => {
    const { user, router } = await open(`${SHOP}/products`);
    await screen.findByRole('heading', { level: 1, name: t('shop.products.title') }, FIRST_LOAD);
    expect(await screen.findByText('24 produtos', undefined, FIRST_LOAD)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: t('shop.category.merch') }));
    expect(await screen.findByText('10 produtos')).toBeInTheDocument();
    expect(router.state.location.search).toContain('cat=merch');

    await user.type(screen.getByRole('searchbox', { name: t('shop.filter.search') }), 'caneca');
    await waitFor(() => expect(screen.getByText('1 produto')).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Caneca Lumi 300 ml' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('q=caneca');

    await user.type(screen.getByRole('searchbox', { name: t('shop.filter.search') }), 'zzz');
    expect(await screen.findByText(t('shop.products.empty.title'))).toBeInTheDocument();
  });

  test('on a phone the search stays in view and the other filters fold behind a button that counts them', async () => {
    stubScreenWidth(360, { touch: true });
    const { user, router } = await open(`${SHOP}/products?cat=merch&stock=1`);
    await screen.findByRole('heading', { level: 1, name: t('shop.products.title') }, FIRST_LOAD);
    expect(screen.getByRole('searchbox', { name: t('shop.filter.search') })).toBeVisible();
    // Two filters from the URL are on; their fields wait behind the button.
    const toggle = screen.getByRole('button', { name: 'Filtros (2 ativos)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: t('shop.category.merch') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('shop.filter.clear') })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const merch = screen.getByRole('checkbox', { name: t('shop.category.merch') });
    expect(merch).toBeChecked();
    await user.click(merch);
    await waitFor(() => expect(router.state.location.search).not.toContain('cat='));
    expect(screen.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeInTheDocument();
  });

  test('two products in the cart give §4 totals; a second coupon replaces the first; checkout with a new address and PIX', async () => {
    const [first, second] = plainProducts();
    const { user, router } = await open(`${SHOP}/product-details/${first.id}`);
    await addFromDetails(user, first.name, 2);
    await router.navigate(`${SHOP}/product-details/${second.id}`);
    await addFromDetails(user, second.name, 1);

    await user.click(
      screen.getByRole('link', { name: t('shop.cart.link', { count: 3 }).replace(/\{.*\}/, '3 itens') }),
    );
    await screen.findByRole('heading', { level: 1, name: t('shop.checkout.title') }, FIRST_LOAD);
    const subtotal = first.price * 2 + second.price;
    expect(summaryText()).toContain(`${t('shop.summary.subtotal')}${money(subtotal)}`);
    expect(summaryText()).toContain(`${t('shop.summary.total')}${money(subtotal)}`);

    // LUMI10, then FRETEGRATIS: the second discount replaces the first in the total.
    const coupon = screen.getByRole('textbox', { name: t('shop.coupon.label') });
    await fill(user, coupon, 'LUMI10');
    await user.click(screen.getByRole('button', { name: t('shop.coupon.apply') }));
    const tenth = Math.round(subtotal / 10);
    await waitFor(() =>
      expect(summaryText()).toContain(`${t('shop.summary.total')}${money(subtotal - tenth)}`),
    );
    await fill(user, coupon, 'FRETEGRATIS');
    await user.click(screen.getByRole('button', { name: t('shop.coupon.apply') }));
    await waitFor(() =>
      expect(summaryText()).toContain(`${t('shop.summary.total')}${money(subtotal - 1990)}`),
    );
    expect(summaryText()).toContain(money(1990));

    // An unknown code is refused in words, and the discount stays.
    await fill(user, coupon, 'LUMI99');
    await user.click(screen.getByRole('button', { name: t('shop.coupon.apply') }));
    expect(
      await screen.findByText('O cupom LUMI99 não existe. Confira o código e tente de novo.'),
    ).toBeInTheDocument();
    expect(summaryText()).toContain(`${t('shop.summary.total')}${money(subtotal - 1990)}`);

    // Billing: a new address, checked before it is saved.
    await user.click(screen.getByRole('button', { name: t('shop.checkout.toBilling') }));
    await user.click(await screen.findByRole('button', { name: t('shop.address.new') }));
    const form = await screen.findByRole('form', { name: t('shop.address.new') });
    await fill(
      user,
      within(form).getByRole('textbox', { name: new RegExp(t('shop.address.name')) }),
      'Ana Paula Souza',
    );
    await fill(
      user,
      within(form).getByRole('textbox', { name: new RegExp(t('shop.address.phone')) }),
      '21987654321',
    );
    await fill(
      user,
      within(form).getByRole('textbox', { name: new RegExp(`^${t('shop.address.cep')}`) }),
      '2204',
    );
    await user.click(within(form).getByRole('button', { name: t('shop.address.save') }));
    expect(await within(form).findByText(t('shop.validation.cep'))).toBeInTheDocument();
    await fill(
      user,
      within(form).getByRole('textbox', { name: new RegExp(`^${t('shop.address.cep')}`) }),
      '1001',
    );
    await fill(
      user,
      within(form).getByRole('textbox', { name: new RegExp(t('shop.address.street')) }),
      'Rua Barata Ribeiro',
    );
    await fill(
      user,
      within(form).getByRole('textbox', { name: new RegExp(`^${t('shop.address.number')}`) }),
      '120',
    );
    await fill(
      user,
      within(form).getByRole('textbox', { name: new RegExp(t('shop.address.district')) }),
      'Copacabana',
    );
    await fill(
      user,
      within(form).getByRole('textbox', { name: new RegExp(t('shop.address.city')) }),
      'Rio de Janeiro',
    );
    await user.click(within(form).getByRole('combobox', { name: new RegExp(t('shop.address.state')) }));
    await user.click(await screen.findByRole('option', { name: 'RJ' }));
    await user.click(within(form).getByRole('button', { name: t('shop.address.save') }));
    const chosen = await screen.findByRole('radio', { name: /Ana Paula Souza/ });
    await waitFor(() => expect(chosen).toBeChecked());
    expect(db.tables.shop?.addresses.some((a) => a.name === 'Ana Paula Souza' && a.cep === '22041001')).toBe(
      true,
    );

    // Payment by PIX, then the order is complete and the cart has started over.
    await user.click(screen.getByRole('button', { name: t('shop.checkout.toPayment') }));
    expect(await screen.findByRole('radio', { name: /PIX/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: t('shop.payment.submit') }));
    await screen.findByRole('heading', { name: t('shop.complete.title') }, FIRST_LOAD);
    const order = db.tables.shop?.orders[0];
    expect(order).toMatchObject({ method: 'pix', subtotal, discount: 1990, total: subtotal - 1990 });
    expect(screen.getByText(order?.code ?? '-')).toBeInTheDocument();
    // The PIX to pay: its QR code and its "copia e cola", the order's own (for its total).
    const pay = screen.getByRole('region', { name: t('shop.complete.pay.pix') });
    expect(within(pay).getByRole('img', { name: t('payment.pix.qr') })).toBeInTheDocument();
    const code = order?.pix?.code ?? '-';
    expect(within(pay).getByRole('textbox', { name: t('payment.pix.code') })).toHaveValue(code);
    // Its amount field (EMV tag 54) carries the order's total.
    const amount = ((subtotal - 1990) / 100).toFixed(2);
    expect(code).toContain(`54${String(amount.length).padStart(2, '0')}${amount}`);
    expect(within(pay).getByText(t('shop.complete.pix.rule'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carrinho: vazio' })).toBeInTheDocument();
  });

  test('a declined card keeps what was typed, another card pays in installments, and a boleto gives its typeable line', async () => {
    // A product dear enough for installments (each at least R$ 5,00), to the family's saved address.
    const product = (db.tables.shop?.products ?? []).find(
      (p) => p.stock > 5 && p.colors.length === 0 && p.sizes.length === 0 && p.price >= 6000,
    );
    if (!product) throw new Error('the seed has no plain product of R$ 60 or more');
    const { user, router } = await open(`${SHOP}/product-details/${product.id}`);
    await addFromDetails(user, product.name, 1);

    const checkout = async () => {
      await router.navigate(`${SHOP}/checkout`);
      await user.click(await screen.findByRole('button', { name: t('shop.checkout.toBilling') }, FIRST_LOAD));
      const saved = await screen.findByRole('radio', { name: /Carla Souza/ });
      await user.click(saved);
      await waitFor(() => expect(saved).toBeChecked());
      await user.click(screen.getByRole('button', { name: t('shop.checkout.toPayment') }));
    };
    await checkout();
    await user.click(await screen.findByRole('radio', { name: new RegExp(t('payment.method.card')) }));
    // The gateway's test card that is declined first: the order is not placed, and nothing typed is lost.
    const number = screen.getByRole('textbox', { name: new RegExp(t('payment.card.number')) });
    await fill(user, number, '4000000000000002');
    await fill(
      user,
      screen.getByRole('textbox', { name: new RegExp(t('payment.card.name')) }),
      'Carla Souza',
    );
    await fill(
      user,
      screen.getByRole('textbox', { name: new RegExp(t('payment.card.expiry').replace(/[()]/g, '.')) }),
      '1230',
    );
    await fill(user, screen.getByRole('textbox', { name: new RegExp(`^${t('payment.card.cvv')}`) }), '123');
    const each = formatCents(Math.round(product.price / 3));
    // The phone's own picker (a native select); an option is chosen by its element (its text has a no-break space).
    await user.selectOptions(
      screen.getByRole('combobox', { name: new RegExp(t('payment.installments.label')) }),
      screen.getByRole('option', { name: t('payment.installments.free', { count: 3, each }) }),
    );
    const ordersBefore = db.tables.shop?.orders.length ?? 0;
    const stockBefore = product.stock;
    await user.click(screen.getByRole('button', { name: t('shop.payment.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pagamento recusado pelo emissor do cartão. Tente outro cartão.',
    );
    expect(db.tables.shop?.orders).toHaveLength(ordersBefore);
    expect(db.tables.shop?.products.find((p) => p.id === product.id)?.stock).toBe(stockBefore);
    expect(screen.getByRole('textbox', { name: new RegExp(t('payment.card.name')) })).toHaveValue(
      'Carla Souza',
    );
    expect(screen.getByRole('textbox', { name: new RegExp(`^${t('payment.card.cvv')}`) })).toHaveValue('123');

    // Another card is another order (a new idempotency key), and it goes through.
    await user.clear(number);
    await fill(user, number, '4242424242424242');
    await user.click(screen.getByRole('button', { name: t('shop.payment.submit') }));
    await screen.findByRole('heading', { name: t('shop.complete.title') }, FIRST_LOAD);
    expect(db.tables.shop?.orders).toHaveLength(ordersBefore + 1);
    expect(db.tables.shop?.orders.at(-1)).toMatchObject({
      method: 'card',
      installments: 3,
      pix: null,
      boleto: null,
    });
    // (The page's text is matched with plain spaces: money is written with a no-break space.)
    expect(
      screen.getByText(
        t('payment.installments.free', { count: 3, each: money(Math.round(product.price / 3)) }),
      ),
    ).toBeInTheDocument();

    // Again, by boleto: the slip's line and due day, for the order's total.
    await router.navigate(`${SHOP}/product-details/${product.id}`);
    await addFromDetails(user, product.name, 1);
    await checkout();
    await user.click(await screen.findByRole('radio', { name: new RegExp(t('payment.method.boleto')) }));
    await user.click(screen.getByRole('button', { name: t('shop.payment.submit') }));
    await screen.findByRole('heading', { name: t('shop.complete.title') }, FIRST_LOAD);
    const order = db.tables.shop?.orders.at(-1);
    expect(order).toMatchObject({ method: 'boleto', installments: 1, pix: null });
    const pay = screen.getByRole('region', { name: t('shop.complete.pay.boleto') });
    expect(within(pay).getByRole('textbox', { name: t('payment.boleto.line') })).toHaveValue(
      order?.boleto?.line,
    );
    expect(order?.boleto?.line.replace(/\D/g, '')).toHaveLength(47);
  });

  test('an empty cart says so, and a failed load offers to try again', async () => {
    const { unmount } = await open(`${SHOP}/checkout`);
    expect(await screen.findByText(t('shop.cart.empty.title'), undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('shop.cart.empty.action') })).toHaveAttribute(
      'href',
      `${SHOP}/products`,
    );
    unmount();

    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'POST /api/products/filter': { status: 503 } } }),
    );
    await open(`${SHOP}/products`);
    expect(await screen.findByRole('button', { name: t('common.retry') }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(t('shop.products.empty.title'))).not.toBeInTheDocument();
  });
});
