import { z } from 'zod/mini';
import {
  loginResponseSchema,
  meResponseSchema,
  profileResponseSchema,
  registerResponseSchema,
  resendCodeResponseSchema,
  type LoginRequest,
  type RegisterRequest,
} from './contract/auth';
import { envelopeSchema } from './contract/envelope';
import { ApiError, isApiError, KIND_MESSAGE_IDS } from './errors';
import { loadHttpClient } from './loadClient';

/** The user as the session keeps it (userdto). Fields beyond these are kept as they come. */
export const userSchema = z.looseObject({
  id: z.optional(z.union([z.string(), z.number()])),
  role: z.coerce.string(),
  name: z._default(z.string(), ''),
  url_perfil: z.nullish(z.string()),
  email_address: z.nullish(z.string()),
  login_cell: z.nullish(z.string()),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
});
export type User = z.infer<typeof userSchema>;

function parse<T extends z.ZodMiniType>(schema: T, data: unknown, fallbackId: string): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'malformed',
      status: 200,
      message: fallbackId,
      fromServer: false,
      fieldErrors: {},
    });
  }
  return parsed.data;
}

/** GET /api/auth/me: reads userdto, else user; null when neither is present. */
export async function fetchCurrentUser(): Promise<User | null> {
  const { apiClient, toApiError } = await loadHttpClient();
  try {
    const response = await apiClient.get<unknown>('/api/auth/me');
    const parsed = meResponseSchema.safeParse(response.data);
    if (!parsed.success) return null;
    const user = parsed.data.userdto ?? parsed.data.user;
    return user ? userSchema.parse(user) : null;
  } catch (error) {
    throw toApiError(error);
  }
}

/** Longest the logout call may take: the browser has already forgotten the session, nobody waits on it. */
const LOGOUT_TIMEOUT_MS = 5000;

/** Why a stored session could not be checked: the server was out of reach, too slow, or failing. */
export type RestoreFailure = 'network' | 'timeout' | 'server';

/**
 * What a failed session restore means: the server refused the token (`'signed-out'`), it could not be
 * checked (a RestoreFailure: the token is kept), or anything else (null: signed out, token kept). An error
 * that is not the client's own (its code failed) counts as the network.
 */
export function restoreOutcomeOf(error: unknown): 'signed-out' | RestoreFailure | null {
  if (!isApiError(error)) return 'network';
  if (error.kind === 'unauthorized') return 'signed-out';
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server' ? error.kind : null;
}

/**
 * POST /api/auth/logout with the session's own token (already gone from storage): the server revokes it,
 * so a copy of it opens nothing afterwards.
 */
export async function revokeSession(token: string): Promise<void> {
  const { apiClient, assertFlag, toApiError } = await loadHttpClient();
  try {
    const response = await apiClient.post<unknown>('/api/auth/logout', undefined, {
      headers: { Authorization: `Bearer ${token}` },
      timeout: LOGOUT_TIMEOUT_MS,
    });
    assertFlag(response);
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * A failed login carries the server's msg (`fromServer`), else the message id of the spec's fallback
 * (boot catalogue: 'Erro ao fazer login', 'Erro de autenticação'); the form turns it into text with react-intl.
 */
export type LoginResult =
  | { flag: true; token: string; user: User }
  | { flag: false; msg: string; fromServer: boolean; status: number | null };

function serverMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { msg, message } = data as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg.trim()) return msg;
  if (typeof message === 'string' && message.trim()) return message;
  return null;
}

const LOGIN_FAILED = 'errors.auth.login';

/** POST /api/auth/login, with the error catalogue of SPEC.md §8. Never throws: a failure is `flag: false`. */
export async function login(
  body: LoginRequest,
  loadClient: typeof loadHttpClient = loadHttpClient,
): Promise<LoginResult> {
  const client = await loadClient().catch(() => null);
  // The client's code could not be fetched (offline): the same answer as an unreachable server.
  if (!client) return { flag: false, msg: LOGIN_FAILED, fromServer: false, status: null };
  const { apiClient, AxiosError } = client;
  try {
    const response = await apiClient.post<unknown>('/api/auth/login', body);
    const data = loginResponseSchema.safeParse(response.data);
    if (response.status === 200 && data.success) {
      return { flag: true, token: data.data.token, user: userSchema.parse(data.data.userdto) };
    }
    const msg = serverMessage(response.data);
    return { flag: false, msg: msg ?? LOGIN_FAILED, fromServer: msg != null, status: response.status };
  } catch (error) {
    const status = error instanceof AxiosError ? (error.response?.status ?? null) : null;
    const fromServer = error instanceof AxiosError ? serverMessage(error.response?.data) : null;
    const fallback = status === 401 ? 'errors.auth.unauthenticated' : LOGIN_FAILED;
    return { flag: false, msg: fromServer ?? fallback, fromServer: fromServer != null, status };
  }
}

export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/auth/register; a refusal throws an ApiError carrying field errors. */
export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const { apiClient, assertFlag, toApiError } = await loadHttpClient();
  try {
    const response = await apiClient.post<unknown>('/api/auth/register', body);
    assertFlag(response);
    return parse(registerResponseSchema, response.data, 'errors.auth.register');
  } catch (error) {
    throw toApiError(error, 'errors.auth.register');
  }
}

/**
 * POST /api/auth/verify: 401 means 'Código inválido ou expirado' (message id `errors.auth.invalidCode`,
 * `fromServer: false`) unless the server says otherwise; other errors are rethrown.
 */
/** The verify answer: the server's msg, or (fromServer false) a message id. */
export interface VerifyResult {
  flag: boolean;
  msg: string;
  fromServer: boolean;
}

export async function verifyCode(login_cell: string, accessCode: string): Promise<VerifyResult> {
  const { apiClient, toApiError, AxiosError } = await loadHttpClient();
  try {
    const response = await apiClient.post<unknown>('/api/auth/verify', { login_cell, accessCode });
    const data = envelopeSchema.parse(response.data);
    return { flag: data.flag, msg: data.msg, fromServer: true };
  } catch (error) {
    if (error instanceof AxiosError && error.response?.status === 401) {
      const msg = serverMessage(error.response.data);
      return { flag: false, msg: msg ?? 'errors.auth.invalidCode', fromServer: msg != null };
    }
    throw toApiError(error);
  }
}

export async function resendCode(login_cell: string): Promise<{ msg: string; retryAfterSeconds: number }> {
  const { apiClient, toApiError, AxiosError } = await loadHttpClient();
  try {
    const response = await apiClient.post<unknown>('/api/auth/resend-code', { login_cell });
    const data = parse(resendCodeResponseSchema, response.data, KIND_MESSAGE_IDS.malformed);
    return { msg: data.msg, retryAfterSeconds: data.retryAfterSeconds };
  } catch (error) {
    if (error instanceof AxiosError && error.response?.status === 429) {
      const data = error.response.data as { retryAfterSeconds?: unknown };
      const wait = typeof data.retryAfterSeconds === 'number' ? data.retryAfterSeconds : 30;
      throw new ApiError({
        kind: 'rejected',
        status: 429,
        message: serverMessage(data) ?? KIND_MESSAGE_IDS.rejected,
        fromServer: serverMessage(data) != null,
        fieldErrors: { retryAfterSeconds: String(wait) },
      });
    }
    throw toApiError(error);
  }
}

const forgotResponseSchema = z.extend(envelopeSchema, { demoResetPath: z.optional(z.string()) });

export async function requestPasswordReset(
  email_address: string,
): Promise<z.infer<typeof forgotResponseSchema>> {
  const { apiClient, assertFlag, toApiError } = await loadHttpClient();
  try {
    const response = await apiClient.post<unknown>('/api/auth/forgot-password', { email_address });
    assertFlag(response);
    return parse(forgotResponseSchema, response.data, KIND_MESSAGE_IDS.malformed);
  } catch (error) {
    throw toApiError(error, 'errors.auth.forgotPassword');
  }
}

export async function resetPassword(token: string, pass_token: string): Promise<string> {
  const { apiClient, assertFlag, toApiError } = await loadHttpClient();
  try {
    const response = await apiClient.post<unknown>('/api/auth/reset-password', { token, pass_token });
    assertFlag(response);
    return parse(envelopeSchema, response.data, KIND_MESSAGE_IDS.malformed).msg;
  } catch (error) {
    throw toApiError(error, 'errors.auth.resetPassword');
  }
}

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  email_address: string;
  url_perfil?: string | null;
}

export async function updateProfile(body: ProfileUpdate): Promise<User> {
  const { apiClient, assertFlag, toApiError } = await loadHttpClient();
  try {
    const response = await apiClient.patch<unknown>('/api/auth/profile', body);
    assertFlag(response);
    return userSchema.parse(parse(profileResponseSchema, response.data, KIND_MESSAGE_IDS.malformed).userdto);
  } catch (error) {
    throw toApiError(error, 'errors.auth.updateProfile');
  }
}

export async function changePassword(current_password: string, pass_token: string): Promise<string> {
  const { apiClient, assertFlag, toApiError } = await loadHttpClient();
  try {
    const response = await apiClient.post<unknown>('/api/auth/change-password', {
      current_password,
      pass_token,
    });
    assertFlag(response);
    return parse(envelopeSchema, response.data, KIND_MESSAGE_IDS.malformed).msg;
  } catch (error) {
    throw toApiError(error, 'errors.auth.changePassword');
  }
}
