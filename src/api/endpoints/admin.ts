import { z } from 'zod/mini';
import { api } from '@/api/api';
import {
  funnelSchema,
  missionAudienceOptionsSchema,
  missionSummarySchema,
  userBlockManyResultSchema,
  type AdminEventQuery,
  type Funnel,
  type FunnelAudience,
  type MissionAudienceOptions,
  type MissionInput,
  type MissionListQuery,
  type MissionSummary,
  type ModerationBody,
  type UserListQuery,
  type UserUpdateBody,
} from '@/api/contract/admin';
import { courseSummarySchema, type CourseSummary } from '@/api/contract/courses';
import {
  adminUserSchema,
  courseSchema,
  eventSchema,
  missionSchema,
  type AdminUser,
  type Event,
  type Mission,
} from '@/api/contract/domain';
import { listEnvelope, objEnvelope } from '@/api/contract/envelope';
import type { RoleCode } from '@/store/roles';

export interface Page<T> {
  items: T[];
  total: number;
}

/** Course/all as the admin filters it (every producer's and school's courses). */
export interface AdminCourseQuery {
  page: number;
  pageSize: number;
  search?: string;
  /** One status or 'all'. */
  status?: string;
  ownerId?: string;
  sort?: string;
}

const userList = listEnvelope(adminUserSchema);
const userObj = objEnvelope(adminUserSchema);
const blockManyObj = objEnvelope(userBlockManyResultSchema);
const eventList = listEnvelope(eventSchema);
const eventObj = objEnvelope(eventSchema);
const courseList = listEnvelope(courseSummarySchema);
const courseObj = objEnvelope(courseSchema);
const missionList = listEnvelope(missionSchema);
const missionObj = objEnvelope(missionSchema);
const summaryObj = objEnvelope(missionSummarySchema);
const audiencesObj = objEnvelope(missionAudienceOptionsSchema);
const funnelObj = objEnvelope(funnelSchema);

const enc = encodeURIComponent;
/** Drops empty filters so the URL (and the cache key) only carries what is set. */
function clean(args: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(args).filter((entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' ? entry[1] !== '' : typeof entry[1] === 'number',
    ),
  );
}
const page = <T>(r: { lst: T[]; total?: number }): Page<T> => ({
  items: r.lst,
  total: r.total ?? r.lst.length,
});

/** After a change to one user: that user and the lists (nothing when the change failed). */
const userChanged = (error: unknown, id: string) =>
  error
    ? []
    : [
        { type: 'User' as const, id },
        { type: 'User' as const, id: 'LIST' },
      ];
/** After a change to the missions (one of them when `id` is given): the list and the summary too. */
const missionsChanged = (error: unknown, id?: string) =>
  error
    ? []
    : [
        ...(id ? [{ type: 'Mission' as const, id }] : []),
        { type: 'Mission' as const, id: 'LIST' },
        { type: 'Mission' as const, id: 'SUMMARY' },
      ];

/** The back office: users, moderation of events and courses, missions and the funnel. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<Page<AdminUser>, UserListQuery>({
      query: (args) => ({
        url: '/api/User/all',
        params: clean(args),
        schema: userList,
        fallbackId: 'errors.admin.getUsers',
      }),
      transformResponse: (r: z.infer<typeof userList>) => page(r),
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result?.items.map((u) => ({ type: 'User' as const, id: u.id })) ?? []),
      ],
    }),
    getUser: build.query<AdminUser, string>({
      query: (id) => ({
        url: `/api/User/single/${enc(id)}`,
        schema: userObj,
        fallbackId: 'errors.admin.getUser',
      }),
      transformResponse: (r: z.infer<typeof userObj>) => r.obj,
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    updateUser: build.mutation<AdminUser, { id: string; body: UserUpdateBody }>({
      query: ({ id, body }) => ({
        url: `/api/User/update/${enc(id)}`,
        method: 'PATCH',
        data: body,
        schema: userObj,
        fallbackId: 'errors.admin.updateUser',
      }),
      transformResponse: (r: z.infer<typeof userObj>) => r.obj,
      invalidatesTags: (_r, error, { id }) => userChanged(error, id),
    }),
    blockUser: build.mutation<AdminUser, { id: string; blocked: boolean }>({
      query: ({ id, blocked }) => ({
        url: `/api/User/block/${enc(id)}`,
        method: 'POST',
        data: { blocked },
        schema: userObj,
        fallbackId: 'errors.admin.blockUser',
      }),
      transformResponse: (r: z.infer<typeof userObj>) => r.obj,
      invalidatesTags: (_r, error, { id }) => userChanged(error, id),
    }),
    blockUsers: build.mutation<{ changed: string[] }, { ids: string[]; blocked: boolean }>({
      query: (body) => ({
        url: '/api/User/block-many',
        method: 'POST',
        data: body,
        schema: blockManyObj,
        fallbackId: 'errors.admin.blockUsers',
      }),
      transformResponse: (r: z.infer<typeof blockManyObj>) => r.obj,
      invalidatesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result?.changed.map((id) => ({ type: 'User' as const, id })) ?? []),
      ],
    }),
    changeUserRole: build.mutation<AdminUser, { id: string; role: RoleCode }>({
      query: ({ id, role }) => ({
        url: `/api/User/role/${enc(id)}`,
        method: 'POST',
        data: { role },
        schema: userObj,
        fallbackId: 'errors.admin.changeUserRole',
      }),
      transformResponse: (r: z.infer<typeof userObj>) => r.obj,
      invalidatesTags: (_r, error, { id }) => userChanged(error, id),
    }),
    forcePasswordReset: build.mutation<{ user: AdminUser; msg: string }, string>({
      query: (id) => ({
        url: `/api/User/force-reset/${enc(id)}`,
        method: 'POST',
        schema: userObj,
        fallbackId: 'errors.admin.forcePasswordReset',
      }),
      transformResponse: (r: z.infer<typeof userObj>) => ({ user: r.obj, msg: r.msg }),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'User', id }]),
    }),

    getAdminEvents: build.query<Page<Event>, AdminEventQuery>({
      query: (args) => ({
        url: '/api/Event/all',
        params: clean(args),
        schema: eventList,
        fallbackId: 'errors.admin.getAdminEvents',
      }),
      transformResponse: (r: z.infer<typeof eventList>) => page(r),
      providesTags: (result) => [
        { type: 'Event', id: 'ADMIN' },
        ...(result?.items.map((e) => ({ type: 'Event' as const, id: e.id })) ?? []),
      ],
    }),
    moderateEvent: build.mutation<{ event: Event; msg: string }, { id: string; body: ModerationBody }>({
      query: ({ id, body }) => ({
        url: `/api/Event/moderate/${enc(id)}`,
        method: 'POST',
        data: body,
        schema: eventObj,
        fallbackId: 'errors.admin.moderateEvent',
      }),
      transformResponse: (r: z.infer<typeof eventObj>) => ({ event: r.obj, msg: r.msg }),
      // The public catalogue (featured list) changes too.
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Event', id },
              { type: 'Event', id: 'ADMIN' },
              { type: 'Event', id: 'LIST' },
              { type: 'Order', id: 'LIST' },
              { type: 'Finance', id: 'LIST' },
            ],
    }),

    getAdminCourses: build.query<Page<CourseSummary>, AdminCourseQuery>({
      query: (args) => ({
        url: '/api/Course/all',
        params: clean(args),
        schema: courseList,
        fallbackId: 'errors.admin.getAdminCourses',
      }),
      transformResponse: (r: z.infer<typeof courseList>) => page(r),
      providesTags: (result) => [
        { type: 'Course', id: 'LIST' },
        ...(result?.items.map((c) => ({ type: 'Course' as const, id: c.id })) ?? []),
      ],
    }),
    moderateCourse: build.mutation<{ msg: string }, { id: string; body: ModerationBody }>({
      query: ({ id, body }) => ({
        url: `/api/Course/moderate/${enc(id)}`,
        method: 'POST',
        data: body,
        schema: courseObj,
        fallbackId: 'errors.admin.moderateCourse',
      }),
      transformResponse: (r: z.infer<typeof courseObj>) => ({ msg: r.msg }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Course', id },
              { type: 'Course', id: 'LIST' },
            ],
    }),

    getMissions: build.query<Page<Mission>, MissionListQuery>({
      query: (args) => ({
        url: '/api/Mission/all',
        params: clean(args),
        schema: missionList,
        fallbackId: 'errors.admin.getMissions',
      }),
      transformResponse: (r: z.infer<typeof missionList>) => page(r),
      providesTags: (result) => [
        { type: 'Mission', id: 'LIST' },
        ...(result?.items.map((m) => ({ type: 'Mission' as const, id: m.id })) ?? []),
      ],
    }),
    createMission: build.mutation<Mission, MissionInput>({
      query: (body) => ({
        url: '/api/Mission/create',
        method: 'POST',
        data: body,
        schema: missionObj,
        fallbackId: 'errors.admin.createMission',
      }),
      transformResponse: (r: z.infer<typeof missionObj>) => r.obj,
      invalidatesTags: (_r, error) => missionsChanged(error),
    }),
    updateMission: build.mutation<Mission, { id: string; body: MissionInput }>({
      query: ({ id, body }) => ({
        url: `/api/Mission/update/${enc(id)}`,
        method: 'PATCH',
        data: body,
        schema: missionObj,
        fallbackId: 'errors.admin.updateMission',
      }),
      transformResponse: (r: z.infer<typeof missionObj>) => r.obj,
      invalidatesTags: (_r, error, { id }) => missionsChanged(error, id),
    }),
    duplicateMission: build.mutation<Mission, string>({
      query: (id) => ({
        url: `/api/Mission/duplicate/${enc(id)}`,
        method: 'POST',
        schema: missionObj,
        fallbackId: 'errors.admin.duplicateMission',
      }),
      transformResponse: (r: z.infer<typeof missionObj>) => r.obj,
      invalidatesTags: (_r, error) => missionsChanged(error),
    }),
    archiveMission: build.mutation<Mission, string>({
      query: (id) => ({
        url: `/api/Mission/archive/${enc(id)}`,
        method: 'POST',
        schema: missionObj,
        fallbackId: 'errors.admin.archiveMission',
      }),
      transformResponse: (r: z.infer<typeof missionObj>) => r.obj,
      invalidatesTags: (_r, error, id) => missionsChanged(error, id),
    }),
    getMissionAudiences: build.query<MissionAudienceOptions, undefined>({
      query: () => ({
        url: '/api/Mission/audiences',
        schema: audiencesObj,
        fallbackId: 'errors.admin.getMissionAudiences',
      }),
      transformResponse: (r: z.infer<typeof audiencesObj>) => r.obj,
    }),
    getMissionSummary: build.query<MissionSummary, { from?: string; to?: string }>({
      query: (args) => ({
        url: '/api/Mission/summary',
        params: clean(args),
        schema: summaryObj,
        fallbackId: 'errors.admin.getMissionSummary',
      }),
      transformResponse: (r: z.infer<typeof summaryObj>) => r.obj,
      providesTags: [{ type: 'Mission', id: 'SUMMARY' }],
    }),

    getFunnel: build.query<Funnel, { from?: string; to?: string; audience?: FunnelAudience }>({
      query: (args) => ({
        url: '/api/Analytics/mindset-funnel',
        params: clean(args),
        schema: funnelObj,
        fallbackId: 'errors.admin.getFunnel',
      }),
      transformResponse: (r: z.infer<typeof funnelObj>) => r.obj,
    }),
  }),
});

export const {
  useGetUsersQuery,
  useLazyGetUsersQuery,
  useGetUserQuery,
  useUpdateUserMutation,
  useBlockUserMutation,
  useBlockUsersMutation,
  useChangeUserRoleMutation,
  useForcePasswordResetMutation,
  useGetAdminEventsQuery,
  useModerateEventMutation,
  useGetAdminCoursesQuery,
  useModerateCourseMutation,
  useGetMissionsQuery,
  useCreateMissionMutation,
  useUpdateMissionMutation,
  useDuplicateMissionMutation,
  useArchiveMissionMutation,
  useGetMissionAudiencesQuery,
  useGetMissionSummaryQuery,
  useGetFunnelQuery,
} = adminApi;
