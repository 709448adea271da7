import type { ZodMiniType } from 'zod/mini';
import { apiRequest } from '@/api/request';

/** One call to the mail API through the app's one HTTP client; the answer is parsed by the contract. */
export function mailRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  schema: ZodMiniType<T>,
  body?: unknown,
): Promise<T> {
  return apiRequest({ url: `/api/mails/${path}`, method, schema, body });
}
