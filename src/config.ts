/** The brand and the card game share one name; cards are "{BRAND}s" and the route slug is lowercase. */
export const BRAND = 'Lumi';
export const BRAND_SLUG = `${BRAND.toLowerCase()}s`;
export const APP_VERSION = 'v4.0.2';

export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/lumi.educa',
  youtube: 'https://www.youtube.com/@lumi.educa',
} as const;

// Environment, read once. Plain checks rather than a schema library: this module is on the boot path.
const env = import.meta.env;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const positiveInt = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const API_URL = text(env.VITE_API_URL).replace(/\/+$/, '');
/** Mock API: explicit demo builds, or development with no API configured. */
export const API_MOCK =
  text(env.VITE_API_MOCK) === 'true' || (env.DEV && API_URL === '' && text(env.VITE_API_MOCK) !== 'false');
export const STORAGE_URL = text(env.VITE_STORAGE_URL);
export const API_TIMEOUT_MS = positiveInt(env.VITE_API_TIMEOUT_MS, 20000);

export const SETTINGS_KEY = 'berry-config-vite-ts';
export const PERSIST_PREFIX = 'persist:';
export const CART_PERSIST_PREFIX = 'berry-';
export const PERSIST_TIMEOUT_MS = 5000;

export const DRAWER_WIDTH = 260;
export const DRAWER_WIDTH_WIDE = 320;
export const MINI_DRAWER_WIDTH = 72;
export const CUSTOMIZATION_DRAWER_WIDTH = 375;
/**
 * The 'Live Customize' edge tab: narrow, on the right edge, a finger's height. The signed-in shell keeps
 * this much room on the right of the page so that nothing sits under it.
 */
export const CUSTOMIZATION_TAB_WIDTH = 32;
export const CUSTOMIZATION_TAB_HEIGHT = 48;
export const PAGE_TRANSITION_S = 0.4;
export const BREADCRUMBS_MAX = 8;
/** Top-level entries the horizontal menu shows before folding the rest into "more items". */
export const HORIZONTAL_MAX_ITEM = 7;
export const DATA_GRID_ROW_HEIGHT = 54;
export const SNACKBAR_AUTO_HIDE_MS = 1500;
export const NOTIFY_MAX = 3;
export const NOTIFY_AUTO_HIDE_MS = 5000;
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';
