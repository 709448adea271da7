import { z } from 'zod';

/** The brand and the card game share one name; cards are "{BRAND}s" and the route slug is lowercase. */
export const BRAND = 'Lumi';
export const BRAND_SLUG = `${BRAND.toLowerCase()}s`;
export const APP_VERSION = 'v4.0.2';

export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/lumi.educa',
  youtube: 'https://www.youtube.com/@lumi.educa',
} as const;

const envSchema = z.object({
  VITE_API_URL: z.string().optional().default(''),
  VITE_API_MOCK: z.string().optional().default(''),
  VITE_STORAGE_URL: z.string().optional().default(''),
  VITE_API_TIMEOUT_MS: z.coerce.number().int().positive().optional().default(20000),
});

const env = envSchema.parse(import.meta.env);

export const API_URL = env.VITE_API_URL;
/** Mock API: explicit demo builds, or development with no API configured. */
export const API_MOCK = env.VITE_API_MOCK === 'true' || (import.meta.env.DEV && env.VITE_API_URL === '');
export const STORAGE_URL = env.VITE_STORAGE_URL;
export const API_TIMEOUT_MS = env.VITE_API_TIMEOUT_MS;

export const SETTINGS_KEY = 'berry-config-vite-ts';
export const PERSIST_PREFIX = 'persist:';
export const CART_PERSIST_PREFIX = 'berry-';
export const PERSIST_TIMEOUT_MS = 5000;

export const DRAWER_WIDTH = 260;
export const DRAWER_WIDTH_WIDE = 320;
export const MINI_DRAWER_WIDTH = 72;
export const CUSTOMIZATION_DRAWER_WIDTH = 375;
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
