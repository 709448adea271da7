import { createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit';

/**
 * One listener middleware and one dynamic middleware for every store the app makes. Code that loads
 * later (the API layer, features) adds its listeners and middleware here instead of into the entry.
 */
export const listenerMiddleware = createListenerMiddleware();
export const dynamicMiddleware = createDynamicMiddleware();
