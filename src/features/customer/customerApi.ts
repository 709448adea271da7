import { api } from '@/api/api';
import {
  customerResponses as r,
  type Customer,
  type CustomerOrder,
  type Product,
  type ProductReview,
} from '@/api/contract/customer';

/** One page of a store list, as the list kit's grid reads it. */
export interface StorePage<T> {
  items: T[];
  total: number;
}

/** A store list's query as the grid keeps it in the URL (empty filters are left out of the call). */
export type StoreListQuery = { page: number; pageSize: number; sort: string } & Record<
  string,
  string | number
>;

const params = (query: StoreListQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

/**
 * The template store's calls (SPEC.md §7 "Other template demo calls"), injected into the one API with
 * its pages; every answer is parsed by the contract. Failures show the neutral error and a retry (the
 * `errors.customer.*` texts when the server says nothing).
 */
export const customerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoreCustomers: build.query<StorePage<Customer>, StoreListQuery>({
      query: (query) => ({
        url: '/api/customer/list',
        params: params(query),
        schema: r.customers,
        fallbackId: 'errors.customer.customers',
      }),
      transformResponse: (a: { customers: Customer[]; total: number }) => ({
        items: a.customers,
        total: a.total,
      }),
    }),
    getStoreOrders: build.query<StorePage<CustomerOrder>, StoreListQuery>({
      query: (query) => ({
        url: '/api/customer/order/list',
        params: params(query),
        schema: r.orders,
        fallbackId: 'errors.customer.orders',
      }),
      transformResponse: (a: { orders: CustomerOrder[]; total: number }) => ({
        items: a.orders,
        total: a.total,
      }),
    }),
    getStoreOrder: build.query<{ order: CustomerOrder; customer: Customer }, string>({
      query: (id) => ({
        url: `/api/customer/order/single/${encodeURIComponent(id)}`,
        schema: r.order,
        fallbackId: 'errors.customer.order',
      }),
    }),
    getStoreProducts: build.query<StorePage<Product>, StoreListQuery>({
      query: (query) => ({
        url: '/api/customer/product/list',
        params: params(query),
        schema: r.products,
        fallbackId: 'errors.customer.products',
      }),
      transformResponse: (a: { products: Product[]; total: number }) => ({
        items: a.products,
        total: a.total,
      }),
    }),
    getProductReviews: build.query<StorePage<ProductReview>, StoreListQuery>({
      query: (query) => ({
        url: '/api/customer/product/reviews',
        params: params(query),
        schema: r.productreviews,
        fallbackId: 'errors.customer.reviews',
      }),
      transformResponse: (a: { productreviews: ProductReview[]; total: number }) => ({
        items: a.productreviews,
        total: a.total,
      }),
    }),
  }),
});

export const {
  useGetStoreCustomersQuery,
  useGetStoreOrdersQuery,
  useGetStoreOrderQuery,
  useGetStoreProductsQuery,
  useGetProductReviewsQuery,
} = customerApi;
