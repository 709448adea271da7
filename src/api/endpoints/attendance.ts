import { z } from 'zod/mini';
import { api } from '@/api/api';
import { listEnvelope, objEnvelope } from '@/api/contract/envelope';
import {
  attendanceSessionSchema,
  checkinResponseSchema,
  schoolDashboardSchema,
  sessionSummarySchema,
  type AttendanceSession,
  type CheckinBody,
  type CheckinResponse,
  type SchoolDashboard,
  type SessionSummary,
} from '@/api/contract/attendance';

export interface SessionArgs {
  courseClassId: string;
  /** YYYY-MM-DD */
  date: string;
}

const sessionsAnswer = listEnvelope(sessionSummarySchema);
const sessionAnswer = objEnvelope(attendanceSessionSchema);
const dashboardAnswer = objEnvelope(schoolDashboardSchema);

/** Class check-in: the day's classes, one session's roster, batches of marks, the school's dashboard. */
export const attendanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<SessionSummary[], string>({
      query: (date) => ({
        url: '/api/Attendance/sessions',
        params: { date },
        schema: sessionsAnswer,
        fallbackId: 'errors.attendance.getSessions',
      }),
      transformResponse: (response: z.infer<typeof sessionsAnswer>) => response.lst,
      providesTags: (_result, _error, date) => [
        { type: 'Attendance', id: 'LIST' },
        { type: 'Attendance', id: `day-${date}` },
      ],
    }),
    getSession: build.query<AttendanceSession, SessionArgs>({
      query: ({ courseClassId, date }) => ({
        url: `/api/Attendance/session/${encodeURIComponent(courseClassId)}`,
        params: { date },
        schema: sessionAnswer,
        fallbackId: 'errors.attendance.getSession',
      }),
      transformResponse: (response: z.infer<typeof sessionAnswer>) => response.obj,
      providesTags: (_result, _error, { courseClassId, date }) => [
        { type: 'Attendance', id: `session-${courseClassId}-${date}` },
      ],
    }),
    /** Sent by the check-in queue, never straight from a tap: the batch id is its idempotency key. */
    sendCheckin: build.mutation<CheckinResponse, CheckinBody>({
      query: (body) => ({
        url: '/api/Attendance/checkin',
        method: 'POST',
        data: body,
        idempotencyKey: body.batchId,
        schema: checkinResponseSchema,
        fallbackId: 'errors.attendance.sendCheckin',
      }),
      // The open roster keeps its own marks; lists and the dashboard show the new check-in state.
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Attendance', id: 'LIST' },
              { type: 'Attendance', id: 'DASHBOARD' },
            ]
          : [],
    }),
    getSchoolDashboard: build.query<SchoolDashboard, undefined>({
      query: () => ({
        url: '/api/Attendance/dashboard',
        schema: dashboardAnswer,
        fallbackId: 'errors.attendance.getSchoolDashboard',
      }),
      transformResponse: (response: z.infer<typeof dashboardAnswer>) => response.obj,
      providesTags: [{ type: 'Attendance', id: 'DASHBOARD' }],
    }),
  }),
});

export const { useGetSessionsQuery, useGetSessionQuery, useSendCheckinMutation, useGetSchoolDashboardQuery } =
  attendanceApi;
