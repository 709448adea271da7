import type { PayloadAction } from '@reduxjs/toolkit';

/** A cart that places an order under an Idempotency-Key. */
interface KeyedCart {
  idempotencyKey: string | null;
}

const newKey = () => ({ payload: crypto.randomUUID() });

/**
 * The order key of both carts (tickets and shop): one order per key on the server, so a retry or a
 * reload reuses the key and places one order, and a refused attempt takes a new one.
 */
export const orderKeyReducers = {
  /** The key of the order about to be placed; an existing key is kept (a retry must reuse it). */
  orderKeyIssued: {
    reducer: (state: KeyedCart, action: PayloadAction<string>) => {
      state.idempotencyKey ??= action.payload;
    },
    prepare: newKey,
  },
  /** The server refused the attempt (a declined card, sold out, stock gone): the next is a new order. */
  orderKeyRotated: {
    reducer: (state: KeyedCart, action: PayloadAction<string>) => {
      state.idempotencyKey = action.payload;
    },
    prepare: newKey,
  },
};
