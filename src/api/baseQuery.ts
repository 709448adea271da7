import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import type { ZodMiniType } from 'zod/mini';
import { ApiError, KIND_MESSAGE_IDS, type ApiErrorShape } from './errors';
import { loadHttpClient } from './loadClient';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** The contract's schema: a body that does not parse becomes an error, never a crash. */
  schema?: ZodMiniType;
  /** Message id (in the catalogue of the pages that call it) to show when the server gives no message. */
  fallbackId?: string;
  /** For calls that spend money: the same key twice creates one record. */
  idempotencyKey?: string;
}

export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiErrorShape> = async (
  request,
  { signal },
) => {
  const { apiClient, assertFlag, toApiError } = await loadHttpClient();
  try {
    const headers = { ...request.headers };
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    const response = await apiClient.request<unknown>({
      url: request.url,
      method: request.method ?? 'GET',
      data: request.data,
      params: request.params,
      headers,
      signal,
    });
    assertFlag(response, request.fallbackId);
    if (request.schema) {
      const parsed = request.schema.safeParse(response.data);
      if (!parsed.success) {
        console.error(`Response of ${request.url} does not match the contract`, parsed.error.issues);
        throw new ApiError({
          kind: 'malformed',
          status: response.status,
          message: request.fallbackId ?? KIND_MESSAGE_IDS.malformed,
          fromServer: false,
          fieldErrors: {},
        });
      }
      return { data: parsed.data };
    }
    return { data: response.data };
  } catch (error) {
    return { error: toApiError(error, request.fallbackId).toJSON() };
  }
};
