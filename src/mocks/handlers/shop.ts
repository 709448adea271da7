import type { HttpHandler } from 'msw';
import {
  cartAddBody,
  cartBillingBody,
  cartDiscountBody,
  cartLineId,
  cartPaymentCardBody,
  cartPaymentMethodBody,
  cartPlaceOrderBody,
  cartRemoveBody,
  cartShippingBody,
  cartUpdateBody,
  EXPRESS_SHIPPING,
  shopAddressBody,
  shopAddressEditBody,
  shopFilterBody,
  shopIdBody,
  type ShopAddress,
  type ShopCartLine,
  type ShopFilter,
  type ShopProduct,
} from '@/api/contract/shop';
import { toIsoDate } from '@/utils/localDate';
import { seedShop } from '../db/seedShop';
import type { ShopTable, Tables } from '../db/types';
import { HttpError, ok, route } from '../http';
import { BOLETO_DAYS, boletoLine, chargeCardHint, DAY, PIX_TTL_MS, pixBrCode } from './payment';
import { fold, need, signedIn } from './shared';

/** The shop, seeded on first use when stored demo data from before it has none. */
function shopOf(t: Tables): ShopTable {
  t.shop ??= seedShop(t);
  return t.shop;
}

/** A product with the average of its reviews, to one decimal. */
function withRating(t: Tables, product: ShopTable['products'][number]): ShopProduct {
  const ratings = shopOf(t)
    .reviews.filter((r) => r.productId === product.id)
    .map((r) => r.rating);
  const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
  return { ...product, rating: Math.round(average * 10) / 10, reviews: ratings.length };
}

const allProducts = (t: Tables): ShopProduct[] => shopOf(t).products.map((p) => withRating(t, p));

function productOf(t: Tables, id: string): ShopProduct {
  const product = shopOf(t).products.find((p) => p.id === id);
  if (!product) throw new HttpError(404, 'Produto não encontrado.');
  return withRating(t, product);
}

function filtered(products: ShopProduct[], filter: ShopFilter): ShopProduct[] {
  const search = fold(filter.search.trim());
  const matches = products.filter(
    (p) =>
      (filter.categories.length === 0 || filter.categories.includes(p.category)) &&
      (filter.priceMin === null || p.price >= filter.priceMin) &&
      (filter.priceMax === null || p.price <= filter.priceMax) &&
      p.rating >= filter.minRating &&
      (!filter.inStock || p.stock > 0) &&
      (search === '' || fold(`${p.name} ${p.description}`).includes(search)),
  );
  const by: Record<ShopFilter['sort'], ((a: ShopProduct, b: ShopProduct) => number) | null> = {
    featured: null,
    priceAsc: (a, b) => a.price - b.price,
    priceDesc: (a, b) => b.price - a.price,
    rating: (a, b) => b.rating - a.rating,
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  };
  const compare = by[filter.sort];
  return compare ? [...matches].sort(compare) : matches;
}

function ownAddresses(t: Tables, userId: string): ShopAddress[] {
  return shopOf(t)
    .addresses.filter((a) => a.userId === userId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map(({ userId: _owner, ...address }) => address);
}

/** The lines' stock check: what a product would hold in the cart may not pass its stock. */
function checkStock(t: Tables, lines: readonly ShopCartLine[], productId: string): void {
  const product = productOf(t, productId);
  const wanted = lines.filter((l) => l.productId === productId).reduce((sum, l) => sum + l.quantity, 0);
  if (wanted > product.stock)
    throw new HttpError(
      422,
      product.stock === 0
        ? `${product.name} está esgotado.`
        : `Só há ${String(product.stock)} unidade(s) de ${product.name} em estoque.`,
    );
}

/** The demo coupons. */
const COUPONS: Record<string, { percent?: number; fixed?: number; min?: number; expired?: string }> = {
  LUMI10: { percent: 10 },
  FRETEGRATIS: { fixed: EXPRESS_SHIPPING },
  VOLTAASAULAS: { fixed: 2000, min: 15000 },
  NATAL2025: { percent: 15, expired: '31/12/2025' },
};

function discountOf(code: string, total: number): number {
  const coupon = COUPONS[code];
  if (!coupon) throw new HttpError(422, `O cupom ${code} não existe. Confira o código e tente de novo.`);
  if (coupon.expired) throw new HttpError(422, `O cupom ${code} expirou em ${coupon.expired}.`);
  if (coupon.min !== undefined && total < coupon.min)
    throw new HttpError(
      422,
      `O cupom ${code} vale para compras a partir de R$ ${(coupon.min / 100).toFixed(2).replace('.', ',')}.`,
    );
  const amount =
    coupon.percent !== undefined ? Math.round((total * coupon.percent) / 100) : (coupon.fixed ?? 0);
  return Math.min(amount, total);
}

const normalCode = (code: string) => code.trim().toUpperCase();

export const shopHandlers: HttpHandler[] = [
  route(need('GET', '/api/products/list'), ({ t }) => ok({ products: allProducts(t) })),
  route(need('POST', '/api/products/filter'), shopFilterBody, ({ body, t }) =>
    ok({ products: filtered(allProducts(t), body.filter) }),
  ),
  route(need('POST', '/api/product/details'), shopIdBody, ({ body, t }) =>
    ok({ product: productOf(t, body.id) }),
  ),
  route(need('POST', '/api/product/related'), shopIdBody, ({ body, t }) => {
    const product = productOf(t, body.id);
    const related = allProducts(t)
      .filter((p) => p.category === product.category && p.id !== product.id)
      .sort((a, b) => b.rating - a.rating)
      .slice(0, 4);
    return ok({ products: related });
  }),
  route(need('GET', '/api/review/list'), ({ query, t }) => {
    const productId = query.get('productId');
    const reviews = shopOf(t)
      .reviews.filter((r) => !productId || r.productId === productId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return ok({ reviews });
  }),
  route(need('GET', '/api/address/list'), ({ user, t }) =>
    ok({ address: ownAddresses(t, signedIn(user).id) }),
  ),
  route(need('POST', '/api/address/new'), shopAddressBody, ({ body, user, t }) => {
    const userId = signedIn(user).id;
    const shop = shopOf(t);
    const own = shop.addresses.filter((a) => a.userId === userId);
    if (own.length >= 20) throw new HttpError(422, 'Você já tem 20 endereços. Edite um deles.');
    const isDefault = body.address.isDefault || own.length === 0;
    if (isDefault) for (const a of own) a.isDefault = false;
    const taken = new Set(shop.addresses.map((a) => a.id));
    let n = shop.addresses.length + 1;
    while (taken.has(`addr-${String(n).padStart(3, '0')}`)) n += 1;
    shop.addresses.push({ ...body.address, id: `addr-${String(n).padStart(3, '0')}`, userId, isDefault });
    return ok({ address: ownAddresses(t, userId) });
  }),
  route(need('POST', '/api/address/edit'), shopAddressEditBody, ({ body, user, t }) => {
    const userId = signedIn(user).id;
    const shop = shopOf(t);
    const stored = shop.addresses.find((a) => a.id === body.address.id && a.userId === userId);
    if (!stored) throw new HttpError(404, 'Endereço não encontrado.');
    if (body.address.isDefault) for (const a of shop.addresses) if (a.userId === userId) a.isDefault = false;
    Object.assign(stored, body.address, { isDefault: body.address.isDefault || stored.isDefault });
    return ok({ address: ownAddresses(t, userId) });
  }),
  route(need('POST', '/api/cart/add'), cartAddBody, ({ body, t }) => {
    const product = productOf(t, body.product.id);
    const { color, size, quantity } = body.product;
    if (color !== null && !product.colors.includes(color)) throw new HttpError(422, 'Cor indisponível.');
    if (size !== null && !product.sizes.includes(size)) throw new HttpError(422, 'Tamanho indisponível.');
    if (product.colors.length > 0 && color === null) throw new HttpError(422, 'Escolha uma cor.');
    if (product.sizes.length > 0 && size === null) throw new HttpError(422, 'Escolha um tamanho.');
    const lineId = cartLineId(product.id, color, size);
    const existing = body.products.find((l) => l.id === lineId);
    const products: ShopCartLine[] = existing
      ? body.products.map((l) =>
          l.id === lineId
            ? { ...l, quantity: l.quantity + quantity, subtotal: (l.quantity + quantity) * l.price }
            : l,
        )
      : [
          ...body.products,
          {
            id: lineId,
            productId: product.id,
            name: product.name,
            price: product.price,
            quantity,
            color,
            size,
            motif: product.motif,
            hue: product.hues[0] ?? 0,
            subtotal: product.price * quantity,
          },
        ];
    checkStock(t, products, product.id);
    return ok({ products });
  }),
  route(need('POST', '/api/cart/remove'), cartRemoveBody, ({ body }) =>
    ok({ products: body.products.filter((l) => l.id !== body.id) }),
  ),
  route(need('POST', '/api/cart/update'), cartUpdateBody, ({ body, t }) => {
    const line = body.products.find((l) => l.id === body.id);
    if (!line) throw new HttpError(404, 'Este item não está no carrinho.');
    const products = body.products.map((l) =>
      l.id === body.id ? { ...l, quantity: body.quantity, subtotal: l.price * body.quantity } : l,
    );
    checkStock(t, products, line.productId);
    return ok({ products });
  }),
  route(need('POST', '/api/cart/billing-address'), cartBillingBody, ({ body, user, t }) => {
    const userId = signedIn(user).id;
    const stored = ownAddresses(t, userId).find((a) => a.id === body.address.id);
    if (!stored) throw new HttpError(404, 'Endereço não encontrado.');
    return ok({ address: stored });
  }),
  route(need('POST', '/api/cart/discount'), cartDiscountBody, ({ body }) => {
    const code = normalCode(body.code);
    return ok({ code, discount: discountOf(code, body.total) });
  }),
  route(need('POST', '/api/cart/shipping-charge'), cartShippingBody, ({ body }) => {
    const shipping = body.charge === 'express' ? EXPRESS_SHIPPING : 0;
    return ok({ type: body.charge, shipping, charge: shipping - body.shipping });
  }),
  route(need('POST', '/api/cart/payment-method'), cartPaymentMethodBody, ({ body }) =>
    ok({ method: body.method }),
  ),
  route(need('POST', '/api/cart/payment-card'), cartPaymentCardBody, ({ body }) => ok({ card: body.card })),
  route(need('POST', '/api/cart/reset'), () => ok({})),
  route(need('POST', '/api/cart/place-order'), cartPlaceOrderBody, ({ body, user, t }) => {
    const userId = signedIn(user).id;
    const shop = shopOf(t);
    const address = ownAddresses(t, userId).find((a) => a.id === body.addressId);
    if (!address) throw new HttpError(404, 'Endereço não encontrado.');
    // The server counts again from its own prices; the client's lines say only what and how many.
    const lines = body.products.map((l) => {
      const product = productOf(t, l.productId);
      return { product, quantity: l.quantity };
    });
    for (const { product } of lines) checkStock(t, body.products, product.id);
    // The card is charged once the order can be served; a declined card leaves the stock as it was.
    if (body.method === 'card') {
      const refused = chargeCardHint(body.card);
      if (refused) return refused;
    }
    const subtotal = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
    const discount = body.couponCode ? discountOf(normalCode(body.couponCode), subtotal) : 0;
    const shipping = body.shipping === 'express' ? EXPRESS_SHIPPING : 0;
    for (const { product, quantity } of lines) {
      const stored = shop.products.find((p) => p.id === product.id);
      if (stored) stored.stock -= quantity;
    }
    const number = 1041 + shop.orders.length + 1;
    const id = `shop-order-${String(number)}`;
    const total = subtotal - discount + shipping;
    const now = Date.now();
    const dueDate = toIsoDate(now + BOLETO_DAYS * DAY);
    const order = {
      id,
      code: `LOJA-${String(number)}`,
      placedAt: new Date(now).toISOString(),
      items: lines.reduce((sum, l) => sum + l.quantity, 0),
      subtotal,
      discount,
      shipping,
      total,
      method: body.method,
      address,
      installments: body.method === 'card' ? (body.installments ?? 1) : 1,
      pix:
        body.method === 'pix'
          ? { code: pixBrCode(total, id), expiresAt: new Date(now + PIX_TTL_MS).toISOString() }
          : null,
      boleto: body.method === 'boleto' ? { line: boletoLine(total, dueDate), dueDate } : null,
    };
    shop.orders.push({ ...order, userId });
    return ok({ order });
  }),
];
