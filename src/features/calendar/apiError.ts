import type { ApiErrorShape } from '@/api/errors';

/** What an unwrapped mutation threw, as the API layer's error (server msg first, else `fallbackId`, a message id). */
export function asApiError(error: unknown, fallbackId: string): ApiErrorShape {
  if (typeof error === 'object' && error !== null && 'message' in error && 'kind' in error)
    return error as ApiErrorShape;
  return { kind: 'malformed', status: null, message: fallbackId, fromServer: false, fieldErrors: {} };
}
