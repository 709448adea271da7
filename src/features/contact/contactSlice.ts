import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { contactResponses as r, type Contact, type ContactInput } from '@/api/contract/contact';
import { errorShape, type ApiErrorShape } from '@/api/errors';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { contactRequest } from './contactApi';

export type ContactStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** SPEC.md §3 "contacts", plus where the load stands and the last raw error (§8). */
export interface ContactState {
  contacts: Contact[];
  status: ContactStatus;
  /** The raw error of the last failed call; no message is made from it (SPEC.md §8). */
  error: ApiErrorShape | null;
}

export const initialContactState: ContactState = { contacts: [], status: 'idle', error: null };

/** GET /api/contact/list. */
export const contactsLoaded = createAsyncThunk<Contact[], undefined, { rejectValue: ApiErrorShape }>(
  'contact/loaded',
  async (_arg, { rejectWithValue }) => {
    try {
      return (await contactRequest('GET', 'list', r.list)).contacts;
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

/** POST /api/contact/modify {contact}: adds (no id) or replaces one contact; answers the stored list. */
export const contactSaved = createAsyncThunk<
  { contacts: Contact[]; contact: Contact },
  ContactInput,
  { rejectValue: ApiErrorShape }
>('contact/saved', async (contact, { rejectWithValue }) => {
  try {
    const { contacts, contact: stored } = await contactRequest('POST', 'modify', r.modify, { contact });
    return { contacts, contact: stored };
  } catch (error) {
    return rejectWithValue(errorShape(error));
  }
});

/** POST /api/contact/delete {contactId} (the designed companion of modify); answers the stored list. */
export const contactDeleted = createAsyncThunk<Contact[], string, { rejectValue: ApiErrorShape }>(
  'contact/deleted',
  async (contactId, { rejectWithValue }) => {
    try {
      return (await contactRequest('POST', 'delete', r.delete, { contactId })).contacts;
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

export const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(contactsLoaded.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(contactsLoaded.fulfilled, (state, action) => {
        state.contacts = action.payload;
        state.status = 'ready';
      })
      .addCase(contactsLoaded.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? errorShape(action.error.message);
      })
      .addCase(contactSaved.fulfilled, (state, action) => {
        state.contacts = action.payload.contacts;
        state.error = null;
      })
      .addCase(contactSaved.rejected, (state, action) => {
        state.error = action.payload ?? errorShape(action.error.message);
      })
      .addCase(contactDeleted.fulfilled, (state, action) => {
        state.contacts = action.payload;
        state.error = null;
      })
      .addCase(contactDeleted.rejected, (state, action) => {
        state.error = action.payload ?? errorShape(action.error.message);
      });
  },
});

declare module '@/store/rootReducer' {
  // The contacts state joins the store with the contacts pages.
  export interface LazyLoadedSlices extends WithSlice<typeof contactSlice> {}
}

const injectedContactSlice = contactSlice.injectInto(rootReducer);

/** The contacts state (its initial state until the slice has joined the store). */
export const selectContact = (state: RootState): ContactState => injectedContactSlice.selectSlice(state);
