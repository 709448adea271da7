import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export type PaymentMethod = 'cod' | 'pix' | 'card' | 'boleto' | 'free';

export interface CartState {
  step: number;
  products: CartLine[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  shipping: number;
  total: number;
  billing: Record<string, string> | null;
  payment: { type: 'free' | 'paid'; method: PaymentMethod; card: string; installments: number };
}

export const initialCartState: CartState = {
  step: 0,
  products: [],
  subtotal: 0,
  discount: 0,
  couponCode: null,
  shipping: 0,
  total: 0,
  billing: null,
  payment: { type: 'free', method: 'cod', card: '', installments: 1 },
};

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
    stepBack: (state) => {
      state.step = Math.max(0, state.step - 1);
    },
    cartReset: () => initialCartState,
    productAdded: (state, action: PayloadAction<Omit<CartLine, 'subtotal'>>) => {
      const line = { ...action.payload, subtotal: action.payload.unitPrice * action.payload.quantity };
      state.products.push(line);
      state.subtotal += line.subtotal;
      state.total += line.subtotal;
    },
    productRemoved: (state, action: PayloadAction<string>) => {
      const line = state.products.find((p) => p.id === action.payload);
      if (!line) return;
      state.products = state.products.filter((p) => p.id !== action.payload);
      state.subtotal -= line.subtotal;
      state.total -= line.subtotal;
    },
    productUpdated: (state, action: PayloadAction<{ id: string; quantity: number }>) => {
      const line = state.products.find((p) => p.id === action.payload.id);
      if (!line) return;
      const next = line.unitPrice * action.payload.quantity;
      state.subtotal += next - line.subtotal;
      state.total += next - line.subtotal;
      line.quantity = action.payload.quantity;
      line.subtotal = next;
    },
    /** A new discount replaces the earlier one in the total. */
    discountApplied: (state, action: PayloadAction<{ code: string | null; amount: number }>) => {
      state.total += state.discount - action.payload.amount;
      state.discount = action.payload.amount;
      state.couponCode = action.payload.code;
    },
    shippingSet: (state, action: PayloadAction<{ amount: number; type: 'free' | 'paid' }>) => {
      state.total += action.payload.amount - state.shipping;
      state.shipping = action.payload.amount;
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
  },
});

export const cartActions = cartSlice.actions;
