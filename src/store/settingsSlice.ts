import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, readStoredSettings, type Settings } from './settings';

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): Settings => readStoredSettings(),
  reducers: {
    /** The user changed one or more settings. */
    settingsChanged: (state, action: PayloadAction<Partial<Settings>>) => ({ ...state, ...action.payload }),
    settingsReset: () => DEFAULT_SETTINGS,
    /** Another tab stored new settings. */
    settingsSynced: (_state, action: PayloadAction<Settings>) => action.payload,
  },
  selectors: {
    selectSettings: (state) => state,
  },
});

export const { settingsChanged, settingsReset, settingsSynced } = settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;
