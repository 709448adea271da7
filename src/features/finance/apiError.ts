import type { ApiErrorShape } from '@/api/errors';

/** What an RTK Query `unwrap()` throws: the API layer's typed error. */
export function isApiError(value: unknown): value is ApiErrorShape {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;
}
