import type { z } from 'zod/mini';
import { api } from '@/api/api';
import type { ApiRequest } from '@/api/baseQuery';
import type { ApiErrorShape } from '@/api/errors';
import type { UserEventBody } from '@/api/contract/calendar';
import {
  calendarItemSchema,
  courseClassSchema,
  type CalendarItem,
  type CourseClass,
} from '@/api/contract/domain';
import { envelopeSchema, listEnvelope, objEnvelope } from '@/api/contract/envelope';

/**
 * The error fallbacks of SPEC.md §8 as message ids (calendar catalogue; the pt-BR texts are the spec's,
 * word for word). The server's msg comes first.
 */
export const CALENDAR_ERRORS = {
  load: 'errors.calendar.load',
  create: 'errors.calendar.create',
  update: 'errors.calendar.update',
  remove: 'errors.calendar.remove',
  classUpdate: 'errors.calendar.classUpdate',
} as const;

/** The visible range of the calendar (YYYY-MM-DD, `to` exclusive). */
export interface CalendarRange {
  from: string;
  to: string;
}

/** What a class edit changes; the rest of the class is taken from GET single and sent back as is. */
export type CourseClassChanges = Partial<Omit<CourseClass, 'id'>>;

const calendarAnswer = listEnvelope(calendarItemSchema);
const classAnswer = objEnvelope(courseClassSchema);

/** Failures are kept in the mutation's state and logged (SPEC.md §8). */
function logged(error: ApiErrorShape, what: string): ApiErrorShape {
  console.error(`[calendar] ${what}:`, error.message);
  return error;
}

/** Calendar (SPEC.md §7): the merged feed, personal events (EventUser) and class edits (CourseClass). */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalendar: build.query<CalendarItem[], CalendarRange>({
      query: (range) => ({
        url: '/api/Calendar/all',
        params: { from: range.from, to: range.to },
        schema: calendarAnswer,
        fallbackId: CALENDAR_ERRORS.load,
      }),
      transformResponse: (response: z.infer<typeof calendarAnswer>) => response.lst,
      transformErrorResponse: (error: ApiErrorShape) => logged(error, 'load'),
      providesTags: [{ type: 'Calendar', id: 'LIST' }],
    }),
    createUserEvent: build.mutation<null, UserEventBody>({
      query: (body) => ({
        url: '/api/EventUser/create',
        method: 'POST',
        data: body,
        schema: envelopeSchema,
        fallbackId: CALENDAR_ERRORS.create,
      }),
      transformResponse: () => null,
      transformErrorResponse: (error: ApiErrorShape) => logged(error, 'create'),
      // SPEC.md §4: after a create, the events are reloaded.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Calendar', id: 'LIST' }]),
    }),
    updateUserEvent: build.mutation<null, { eventUserId: string; body: UserEventBody }>({
      query: ({ eventUserId, body }) => ({
        url: `/api/EventUser/update/${encodeURIComponent(eventUserId)}`,
        method: 'PATCH',
        data: body,
        schema: envelopeSchema,
        fallbackId: CALENDAR_ERRORS.update,
      }),
      transformResponse: () => null,
      transformErrorResponse: (error: ApiErrorShape) => logged(error, 'update'),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Calendar', id: 'LIST' }]),
    }),
    deleteUserEvent: build.mutation<null, { eventUserId: string }>({
      query: ({ eventUserId }) => ({
        url: `/api/EventUser/delete/${encodeURIComponent(eventUserId)}`,
        method: 'DELETE',
        schema: envelopeSchema,
        fallbackId: CALENDAR_ERRORS.remove,
      }),
      transformResponse: () => null,
      transformErrorResponse: (error: ApiErrorShape) => logged(error, 'delete'),
      // SPEC.md §4: after a delete the event is removed locally, without a reload.
      async onQueryStarted({ eventUserId }, lifecycle) {
        try {
          await lifecycle.queryFulfilled;
        } catch {
          return;
        }
        const { dispatch } = lifecycle;
        for (const { endpointName, originalArgs } of calendarApi.util.selectInvalidatedBy(
          lifecycle.getState(),
          [{ type: 'Calendar', id: 'LIST' }],
        )) {
          if (endpointName !== 'getCalendar') continue;
          dispatch(
            calendarApi.util.updateQueryData('getCalendar', originalArgs as CalendarRange, (items) =>
              items.filter((item) => String(item.eventUserId ?? '') !== eventUserId),
            ),
          );
        }
      },
    }),
    /** SPEC.md §7: GET /api/CourseClass/single/{id}, then PATCH /api/CourseClass/update/{id} with the merged object. */
    updateCourseClass: build.mutation<CourseClass, { courseClassId: string; changes: CourseClassChanges }>({
      async queryFn({ courseClassId, changes }, _api, _extra, baseQuery) {
        const id = encodeURIComponent(courseClassId);
        const single = await baseQuery({
          url: `/api/CourseClass/single/${id}`,
          schema: classAnswer,
          fallbackId: CALENDAR_ERRORS.classUpdate,
        } satisfies ApiRequest);
        if (single.error) return { error: logged(single.error, 'class read') };
        const merged: CourseClass = { ...(single.data as z.infer<typeof classAnswer>).obj, ...changes };
        const patched = await baseQuery({
          url: `/api/CourseClass/update/${id}`,
          method: 'PATCH',
          data: merged,
          schema: envelopeSchema,
          fallbackId: CALENDAR_ERRORS.classUpdate,
        } satisfies ApiRequest);
        if (patched.error) return { error: logged(patched.error, 'class update') };
        return { data: merged };
      },
      invalidatesTags: (_result, error, { courseClassId }) =>
        error
          ? []
          : [
              { type: 'Calendar', id: 'LIST' },
              { type: 'CourseClass', id: courseClassId },
              { type: 'CourseClass', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useGetCalendarQuery,
  useCreateUserEventMutation,
  useUpdateUserEventMutation,
  useDeleteUserEventMutation,
  useUpdateCourseClassMutation,
} = calendarApi;
