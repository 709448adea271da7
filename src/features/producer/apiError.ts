import type { ApiErrorShape } from '@/api/errors';

/** Whether an RTK Query error is our base query's normalised error (kind, status, message, fieldErrors). */
export function isApiError(value: unknown): value is ApiErrorShape {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;
}
