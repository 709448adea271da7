import { STORAGE_URL } from '@/config';

/**
 * The address of a file the API names (a user's picture, an event's cover): the API answers a path
 * relative to the file store, which the app joins to VITE_STORAGE_URL with exactly one slash. Full
 * URLs and inline images (data:, blob:) pass through; null stays null.
 */
export function storageUrl(path: string | null | undefined, base = STORAGE_URL): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('//')) return path;
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
