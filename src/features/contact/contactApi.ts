import type { ZodMiniType } from 'zod/mini';
import { apiRequest } from '@/api/request';

/** One call to the contacts API through the app's one HTTP client; the answer is parsed by the contract. */
export function contactRequest<T>(
  method: 'GET' | 'POST',
  path: 'list' | 'modify' | 'delete',
  schema: ZodMiniType<T>,
  body?: unknown,
): Promise<T> {
  return apiRequest({ url: `/api/contact/${path}`, method, schema, body });
}
