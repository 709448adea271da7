import { apiClient } from '@/api/client';
import type { HttpMethod } from '@/api/contract/endpoints';
import {
  shopEndpoints,
  shopResponses,
  type ShopAddress,
  type ShopCartLine,
  type ShopProduct,
} from '@/api/contract/shop';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { callContract, type Answer } from './contractCall';

let token = '';
beforeEach(async () => {
  token = await signToken(DEMO_IDS.family, '2');
});

function call(method: HttpMethod, path: string, body?: unknown, auth = true): Promise<Answer> {
  return callContract(auth ? token : null, method, path, body);
}

async function ok(path: string, body: unknown, fields: string[]): Promise<Answer> {
  const answer = await call('POST', path, body);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  expect(answer.parsed).toBe(true);
  expect(Object.keys(answer.data).sort()).toEqual(['flag', 'msg', ...fields].sort());
  return answer;
}

const anyFilter = {
  search: '',
  categories: [],
  priceMin: null,
  priceMax: null,
  minRating: 0,
  inStock: false,
  sort: 'featured',
};

const plainProduct = (): ShopProduct => {
  const stored = db.tables.shop?.products.find(
    (p) => p.stock > 5 && p.colors.length === 0 && p.sizes.length === 0,
  );
  if (!stored) throw new Error('no plain product seeded');
  return { ...stored, rating: 0, reviews: 0 };
};

const newAddress = {
  name: 'Ana Paula Souza',
  phone: '21987654321',
  cep: '22041001',
  street: 'Rua Barata Ribeiro',
  number: '120',
  complement: '',
  district: 'Copacabana',
  city: 'Rio de Janeiro',
  state: 'RJ',
  isDefault: false,
};

describe('the contract names the shop calls of SPEC.md §7', () => {
  test('the spec paths, then the designed order, for any signed-in user', () => {
    expect(shopEndpoints().map((e) => `${e.method} ${e.path} ${e.source}`)).toEqual([
      'GET /api/products/list spec',
      'POST /api/products/filter spec',
      'POST /api/product/details spec',
      'POST /api/product/related spec',
      'GET /api/review/list spec',
      'GET /api/address/list spec',
      'POST /api/address/new spec',
      'POST /api/address/edit spec',
      'POST /api/cart/add spec',
      'POST /api/cart/remove spec',
      'POST /api/cart/update spec',
      'POST /api/cart/billing-address spec',
      'POST /api/cart/discount spec',
      'POST /api/cart/shipping-charge spec',
      'POST /api/cart/payment-method spec',
      'POST /api/cart/payment-card spec',
      'POST /api/cart/reset spec',
      'POST /api/cart/place-order design',
    ]);
    for (const e of shopEndpoints()) expect(e.access).toBe('signedIn');
  });
});

describe('products and reviews', () => {
  test('GET /api/products/list answers the 24 products of the store; 401 without a session', async () => {
    const answer = await call('GET', '/api/products/list');
    expect(answer.status).toBe(200);
    expect(answer.parsed).toBe(true);
    const products = answer.data.products as ShopProduct[];
    expect(products).toHaveLength(24);
    // The same catalogue the customer grids read.
    expect(products.map((p) => p.name)).toEqual(db.tables.customer?.products.map((p) => p.name));
    expect((await call('GET', '/api/products/list', undefined, false)).status).toBe(401);
  });

  test('POST /api/products/filter narrows by category, price, stock and search, and sorts', async () => {
    const answer = await ok(
      '/api/products/filter',
      { filter: { ...anyFilter, categories: ['merch'], priceMax: 5000, inStock: true, sort: 'priceAsc' } },
      ['products'],
    );
    const products = answer.data.products as ShopProduct[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.category === 'merch' && p.price <= 5000 && p.stock > 0)).toBe(true);
    expect(products.map((p) => p.price)).toEqual([...products.map((p) => p.price)].sort((a, b) => a - b));
    const search = await ok('/api/products/filter', { filter: { ...anyFilter, search: 'pelucia' } }, [
      'products',
    ]);
    expect((search.data.products as ShopProduct[]).map((p) => p.name)).toEqual(['Pelúcia Super Lumi']);
    expect(
      (await call('POST', '/api/products/filter', { filter: { ...anyFilter, sort: 'cheapest' } })).status,
    ).toBe(422);
  });

  test('details, related (same category, not itself) and the product’s reviews', async () => {
    const product = plainProduct();
    const details = await ok('/api/product/details', { id: product.id }, ['product']);
    expect((details.data.product as ShopProduct).name).toBe(product.name);
    expect((await call('POST', '/api/product/details', { id: 'prod-999' })).status).toBe(404);
    const related = await ok('/api/product/related', { id: product.id }, ['products']);
    const list = related.data.products as ShopProduct[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.category === product.category && p.id !== product.id)).toBe(true);
    const reviews = await apiClient.get<Record<string, unknown>>('/api/review/list', {
      params: { productId: product.id },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(shopResponses.reviews.safeParse(reviews.data).success).toBe(true);
    const own = reviews.data.reviews as { productId: string }[];
    expect(own.every((r) => r.productId === product.id)).toBe(true);
  });
});

describe('addresses', () => {
  test('list, new (validated: CEP and UF) and edit, kept in the mock db', async () => {
    const list = await call('GET', '/api/address/list');
    expect((list.data.address as ShopAddress[]).map((a) => a.city)).toEqual(['São Paulo']);
    const bad = await call('POST', '/api/address/new', {
      address: { ...newAddress, cep: '2204', state: 'XX' },
    });
    expect(bad.status).toBe(422);
    expect(bad.data).toMatchObject({ errors: { address: expect.any(String) as string } });
    const made = await ok('/api/address/new', { address: newAddress }, ['address']);
    const saved = (made.data.address as ShopAddress[]).find((a) => a.name === newAddress.name);
    expect(saved).toMatchObject({ cep: '22041001', state: 'RJ', isDefault: false });
    if (!saved) throw new Error('not saved');
    await ok('/api/address/edit', { address: { ...saved, number: '121', isDefault: true } }, ['address']);
    const stored = db.tables.shop?.addresses.filter((a) => a.userId === DEMO_IDS.family) ?? [];
    expect(stored.find((a) => a.id === saved.id)).toMatchObject({ number: '121', isDefault: true });
    expect(stored.filter((a) => a.isDefault)).toHaveLength(1);
  });
});

describe('cart', () => {
  test('add merges the same choice, update and remove answer the lines; past the stock is refused', async () => {
    const product = plainProduct();
    const added = await ok(
      '/api/cart/add',
      { product: { id: product.id, quantity: 2, color: null, size: null }, products: [] },
      ['products'],
    );
    let lines = added.data.products as ShopCartLine[];
    expect(lines).toMatchObject([{ productId: product.id, quantity: 2, subtotal: product.price * 2 }]);
    lines = (
      await ok(
        '/api/cart/add',
        { product: { id: product.id, quantity: 1, color: null, size: null }, products: lines },
        ['products'],
      )
    ).data.products as ShopCartLine[];
    expect(lines).toMatchObject([{ quantity: 3, subtotal: product.price * 3 }]);
    const id = lines[0]?.id ?? '';
    lines = (await ok('/api/cart/update', { id, quantity: 1, products: lines }, ['products'])).data
      .products as ShopCartLine[];
    expect(lines).toMatchObject([{ quantity: 1, subtotal: product.price }]);
    const tooMany = await call('POST', '/api/cart/update', { id, quantity: 99, products: lines });
    expect([422, 200]).toContain(tooMany.status);
    if (product.stock < 99) expect(tooMany.data.msg).toMatch(/em estoque/);
    expect((await ok('/api/cart/remove', { id, products: lines }, ['products'])).data.products).toEqual([]);
  });

  test('discount: LUMI10 is 10 %, unknown and expired codes are refused in pt-BR', async () => {
    expect(
      (await ok('/api/cart/discount', { code: 'lumi10', total: 12345 }, ['code', 'discount'])).data,
    ).toMatchObject({
      code: 'LUMI10',
      discount: 1235,
    });
    const unknown = await call('POST', '/api/cart/discount', { code: 'LUMI99', total: 5000 });
    expect(unknown).toMatchObject({
      status: 422,
      data: { msg: 'O cupom LUMI99 não existe. Confira o código e tente de novo.' },
    });
    const expired = await call('POST', '/api/cart/discount', { code: 'NATAL2025', total: 5000 });
    expect(expired).toMatchObject({ status: 422, data: { msg: 'O cupom NATAL2025 expirou em 31/12/2025.' } });
  });

  test('shipping answers the new amount and what the total gains; card keeps only a masked hint', async () => {
    expect(
      (
        await ok('/api/cart/shipping-charge', { charge: 'express', shipping: 0 }, [
          'type',
          'shipping',
          'charge',
        ])
      ).data,
    ).toMatchObject({
      type: 'express',
      shipping: 1990,
      charge: 1990,
    });
    expect(
      (
        await ok('/api/cart/shipping-charge', { charge: 'free', shipping: 1990 }, [
          'type',
          'shipping',
          'charge',
        ])
      ).data,
    ).toMatchObject({
      shipping: 0,
      charge: -1990,
    });
    await ok('/api/cart/payment-method', { method: 'pix' }, ['method']);
    await ok('/api/cart/payment-card', { card: '•••• 4242' }, ['card']);
    expect((await call('POST', '/api/cart/payment-card', { card: '4242424242424242' })).status).toBe(422);
    await ok('/api/cart/reset', undefined, []);
  });

  test('place-order counts again, takes the stock, and the same Idempotency-Key places one order', async () => {
    const product = plainProduct();
    const line = {
      id: `${product.id}:-:-`,
      productId: product.id,
      name: product.name,
      price: product.price,
      quantity: 2,
      color: null,
      size: null,
      motif: product.motif,
      hue: 0,
      subtotal: product.price * 2,
    };
    const body = {
      products: [line],
      addressId: 'addr-001',
      method: 'pix',
      card: null,
      couponCode: 'LUMI10',
      shipping: 'express',
    };
    const headers = { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'shop-order-test-1' };
    const first = await apiClient.post<Record<string, unknown>>('/api/cart/place-order', body, { headers });
    expect(shopResponses.order.safeParse(first.data).success).toBe(true);
    const subtotal = product.price * 2;
    expect(first.data.order).toMatchObject({
      subtotal,
      discount: Math.round(subtotal / 10),
      shipping: 1990,
      total: subtotal - Math.round(subtotal / 10) + 1990,
    });
    // PIX: a code to pay (the BR Code of the total) for 15 minutes; no boleto, one installment.
    const order = first.data.order as { pix: { code: string; expiresAt: string } | null; boleto: unknown };
    expect(order).toMatchObject({ installments: 1, boleto: null });
    expect(order.pix?.code).toMatch(/^000201/);
    const minutes = (Date.parse(order.pix?.expiresAt ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const again = await apiClient.post<Record<string, unknown>>('/api/cart/place-order', body, { headers });
    expect(again.data.order).toEqual(first.data.order);
    expect(db.tables.shop?.orders).toHaveLength(1);
    expect(db.tables.shop?.products.find((p) => p.id === product.id)?.stock).toBe(product.stock - 2);

    // A boleto gives its 47-digit line and due day; a card keeps its installments.
    const boleto = await apiClient.post<Record<string, unknown>>(
      '/api/cart/place-order',
      { ...body, method: 'boleto' },
      { headers: { ...headers, 'Idempotency-Key': 'shop-order-test-2' } },
    );
    expect(shopResponses.order.safeParse(boleto.data).success).toBe(true);
    const slip = (boleto.data.order as { boleto: { line: string; dueDate: string } | null }).boleto;
    expect(slip?.line.replace(/\D/g, '')).toHaveLength(47);
    expect(slip?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const card = await apiClient.post<Record<string, unknown>>(
      '/api/cart/place-order',
      { ...body, method: 'card', card: '•••• 4242', installments: 6 },
      { headers: { ...headers, 'Idempotency-Key': 'shop-order-test-3' } },
    );
    expect(card.data.order).toMatchObject({ method: 'card', installments: 6, pix: null, boleto: null });
  });
});
