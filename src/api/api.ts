import { createApi } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware, listenerMiddleware } from '@/store/middleware';
import { rootReducer } from '@/store/rootReducer';
import { loggedOut } from '@/store/sessionSlice';
import { axiosBaseQuery } from './baseQuery';

/** The one RTK Query API; features inject their endpoints into it. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Event',
    'Ticket',
    'Coupon',
    'Order',
    'Attendee',
    'Course',
    'CourseClass',
    'School',
    'Student',
    'Teacher',
    'Attendance',
    'Dependent',
    'Mission',
    'Card',
    'Finance',
    'User',
    'Chat',
    'Calendar',
    'Subscription',
  ],
  endpoints: () => ({}),
});

// The API joins the store when the first page that needs it loads, so public pages never carry it.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
listenerMiddleware.startListening({
  actionCreator: loggedOut,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(api.util.resetApiState());
  },
});
