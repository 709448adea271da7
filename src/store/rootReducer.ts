import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import type { api } from '@/api/api';
import { CART_PERSIST_PREFIX } from '@/config';
import { cartSlice } from './cartSlice';
import { layoutSlice } from './layoutSlice';
import { sessionSlice } from './sessionSlice';
import { settingsSlice } from './settingsSlice';
import { snackbarSlice } from './snackbarSlice';

/** Slices added when their code loads: the API with the first page that queries, features with their pages. */
export interface LazyLoadedSlices extends WithSlice<typeof api> {}

export const cartPersistConfig = { key: 'cart', storage, keyPrefix: CART_PERSIST_PREFIX };

export const rootReducer = combineSlices(sessionSlice, settingsSlice, snackbarSlice, layoutSlice, {
  cart: persistReducer(cartPersistConfig, cartSlice.reducer),
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
