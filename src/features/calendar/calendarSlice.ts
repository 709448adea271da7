import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  TEMPLATE_CALENDAR_PATHS as P,
  type TemplateCalendarEvent,
  type TemplateCalendarEventDraft,
} from '@/api/contract/calendar';
import { CALENDAR_ERRORS } from '@/api/endpoints/calendar';
import { errorShape, type ApiErrorShape } from '@/api/errors';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { templateCalendarRequest } from './calendarApi';

export type CalendarStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** SPEC.md §3 template "calendar events", plus where the load stands and the last raw error (§8). */
export interface CalendarState {
  events: TemplateCalendarEvent[];
  status: CalendarStatus;
  /** The raw error of the last failed call; the page words it itself (SPEC.md §8). */
  error: ApiErrorShape | null;
}

export const initialCalendarState: CalendarState = { events: [], status: 'idle', error: null };

type Config = { rejectValue: ApiErrorShape };

/** GET /api/calendar/events. */
export const calendarEventsLoaded = createAsyncThunk<TemplateCalendarEvent[], undefined, Config>(
  'calendar/eventsLoaded',
  async (_arg, { rejectWithValue }) => {
    try {
      return await templateCalendarRequest({ method: 'GET', path: P.list }, CALENDAR_ERRORS.load);
    } catch (error) {
      return rejectWithValue(errorShape(error, CALENDAR_ERRORS.load));
    }
  },
);

/** POST /api/calendar/events/add {event}; answers every event. */
export const calendarEventAdded = createAsyncThunk<
  TemplateCalendarEvent[],
  TemplateCalendarEventDraft,
  Config
>('calendar/eventAdded', async (event, { rejectWithValue }) => {
  try {
    return await templateCalendarRequest(
      { method: 'POST', path: P.add, body: { event } },
      CALENDAR_ERRORS.create,
    );
  } catch (error) {
    return rejectWithValue(errorShape(error, CALENDAR_ERRORS.create));
  }
});

/** POST /api/calendar/events/update {event} (edited, moved or resized); answers every event. */
export const calendarEventUpdated = createAsyncThunk<TemplateCalendarEvent[], TemplateCalendarEvent, Config>(
  'calendar/eventUpdated',
  async (event, { rejectWithValue }) => {
    try {
      return await templateCalendarRequest(
        { method: 'POST', path: P.update, body: { event } },
        CALENDAR_ERRORS.update,
      );
    } catch (error) {
      return rejectWithValue(errorShape(error, CALENDAR_ERRORS.update));
    }
  },
);

/** POST /api/calendar/events/delete {eventId}; answers every event. */
export const calendarEventDeleted = createAsyncThunk<TemplateCalendarEvent[], string, Config>(
  'calendar/eventDeleted',
  async (eventId, { rejectWithValue }) => {
    try {
      return await templateCalendarRequest(
        { method: 'POST', path: P.remove, body: { eventId } },
        CALENDAR_ERRORS.remove,
      );
    } catch (error) {
      return rejectWithValue(errorShape(error, CALENDAR_ERRORS.remove));
    }
  },
);

const writes = [calendarEventAdded, calendarEventUpdated, calendarEventDeleted] as const;

export const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(calendarEventsLoaded.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(calendarEventsLoaded.fulfilled, (state, action) => {
        state.events = action.payload;
        state.status = 'ready';
      })
      .addCase(calendarEventsLoaded.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? errorShape(action.error, CALENDAR_ERRORS.load);
      });
    for (const write of writes) {
      builder
        .addCase(write.fulfilled, (state, action) => {
          state.events = action.payload;
          state.error = null;
        })
        .addCase(write.rejected, (state, action) => {
          state.error = action.payload ?? errorShape(action.error, CALENDAR_ERRORS.update);
        });
    }
  },
});

declare module '@/store/rootReducer' {
  // The template calendar's state joins the store with its page.
  export interface LazyLoadedSlices extends WithSlice<typeof calendarSlice> {}
}

const injectedCalendarSlice = calendarSlice.injectInto(rootReducer);

/** The template calendar's state (its initial state until the slice has joined the store). */
export const selectCalendar = (state: RootState): CalendarState => injectedCalendarSlice.selectSlice(state);
