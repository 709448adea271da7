import type { z } from 'zod/mini';
import { api } from '@/api/api';
import { studentSchema, type Student } from '@/api/contract/domain';
import { listEnvelope, objEnvelope } from '@/api/contract/envelope';
import {
  importResponseSchema,
  studentOptionsSchema,
  studentProfileSchema,
  type ImportBody,
  type ImportResponse,
  type StudentBody,
  type StudentOptions,
  type StudentProfile,
  type StudentUpdateBody,
} from '@/api/contract/students';

/** Filters of the students list (empty string = not filtered), as the URL keeps them. */
export interface StudentFilters {
  search: string;
  classId: string;
  grade: string;
  status: string;
}
export interface StudentListArgs extends StudentFilters {
  page: number;
  pageSize: number;
  sort: string;
}
export interface StudentPage {
  lst: Student[];
  total: number;
}

const listAnswer = listEnvelope(studentSchema);
const studentAnswer = objEnvelope(studentSchema);
const optionsAnswer = objEnvelope(studentOptionsSchema);
const profileAnswer = objEnvelope(studentProfileSchema);

/** Query parameters without the empty filters. */
function params(values: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}

/** Students of the signed-in school (DESIGN.md §4 Student). */
export const studentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStudents: build.query<StudentPage, StudentListArgs>({
      query: ({ page, pageSize, sort, search, classId, grade, status }) => ({
        url: '/api/Student/all',
        params: params({ page, pageSize, sort, search: search.trim(), classId, grade, status }),
        schema: listAnswer,
        fallbackId: 'errors.students.listStudents',
      }),
      transformResponse: (response: z.infer<typeof listAnswer>) => ({
        lst: response.lst,
        total: response.total ?? response.lst.length,
      }),
      providesTags: (result) => [
        { type: 'Student', id: 'LIST' },
        ...(result?.lst.map((s) => ({ type: 'Student' as const, id: s.id })) ?? []),
      ],
    }),
    exportStudents: build.query<Student[], StudentFilters & { sort: string }>({
      query: ({ sort, search, classId, grade, status }) => ({
        url: '/api/Student/export',
        params: params({ sort, search: search.trim(), classId, grade, status }),
        schema: listAnswer,
        fallbackId: 'errors.students.exportStudents',
      }),
      transformResponse: (response: z.infer<typeof listAnswer>) => response.lst,
      // A file is made from it once; nothing to keep.
      keepUnusedDataFor: 0,
    }),
    studentOptions: build.query<StudentOptions, undefined>({
      query: () => ({
        url: '/api/Student/options',
        schema: optionsAnswer,
        fallbackId: 'errors.students.studentOptions',
      }),
      transformResponse: (response: z.infer<typeof optionsAnswer>) => response.obj,
      providesTags: [
        { type: 'CourseClass', id: 'LIST' },
        { type: 'Student', id: 'OPTIONS' },
      ],
    }),
    getStudent: build.query<Student, string>({
      query: (id) => ({
        url: `/api/Student/single/${encodeURIComponent(id)}`,
        schema: studentAnswer,
        fallbackId: 'errors.students.getStudent',
      }),
      transformResponse: (response: z.infer<typeof studentAnswer>) => response.obj,
      providesTags: (_result, _error, id) => [{ type: 'Student', id }],
    }),
    studentProfile: build.query<StudentProfile, string>({
      query: (id) => ({
        url: `/api/Student/profile/${encodeURIComponent(id)}`,
        schema: profileAnswer,
        fallbackId: 'errors.students.studentProfile',
      }),
      transformResponse: (response: z.infer<typeof profileAnswer>) => response.obj,
      providesTags: (_result, _error, id) => [
        { type: 'Student', id },
        { type: 'Attendance', id: `student-${id}` },
        { type: 'Card', id: `student-${id}` },
        { type: 'Chat', id: 'LIST' },
      ],
    }),
    createStudent: build.mutation<Student, StudentBody>({
      query: (body) => ({
        url: '/api/Student/create',
        method: 'POST',
        data: body,
        schema: studentAnswer,
        fallbackId: 'errors.students.createStudent',
      }),
      transformResponse: (response: z.infer<typeof studentAnswer>) => response.obj,
      invalidatesTags: [
        { type: 'Student', id: 'LIST' },
        { type: 'Student', id: 'OPTIONS' },
        { type: 'CourseClass', id: 'LIST' },
      ],
    }),
    updateStudent: build.mutation<Student, { id: string; body: StudentUpdateBody }>({
      query: ({ id, body }) => ({
        url: `/api/Student/update/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: body,
        schema: studentAnswer,
        fallbackId: 'errors.students.updateStudent',
      }),
      transformResponse: (response: z.infer<typeof studentAnswer>) => response.obj,
      invalidatesTags: (_result, _error, { id, body }) => [
        { type: 'Student', id },
        { type: 'Student', id: 'LIST' },
        ...(body.classIds ? [{ type: 'CourseClass' as const, id: 'LIST' }] : []),
      ],
    }),
    importStudents: build.mutation<ImportResponse, ImportBody>({
      query: (body) => ({
        url: '/api/Student/import',
        method: 'POST',
        data: body,
        schema: importResponseSchema,
        fallbackId: 'errors.students.importStudents',
      }),
      invalidatesTags: (_result, _error, { dryRun }) =>
        dryRun
          ? []
          : [
              { type: 'Student', id: 'LIST' },
              { type: 'Student', id: 'OPTIONS' },
              { type: 'CourseClass', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useListStudentsQuery,
  useLazyExportStudentsQuery,
  useStudentOptionsQuery,
  useGetStudentQuery,
  useStudentProfileQuery,
  useCreateStudentMutation,
  useUpdateStudentMutation,
  useImportStudentsMutation,
} = studentsApi;
