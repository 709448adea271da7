import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { kanbanResponses as r, type KanbanBoard } from '@/api/contract/kanban';
import { errorShape, type ApiErrorShape } from '@/api/errors';
import type { AppDispatch } from '@/store/hooks';
import { rootReducer, type RootState } from '@/store/rootReducer';
import type { Proposal } from './board';
import { kanbanRequest, WRITE_RESPONSES } from './kanbanApi';

export type KanbanStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** SPEC.md §3 "Kanban", field for field, plus where the load stands and the last raw error (§8). */
export interface KanbanState extends KanbanBoard {
  status: KanbanStatus;
  /** The raw error of the last failed call; no message is made from it (SPEC.md §8). */
  error: ApiErrorShape | null;
  /** Changes sent and not answered yet: the page says it is saving, and a reload asks first. */
  writesInFlight: number;
  /** Whether a change of this visit has been saved (the page then says so). */
  saved: boolean;
}

export const initialKanbanState: KanbanState = {
  columns: [],
  columnsOrder: [],
  comments: [],
  items: [],
  profiles: [],
  selectedItem: false,
  userStory: [],
  userStoryOrder: [],
  status: 'idle',
  error: null,
  writesInFlight: 0,
  saved: false,
};

const BOARD_KEYS = [
  'columns',
  'columnsOrder',
  'comments',
  'items',
  'profiles',
  'selectedItem',
  'userStory',
  'userStoryOrder',
] as const satisfies readonly (keyof KanbanBoard)[];

/** Only the board fields of an answer (the envelope's flag and msg stay out of the state). */
function boardFields(source: Partial<KanbanBoard>): Partial<KanbanBoard> {
  const out: Partial<KanbanBoard> = {};
  for (const key of BOARD_KEYS) if (key in source) Object.assign(out, { [key]: source[key] });
  return out;
}

/** The seven reads of the board, together. */
export const kanbanLoaded = createAsyncThunk<KanbanBoard, undefined, { rejectValue: ApiErrorShape }>(
  'kanban/loaded',
  async (_arg, { rejectWithValue, getState }) => {
    try {
      const [columns, columnsOrder, comments, profiles, items, userStory, userStoryOrder] = await Promise.all(
        [
          kanbanRequest('GET', 'columns', r.columns),
          kanbanRequest('GET', 'columns-order', r.columnsOrder),
          kanbanRequest('GET', 'comments', r.comments),
          kanbanRequest('GET', 'profiles', r.profiles),
          kanbanRequest('GET', 'items', r.items),
          kanbanRequest('GET', 'userstory', r.userStory),
          kanbanRequest('GET', 'userstory-order', r.userStoryOrder),
        ],
      );
      const selectedItem = selectKanban(getState() as RootState).selectedItem;
      return {
        columns: columns.columns,
        columnsOrder: columnsOrder.columnsOrder,
        comments: comments.comments,
        profiles: profiles.profiles,
        items: items.items,
        userStory: userStory.userStory,
        userStoryOrder: userStoryOrder.userStoryOrder,
        selectedItem,
      };
    } catch (error) {
      return rejectWithValue(errorShape(error));
    }
  },
);

export interface KanbanChange extends Proposal {
  /** The fields as they were, to put back if the server refuses. */
  previous: Partial<KanbanBoard>;
}

/** One write: shown at once, then replaced by what the server stored, or rolled back if it fails. */
export const kanbanChanged = createAsyncThunk<
  Partial<KanbanBoard>,
  KanbanChange,
  { rejectValue: ApiErrorShape }
>('kanban/changed', async ({ call, body }, { rejectWithValue }) => {
  try {
    const answer = await kanbanRequest('POST', call, WRITE_RESPONSES[call], body);
    // The contract's schema parsed the answer: its fields are the board's.
    return boardFields(answer as Partial<KanbanBoard>);
  } catch (error) {
    return rejectWithValue(errorShape(error));
  }
});

export const kanbanSlice = createSlice({
  name: 'kanban',
  initialState: initialKanbanState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(kanbanLoaded.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(kanbanLoaded.fulfilled, (state, action) => {
        Object.assign(state, action.payload);
        state.status = 'ready';
      })
      .addCase(kanbanLoaded.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? errorShape(action.error.message);
      })
      .addCase(kanbanChanged.pending, (state, action) => {
        Object.assign(state, action.meta.arg.optimistic);
        state.writesInFlight += 1;
      })
      .addCase(kanbanChanged.fulfilled, (state, action) => {
        Object.assign(state, action.payload);
        state.error = null;
        state.writesInFlight = Math.max(0, state.writesInFlight - 1);
        state.saved = true;
      })
      .addCase(kanbanChanged.rejected, (state, action) => {
        Object.assign(state, action.meta.arg.previous);
        state.writesInFlight = Math.max(0, state.writesInFlight - 1);
        state.error = action.payload ?? errorShape(action.error.message);
      });
  },
});

declare module '@/store/rootReducer' {
  // The Kanban state joins the store with the Kanban pages.
  export interface LazyLoadedSlices extends WithSlice<typeof kanbanSlice> {}
}

const injectedKanbanSlice = kanbanSlice.injectInto(rootReducer);

/** The Kanban state (its initial state until the slice has joined the store). */
export const selectKanban = (state: RootState): KanbanState => injectedKanbanSlice.selectSlice(state);

/** Sends a change: remembers the fields it replaces so a refusal can put them back. */
export function applyChange(proposal: Proposal) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const current = selectKanban(getState());
    const previous = Object.fromEntries(
      Object.keys(proposal.optimistic).map((key) => [key, current[key as keyof KanbanBoard]]),
    ) as Partial<KanbanBoard>;
    return dispatch(kanbanChanged({ ...proposal, previous }));
  };
}
