import { API_MOCK, STORAGE_URL } from '@/config';
import { safeImageSource } from '@/utils/safeUrl';

/**
 * Where the mock API serves its file store when VITE_STORAGE_URL is not set: `/storage/` on the app's
 * own origin, answered by the in-browser mock (as `npm run api` serves its files at `/storage/`).
 */
export const MOCK_STORAGE_BASE = '/storage';

const DEFAULT_BASE = STORAGE_URL || (API_MOCK ? MOCK_STORAGE_BASE : '');

/**
 * The address of a picture the API names (a user's picture, an event's cover), for an `src`: the API
 * answers a path relative to the file store, which the app joins to VITE_STORAGE_URL with exactly one
 * slash. Web addresses and inline images (`data:image/…`) pass through; anything `safeImageSource`
 * refuses (`javascript:`, `data:text/html`, `blob:`…) is null, as is nothing.
 */
export function storageUrl(path: string | null | undefined, base = DEFAULT_BASE): string | null {
  const source = safeImageSource(path);
  if (!source) return null;
  if ('url' in source) return source.url;
  if (!base) return source.path;
  return `${base.replace(/\/+$/, '')}/${source.path.replace(/^[/\\]+/, '')}`;
}
