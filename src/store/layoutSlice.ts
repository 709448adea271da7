import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn } from './sessionSlice';

/** Transient layout state: not persisted, not synced between tabs. */
export interface LayoutState {
  isDashboardDrawerOpened: boolean;
  customizationOpen: boolean;
  /** The user chose to log out (rather than the session expiring): guarded pages then lead to /, not to the login page. */
  signedOutByUser: boolean;
}

const initialState: LayoutState = {
  isDashboardDrawerOpened: false,
  customizationOpen: false,
  signedOutByUser: false,
};

export const layoutSlice = createSlice({
  name: 'layout',
  initialState,
  reducers: {
    drawerToggled: (state, action: PayloadAction<boolean | undefined>) => {
      state.isDashboardDrawerOpened = action.payload ?? !state.isDashboardDrawerOpened;
    },
    customizationToggled: (state, action: PayloadAction<boolean | undefined>) => {
      state.customizationOpen = action.payload ?? !state.customizationOpen;
    },
    logoutRequested: (state) => {
      state.signedOutByUser = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedIn, (state) => {
      state.signedOutByUser = false;
    });
  },
  selectors: {
    selectDrawerOpen: (state) => state.isDashboardDrawerOpened,
    selectCustomizationOpen: (state) => state.customizationOpen,
    selectSignedOutByUser: (state) => state.signedOutByUser,
  },
});

export const { drawerToggled, customizationToggled, logoutRequested } = layoutSlice.actions;
export const { selectDrawerOpen, selectCustomizationOpen, selectSignedOutByUser } = layoutSlice.selectors;
