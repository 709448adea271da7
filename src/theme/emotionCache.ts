import createCache from '@emotion/cache';

/**
 * The left-to-right style cache. Made once per page: in the browser, creating it adopts the style tags a
 * prerendered page carries (`data-emotion="mui …"`), so hydration inserts no style twice.
 */
export const ltrCache = createCache({ key: 'mui', prepend: true });
