import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addLine,
  applyDiscount,
  applyShipping,
  assignTotals,
  removeLine,
  updateLine,
  type CartTotals,
} from './cartRules';
import { orderKeyReducers } from './orderKey';
import type { RootState } from './rootReducer';

/** One line of the cart: a ticket type at full or half price. Money in integer cents. */
export interface CartLine {
  id: string;
  eventId: string;
  ticketId: string;
  name: string;
  halfPrice: boolean;
  unitPrice: number;
  quantity: number;
  subtotal: number;
}

/** Who uses one seat: what the ticket is issued to. CPF is kept as digits. */
export interface CartAttendee {
  name: string;
  cpf: string;
  email: string;
}

/** 'cod' is the spec's default; orders use pix | card | boleto, or 'free' when nothing is charged. */
export type PaymentMethod = 'cod' | 'pix' | 'card' | 'boleto' | 'free';
export type OrderPaymentMethod = Exclude<PaymentMethod, 'cod'>;

export interface CartState {
  step: number;
  /** The event the cart belongs to; opening another event's checkout starts a new cart. */
  eventId: string | null;
  products: CartLine[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  shipping: number;
  total: number;
  billing: Record<string, string> | null;
  payment: {
    type: 'free' | 'paid';
    method: PaymentMethod;
    /** Only a masked hint ("•••• 4242"); card numbers are never stored. */
    card: string;
    installments: number;
  };
  /** One per seat, in the order of the lines. */
  attendees: CartAttendee[];
  /** End of the 15-minute hold that starts with the attendee step (ISO). */
  holdExpiresAt: string | null;
  /** Idempotency-Key of the order being placed: kept so a retry or a reload creates one order only. */
  idempotencyKey: string | null;
}

export const initialCartState: CartState = {
  step: 0,
  eventId: null,
  products: [],
  subtotal: 0,
  discount: 0,
  couponCode: null,
  shipping: 0,
  total: 0,
  billing: null,
  payment: { type: 'free', method: 'cod', card: '', installments: 1 },
  attendees: [],
  holdExpiresAt: null,
  idempotencyKey: null,
};

export const HOLD_MINUTES = 15;
/** The service fee the buyer pays: 10% of the subtotal after the discount (the server applies the same rule). */
export const SERVICE_FEE_RATE = 0.1;

export function serviceFee(subtotalAfterDiscount: number): number {
  return Math.round(Math.max(0, subtotalAfterDiscount) * SERVICE_FEE_RATE);
}

const totalsOf = (state: CartTotals): CartTotals => ({
  subtotal: state.subtotal,
  discount: state.discount,
  shipping: state.shipping,
  total: state.total,
});

/**
 * The ticket cart. The shop has its own cart (src/features/shop/shopCartSlice.ts) because the lines differ:
 * here ticket types of one event with attendees, a seat hold and an order key; there products with
 * colours, sizes, quantities against stock and shipping. Both do SPEC.md §4's arithmetic through
 * `cartRules.ts`, the one place those rules live.
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    stepSet: (state, action: PayloadAction<number>) => {
      state.step = action.payload;
    },
    stepNext: (state) => {
      state.step += 1;
    },
    /** One step back (-1), never before the first step. */
    stepBack: (state) => {
      state.step = Math.max(0, state.step - 1);
    },
    cartReset: () => initialCartState,
    /** A checkout of `eventId` opens: the cart of another event is replaced by an empty one. */
    checkoutStarted: (state, action: PayloadAction<string>) =>
      state.eventId === action.payload ? state : { ...initialCartState, eventId: action.payload },
    productAdded: (state, action: PayloadAction<Omit<CartLine, 'subtotal'>>) => {
      const line = { ...action.payload, subtotal: action.payload.unitPrice * action.payload.quantity };
      state.products.push(line);
      assignTotals(state, addLine(totalsOf(state), line.subtotal));
    },
    productRemoved: (state, action: PayloadAction<string>) => {
      const line = state.products.find((p) => p.id === action.payload);
      if (!line) return;
      state.products = state.products.filter((p) => p.id !== action.payload);
      assignTotals(state, removeLine(totalsOf(state), line.subtotal));
    },
    /** The new line subtotal replaces the old one in subtotal and total. */
    productUpdated: (state, action: PayloadAction<{ id: string; quantity: number }>) => {
      const line = state.products.find((p) => p.id === action.payload.id);
      if (!line) return;
      const next = line.unitPrice * action.payload.quantity;
      assignTotals(state, updateLine(totalsOf(state), line.subtotal, next));
      line.quantity = action.payload.quantity;
      line.subtotal = next;
    },
    /** A new discount replaces the earlier one in the total. */
    discountApplied: (state, action: PayloadAction<{ code: string | null; amount: number }>) => {
      assignTotals(state, applyDiscount(totalsOf(state), action.payload.amount));
      state.couponCode = action.payload.code;
    },
    /** SPEC.md §4 to the letter: the new shipping amount is added to the total and sets the payment type. */
    shippingSet: (state, action: PayloadAction<{ amount: number; type: 'free' | 'paid' }>) => {
      assignTotals(state, applyShipping(totalsOf(state), action.payload.amount));
      state.payment.type = action.payload.type;
    },
    billingSet: (state, action: PayloadAction<Record<string, string> | null>) => {
      state.billing = action.payload;
    },
    paymentMethodSet: (state, action: PayloadAction<PaymentMethod>) => {
      state.payment.method = action.payload;
    },
    paymentCardSet: (state, action: PayloadAction<{ card: string; installments: number }>) => {
      state.payment.card = action.payload.card;
      state.payment.installments = action.payload.installments;
    },
    attendeesChanged: (state, action: PayloadAction<CartAttendee[]>) => {
      state.attendees = action.payload;
    },
    /** The hold starts once: entering the attendee step again does not extend it. */
    holdStarted: {
      reducer: (state, action: PayloadAction<string>) => {
        state.holdExpiresAt ??= action.payload;
      },
      prepare: (now: number = Date.now()) => ({
        payload: new Date(now + HOLD_MINUTES * 60_000).toISOString(),
      }),
    },
    /** Starting over after the hold ran out: back to the tickets, keeping what was chosen and typed. */
    checkoutRestarted: {
      reducer: (state, action: PayloadAction<string>) => {
        state.step = 0;
        state.holdExpiresAt = null;
        state.idempotencyKey = action.payload;
      },
      prepare: () => ({ payload: crypto.randomUUID() }),
    },
    ...orderKeyReducers,
  },
});

export const cartActions = cartSlice.actions;

export const selectCart = (state: RootState) => state.cart;

/** Seats in the cart: one attendee each. */
export function seatCount(cart: Pick<CartState, 'products'>): number {
  return cart.products.reduce((sum, line) => sum + line.quantity, 0);
}

/** The amounts the family sees: the cart's own total plus the service fee. */
export function checkoutTotals(cart: Pick<CartState, 'subtotal' | 'discount' | 'total'>) {
  const fee = serviceFee(cart.subtotal - cart.discount);
  return { subtotal: cart.subtotal, discount: cart.discount, fee, total: cart.total + fee };
}

/** The method an order is placed with: nothing to charge is 'free'; the spec's default 'cod' means "not chosen yet". */
export function orderPaymentMethod(
  cart: Pick<CartState, 'subtotal' | 'discount' | 'total' | 'payment'>,
): OrderPaymentMethod | null {
  if (checkoutTotals(cart).total === 0) return 'free';
  const { method } = cart.payment;
  return method === 'cod' || method === 'free' ? null : method;
}
