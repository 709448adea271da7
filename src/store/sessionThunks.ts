import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  login,
  register,
  userSchema,
  verifyCode,
  type LoginResult,
  type RegisterResponse,
  type VerifyResult,
} from '@/api/auth';
import type { LoginRequest, RegisterRequest } from '@/api/contract/auth';
import { ApiError, KIND_MESSAGE_IDS, type ApiErrorShape } from '@/api/errors';
import { PENDING_USER_KEY, setToken, USERS_KEY } from '@/api/token';
import { loggedIn, registered } from './sessionSlice';

/** Login success (200) stores the token and signs the user in; a failure comes back as `flag: false` with the message. */
export const signedIn = createAsyncThunk<LoginResult, LoginRequest>(
  'session/signedIn',
  async (body, { dispatch }) => {
    const result = await login(body);
    if (result.flag) {
      setToken(result.token);
      dispatch(loggedIn(result.user));
    }
    return result;
  },
);

/** Registration keeps the response as 'users' (it holds the token) until the SMS code confirms the phone. */
export const signedUp = createAsyncThunk<RegisterResponse, RegisterRequest, { rejectValue: ApiErrorShape }>(
  'session/signedUp',
  async (body, { dispatch, rejectWithValue }) => {
    let response: RegisterResponse;
    try {
      response = await register(body);
    } catch (error) {
      // The page needs the field errors, which a thrown error would lose on its way through the thunk.
      return rejectWithValue(toApiErrorShape(error));
    }
    localStorage.setItem(USERS_KEY, JSON.stringify(response));
    localStorage.setItem(
      PENDING_USER_KEY,
      JSON.stringify({ login_cell: response.userdto.login_cell ?? '', name: response.userdto.name }),
    );
    dispatch(registered(userSchema.parse(response.userdto)));
    return response;
  },
);

export interface PendingUser {
  login_cell: string;
  name: string;
}

export function readPendingUser(): PendingUser | null {
  try {
    const raw = localStorage.getItem(PENDING_USER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingUser>;
    return typeof value.login_cell === 'string' && value.login_cell
      ? { login_cell: value.login_cell, name: value.name ?? '' }
      : null;
  } catch {
    return null;
  }
}

function readRegistration(): { token: string; userdto: unknown } | null {
  try {
    const raw = localStorage.getItem(USERS_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { token?: unknown; userdto?: unknown };
    return typeof value.token === 'string' ? { token: value.token, userdto: value.userdto } : null;
  } catch {
    return null;
  }
}

/** After the access code is confirmed (flag true), the token saved at registration becomes the session token. */
export const codeVerified = createAsyncThunk<
  VerifyResult,
  { login_cell: string; accessCode: string },
  { rejectValue: ApiErrorShape }
>('session/codeVerified', async ({ login_cell, accessCode }, { dispatch, rejectWithValue }) => {
  let result: VerifyResult;
  try {
    result = await verifyCode(login_cell, accessCode);
  } catch (error) {
    return rejectWithValue(toApiErrorShape(error));
  }
  if (!result.flag) return result;
  const registration = readRegistration();
  const user = userSchema.safeParse(registration?.userdto);
  if (registration && user.success) {
    setToken(registration.token);
    localStorage.removeItem(PENDING_USER_KEY);
    dispatch(loggedIn(user.data));
  }
  return result;
});

function toApiErrorShape(error: unknown): ApiErrorShape {
  if (error instanceof ApiError) return error.toJSON();
  return {
    kind: 'network',
    status: null,
    message: KIND_MESSAGE_IDS.network,
    fromServer: false,
    fieldErrors: {},
  };
}

export function isApiErrorShape(value: unknown): value is ApiErrorShape {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    'message' in value &&
    'fieldErrors' in value
  );
}
