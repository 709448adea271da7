import { Skip, type Step, at, w } from './core';

// The shop (SPEC.md §7 "Cart (template)" and the product and address calls), as the family. The cart calls
// keep no state on the server, so they run with the reads; the address and the order are writes.
let productId: string | null = null;
let addressId: string | null = null;
let address: Record<string, unknown> | null = null;

const product = () => {
  if (productId === null)
    throw new Skip(
      'needs a product in stock without variants from GET /api/products/list, which did not come',
    );
  return productId;
};
const line = () => ({
  id: `${product()}:-:-`,
  productId: product(),
  name: 'Produto do verificador',
  price: 1490,
  quantity: 1,
  color: null,
  size: null,
  motif: 'cards',
  hue: 200,
  subtotal: 1490,
});
const ownAddress = () => {
  if (address === null) throw new Skip('needs the address POST /api/address/new makes, which did not come');
  return address;
};

const FAMILY = { as: 'family' } as const;

export const shopReads: Step[] = [
  {
    ...FAMILY,
    method: 'GET',
    path: '/api/products/list',
    keep: (data) => {
      const products = at(data, 'products');
      if (!Array.isArray(products)) return;
      const pick = (products as Record<string, unknown>[]).find(
        (p) =>
          typeof p.stock === 'number' &&
          p.stock > 2 &&
          Array.isArray(p.colors) &&
          p.colors.length === 0 &&
          Array.isArray(p.sizes) &&
          p.sizes.length === 0,
      );
      if (typeof pick?.id === 'string') productId = pick.id;
    },
  },
  {
    ...FAMILY,
    method: 'POST',
    path: '/api/products/filter',
    body: () => ({
      filter: {
        search: 'lumi',
        categories: ['cardPack'],
        priceMin: null,
        priceMax: 10000,
        minRating: 0,
        inStock: true,
        sort: 'priceAsc',
      },
    }),
  },
  { ...FAMILY, method: 'POST', path: '/api/product/details', body: () => ({ id: product() }) },
  { ...FAMILY, method: 'POST', path: '/api/product/related', body: () => ({ id: product() }) },
  { ...FAMILY, method: 'GET', path: '/api/review/list', query: () => ({ productId: product() }) },
  { ...FAMILY, method: 'GET', path: '/api/address/list' },
  {
    ...FAMILY,
    method: 'POST',
    path: '/api/cart/add',
    body: () => ({ product: { id: product(), quantity: 1, color: null, size: null }, products: [] }),
  },
  {
    ...FAMILY,
    method: 'POST',
    path: '/api/cart/update',
    body: () => ({ id: line().id, quantity: 2, products: [line()] }),
  },
  {
    ...FAMILY,
    method: 'POST',
    path: '/api/cart/remove',
    body: () => ({ id: line().id, products: [line()] }),
  },
  { ...FAMILY, method: 'POST', path: '/api/cart/discount', body: () => ({ code: 'LUMI10', total: 10000 }) },
  {
    ...FAMILY,
    method: 'POST',
    path: '/api/cart/shipping-charge',
    body: () => ({ charge: 'express', shipping: 0 }),
  },
  { ...FAMILY, method: 'POST', path: '/api/cart/payment-method', body: () => ({ method: 'pix' }) },
  { ...FAMILY, method: 'POST', path: '/api/cart/payment-card', body: () => ({ card: '•••• 4242' }) },
  { ...FAMILY, method: 'POST', path: '/api/cart/reset' },
];

export const shopWrites: Step[] = [
  w({
    ...FAMILY,
    method: 'POST',
    path: '/api/address/new',
    body: (k) => ({
      address: {
        name: `Verificador ${k.tag}`,
        phone: '11987654321',
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: '',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        isDefault: false,
      },
    }),
    keep: (data, k) => {
      const list = at(data, 'address');
      if (!Array.isArray(list)) return;
      const made = (list as Record<string, unknown>[]).find((a) => a.name === `Verificador ${k.tag}`);
      if (made && typeof made.id === 'string') {
        addressId = made.id;
        address = made;
      }
    },
  }),
  w({
    ...FAMILY,
    method: 'POST',
    path: '/api/address/edit',
    body: () => ({ address: { ...ownAddress(), complement: 'Sala 1' } }),
  }),
  w({
    ...FAMILY,
    method: 'POST',
    path: '/api/cart/billing-address',
    body: () => ({ address: ownAddress() }),
  }),
  w({
    ...FAMILY,
    method: 'POST',
    path: '/api/cart/place-order',
    body: () => {
      if (addressId === null)
        throw new Skip('needs the address POST /api/address/new makes, which did not come');
      return {
        products: [line()],
        addressId,
        method: 'pix',
        card: null,
        couponCode: 'LUMI10',
        shipping: 'free',
      };
    },
  }),
];
