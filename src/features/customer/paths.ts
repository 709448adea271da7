/** The store's pages (the route table in src/routes/areas.ts names the same paths). */
export const STORE_PATHS = {
  customers: '/apps/customer/customer-list',
  orders: '/apps/customer/order-list',
  orderDetails: '/apps/customer/order-details',
  invoice: '/apps/customer/create-invoice',
  products: '/apps/customer/product',
  reviews: '/apps/customer/product-review',
} as const;

export const orderPath = (id: string) => `${STORE_PATHS.orderDetails}/${encodeURIComponent(id)}`;
