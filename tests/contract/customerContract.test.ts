import type { HttpMethod } from '@/api/contract/endpoints';
import {
  customerEndpoints,
  type Customer,
  type CustomerOrder,
  type Product,
  type ProductReview,
} from '@/api/contract/customer';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { callContract, type Answer } from './contractCall';

let token = '';
beforeEach(async () => {
  token = await signToken(DEMO_IDS.family, '2');
});

/** Calls a contract path with its parameters or query filled in (callContract sends the path as it is). */
async function callUrl(method: HttpMethod, path: string, url: string, auth: boolean): Promise<Answer> {
  const { apiClient } = await import('@/api/client');
  const endpoint = customerEndpoints().find((e) => e.method === method && e.path === path);
  if (!endpoint) throw new Error(`not in contract: ${method} ${path}`);
  const response = await apiClient.request<Record<string, unknown>>({
    method,
    url,
    headers: auth ? { Authorization: `Bearer ${token}` } : {},
    validateStatus: () => true,
  });
  return {
    status: response.status,
    data: response.data,
    parsed: endpoint.response.safeParse(response.data).success,
  };
}

/** A read that succeeds, matches the contract and answers exactly these fields besides flag and msg. */
async function ok(path: string, url: string, fields: string[]): Promise<Answer> {
  const answer = await callUrl('GET', path, url, true);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  expect(answer.parsed).toBe(true);
  expect(Object.keys(answer.data).sort()).toEqual(['flag', 'msg', ...fields].sort());
  return answer;
}

const store = () => {
  const table = db.tables.customer;
  if (!table) throw new Error('no store seeded');
  return table;
};

describe('the contract names the store calls of SPEC.md §7 and the designed order page', () => {
  test('the four spec lists, then one order, for any signed-in user', () => {
    expect(customerEndpoints().map((e) => `${e.method} ${e.path} ${e.source}`)).toEqual([
      'GET /api/customer/list spec',
      'GET /api/customer/order/list spec',
      'GET /api/customer/product/list spec',
      'GET /api/customer/product/reviews spec',
      'GET /api/customer/order/single/:id design',
    ]);
    for (const e of customerEndpoints()) expect(e.access).toBe('signedIn');
  });
});

describe('reads', () => {
  test('GET /api/customer/list answers customers and total, searched, sorted and paged; 401 without a session', async () => {
    const all = await ok('/api/customer/list', '/api/customer/list?pageSize=200', ['customers', 'total']);
    expect(all.data.total).toBe(store().customers.length);
    const customers = all.data.customers as Customer[];
    expect(customers.some((c) => c.kind === 'school' && c.name === 'Escola Aurora')).toBe(true);
    expect(customers.some((c) => c.kind === 'family' && c.name === 'Carla Souza')).toBe(true);

    const found = await ok('/api/customer/list', '/api/customer/list?search=aurora', ['customers', 'total']);
    expect((found.data.customers as Customer[]).map((c) => c.name)).toEqual(['Escola Aurora']);

    const bySpent = await ok('/api/customer/list', '/api/customer/list?sort=spent:desc&pageSize=5&page=2', [
      'customers',
      'total',
    ]);
    const spent = (bySpent.data.customers as Customer[]).map((c) => c.spent);
    expect(spent).toHaveLength(5);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));

    expect((await callContract(null, 'GET', '/api/customer/list')).status).toBe(401);
  });

  test('GET /api/customer/order/list answers orders (newest first) and total; status filters', async () => {
    const first = await ok('/api/customer/order/list', '/api/customer/order/list', ['orders', 'total']);
    const orders = first.data.orders as CustomerOrder[];
    expect(orders).toHaveLength(20);
    expect(first.data.total).toBe(store().orders.length);
    expect(orders.map((o) => o.placedAt)).toEqual([...orders.map((o) => o.placedAt)].sort().reverse());
    for (const order of orders) {
      expect(order.total).toBe(order.subtotal - order.discount + order.shipping);
      expect(order.history.at(-1)?.status).toBe(order.status);
    }
    const cancelled = await ok('/api/customer/order/list', '/api/customer/order/list?status=cancelled', [
      'orders',
      'total',
    ]);
    expect((cancelled.data.orders as CustomerOrder[]).every((o) => o.status === 'cancelled')).toBe(true);
  });

  test('GET /api/customer/product/list answers products and total, prices in cents', async () => {
    const answer = await ok('/api/customer/product/list', '/api/customer/product/list?search=lumis', [
      'products',
      'total',
    ]);
    const products = answer.data.products as Product[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => Number.isInteger(p.price) && /lumis/i.test(p.name))).toBe(true);
  });

  test('GET /api/customer/product/reviews answers productreviews and total', async () => {
    const answer = await ok(
      '/api/customer/product/reviews',
      '/api/customer/product/reviews?sort=rating:asc',
      ['productreviews', 'total'],
    );
    const reviews = answer.data.productreviews as ProductReview[];
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews[0]?.rating).toBe(1);
    expect(answer.data.total).toBe(store().reviews.length);
  });

  test('GET /api/customer/order/single/:id answers the order and its customer; 404 for none', async () => {
    const order = store().orders[0];
    if (!order) throw new Error('no order seeded');
    const answer = await ok('/api/customer/order/single/:id', `/api/customer/order/single/${order.id}`, [
      'order',
      'customer',
    ]);
    expect((answer.data.order as CustomerOrder).code).toBe(order.code);
    expect((answer.data.customer as Customer).id).toBe(order.customerId);
    const missing = await callUrl(
      'GET',
      '/api/customer/order/single/:id',
      '/api/customer/order/single/nope',
      true,
    );
    expect(missing.status).toBe(404);
  });
});
