import type { HttpHandler } from 'msw';
import {
  CUSTOMER_KINDS,
  CUSTOMER_ORDER_STATUSES,
  CUSTOMER_SORTS,
  ORDER_SORTS,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  type Customer,
  type CustomerOrder,
  type Product,
  type ProductReview,
} from '@/api/contract/customer';
import { seedCustomer } from '../db/seedCustomer';
import type { CustomerRecord, CustomerTable, ProductRecord, Tables } from '../db/types';
import { HttpError, ok, paginate, route } from '../http';
import { collator, fold, need, searchOf, sortOf } from './shared';

/** The store, seeded on first use when stored demo data from before it has none. */
function storeOf(t: Tables): CustomerTable {
  t.customer ??= seedCustomer(t);
  return t.customer;
}

/** A customer with the figures of its orders (cancelled ones count as orders, not as money spent). */
function withFigures(customer: CustomerRecord, orders: readonly CustomerOrder[]): Customer {
  const own = orders.filter((o) => o.customerId === customer.id);
  const last = own.reduce<string | null>(
    (latest, o) => (latest && latest > o.placedAt ? latest : o.placedAt),
    null,
  );
  return {
    ...customer,
    orders: own.length,
    spent: own.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + o.total, 0),
    lastOrderAt: last,
  };
}

/** A product with the average of its published reviews, to one decimal. */
function withRating(product: ProductRecord, reviews: readonly ProductReview[]): Product {
  const ratings = reviews
    .filter((r) => r.productId === product.id && r.status === 'published')
    .map((r) => r.rating);
  const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
  return { ...product, rating: Math.round(average * 10) / 10, reviews: ratings.length };
}

/** A list's `enum` filter: the value when the contract knows it, else none. */
function filterOf<V extends string>(query: URLSearchParams, name: string, values: readonly V[]): V | null {
  const value = query.get(name);
  return values.find((v) => v === value) ?? null;
}

/**
 * Sorts by the list's `sort` ("field:asc|desc") among its fields, else by `fallback` in its own
 * direction; ties keep the stored order.
 */
function sorted<T, K extends keyof T & string>(
  items: T[],
  query: URLSearchParams,
  fields: readonly K[],
  fallback: { key: K; sign: 1 | -1 },
): T[] {
  const { key, sign } = query.get('sort') ? sortOf(query, fields, fallback.key) : fallback;
  return items.sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const order =
      typeof x === 'string' && typeof y === 'string'
        ? collator.compare(x, y)
        : Number(x ?? -Infinity) - Number(y ?? -Infinity);
    return order * sign;
  });
}

/** Every word of the search is somewhere in the texts (accents and case aside). */
function matches(search: string, ...texts: string[]): boolean {
  if (!search) return true;
  const haystack = fold(texts.join(' '));
  return search.split(/\s+/).every((word) => haystack.includes(word));
}

export const customerHandlers: HttpHandler[] = [
  route(need('GET', '/api/customer/list'), ({ query, t }) => {
    const store = storeOf(t);
    const search = searchOf(query);
    const digits = search.replace(/\D/g, '');
    const kind = filterOf(query, 'kind', CUSTOMER_KINDS);
    const rows = store.customers
      .filter((c) => !kind || c.kind === kind)
      .filter(
        (c) =>
          matches(search, c.name, c.email, c.city, c.state) ||
          (digits.length >= 4 &&
            digits.length === search.replace(/[\s().+-]/g, '').length &&
            c.phone.includes(digits)),
      )
      .map((c) => withFigures(c, store.orders));
    const { lst, total } = paginate(sorted(rows, query, CUSTOMER_SORTS, { key: 'name', sign: 1 }), query);
    return ok({ customers: lst, total });
  }),

  route(need('GET', '/api/customer/order/list'), ({ query, t }) => {
    const store = storeOf(t);
    const search = searchOf(query);
    const status = filterOf(query, 'status', CUSTOMER_ORDER_STATUSES);
    const rows = store.orders
      .filter((o) => !status || o.status === status)
      .filter((o) => matches(search, o.code, o.customerName));
    const { lst, total } = paginate(
      sorted([...rows], query, ORDER_SORTS, { key: 'placedAt', sign: -1 }),
      query,
    );
    return ok({ orders: lst, total });
  }),

  route(need('GET', '/api/customer/order/single/:id'), ({ params, t }) => {
    const store = storeOf(t);
    const order = store.orders.find((o) => o.id === params.id);
    const customer = order && store.customers.find((c) => c.id === order.customerId);
    if (!order || !customer) throw new HttpError(404, 'Pedido não encontrado.');
    return ok({ order, customer: withFigures(customer, store.orders) });
  }),

  route(need('GET', '/api/customer/product/list'), ({ query, t }) => {
    const store = storeOf(t);
    const search = searchOf(query);
    const category = filterOf(query, 'category', PRODUCT_CATEGORIES);
    const rows = store.products
      .filter((p) => !category || p.category === category)
      .filter((p) => matches(search, p.name, p.sku))
      .map((p) => withRating(p, store.reviews));
    const { lst, total } = paginate(sorted(rows, query, PRODUCT_SORTS, { key: 'name', sign: 1 }), query);
    return ok({ products: lst, total });
  }),

  route(need('GET', '/api/customer/product/reviews'), ({ query, t }) => {
    const store = storeOf(t);
    const search = searchOf(query);
    const status = filterOf(query, 'status', REVIEW_STATUSES);
    const rows = store.reviews
      .filter((r) => !status || r.status === status)
      .filter((r) => matches(search, r.productName, r.author, r.title, r.comment));
    const { lst, total } = paginate(
      sorted([...rows], query, REVIEW_SORTS, { key: 'createdAt', sign: -1 }),
      query,
    );
    return ok({ productreviews: lst, total });
  }),
];
