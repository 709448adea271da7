import { jwtDecode } from 'jwt-decode';

export const TOKEN_KEY = 'serviceToken';
export const USERS_KEY = 'users';
export const PENDING_USER_KEY = 'pendingUser';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string | null): void {
  const s = storage();
  if (!s) return;
  if (token) s.setItem(TOKEN_KEY, token);
  else s.removeItem(TOKEN_KEY);
}

/** A token is valid only with an expiry claim in the future; no expiry counts as invalid. */
export function isTokenValid(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return false;
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    if (typeof exp !== 'number') {
      console.error('Token has no expiry claim');
      return false;
    }
    return exp * 1000 > now;
  } catch {
    return false;
  }
}
