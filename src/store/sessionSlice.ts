import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RestoreFailure, User } from '@/api/auth';
import { getToken, isTokenValid, PENDING_USER_KEY, setToken, USERS_KEY } from '@/api/token';

export type { RestoreFailure } from '@/api/auth';

/** Why the session ended without the user asking: the server refused its token. */
export type SignOutReason = 'expired';

export interface SessionState {
  isLoggedIn: boolean;
  isInitialized: boolean;
  user: User | null;
  /**
   * Set when the stored session could not be checked: the user is signed out (SPEC.md §4) but the token
   * is kept, and the login page says why and offers to try again.
   */
  restoreFailure?: RestoreFailure;
  /** Set when the server refused the session mid-way (401): the login page says it expired. */
  expired?: boolean;
}

const initialState: SessionState = { isLoggedIn: false, isInitialized: false, user: null };

/**
 * Restores the session from a stored unexpired token. A token the server refuses (401), or one that is no
 * token at all or has expired, is removed; a server that cannot be reached leaves the user signed out with
 * the token kept and the reason recorded, so the session can come back without a new sign-in.
 */
export const sessionRestored = createAsyncThunk<User | null, undefined, { rejectValue: RestoreFailure }>(
  'session/restored',
  async (_, { rejectWithValue }) => {
    const token = getToken();
    if (!token) return null;
    if (!isTokenValid(token)) {
      setToken(null);
      return null;
    }
    // Loaded only when there is a session to restore: a first visit never downloads the HTTP client (nor
    // its error kinds, which is why the restore's outcome is read there too).
    let auth: typeof import('@/api/auth');
    try {
      auth = await import('@/api/auth');
    } catch (error) {
      console.error('Session restore failed: the client did not load', error);
      return rejectWithValue('network');
    }
    try {
      return await auth.fetchCurrentUser();
    } catch (error) {
      console.error('Session restore failed', error);
      const outcome = auth.restoreOutcomeOf(error);
      if (outcome === 'signed-out') {
        // Unless a new sign-in replaced it meanwhile.
        if (getToken() === token) setToken(null);
        return null;
      }
      return outcome ? rejectWithValue(outcome) : null;
    }
  },
);

/** A session the user signed into while a restore was on its way wins over what the restore found. */
function restoreIsStale(state: SessionState): boolean {
  return state.isLoggedIn;
}

/**
 * Nobody is signed in and nothing is left to restore: the state a sign-in page is prerendered in, and the
 * one the browser hydrates it from when no token is stored (index.html sends any other visit to a fresh
 * render).
 */
export const signedOutAtStart = () => sessionRestored.fulfilled(null, 'signed-out-at-start', undefined);

/** Clears everything the session keeps in the browser. */
export function clearStoredSession(): void {
  setToken(null);
  try {
    localStorage.removeItem(USERS_KEY);
    localStorage.removeItem(PENDING_USER_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    registered: (state, action: PayloadAction<User | null>) => {
      state.user = action.payload;
    },
    loggedIn: (state, action: PayloadAction<User>) => {
      state.isLoggedIn = true;
      state.isInitialized = true;
      state.user = action.payload;
      delete state.restoreFailure;
      delete state.expired;
    },
    profileUpdated: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
    /** The user logged out (no reason), or the server ended the session (`'expired'`). */
    loggedOut: (state, action: PayloadAction<SignOutReason | undefined>) => {
      state.isInitialized = true;
      state.isLoggedIn = false;
      state.user = null;
      delete state.restoreFailure;
      if (action.payload === 'expired') state.expired = true;
      else delete state.expired;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionRestored.fulfilled, (state, action) => {
        if (restoreIsStale(state)) return;
        state.isInitialized = true;
        state.isLoggedIn = action.payload != null;
        state.user = action.payload;
        delete state.restoreFailure;
        if (action.payload) delete state.expired;
      })
      .addCase(sessionRestored.rejected, (state, action) => {
        if (restoreIsStale(state)) return;
        state.isInitialized = true;
        state.isLoggedIn = false;
        state.user = null;
        // A rejection without a value is a bug in the restore itself: signed out, as SPEC.md §4 says.
        if (action.payload) state.restoreFailure = action.payload;
      });
  },
  selectors: {
    selectSession: (state) => state,
    selectUser: (state) => state.user,
    selectRole: (state) => state.user?.role ?? null,
    selectRestoreFailure: (state) => state.restoreFailure ?? null,
    selectSessionExpired: (state) => state.expired === true,
  },
});

export const { registered, loggedIn, loggedOut, profileUpdated } = sessionSlice.actions;
export const { selectSession, selectUser, selectRole, selectRestoreFailure, selectSessionExpired } =
  sessionSlice.selectors;
