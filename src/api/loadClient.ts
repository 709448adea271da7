/**
 * The HTTP client (and axios with it) loads with the first call, not with the page: the app shell, the
 * public pages and the sign-in forms paint and take typing without it.
 */
export const loadHttpClient = () => import('./client');
