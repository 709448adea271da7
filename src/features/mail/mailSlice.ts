import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  mailResponses as r,
  unreadInbox,
  type Mail,
  type MailFilter,
  type MoveMailBody,
  type SaveDraftBody,
  type SendMailBody,
} from '@/api/contract/mail';
import { errorShape, type ApiErrorShape } from '@/api/errors';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { mailRequest } from './mailApi';

export type MailStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** SPEC.md §3 mail (mails, unreadCount), plus where the load stands and the last raw error (§8). */
export interface MailState {
  /** The whole mailbox, newest first; the page shows one view of it. */
  mails: Mail[];
  /** Unread mails in the inbox. */
  unreadCount: number;
  status: MailStatus;
  /** The raw error of the last failed call; no message is made from it (SPEC.md §8). */
  error: ApiErrorShape | null;
}

export const initialMailState: MailState = { mails: [], unreadCount: 0, status: 'idle', error: null };

export type MailToggle = 'setStarred' | 'setImportant' | 'setRead';
const TOGGLED: Record<MailToggle, 'starred' | 'important' | 'read'> = {
  setStarred: 'starred',
  setImportant: 'important',
  setRead: 'read',
};

type Rejected = { rejectValue: ApiErrorShape };

/** Runs a call and turns its failure into the raw error the state keeps. */
function attempt<T, R>(call: () => Promise<T>, reject: (error: ApiErrorShape) => R): Promise<T | R> {
  return call().catch((error: unknown) => reject(errorShape(error)));
}

export const mailsLoaded = createAsyncThunk<{ mails: Mail[]; unreadCount: number }, undefined, Rejected>(
  'mail/loaded',
  (_arg, { rejectWithValue }) => attempt(() => mailRequest('GET', 'list', r.list), rejectWithValue),
);

/** One view asked again from the server (a folder, starred, a label): its mails replace the stored ones. */
export const mailsFiltered = createAsyncThunk<{ mails: Mail[]; unreadCount: number }, MailFilter, Rejected>(
  'mail/filtered',
  (filter, { rejectWithValue }) =>
    attempt(() => mailRequest('POST', 'filter', r.list, { filter }), rejectWithValue),
);

/** A star, important mark or read state flipped: shown at once, put back if the server refuses. */
export const mailToggled = createAsyncThunk<
  { mail: Mail; unreadCount: number },
  { call: MailToggle; id: string },
  Rejected
>('mail/toggled', ({ call, id }, { rejectWithValue }) =>
  attempt(() => mailRequest('POST', call, r.mail, { id }), rejectWithValue),
);

export const mailSent = createAsyncThunk<{ mail: Mail; unreadCount: number }, SendMailBody, Rejected>(
  'mail/sent',
  (body, { rejectWithValue }) => attempt(() => mailRequest('POST', 'send', r.mail, body), rejectWithValue),
);

export const draftSaved = createAsyncThunk<{ mail: Mail; unreadCount: number }, SaveDraftBody, Rejected>(
  'mail/draftSaved',
  (body, { rejectWithValue }) =>
    attempt(() => mailRequest('POST', 'saveDraft', r.mail, body), rejectWithValue),
);

export const mailMoved = createAsyncThunk<{ mail: Mail; unreadCount: number }, MoveMailBody, Rejected>(
  'mail/moved',
  (body, { rejectWithValue }) => attempt(() => mailRequest('POST', 'move', r.mail, body), rejectWithValue),
);

export const mailDeleted = createAsyncThunk<{ id: string; unreadCount: number }, string, Rejected>(
  'mail/deleted',
  (id, { rejectWithValue }) =>
    attempt(() => mailRequest('POST', 'delete', r.deleted, { id }), rejectWithValue),
);

const newestFirst = (a: Mail, b: Mail) => b.sentAt.localeCompare(a.sentAt);

/** Puts a mail the server answered in place (or first, when new), a draft it replaces out. */
function store(state: MailState, mail: Mail, replaces: string | null = null) {
  state.mails = [mail, ...state.mails.filter((m) => m.id !== mail.id && m.id !== replaces)].sort(newestFirst);
}

export const mailSlice = createSlice({
  name: 'mail',
  initialState: initialMailState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(mailsLoaded.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(mailsLoaded.fulfilled, (state, action) => {
        state.mails = action.payload.mails;
        state.unreadCount = action.payload.unreadCount;
        state.status = 'ready';
      })
      .addCase(mailsLoaded.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? errorShape(action.error.message);
      })
      .addCase(mailsFiltered.fulfilled, (state, action) => {
        for (const mail of action.payload.mails) store(state, mail);
        state.unreadCount = action.payload.unreadCount;
      })
      .addCase(mailToggled.pending, (state, action) => {
        const mail = state.mails.find((m) => m.id === action.meta.arg.id);
        if (!mail) return;
        const field = TOGGLED[action.meta.arg.call];
        mail[field] = !mail[field];
        state.unreadCount = unreadInbox(state.mails);
      })
      .addCase(mailToggled.rejected, (state, action) => {
        const mail = state.mails.find((m) => m.id === action.meta.arg.id);
        if (mail) {
          const field = TOGGLED[action.meta.arg.call];
          mail[field] = !mail[field];
          state.unreadCount = unreadInbox(state.mails);
        }
        state.error = action.payload ?? errorShape(action.error.message);
      })
      .addCase(mailSent.fulfilled, (state, action) => {
        store(state, action.payload.mail, action.meta.arg.draftId);
        state.unreadCount = action.payload.unreadCount;
      })
      .addCase(mailDeleted.fulfilled, (state, action) => {
        state.mails = state.mails.filter((m) => m.id !== action.payload.id);
        state.unreadCount = action.payload.unreadCount;
      })
      .addMatcher(
        (action) =>
          mailToggled.fulfilled.match(action) ||
          draftSaved.fulfilled.match(action) ||
          mailMoved.fulfilled.match(action),
        (state, action: { payload: { mail: Mail; unreadCount: number } }) => {
          store(state, action.payload.mail);
          state.unreadCount = action.payload.unreadCount;
          state.error = null;
        },
      )
      .addMatcher(
        (action) =>
          mailsFiltered.rejected.match(action) ||
          mailSent.rejected.match(action) ||
          draftSaved.rejected.match(action) ||
          mailMoved.rejected.match(action) ||
          mailDeleted.rejected.match(action),
        (state, action: { payload?: ApiErrorShape; error: { message?: string } }) => {
          state.error = action.payload ?? errorShape(action.error.message);
        },
      );
  },
});

declare module '@/store/rootReducer' {
  // The mail state joins the store with the mail page.
  export interface LazyLoadedSlices extends WithSlice<typeof mailSlice> {}
}

const injectedMailSlice = mailSlice.injectInto(rootReducer);

/** The mail state (its initial state until the slice has joined the store). */
export const selectMail = (state: RootState): MailState => injectedMailSlice.selectSlice(state);
