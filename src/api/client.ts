import axios, { AxiosError, type AxiosResponse } from 'axios';
import { API_TIMEOUT_MS, API_URL } from '@/config';
import { ApiError, KIND_MESSAGE_IDS, kindForStatus, type ApiErrorKind } from './errors';
import { getToken } from './token';
import { emitUnauthorized } from './unauthorized';

// The API layer's lazy callers (auth) tell an HTTP failure by it without importing axios themselves.
export { AxiosError };

/** The one HTTP client of the app: base URL, bearer token, timeout. */
export const apiClient = axios.create({
  baseURL: API_URL || undefined,
  timeout: API_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  const token = getToken();
  // A call made for a given token (the logout's) keeps it.
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

function readServerMessage(data: unknown): { msg: string | null; fieldErrors: Record<string, string> } {
  if (typeof data !== 'object' || data === null) return { msg: null, fieldErrors: {} };
  const record = data as Record<string, unknown>;
  const raw = record.msg ?? record.message;
  const msg = typeof raw === 'string' && raw.trim() !== '' ? raw : null;
  const fieldErrors: Record<string, string> = {};
  const errors = record.errors;
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, value] of Object.entries(errors)) {
      if (typeof value === 'string') fieldErrors[field] = value;
      else if (Array.isArray(value) && typeof value[0] === 'string') fieldErrors[field] = value[0];
    }
  }
  return { msg, fieldErrors };
}

/** Turns anything a call can throw into an ApiError: the server's msg, else `fallbackId` (a message id), else the kind's id. */
export function toApiError(error: unknown, fallbackId?: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const response = error.response;
    if (!response) {
      const kind: ApiErrorKind =
        error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'timeout' : 'network';
      return new ApiError({
        kind,
        status: null,
        message: fallbackId ?? KIND_MESSAGE_IDS[kind],
        fromServer: false,
        fieldErrors: {},
      });
    }
    const kind = kindForStatus(response.status);
    const { msg, fieldErrors } = readServerMessage(response.data);
    return new ApiError({
      kind,
      status: response.status,
      message: msg ?? fallbackId ?? KIND_MESSAGE_IDS[kind],
      fromServer: msg != null,
      fieldErrors,
    });
  }
  return new ApiError({
    kind: 'malformed',
    status: null,
    message: fallbackId ?? KIND_MESSAGE_IDS.malformed,
    fromServer: false,
    fieldErrors: {},
  });
}

/** A 200 whose envelope says flag: false is a refusal, with the server's msg. */
export function assertFlag(response: AxiosResponse, fallbackId?: string): void {
  const data: unknown = response.data;
  if (typeof data === 'object' && data !== null && 'flag' in data && data.flag === false) {
    const { msg, fieldErrors } = readServerMessage(data);
    throw new ApiError({
      kind: 'rejected',
      status: response.status,
      message: msg ?? fallbackId ?? KIND_MESSAGE_IDS.rejected,
      fromServer: msg != null,
      fieldErrors,
    });
  }
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // Only a refusal of the session in use ends it: a late answer for a token already gone (logged out,
  // replaced by a new sign-in) does not.
  const token = getToken();
  if (
    error instanceof AxiosError &&
    error.response?.status === 401 &&
    token &&
    error.config?.headers.get('Authorization') === `Bearer ${token}`
  ) {
    emitUnauthorized();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});
