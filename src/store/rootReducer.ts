import { combineSlices } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { api } from '@/api/api';
import { CART_PERSIST_PREFIX } from '@/config';
import { cartSlice } from './cartSlice';
import { layoutSlice } from './layoutSlice';
import { sessionSlice } from './sessionSlice';
import { settingsSlice } from './settingsSlice';
import { snackbarSlice } from './snackbarSlice';

/** Slices a feature adds when its code loads (declaration-merged by each feature). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const cartPersistConfig = { key: 'cart', storage, keyPrefix: CART_PERSIST_PREFIX };

export const rootReducer = combineSlices(sessionSlice, settingsSlice, snackbarSlice, layoutSlice, api, {
  cart: persistReducer(cartPersistConfig, cartSlice.reducer),
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
