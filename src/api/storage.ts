import { API_MOCK, STORAGE_URL } from '@/config';

/**
 * Where the mock API serves its file store when VITE_STORAGE_URL is not set: `/storage/` on the app's
 * own origin, answered by the in-browser mock (as `npm run api` serves its files at `/storage/`).
 */
export const MOCK_STORAGE_BASE = '/storage';

const DEFAULT_BASE = STORAGE_URL || (API_MOCK ? MOCK_STORAGE_BASE : '');

/**
 * The address of a file the API names (a user's picture, an event's cover): the API answers a path
 * relative to the file store, which the app joins to VITE_STORAGE_URL with exactly one slash. Full
 * URLs and inline images (data:, blob:) pass through; null stays null.
 */
export function storageUrl(path: string | null | undefined, base = DEFAULT_BASE): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('//')) return path;
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
