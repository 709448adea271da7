import type { ZodMiniType } from 'zod/mini';
import { apiRequest } from '@/api/request';

/** One call to the chat API through the app's one HTTP client; the answer is parsed by the contract. */
export function chatRequest<T>(
  path: string,
  schema: ZodMiniType<T>,
  options: { body?: unknown; query?: Record<string, string | undefined>; idempotencyKey?: string } = {},
): Promise<T> {
  return apiRequest({
    url: path,
    method: options.body === undefined ? 'GET' : 'POST',
    schema,
    body: options.body,
    query: options.query,
    headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined,
  });
}
