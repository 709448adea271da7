import type { ZodMiniType } from 'zod/mini';
import { ApiError, KIND_MESSAGE_IDS } from './errors';
import { loadHttpClient } from './loadClient';

export interface ApiRequest<T> {
  url: string;
  method: 'GET' | 'POST';
  /** The contract's answer: a body that does not match it is a malformed answer. */
  schema: ZodMiniType<T>;
  body?: unknown;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  /** The message id when the server sends none (SPEC.md §8 "server msg first"). */
  fallbackId?: string;
}

/**
 * One call through the app's one HTTP client, for the slices' thunks (the template apps): `flag: false`
 * and HTTP failures become an ApiError, and the answer is parsed by the contract.
 */
export async function apiRequest<T>({
  url,
  method,
  schema,
  body,
  query,
  headers,
  fallbackId,
}: ApiRequest<T>): Promise<T> {
  const { apiClient, assertFlag, toApiError } = await loadHttpClient();
  try {
    const response = await apiClient.request<unknown>({ url, method, data: body, params: query, headers });
    assertFlag(response, fallbackId);
    const parsed = schema.safeParse(response.data);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'malformed',
        status: response.status,
        message: fallbackId || KIND_MESSAGE_IDS.malformed,
        fromServer: false,
        fieldErrors: {},
      });
    }
    return parsed.data;
  } catch (error) {
    throw toApiError(error, fallbackId);
  }
}
