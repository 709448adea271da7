import type { ZodMiniType } from 'zod/mini';
import { apiRequest } from '@/api/request';

/** One call to the user section's API through the app's one HTTP client; the answer is parsed by the contract. */
export function userRequest<T>(
  method: 'GET' | 'POST',
  url: string,
  schema: ZodMiniType<T>,
  body?: unknown,
): Promise<T> {
  return apiRequest({ url, method, schema, body });
}
