import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { z } from 'zod/mini';
import {
  shopAddressSchema,
  shopCartLineSchema,
  shopOrderSchema,
  shopPaymentMethodSchema,
  shopShippingSchema,
  type ShopAddress,
  type ShopCartLine,
  type ShopOrder,
  type ShopPaymentMethod,
  type ShopShipping,
} from '@/api/contract/shop';
import { CART_PERSIST_PREFIX } from '@/config';
import {
  addLine,
  applyDiscount,
  applyShipping,
  assignTotals,
  removeLine,
  updateLine,
  type CartTotals,
} from '@/store/cartRules';
import { listenerMiddleware } from '@/store/middleware';
import { orderKeyReducers } from '@/store/orderKey';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { loggedOut } from '@/store/sessionSlice';

/**
 * The shop's cart (SPEC.md §3 "Cart checkout"). It is not the ticket cart (src/store/cartSlice.ts): that
 * one holds ticket types of one event with attendees, a seat hold and an order key; this one holds products
 * in colours and sizes, quantities against stock, a delivery address and shipping. The two share SPEC.md
 * §4's arithmetic through `cartRules.ts`; only the lines differ.
 */
export const shopCartStateSchema = z.object({
  step: z.int().check(z.gte(0), z.lte(3)),
  products: z.array(shopCartLineSchema),
  subtotal: z.int(),
  discount: z.int(),
  shipping: z.int(),
  total: z.int(),
  couponCode: z.nullable(z.string()),
  billing: z.nullable(shopAddressSchema),
  payment: z.object({
    /** The delivery chosen (SPEC.md §4: setting shipping sets the payment type). */
    type: shopShippingSchema,
    method: shopPaymentMethodSchema,
    /** Only the masked hint ("•••• 4242"). */
    card: z.string(),
  }),
  /** The key of the order being placed: a retry or a reload places one order only. */
  idempotencyKey: z.nullable(z.string()),
  /** The order just placed, shown on the last step after the cart has started over. */
  placedOrder: z.nullable(shopOrderSchema),
});
export type ShopCartState = z.infer<typeof shopCartStateSchema>;

export const SHOP_STEPS = ['cart', 'billing', 'payment', 'complete'] as const;
const LAST_STEP = SHOP_STEPS.length - 1;

export const initialShopCartState: ShopCartState = {
  step: 0,
  products: [],
  subtotal: 0,
  discount: 0,
  shipping: 0,
  total: 0,
  couponCode: null,
  billing: null,
  payment: { type: 'free', method: 'cod', card: '' },
  idempotencyKey: null,
  placedOrder: null,
};

/** Kept in localStorage under the spec's cart prefix, so a reload keeps the cart. */
export const SHOP_CART_KEY = `${CART_PERSIST_PREFIX}shop-cart`;

function storedCart(): ShopCartState {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SHOP_CART_KEY);
    if (!raw) return initialShopCartState;
    const parsed = shopCartStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : initialShopCartState;
  } catch {
    return initialShopCartState;
  }
}

const totalsOf = (state: CartTotals): CartTotals => ({
  subtotal: state.subtotal,
  discount: state.discount,
  shipping: state.shipping,
  total: state.total,
});
const linesSum = (lines: readonly ShopCartLine[]) => lines.reduce((sum, l) => sum + l.subtotal, 0);

export const shopCartSlice = createSlice({
  name: 'shopCart',
  initialState: storedCart,
  reducers: {
    stepSet: (state, action: PayloadAction<number>) => {
      state.step = Math.min(LAST_STEP, Math.max(0, action.payload));
    },
    stepNext: (state) => {
      state.step = Math.min(LAST_STEP, state.step + 1);
    },
    stepBack: (state) => {
      state.step = Math.max(0, state.step - 1);
    },
    shopCartReset: () => initialShopCartState,
    /** The server's lines after an add: the added subtotal goes into subtotal and total. */
    productAdded: (state, action: PayloadAction<ShopCartLine[]>) => {
      const added = linesSum(action.payload) - linesSum(state.products);
      state.products = action.payload;
      assignTotals(state, addLine(totalsOf(state), added));
      // A new cart after an order starts at its first step (left on the last one, "next" led nowhere).
      state.placedOrder = null;
      if (state.step === LAST_STEP) state.step = 0;
    },
    productRemoved: (state, action: PayloadAction<{ id: string; products: ShopCartLine[] }>) => {
      const line = state.products.find((l) => l.id === action.payload.id);
      state.products = action.payload.products;
      if (line) assignTotals(state, removeLine(totalsOf(state), line.subtotal));
    },
    productUpdated: (state, action: PayloadAction<{ id: string; products: ShopCartLine[] }>) => {
      const before = state.products.find((l) => l.id === action.payload.id);
      const after = action.payload.products.find((l) => l.id === action.payload.id);
      state.products = action.payload.products;
      if (before && after) assignTotals(state, updateLine(totalsOf(state), before.subtotal, after.subtotal));
    },
    discountApplied: (state, action: PayloadAction<{ code: string | null; discount: number }>) => {
      assignTotals(state, applyDiscount(totalsOf(state), action.payload.discount));
      state.couponCode = action.payload.code;
    },
    shippingSet: (state, action: PayloadAction<{ type: ShopShipping; shipping: number; charge: number }>) => {
      assignTotals(state, applyShipping(totalsOf(state), action.payload.shipping, action.payload.charge));
      state.payment.type = action.payload.type;
    },
    billingSet: (state, action: PayloadAction<ShopAddress | null>) => {
      state.billing = action.payload;
    },
    paymentMethodSet: (state, action: PayloadAction<ShopPaymentMethod>) => {
      state.payment.method = action.payload;
    },
    paymentCardSet: (state, action: PayloadAction<string>) => {
      state.payment.card = action.payload;
    },
    ...orderKeyReducers,
    /** The order is placed: the cart starts over, and the last step shows the order. */
    orderPlaced: (_state, action: PayloadAction<ShopOrder>) => ({
      ...initialShopCartState,
      step: LAST_STEP,
      placedOrder: action.payload,
    }),
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialShopCartState);
  },
});

export const shopCartActions = shopCartSlice.actions;

declare module '@/store/rootReducer' {
  // The shop's cart joins the store with the shop's pages.
  export interface LazyLoadedSlices extends WithSlice<typeof shopCartSlice> {}
}

const injected = shopCartSlice.injectInto(rootReducer);

export const selectShopCart = (state: RootState): ShopCartState => injected.selectSlice(state);

export const selectShopCartCount = (state: RootState): number =>
  selectShopCart(state).products.reduce((sum, l) => sum + l.quantity, 0);

listenerMiddleware.startListening({
  predicate: (_action, current, previous) =>
    selectShopCart(current as RootState) !== selectShopCart(previous as RootState),
  effect: (_action, listenerApi) => {
    try {
      const cart = selectShopCart(listenerApi.getState() as RootState);
      if (cart === initialShopCartState) localStorage.removeItem(SHOP_CART_KEY);
      else localStorage.setItem(SHOP_CART_KEY, JSON.stringify(cart));
    } catch {
      // Storage unavailable or full: the cart lives on in memory.
    }
  },
});
