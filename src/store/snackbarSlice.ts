import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';
export type SnackbarTransition = 'Fade' | 'Grow' | 'SlideLeft' | 'SlideUp' | 'SlideRight' | 'SlideDown';

export interface SnackbarState {
  open: boolean;
  message: string;
  severity: SnackbarSeverity;
  anchorOrigin: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };
  variant: 'default' | 'alert';
  alert: { color: 'primary' | 'secondary' | SnackbarSeverity; variant: 'filled' | 'outlined' | 'standard' };
  transition: SnackbarTransition;
  close: boolean;
  actionButton: boolean;
  maxStack: number;
  dense: boolean;
  iconVariant: 'usedefault' | 'hide';
}

export const DEFAULT_SNACKBAR_MESSAGE = 'Note archived';

export const initialSnackbarState: SnackbarState = {
  open: false,
  message: DEFAULT_SNACKBAR_MESSAGE,
  severity: 'info',
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  variant: 'default',
  alert: { color: 'primary', variant: 'filled' },
  transition: 'Fade',
  close: true,
  actionButton: false,
  maxStack: 3,
  dense: false,
  iconVariant: 'usedefault',
};

export type SnackbarOpenPayload = Partial<Omit<SnackbarState, 'open' | 'maxStack' | 'dense' | 'iconVariant'>>;

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState: initialSnackbarState,
  reducers: {
    /** Opens the snackbar; anything not given returns to its default, so one message never inherits another's look. */
    snackbarOpened: (state, action: PayloadAction<SnackbarOpenPayload>) => ({
      ...initialSnackbarState,
      maxStack: state.maxStack,
      dense: state.dense,
      iconVariant: state.iconVariant,
      ...action.payload,
      open: true,
    }),
    snackbarClosed: (state) => {
      state.open = false;
    },
    maxStackChanged: (state, action: PayloadAction<number>) => {
      state.maxStack = Math.max(1, Math.round(action.payload));
    },
    denseChanged: (state, action: PayloadAction<boolean>) => {
      state.dense = action.payload;
    },
    iconVariantChanged: (state, action: PayloadAction<SnackbarState['iconVariant']>) => {
      state.iconVariant = action.payload;
    },
  },
  selectors: {
    selectSnackbar: (state) => state,
  },
});

export const { snackbarOpened, snackbarClosed, maxStackChanged, denseChanged, iconVariantChanged } =
  snackbarSlice.actions;
export const { selectSnackbar } = snackbarSlice.selectors;
