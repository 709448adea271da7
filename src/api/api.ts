import { createApi } from '@reduxjs/toolkit/query/react';
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
