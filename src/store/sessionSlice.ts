import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/api/auth';
import { getToken, isTokenValid, PENDING_USER_KEY, setToken, USERS_KEY } from '@/api/token';

export interface SessionState {
  isLoggedIn: boolean;
  isInitialized: boolean;
  user: User | null;
}

const initialState: SessionState = { isLoggedIn: false, isInitialized: false, user: null };

/** Restores the session from a stored unexpired token; any failure leaves the user signed out. */
export const sessionRestored = createAsyncThunk<User | null>('session/restored', async () => {
  const token = getToken();
  if (!isTokenValid(token)) return null;
  try {
    // Loaded only when there is a session to restore: a first visit never downloads the HTTP client.
    const { fetchCurrentUser } = await import('@/api/auth');
    return await fetchCurrentUser();
  } catch (error) {
    console.error('Session restore failed', error);
    return null;
  }
});

/**
 * Nobody is signed in and nothing is left to restore: the state a sign-in page is prerendered in, and the
 * one the browser hydrates it from when no token is stored (index.html sends any other visit to a fresh
 * render).
 */
export const signedOutAtStart = () => sessionRestored.fulfilled(null, 'signed-out-at-start');

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
    },
    profileUpdated: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
    loggedOut: (state) => {
      state.isInitialized = true;
      state.isLoggedIn = false;
      state.user = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionRestored.fulfilled, (state, action) => {
      state.isInitialized = true;
      state.isLoggedIn = action.payload != null;
      state.user = action.payload;
    });
  },
  selectors: {
    selectSession: (state) => state,
    selectUser: (state) => state.user,
    selectRole: (state) => state.user?.role ?? null,
  },
});

export const { registered, loggedIn, loggedOut, profileUpdated } = sessionSlice.actions;
export const { selectSession, selectUser, selectRole } = sessionSlice.selectors;
