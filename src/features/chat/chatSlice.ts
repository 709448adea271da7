import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  chatThreadResponse,
  chatUserDetailsResponse,
  chatUsersResponse,
  type ChatContactDetails,
  type ChatContactListItem,
} from '@/api/contract/chat';
import { chatMessageSchema, type ChatMessage } from '@/api/contract/domain';
import { objEnvelope } from '@/api/contract/envelope';
import { errorShape, type ApiErrorShape } from '@/api/errors';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { chatRequest } from './chatApi';

/** `missing`: the history asked for is of no one the user can talk to (the API answered 404). */
export type ChatStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'missing';

/**
 * SPEC.md §3 "chats (user, users)": the contact whose details are open and the contact list; plus the
 * history with the open contact (`chats`), where each load stands and the last raw error (§8).
 */
export interface ChatState {
  /** The open contact's details (POST /api/chat/users/id), null until asked for. */
  user: ChatContactDetails | null;
  users: ChatContactListItem[];
  /** The history with the open contact (POST /api/chat/filter). */
  chats: ChatMessage[];
  /** Whose history `chats` is. */
  peerId: string | null;
  /** The contact list's load. */
  status: ChatStatus;
  /** The open history's load. */
  threadStatus: ChatStatus;
  /** The details panel's load. */
  userStatus: ChatStatus;
  /** The raw error of the last failed call; no message is made from it (SPEC.md §8). */
  error: ApiErrorShape | null;
  /** The latest contact list asked for: an older answer arriving late is dropped. */
  usersRequestId: string | null;
}

export const initialChatState: ChatState = {
  user: null,
  users: [],
  chats: [],
  peerId: null,
  status: 'idle',
  threadStatus: 'idle',
  userStatus: 'idle',
  error: null,
  usersRequestId: null,
};

type Rejects = { rejectValue: ApiErrorShape };

/**
 * GET /api/chat/users: the people the signed-in user can talk to (the latest conversations first, at
 * most 50); a search finds the others.
 */
export const getUsers = createAsyncThunk<ChatContactListItem[], string | undefined, Rejects>(
  'chat/getUsers',
  async (search, { rejectWithValue }) => {
    try {
      return (await chatRequest('/api/chat/users', chatUsersResponse, { query: { search } })).users;
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

/** POST /api/chat/users/id {id}: one contact's details. */
export const getUser = createAsyncThunk<ChatContactDetails, string, Rejects>(
  'chat/getUser',
  async (id, { rejectWithValue }) => {
    try {
      return (await chatRequest('/api/chat/users/id', chatUserDetailsResponse, { body: { id } })).user;
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

/** POST /api/chat/filter {user}: the history with one contact (reading it reads their messages). */
export const getUserChats = createAsyncThunk<ChatMessage[], string, Rejects>(
  'chat/getUserChats',
  async (user, { rejectWithValue }) => {
    try {
      return (await chatRequest('/api/chat/filter', chatThreadResponse, { body: { user } })).lst;
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

const insertAnswer = objEnvelope(chatMessageSchema);

export interface InsertChatArgs {
  to: string;
  text: string;
  /** Made once per message: a retry after a failure or a timeout sends it once. */
  key: string;
}

/** POST /api/chat/insert {chat}: sends a message. */
export const insertChat = createAsyncThunk<ChatMessage, InsertChatArgs, Rejects>(
  'chat/insertChat',
  async ({ to, text, key }, { rejectWithValue }) => {
    try {
      return (
        await chatRequest('/api/chat/insert', insertAnswer, {
          body: { chat: { to, text } },
          idempotencyKey: key,
        })
      ).obj;
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(getUsers.pending, (state, action) => {
        if (state.status !== 'ready') state.status = 'loading';
        state.usersRequestId = action.meta.requestId;
      })
      .addCase(getUsers.fulfilled, (state, action) => {
        if (state.usersRequestId !== action.meta.requestId) return;
        state.users = action.payload;
        state.status = 'ready';
        state.error = null;
      })
      .addCase(getUsers.rejected, (state, action) => {
        if (state.usersRequestId !== action.meta.requestId) return;
        // A list already shown stays; only a first load fails the page.
        if (state.status !== 'ready') state.status = 'failed';
        state.error = action.payload ?? errorShape(action.error.message);
      })
      .addCase(getUser.pending, (state) => {
        state.userStatus = 'loading';
      })
      .addCase(getUser.fulfilled, (state, action) => {
        state.user = action.payload;
        state.userStatus = 'ready';
      })
      .addCase(getUser.rejected, (state, action) => {
        state.userStatus = 'failed';
        state.error = action.payload ?? errorShape(action.error.message);
      })
      .addCase(getUserChats.pending, (state, action) => {
        if (state.peerId !== action.meta.arg) {
          state.peerId = action.meta.arg;
          state.chats = [];
          state.threadStatus = 'loading';
        } else if (state.threadStatus === 'failed') {
          state.threadStatus = 'loading';
        }
      })
      .addCase(getUserChats.fulfilled, (state, action) => {
        if (state.peerId !== action.meta.arg) return;
        state.chats = action.payload;
        state.threadStatus = 'ready';
        // Opening the history read what they sent.
        const contact = state.users.find((u) => u.id === action.meta.arg);
        if (contact) contact.unread = 0;
      })
      .addCase(getUserChats.rejected, (state, action) => {
        const error = action.payload ?? errorShape(action.error.message);
        if (state.peerId === action.meta.arg && state.threadStatus !== 'ready')
          state.threadStatus = error.status === 404 ? 'missing' : 'failed';
        state.error = error;
      })
      .addCase(insertChat.fulfilled, (state, action) => {
        const message = action.payload;
        if (state.peerId === action.meta.arg.to && !state.chats.some((m) => m.id === message.id))
          state.chats.push(message);
        const contact = state.users.find((u) => u.id === action.meta.arg.to);
        if (contact) contact.lastMessage = { text: message.text, fromId: message.fromId, at: message.at };
      })
      .addCase(insertChat.rejected, (state, action) => {
        state.error = action.payload ?? errorShape(action.error.message);
      });
  },
});

declare module '@/store/rootReducer' {
  // The chat state joins the store with the chat app's page.
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

const injectedChatSlice = chatSlice.injectInto(rootReducer);

/** The chat state (its initial state until the slice has joined the store). */
export const selectChat = (state: RootState): ChatState => injectedChatSlice.selectSlice(state);
