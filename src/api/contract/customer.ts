import { z } from 'zod/mini';
import { e, listQuery, type Endpoint } from './common';
import { envelopeSchema } from './envelope';

/**
 * The platform's store (SPEC.md §3 "Template demo state": customers, orders, products, product reviews;
 * §7 "Other template demo calls"): the families and schools that buy Lumis card packs, school kits and
 * event merchandise. The spec fixes the four list paths and their fields (`customers`, `orders`, `products`,
 * `productreviews`); as every list that can grow (DESIGN.md §4), each also takes `page`, `pageSize`,
 * `search` and `sort` and answers `total`. Without `page` a list answers its first 20 rows. One order with
 * its customer (`GET /api/customer/order/single/:id`) is a designed companion for the order's page.
 * Money is integer cents (BRL); dates are ISO date-times.
 */

export const CUSTOMER_KINDS = ['family', 'school'] as const;
export const customerKindSchema = z.enum(CUSTOMER_KINDS);
export type CustomerKind = z.infer<typeof customerKindSchema>;

export const PRODUCT_CATEGORIES = ['cardPack', 'schoolKit', 'merch'] as const;
export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** An order's way: placed → paid → shipped → delivered, or cancelled before it ships. */
export const CUSTOMER_ORDER_STATUSES = ['placed', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export const customerOrderStatusSchema = z.enum(CUSTOMER_ORDER_STATUSES);
export type CustomerOrderStatus = z.infer<typeof customerOrderStatusSchema>;

export const CUSTOMER_PAYMENT_METHODS = ['pix', 'card', 'boleto'] as const;
export const customerPaymentMethodSchema = z.enum(CUSTOMER_PAYMENT_METHODS);

export const REVIEW_STATUSES = ['published', 'pending', 'hidden'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const cents = z.int().check(z.nonnegative());
const isoDateTime = z.string().check(z.minLength(10), z.maxLength(40));
const uf = z.string().check(z.length(2));

export const customerSchema = z.object({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  kind: customerKindSchema,
  email: z.string().check(z.maxLength(254)),
  /** Digits with DDD, no +55. */
  phone: z.string().check(z.maxLength(11)),
  city: z.string().check(z.maxLength(80)),
  state: uf,
  /** Orders placed, cancelled ones included. */
  orders: z.int().check(z.nonnegative()),
  /** What the orders that were not cancelled came to. */
  spent: cents,
  lastOrderAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
  active: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

export const productSchema = z.object({
  id,
  sku: z.string().check(z.minLength(1), z.maxLength(32)),
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  category: productCategorySchema,
  description: z.string().check(z.maxLength(500)),
  price: cents,
  stock: z.int().check(z.nonnegative()),
  sold: z.int().check(z.nonnegative()),
  /** Average of the published reviews (0 when there is none), one decimal. */
  rating: z.number().check(z.gte(0), z.lte(5)),
  reviews: z.int().check(z.nonnegative()),
});
export type Product = z.infer<typeof productSchema>;

export const orderLineSchema = z.object({
  productId: id,
  sku: z.string().check(z.maxLength(32)),
  name: z.string().check(z.maxLength(120)),
  quantity: z.int().check(z.gte(1)),
  unitPrice: cents,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderStepSchema = z.object({ status: customerOrderStatusSchema, at: isoDateTime });
export type OrderStep = z.infer<typeof orderStepSchema>;

export const customerOrderSchema = z.object({
  id,
  /** What a person reads and searches the order by ("PED-1042"). */
  code: z.string().check(z.minLength(1), z.maxLength(20)),
  customerId: id,
  customerName: z.string().check(z.maxLength(120)),
  placedAt: isoDateTime,
  status: customerOrderStatusSchema,
  payment: customerPaymentMethodSchema,
  lines: z.array(orderLineSchema).check(z.minLength(1), z.maxLength(50)),
  /** Units across the lines. */
  items: z.int().check(z.gte(1)),
  subtotal: cents,
  discount: cents,
  shipping: cents,
  total: cents,
  /** The steps the order went through, oldest first; the last one is its status. */
  history: z.array(orderStepSchema).check(z.minLength(1), z.maxLength(5)),
  shippingAddress: z.object({
    street: z.string().check(z.maxLength(160)),
    city: z.string().check(z.maxLength(80)),
    state: uf,
    cep: z.string(),
  }),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const productReviewSchema = z.object({
  id,
  productId: id,
  productName: z.string().check(z.maxLength(120)),
  customerId: id,
  author: z.string().check(z.maxLength(120)),
  rating: z.int().check(z.gte(1), z.lte(5)),
  title: z.string().check(z.maxLength(120)),
  comment: z.string().check(z.maxLength(1000)),
  createdAt: isoDateTime,
  status: reviewStatusSchema,
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** The sort fields each list takes (`field:asc` or `field:desc`). */
export const CUSTOMER_SORTS = ['name', 'orders', 'spent', 'lastOrderAt', 'createdAt'] as const;
export const ORDER_SORTS = ['code', 'customerName', 'placedAt', 'total', 'status'] as const;
export const PRODUCT_SORTS = ['name', 'price', 'stock', 'sold', 'rating'] as const;
export const REVIEW_SORTS = ['createdAt', 'rating', 'productName', 'author'] as const;

export const customerListQuery = z.extend(listQuery, { kind: z.optional(customerKindSchema) });
export const orderListQuery = z.extend(listQuery, { status: z.optional(customerOrderStatusSchema) });
export const productListQuery = z.extend(listQuery, { category: z.optional(productCategorySchema) });
export const reviewListQuery = z.extend(listQuery, { status: z.optional(reviewStatusSchema) });

const total = z.int().check(z.nonnegative());

export const customerResponses = {
  customers: z.extend(envelopeSchema, {
    flag: z.literal(true),
    customers: z.array(customerSchema).check(z.maxLength(200)),
    total,
  }),
  orders: z.extend(envelopeSchema, {
    flag: z.literal(true),
    orders: z.array(customerOrderSchema).check(z.maxLength(200)),
    total,
  }),
  products: z.extend(envelopeSchema, {
    flag: z.literal(true),
    products: z.array(productSchema).check(z.maxLength(200)),
    total,
  }),
  productreviews: z.extend(envelopeSchema, {
    flag: z.literal(true),
    productreviews: z.array(productReviewSchema).check(z.maxLength(200)),
    total,
  }),
  order: z.extend(envelopeSchema, {
    flag: z.literal(true),
    order: customerOrderSchema,
    customer: customerSchema,
  }),
} as const;

export const customerEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/customer/list',
    summary:
      'The store’s customers (families and schools), paged; `search` finds name, e-mail, city or phone; `kind` filters; sorts by name, orders, spent, lastOrderAt or createdAt',
    access: 'signedIn',
    query: customerListQuery,
    response: customerResponses.customers,
    source: 'spec',
  }),
  e({
    method: 'GET',
    path: '/api/customer/order/list',
    summary:
      'The store’s orders, newest first unless sorted, paged; `search` finds the code or the customer; `status` filters',
    access: 'signedIn',
    query: orderListQuery,
    response: customerResponses.orders,
    source: 'spec',
  }),
  e({
    method: 'GET',
    path: '/api/customer/product/list',
    summary:
      'The store’s products (card packs, school kits, event merchandise), paged; `search` finds name or SKU; `category` filters',
    access: 'signedIn',
    query: productListQuery,
    response: customerResponses.products,
    source: 'spec',
  }),
  e({
    method: 'GET',
    path: '/api/customer/product/reviews',
    summary:
      'Reviews of the store’s products, newest first unless sorted, paged; `search` finds product, author or text; `status` filters',
    access: 'signedIn',
    query: reviewListQuery,
    response: customerResponses.productreviews,
    source: 'spec',
  }),
  e({
    method: 'GET',
    path: '/api/customer/order/single/:id',
    summary:
      'Designed companion of the order list (not in SPEC.md §7): one order with its lines, totals and history, and its customer (404 if there is none)',
    access: 'signedIn',
    response: customerResponses.order,
    source: 'design',
  }),
];
