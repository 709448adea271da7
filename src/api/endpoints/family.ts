import type { z } from 'zod/mini';
import { api } from '@/api/api';
import { envelopeSchema, listEnvelope, objEnvelope } from '@/api/contract/envelope';
import {
  enrollmentSchema,
  familyCoursesSchema,
  familyDependentSchema,
  familyOverviewSchema,
  instructionsSchema,
  type DependentBody,
  type Enrollment,
  type FamilyCourses,
  type FamilyDependent,
  type FamilyOverview,
  type Instructions,
} from '@/api/contract/family';

const dependentList = listEnvelope(familyDependentSchema);
const dependentAnswer = objEnvelope(familyDependentSchema);
const overviewAnswer = objEnvelope(familyOverviewSchema);
const coursesAnswer = objEnvelope(familyCoursesSchema);
const enrollmentAnswer = objEnvelope(enrollmentSchema);
const instructionsAnswer = objEnvelope(instructionsSchema);

/** What changes when a child is added, edited, linked or enrolled: every family view. */
const FAMILY_TAGS = [
  { type: 'Dependent', id: 'MINE' },
  { type: 'Course', id: 'FAMILY' },
] as const;

/** The family's own area (DESIGN.md §4 Dependent, plus the family's overview, courses and enrolment). */
export const familyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFamilyOverview: build.query<FamilyOverview, undefined>({
      query: () => ({
        url: '/api/Family/overview',
        schema: overviewAnswer,
        fallbackId: 'errors.family.getFamilyOverview',
      }),
      transformResponse: (response: z.infer<typeof overviewAnswer>) => response.obj,
      providesTags: [...FAMILY_TAGS],
    }),
    getDependents: build.query<FamilyDependent[], undefined>({
      query: () => ({
        url: '/api/Dependent/mine',
        schema: dependentList,
        fallbackId: 'errors.family.getDependents',
      }),
      transformResponse: (response: z.infer<typeof dependentList>) => response.lst,
      providesTags: [{ type: 'Dependent', id: 'MINE' }],
    }),
    createDependent: build.mutation<FamilyDependent, DependentBody>({
      query: (body) => ({
        url: '/api/Dependent/create',
        method: 'POST',
        data: body,
        schema: dependentAnswer,
        fallbackId: 'errors.family.createDependent',
      }),
      transformResponse: (response: z.infer<typeof dependentAnswer>) => response.obj,
      invalidatesTags: [...FAMILY_TAGS],
    }),
    updateDependent: build.mutation<FamilyDependent, { id: string; body: DependentBody }>({
      query: ({ id, body }) => ({
        url: `/api/Dependent/update/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: body,
        schema: dependentAnswer,
        fallbackId: 'errors.family.updateDependent',
      }),
      transformResponse: (response: z.infer<typeof dependentAnswer>) => response.obj,
      invalidatesTags: [...FAMILY_TAGS],
    }),
    deleteDependent: build.mutation<{ msg: string }, string>({
      query: (id) => ({
        url: `/api/Dependent/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
        schema: envelopeSchema,
        fallbackId: 'errors.family.deleteDependent',
      }),
      transformResponse: (response: { msg: string }) => ({ msg: response.msg }),
      invalidatesTags: [...FAMILY_TAGS],
    }),
    linkDependent: build.mutation<FamilyDependent, { dependentId: string; code: string }>({
      query: (body) => ({
        url: '/api/Dependent/link',
        method: 'POST',
        data: body,
        schema: dependentAnswer,
        fallbackId: 'errors.family.linkDependent',
      }),
      transformResponse: (response: z.infer<typeof dependentAnswer>) => response.obj,
      invalidatesTags: [...FAMILY_TAGS],
    }),
    unlinkDependent: build.mutation<FamilyDependent, string>({
      query: (id) => ({
        url: `/api/Dependent/unlink/${encodeURIComponent(id)}`,
        method: 'POST',
        schema: dependentAnswer,
        fallbackId: 'errors.family.unlinkDependent',
      }),
      transformResponse: (response: z.infer<typeof dependentAnswer>) => response.obj,
      invalidatesTags: [...FAMILY_TAGS],
    }),
    getFamilyCourses: build.query<FamilyCourses, undefined>({
      query: () => ({
        url: '/api/Family/courses',
        schema: coursesAnswer,
        fallbackId: 'errors.family.getFamilyCourses',
      }),
      transformResponse: (response: z.infer<typeof coursesAnswer>) => response.obj,
      providesTags: [{ type: 'Course', id: 'FAMILY' }],
    }),
    requestEnrollment: build.mutation<
      Enrollment,
      { dependentId: string; courseClassId: string; idempotencyKey: string }
    >({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/api/Enrollment/request',
        method: 'POST',
        data: body,
        idempotencyKey,
        schema: enrollmentAnswer,
        fallbackId: 'errors.family.requestEnrollment',
      }),
      transformResponse: (response: z.infer<typeof enrollmentAnswer>) => response.obj,
      invalidatesTags: [...FAMILY_TAGS],
    }),
    simulateEnrollmentPayment: build.mutation<Enrollment, string>({
      query: (id) => ({
        url: `/api/Enrollment/simulate-payment/${encodeURIComponent(id)}`,
        method: 'POST',
        schema: enrollmentAnswer,
        fallbackId: 'errors.family.simulateEnrollmentPayment',
      }),
      transformResponse: (response: z.infer<typeof enrollmentAnswer>) => response.obj,
      invalidatesTags: [...FAMILY_TAGS],
    }),
    getInstructions: build.query<Instructions, string>({
      query: (id) => ({
        url: `/api/Family/instructions/${encodeURIComponent(id)}`,
        schema: instructionsAnswer,
        fallbackId: 'errors.family.getInstructions',
      }),
      transformResponse: (response: z.infer<typeof instructionsAnswer>) => response.obj,
    }),
  }),
});

export const {
  useGetFamilyOverviewQuery,
  useGetDependentsQuery,
  useCreateDependentMutation,
  useUpdateDependentMutation,
  useDeleteDependentMutation,
  useLinkDependentMutation,
  useUnlinkDependentMutation,
  useGetFamilyCoursesQuery,
  useRequestEnrollmentMutation,
  useSimulateEnrollmentPaymentMutation,
  useGetInstructionsQuery,
} = familyApi;
