import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Transient layout state: not persisted, not synced between tabs. */
export interface LayoutState {
  isDashboardDrawerOpened: boolean;
  customizationOpen: boolean;
}

const initialState: LayoutState = { isDashboardDrawerOpened: false, customizationOpen: false };

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
  },
  selectors: {
    selectDrawerOpen: (state) => state.isDashboardDrawerOpened,
    selectCustomizationOpen: (state) => state.customizationOpen,
  },
});

export const { drawerToggled, customizationToggled } = layoutSlice.actions;
export const { selectDrawerOpen, selectCustomizationOpen } = layoutSlice.selectors;
