/** The shop's routes (the route table in src/routes/areas.ts names the same paths). */
export const SHOP_PATHS = {
  products: '/apps/e-commerce/products',
  details: (id: string) => `/apps/e-commerce/product-details/${encodeURIComponent(id)}`,
  list: '/apps/e-commerce/product-list',
  checkout: '/apps/e-commerce/checkout',
} as const;
