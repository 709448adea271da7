import { z, type ZodMiniType } from 'zod/mini';
import { BR_STATES } from '@/utils/br';
import { e, type Endpoint } from './common';
import { envelopeSchema } from './envelope';

/**
 * The shop (SPEC.md §3 "Cart checkout", §4 cart transitions, §7 "Cart (template)" and the product and
 * address calls of "Other template demo calls"): Lumis card packs, school kits and event merchandise, the
 * same catalogue the store's customer grids read. The spec fixes the paths and bodies; the answers are
 * designed here in the mail's style (`flag`, `msg` and named fields). The cart calls hold no cart on the
 * server: each one takes the client's lines (`products`) and answers the lines or amounts that follow, so
 * the client's slice stays the one cart (SPEC.md §4 does the arithmetic there). Placing the order
 * (`POST /api/cart/place-order`) is a designed companion and spends money: it carries an Idempotency-Key.
 * Money is integer cents (BRL).
 */

export const SHOP_CATEGORIES = ['cardPack', 'schoolKit', 'merch'] as const;
export const shopCategorySchema = z.enum(SHOP_CATEGORIES);
export type ShopCategory = z.infer<typeof shopCategorySchema>;

/** The drawing a product's picture is made from (generated SVG, no image files). */
export const SHOP_MOTIFS = [
  'cards',
  'album',
  'kit',
  'robot',
  'shirt',
  'mug',
  'cap',
  'bag',
  'bottle',
  'plush',
] as const;
export const shopMotifSchema = z.enum(SHOP_MOTIFS);
export type ShopMotif = z.infer<typeof shopMotifSchema>;

export const SHOP_COLORS = ['azul', 'rosa', 'verde', 'amarelo', 'preto', 'branco'] as const;
export const shopColorSchema = z.enum(SHOP_COLORS);
export type ShopColor = z.infer<typeof shopColorSchema>;

export const SHOP_SORTS = ['featured', 'priceAsc', 'priceDesc', 'rating', 'newest'] as const;
export const shopSortSchema = z.enum(SHOP_SORTS);
export type ShopSort = z.infer<typeof shopSortSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const cents = z.int().check(z.nonnegative());
const isoDateTime = z.string().check(z.minLength(10), z.maxLength(40));

export const shopProductSchema = z.object({
  id,
  sku: z.string().check(z.minLength(1), z.maxLength(32)),
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  category: shopCategorySchema,
  description: z.string().check(z.maxLength(500)),
  price: cents,
  /** The price before the current offer, or null when there is none. */
  listPrice: z.nullable(cents),
  stock: z.int().check(z.nonnegative()),
  /** Average of the published reviews (0 when there is none), one decimal. */
  rating: z.number().check(z.gte(0), z.lte(5)),
  reviews: z.int().check(z.nonnegative()),
  /** The pictures: a motif drawn in the product's hues (one hue per view). */
  motif: shopMotifSchema,
  hues: z.array(z.int().check(z.gte(0), z.lte(360))).check(z.minLength(1), z.maxLength(4)),
  colors: z.array(shopColorSchema).check(z.maxLength(6)),
  sizes: z.array(z.string().check(z.minLength(1), z.maxLength(8))).check(z.maxLength(10)),
  createdAt: isoDateTime,
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const shopReviewSchema = z.object({
  id,
  productId: id,
  author: z.string().check(z.maxLength(120)),
  rating: z.int().check(z.gte(1), z.lte(5)),
  title: z.string().check(z.maxLength(120)),
  comment: z.string().check(z.maxLength(1000)),
  createdAt: isoDateTime,
});
export type ShopReview = z.infer<typeof shopReviewSchema>;

export const SHOP_PRICE_MAX = 1_000_000;

/** What the products grid can ask for (`POST /api/products/filter {filter}`). */
export const shopFilterSchema = z.object({
  search: z.string().check(z.maxLength(100)),
  categories: z.array(shopCategorySchema).check(z.maxLength(SHOP_CATEGORIES.length)),
  /** Price range in cents; null: no bound. */
  priceMin: z.nullable(z.int().check(z.gte(0), z.lte(SHOP_PRICE_MAX))),
  priceMax: z.nullable(z.int().check(z.gte(0), z.lte(SHOP_PRICE_MAX))),
  /** At least this many stars (0: any). */
  minRating: z.int().check(z.gte(0), z.lte(5)),
  inStock: z.boolean(),
  sort: shopSortSchema,
});
export type ShopFilter = z.infer<typeof shopFilterSchema>;

export const defaultShopFilter: ShopFilter = {
  search: '',
  categories: [],
  priceMin: null,
  priceMax: null,
  minRating: 0,
  inStock: false,
  sort: 'featured',
};

const ufSchema = z.enum(BR_STATES, { error: 'shop.validation.state' });

/** A typed text (an address line, a coupon code): trimmed, then between `min` and `max` characters. */
const trimmedText = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

/** A delivery and billing address (Brazilian: CEP of 8 digits, UF). */
export const shopAddressFields = z.object({
  name: trimmedText(3, 120, 'shop.validation.name'),
  /** Digits with DDD. */
  phone: z.string().check(z.regex(/^\d{10,11}$/, 'shop.validation.phone')),
  cep: z.string().check(z.regex(/^\d{8}$/, 'shop.validation.cep')),
  street: trimmedText(3, 160, 'shop.validation.street'),
  number: trimmedText(1, 10, 'shop.validation.number'),
  complement: z.string().check(z.trim(), z.maxLength(60, 'shop.validation.complement')),
  district: trimmedText(2, 80, 'shop.validation.district'),
  city: trimmedText(2, 80, 'shop.validation.city'),
  state: ufSchema,
  isDefault: z.boolean(),
});
export const shopAddressSchema = z.extend(shopAddressFields, { id });
export type ShopAddress = z.infer<typeof shopAddressSchema>;
export type ShopAddressFields = z.infer<typeof shopAddressFields>;

/** One line of the shop's cart: a product in a colour and size, with its quantity. */
export const shopCartLineSchema = z.object({
  /** The product with its colour and size: the same choice again adds to this line. */
  id: z.string().check(z.minLength(1), z.maxLength(120)),
  productId: id,
  name: z.string().check(z.maxLength(120)),
  price: cents,
  quantity: z.int().check(z.gte(1), z.lte(99)),
  color: z.nullable(shopColorSchema),
  size: z.nullable(z.string().check(z.maxLength(8))),
  motif: shopMotifSchema,
  hue: z.int().check(z.gte(0), z.lte(360)),
  subtotal: cents,
});
export type ShopCartLine = z.infer<typeof shopCartLineSchema>;

export const SHOP_SHIPPING = ['free', 'express'] as const;
export const shopShippingSchema = z.enum(SHOP_SHIPPING);
export type ShopShipping = z.infer<typeof shopShippingSchema>;
/** Express delivery (2 to 3 working days); the free one takes 7 to 10. */
export const EXPRESS_SHIPPING = 1990;

export const SHOP_PAYMENT_METHODS = ['cod', 'pix', 'card', 'boleto'] as const;
export const shopPaymentMethodSchema = z.enum(SHOP_PAYMENT_METHODS);
export type ShopPaymentMethod = z.infer<typeof shopPaymentMethodSchema>;

/** A card is only ever its masked hint ("•••• 4242"): a full number is refused. */
export const shopCardHintSchema = z.string().check(z.regex(/^•••• \d{4}$/, 'shop.validation.cardHint'));

const lines = z.array(shopCartLineSchema).check(z.maxLength(50));

// Bodies (SPEC.md §7, field for field).
export const shopFilterBody = z.object({ filter: shopFilterSchema });
export const shopIdBody = z.object({ id });
export const shopAddressBody = z.object({ address: z.extend(shopAddressFields, { id: z.optional(id) }) });
export const shopAddressEditBody = z.object({ address: shopAddressSchema });
export const cartAddBody = z.object({
  product: z.object({
    id,
    quantity: z.int().check(z.gte(1, 'shop.validation.quantity'), z.lte(99, 'shop.validation.quantity')),
    color: z.nullable(shopColorSchema),
    size: z.nullable(z.string().check(z.maxLength(8))),
  }),
  products: lines,
});
export const cartRemoveBody = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(120)),
  products: lines,
});
export const cartUpdateBody = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(120)),
  quantity: z.int().check(z.gte(1, 'shop.validation.quantity'), z.lte(99, 'shop.validation.quantity')),
  products: lines,
});
export const cartBillingBody = z.object({ address: shopAddressSchema });
export const cartDiscountBody = z.object({
  code: trimmedText(1, 30, 'shop.validation.coupon'),
  /** What the discount applies to: the products' subtotal. */
  total: cents,
});
export const cartShippingBody = z.object({
  charge: shopShippingSchema,
  /** The shipping amount the cart holds now. */
  shipping: cents,
});
export const cartPaymentMethodBody = z.object({ method: shopPaymentMethodSchema });
export const cartPaymentCardBody = z.object({ card: shopCardHintSchema });
export const cartPlaceOrderBody = z.object({
  products: lines.check(z.minLength(1, 'shop.validation.emptyCart')),
  addressId: id,
  method: z.enum(['pix', 'card', 'boleto']),
  card: z.nullable(shopCardHintSchema),
  couponCode: z.nullable(z.string().check(z.maxLength(30))),
  shipping: shopShippingSchema,
  /** Card only: in how many installments (1 when absent; PIX and boleto are paid at once). */
  installments: z.optional(z.int().check(z.gte(1), z.lte(12))),
});
export type CartPlaceOrderBody = z.infer<typeof cartPlaceOrderBody>;

export const shopOrderSchema = z.object({
  id,
  /** What a person reads ("LOJA-1042"). */
  code: z.string().check(z.minLength(1), z.maxLength(20)),
  placedAt: isoDateTime,
  items: z.int().check(z.gte(1)),
  subtotal: cents,
  discount: cents,
  shipping: cents,
  total: cents,
  method: z.enum(['pix', 'card', 'boleto']),
  address: shopAddressSchema,
  /** Card installments (1 for PIX and boleto). Orders kept from before it existed read as 1. */
  installments: z._default(z.int().check(z.gte(1), z.lte(12)), 1),
  /** PIX: the "copia e cola" code (its QR code) and until when it can be paid. */
  pix: z._default(
    z.nullable(z.object({ code: z.string().check(z.minLength(1)), expiresAt: isoDateTime })),
    null,
  ),
  /** Boleto: the typeable line and its due day (YYYY-MM-DD). */
  boleto: z._default(
    z.nullable(z.object({ line: z.string().check(z.minLength(1)), dueDate: z.string().check(z.length(10)) })),
    null,
  ),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

const answer = <T extends Record<string, ZodMiniType>>(fields: T) =>
  z.extend(envelopeSchema, { flag: z.literal(true), ...fields });

export const shopResponses = {
  products: answer({ products: z.array(shopProductSchema) }),
  product: answer({ product: shopProductSchema }),
  reviews: answer({ reviews: z.array(shopReviewSchema) }),
  addresses: answer({ address: z.array(shopAddressSchema) }),
  lines: answer({ products: lines }),
  billing: answer({ address: shopAddressSchema }),
  discount: answer({ code: z.string().check(z.maxLength(30)), discount: cents }),
  shipping: answer({
    type: shopShippingSchema,
    /** The new shipping amount. */
    shipping: cents,
    /** What SPEC.md §4 adds to the total: the new amount less the one the body carried. */
    charge: z.int(),
  }),
  method: answer({ method: shopPaymentMethodSchema }),
  card: answer({ card: shopCardHintSchema }),
  reset: answer({}),
  order: answer({ order: shopOrderSchema }),
} as const;

const r = shopResponses;

const post = (
  path: string,
  summary: string,
  body: ZodMiniType,
  response: ZodMiniType,
  source: 'spec' | 'design' = 'spec',
) => e({ method: 'POST', path, summary, access: 'signedIn', body, response, source });

export const shopEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/products/list',
    summary: 'The shop’s catalogue (featured order); answers products',
    access: 'signedIn',
    response: r.products,
    source: 'spec',
  }),
  post(
    '/api/products/filter',
    'The products that match {filter}: categories, price range (cents), minimum rating, in stock only, search on name and description, sort; answers products',
    shopFilterBody,
    r.products,
  ),
  post('/api/product/details', 'One product {id}; answers product (404 when unknown)', shopIdBody, r.product),
  post(
    '/api/product/related',
    'Up to four products of the same category as {id}, best rated first; answers products',
    shopIdBody,
    r.products,
  ),
  e({
    method: 'GET',
    path: '/api/review/list',
    summary: 'Published reviews, newest first; `productId` narrows them to one product; answers reviews',
    access: 'signedIn',
    query: z.object({ productId: z.optional(z.string()) }),
    response: r.reviews,
    source: 'spec',
  }),
  e({
    method: 'GET',
    path: '/api/address/list',
    summary: 'The signed-in user’s addresses (the default first); answers address',
    access: 'signedIn',
    response: r.addresses,
    source: 'spec',
  }),
  post(
    '/api/address/new',
    'Save a new address {address} (CEP of 8 digits, UF); the first one, or one marked isDefault, becomes the default; answers address (the list)',
    shopAddressBody,
    r.addresses,
  ),
  post(
    '/api/address/edit',
    'Save an address {address} again (by its id); answers address (the list)',
    shopAddressEditBody,
    r.addresses,
  ),
  post(
    '/api/cart/add',
    'Add {product} (id, quantity, colour, size) to the lines {products}: the same choice adds to its line; refused past the stock; answers products',
    cartAddBody,
    r.lines,
  ),
  post('/api/cart/remove', 'Take line {id} out of {products}; answers products', cartRemoveBody, r.lines),
  post(
    '/api/cart/update',
    'Set line {id} of {products} to {quantity} (refused past the stock); answers products',
    cartUpdateBody,
    r.lines,
  ),
  post(
    '/api/cart/billing-address',
    'Choose the billing and delivery address {address} (one of the user’s); answers address',
    cartBillingBody,
    r.billing,
  ),
  post(
    '/api/cart/discount',
    'Apply coupon {code} to {total} (the subtotal, cents); answers code and discount; an unknown or expired code is refused with a pt-BR message (422)',
    cartDiscountBody,
    r.discount,
  ),
  post(
    '/api/cart/shipping-charge',
    'Choose delivery {charge} (free or express) given the current {shipping}; answers type, shipping (the new amount) and charge (what the total gains)',
    cartShippingBody,
    r.shipping,
  ),
  post(
    '/api/cart/payment-method',
    'Choose the payment {method}; answers method',
    cartPaymentMethodBody,
    r.method,
  ),
  post(
    '/api/cart/payment-card',
    'Keep the card’s masked hint {card} ("•••• 4242"; a full number is refused); answers card',
    cartPaymentCardBody,
    r.card,
  ),
  e({
    method: 'POST',
    path: '/api/cart/reset',
    summary: 'The cart starts over (nothing is kept on the server)',
    access: 'signedIn',
    response: r.reset,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/cart/place-order',
    summary:
      'Designed: place the order of {products} to {addressId}, paid by {method} (card: its hint and {installments}), with {couponCode} and {shipping}; the server counts the totals again, charges a card (402 when the issuer declines it, as the demo gateway does for the test card ending 0002) and takes the stock; answers order (its code, and the PIX code or the boleto to pay)',
    access: 'signedIn',
    body: cartPlaceOrderBody,
    response: r.order,
    idempotent: true,
    source: 'design',
  }),
];

/** The line id of a product in a colour and size. */
export const cartLineId = (productId: string, color: string | null, size: string | null): string =>
  [productId, color ?? '-', size ?? '-'].join(':');
