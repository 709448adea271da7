import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  PEOPLE_LISTS,
  userResponses as r,
  type AddCommentBody,
  type AddReplyBody,
  type EditCommentBody,
  type GalleryItem,
  type LikeCommentBody,
  type LikePostBody,
  type LikeReplyBody,
  type PeopleList,
  type Post,
  type SocialPerson,
} from '@/api/contract/user';
import { errorShape, type ApiErrorShape } from '@/api/errors';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { userRequest } from './userApi';

export type UserStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A list as the page has it: the items, where its load stands, and the raw error of the last failure (SPEC.md §8). */
export interface Loadable<T> {
  items: T[];
  status: UserStatus;
  error: ApiErrorShape | null;
}

/** The people lists: the two user lists and the lists with a filter call. */
export type UserList = PeopleList | 'usersS1' | 'usersS2';

/** The answer of a list's last filter call (only the latest call's answer is kept). */
export interface PeopleSearch extends Loadable<SocialPerson> {
  key: string;
  requestId: string | null;
}

/** SPEC.md §3 "user sections": usersS1, usersS2, followers, friendRequests, friends, gallery, posts and the cards. */
export interface UserState {
  people: Record<UserList, Loadable<SocialPerson>>;
  searches: Record<PeopleList, PeopleSearch>;
  gallery: Loadable<GalleryItem>;
  posts: Loadable<Post>;
}

const empty = <T>(): Loadable<T> => ({ items: [], status: 'idle', error: null });
const noSearch = (): PeopleSearch => ({ ...empty<SocialPerson>(), key: '', requestId: null });
const LISTS = Object.keys(PEOPLE_LISTS) as PeopleList[];

export const initialUserState: UserState = {
  people: {
    usersS1: empty(),
    usersS2: empty(),
    ...(Object.fromEntries(LISTS.map((list) => [list, empty()])) as Record<
      PeopleList,
      Loadable<SocialPerson>
    >),
  },
  searches: Object.fromEntries(LISTS.map((list) => [list, noSearch()])) as Record<PeopleList, PeopleSearch>,
  gallery: empty(),
  posts: empty(),
};

type Reject = { rejectValue: ApiErrorShape };

/** GET of one people list (its answer field as the contract names it). */
async function readList(list: UserList): Promise<SocialPerson[]> {
  if (list === 'usersS1') return (await userRequest('GET', '/api/user-list/s1/list', r.usersS1)).users_s1;
  if (list === 'usersS2') return (await userRequest('GET', '/api/user-list/s2/list', r.usersS2)).users_s2;
  const path = `${PEOPLE_LISTS[list].path}/list`;
  if (list === 'followers') return (await userRequest('GET', path, r.followers)).followers;
  if (list === 'friends') return (await userRequest('GET', path, r.friends)).friends;
  if (list === 'friendRequests') return (await userRequest('GET', path, r.friendRequests)).friendRequests;
  return (await userRequest('GET', path, r.users)).users;
}

export const peopleLoaded = createAsyncThunk<SocialPerson[], UserList, Reject>(
  'user/peopleLoaded',
  async (list, { rejectWithValue }) => {
    try {
      return await readList(list);
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

/** POST .../filter {key}: the people of a list that answer the key. */
export const peopleFiltered = createAsyncThunk<SocialPerson[], { list: PeopleList; key: string }, Reject>(
  'user/peopleFiltered',
  async ({ list, key }, { rejectWithValue }) => {
    try {
      const path = `${PEOPLE_LISTS[list].path}/filter`;
      return (await userRequest('POST', path, r.results, { key })).results;
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

export const galleryLoaded = createAsyncThunk<GalleryItem[], undefined, Reject>(
  'user/galleryLoaded',
  async (_arg, { rejectWithValue }) => {
    try {
      return (await userRequest('GET', '/api/gallery/list', r.gallery)).gallery;
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

export const postsLoaded = createAsyncThunk<Post[], undefined, Reject>(
  'user/postsLoaded',
  async (_arg, { rejectWithValue }) => {
    try {
      return (await userRequest('GET', '/api/posts/list', r.posts)).posts;
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

/** Every change to the feed the user can make; each call answers the whole feed. */
export type PostChange =
  | { call: 'comment'; body: AddCommentBody }
  | { call: 'reply'; body: AddReplyBody }
  | { call: 'editComment'; body: EditCommentBody }
  | { call: 'likePost'; body: LikePostBody }
  | { call: 'likeComment'; body: LikeCommentBody }
  | { call: 'likeReply'; body: LikeReplyBody };

const CHANGE_PATHS: Record<PostChange['call'], string> = {
  comment: '/api/comments/add',
  reply: '/api/replies/add',
  editComment: '/api/posts/editComment',
  likePost: '/api/posts/list/like',
  likeComment: '/api/comments/list/like',
  likeReply: '/api/replies/list/like',
};

export const postChanged = createAsyncThunk<Post[], PostChange, Reject>(
  'user/postChanged',
  async (change, { rejectWithValue }) => {
    try {
      return (await userRequest('POST', CHANGE_PATHS[change.call], r.posts, change.body)).posts;
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

const failure = (payload: ApiErrorShape | undefined, message: string | undefined) =>
  payload ?? errorShape(message);

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** The search box of a list was emptied: the whole list shows again. */
    peopleSearchCleared: (state, action: { payload: PeopleList }) => {
      state.searches[action.payload] = noSearch();
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(peopleLoaded.pending, (state, action) => {
        const list = state.people[action.meta.arg];
        list.status = 'loading';
        list.error = null;
      })
      .addCase(peopleLoaded.fulfilled, (state, action) => {
        state.people[action.meta.arg] = { items: action.payload, status: 'ready', error: null };
      })
      .addCase(peopleLoaded.rejected, (state, action) => {
        const list = state.people[action.meta.arg];
        list.status = 'failed';
        list.error = failure(action.payload, action.error.message);
      })
      .addCase(peopleFiltered.pending, (state, action) => {
        const search = state.searches[action.meta.arg.list];
        search.key = action.meta.arg.key;
        search.requestId = action.meta.requestId;
        search.status = 'loading';
        search.error = null;
      })
      .addCase(peopleFiltered.fulfilled, (state, action) => {
        const search = state.searches[action.meta.arg.list];
        // A slower answer to an earlier key never replaces the latest one.
        if (search.requestId !== action.meta.requestId) return;
        search.items = action.payload;
        search.status = 'ready';
      })
      .addCase(peopleFiltered.rejected, (state, action) => {
        const search = state.searches[action.meta.arg.list];
        if (search.requestId !== action.meta.requestId) return;
        search.status = 'failed';
        search.error = failure(action.payload, action.error.message);
      })
      .addCase(galleryLoaded.pending, (state) => {
        state.gallery.status = 'loading';
        state.gallery.error = null;
      })
      .addCase(galleryLoaded.fulfilled, (state, action) => {
        state.gallery = { items: action.payload, status: 'ready', error: null };
      })
      .addCase(galleryLoaded.rejected, (state, action) => {
        state.gallery.status = 'failed';
        state.gallery.error = failure(action.payload, action.error.message);
      })
      .addCase(postsLoaded.pending, (state) => {
        state.posts.status = 'loading';
        state.posts.error = null;
      })
      .addCase(postsLoaded.fulfilled, (state, action) => {
        state.posts = { items: action.payload, status: 'ready', error: null };
      })
      .addCase(postsLoaded.rejected, (state, action) => {
        state.posts.status = 'failed';
        state.posts.error = failure(action.payload, action.error.message);
      })
      .addCase(postChanged.fulfilled, (state, action) => {
        state.posts.items = action.payload;
      });
  },
});

export const { peopleSearchCleared } = userSlice.actions;

declare module '@/store/rootReducer' {
  // The user section's state joins the store with its pages.
  export interface LazyLoadedSlices extends WithSlice<typeof userSlice> {}
}

const injectedUserSlice = userSlice.injectInto(rootReducer);

/** The user section's state (its initial state until the slice has joined the store). */
export const selectUserSection = (state: RootState): UserState => injectedUserSlice.selectSlice(state);
