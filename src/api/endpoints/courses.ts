import type { z } from 'zod/mini';
import { api } from '@/api/api';
import {
  courseSummarySchema,
  enrollmentSchema,
  teacherWithClassesSchema,
  type CourseBody,
  type CourseClassBody,
  type CourseSummary,
  type Enrollment,
  type SchoolUpdateBody,
  type TeacherBody,
  type TeacherWithClasses,
} from '@/api/contract/courses';
import {
  courseClassSchema,
  schoolSchema,
  studentSchema,
  type CourseClass,
  type School,
  type Student,
} from '@/api/contract/domain';
import { envelopeSchema, listEnvelope, objEnvelope } from '@/api/contract/envelope';

export interface CourseListQuery {
  page: number;
  pageSize: number;
  search?: string;
  /** One status, 'all', or empty for everything but archived. */
  status?: string;
  sort?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

const courseList = listEnvelope(courseSummarySchema);
const courseObj = objEnvelope(courseSummarySchema);
const classList = listEnvelope(courseClassSchema);
const classObj = objEnvelope(courseClassSchema);
const enrollmentList = listEnvelope(enrollmentSchema);
const enrollmentObj = objEnvelope(enrollmentSchema);
const teacherList = listEnvelope(teacherWithClassesSchema);
const teacherObj = objEnvelope(teacherWithClassesSchema);
const schoolObj = objEnvelope(schoolSchema);
const studentList = listEnvelope(studentSchema);

const enc = encodeURIComponent;

/**
 * What a change to a course's classes makes stale: its classes, the course (and the list, whose class
 * counts change when a class comes or goes), the teachers' classes, the calendar and the roll calls.
 */
function classTags(courseId: string, { listed }: { listed: boolean }) {
  return [
    { type: 'CourseClass' as const, id: `course-${courseId}` },
    { type: 'Course' as const, id: courseId },
    ...(listed ? [{ type: 'Course' as const, id: 'LIST' }] : []),
    { type: 'Teacher' as const, id: 'LIST' },
    'Calendar' as const,
    'Attendance' as const,
  ];
}

/** What an enrolment (or its end) makes stale: the course's enrolments, classes, counts, students, roll calls. */
function enrolmentTags(courseId: string) {
  return [
    { type: 'CourseClass' as const, id: `enrolments-${courseId}` },
    { type: 'CourseClass' as const, id: `course-${courseId}` },
    { type: 'Course' as const, id: courseId },
    { type: 'Course' as const, id: 'LIST' },
    'Student' as const,
    'Attendance' as const,
  ];
}

/** Courses, classes (turmas), enrolments, teachers and the school profile of schools and producers. */
export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<Page<CourseSummary>, CourseListQuery>({
      query: (params) => ({
        url: '/api/Course/all',
        params: { ...params },
        schema: courseList,
        fallbackId: 'errors.courses.getCourses',
      }),
      transformResponse: (r: z.infer<typeof courseList>) => ({
        items: r.lst,
        total: r.total ?? r.lst.length,
      }),
      providesTags: (result) => [
        { type: 'Course', id: 'LIST' },
        ...(result?.items.map((c) => ({ type: 'Course' as const, id: c.id })) ?? []),
      ],
    }),
    getCourse: build.query<CourseSummary, string>({
      query: (id) => ({
        url: `/api/Course/single/${enc(id)}`,
        schema: courseObj,
        fallbackId: 'errors.courses.getCourse',
      }),
      transformResponse: (r: z.infer<typeof courseObj>) => r.obj,
      providesTags: (_r, _e, id) => [{ type: 'Course', id }],
    }),
    createCourse: build.mutation<CourseSummary, CourseBody>({
      query: (body) => ({
        url: '/api/Course/create',
        method: 'POST',
        data: body,
        schema: courseObj,
        fallbackId: 'errors.courses.createCourse',
      }),
      transformResponse: (r: z.infer<typeof courseObj>) => r.obj,
      invalidatesTags: [
        { type: 'Course', id: 'LIST' },
        { type: 'Course', id: 'PUBLIC' },
      ],
    }),
    updateCourse: build.mutation<CourseSummary, { id: string; body: Partial<CourseBody> }>({
      query: ({ id, body }) => ({
        url: `/api/Course/update/${enc(id)}`,
        method: 'PATCH',
        data: body,
        schema: courseObj,
        fallbackId: 'errors.courses.updateCourse',
      }),
      transformResponse: (r: z.infer<typeof courseObj>) => r.obj,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Course', id },
        { type: 'Course', id: 'LIST' },
        { type: 'Course', id: 'PUBLIC' },
        { type: 'Teacher', id: 'LIST' },
      ],
    }),
    deleteCourse: build.mutation<undefined, string>({
      query: (id) => ({
        url: `/api/Course/delete/${enc(id)}`,
        method: 'DELETE',
        schema: envelopeSchema,
        fallbackId: 'errors.courses.deleteCourse',
      }),
      transformResponse: () => undefined,
      invalidatesTags: [
        { type: 'Course', id: 'LIST' },
        { type: 'Course', id: 'PUBLIC' },
        { type: 'Teacher', id: 'LIST' },
        'Calendar',
      ],
    }),

    getCourseClasses: build.query<CourseClass[], string>({
      query: (courseId) => ({
        url: '/api/CourseClass/all',
        params: { courseId },
        schema: classList,
        fallbackId: 'errors.courses.getCourseClasses',
      }),
      transformResponse: (r: z.infer<typeof classList>) => r.lst,
      providesTags: (_r, _e, courseId) => [{ type: 'CourseClass', id: `course-${courseId}` }],
    }),
    createCourseClass: build.mutation<CourseClass, CourseClassBody>({
      query: (body) => ({
        url: '/api/CourseClass/create',
        method: 'POST',
        data: body,
        schema: classObj,
        fallbackId: 'errors.courses.createCourseClass',
      }),
      transformResponse: (r: z.infer<typeof classObj>) => r.obj,
      invalidatesTags: (_r, _e, { courseId }) => classTags(courseId, { listed: true }),
    }),
    /** SPEC.md §7: PATCH takes the merged object (the class as loaded, with the changes). */
    updateCourseClass: build.mutation<undefined, CourseClass>({
      query: (merged) => ({
        url: `/api/CourseClass/update/${enc(merged.id)}`,
        method: 'PATCH',
        data: merged,
        schema: envelopeSchema,
        fallbackId: 'errors.courses.updateCourseClass',
      }),
      transformResponse: () => undefined,
      invalidatesTags: (_r, _e, { courseId }) => classTags(courseId, { listed: false }),
    }),
    deleteCourseClass: build.mutation<undefined, { id: string; courseId: string }>({
      query: ({ id }) => ({
        url: `/api/CourseClass/delete/${enc(id)}`,
        method: 'DELETE',
        schema: envelopeSchema,
        fallbackId: 'errors.courses.deleteCourseClass',
      }),
      transformResponse: () => undefined,
      invalidatesTags: (_r, _e, { courseId }) => [...classTags(courseId, { listed: true }), 'Student'],
    }),

    getEnrollments: build.query<Enrollment[], string>({
      query: (courseId) => ({
        url: '/api/Enrollment/all',
        params: { courseId },
        schema: enrollmentList,
        fallbackId: 'errors.courses.getEnrollments',
      }),
      transformResponse: (r: z.infer<typeof enrollmentList>) => r.lst,
      providesTags: (_r, _e, courseId) => [{ type: 'CourseClass', id: `enrolments-${courseId}` }],
    }),
    enrolStudent: build.mutation<Enrollment, { courseId: string; courseClassId: string; studentId: string }>({
      query: ({ courseClassId, studentId }) => ({
        url: '/api/Enrollment/create',
        method: 'POST',
        data: { courseClassId, studentId },
        schema: enrollmentObj,
        fallbackId: 'errors.courses.enrolStudent',
      }),
      transformResponse: (r: z.infer<typeof enrollmentObj>) => r.obj,
      invalidatesTags: (_r, _e, { courseId }) => enrolmentTags(courseId),
    }),
    unenrolStudent: build.mutation<undefined, { courseId: string; courseClassId: string; studentId: string }>(
      {
        query: ({ courseClassId, studentId }) => ({
          url: '/api/Enrollment/delete',
          method: 'DELETE',
          params: { courseClassId, studentId },
          schema: envelopeSchema,
          fallbackId: 'errors.courses.unenrolStudent',
        }),
        transformResponse: () => undefined,
        invalidatesTags: (_r, _e, { courseId }) => enrolmentTags(courseId),
      },
    ),
    /** Students of the school matching a name, for the enrol field (GET /api/Student/all?search=). */
    searchStudentsToEnrol: build.query<Student[], string>({
      query: (search) => ({
        url: '/api/Student/all',
        params: { search, status: 'active', pageSize: 10, sort: 'name:asc' },
        schema: studentList,
        fallbackId: 'errors.courses.searchStudentsToEnrol',
      }),
      transformResponse: (r: z.infer<typeof studentList>) => r.lst,
      providesTags: [{ type: 'Student', id: 'LIST' }],
    }),

    getTeachers: build.query<TeacherWithClasses[], undefined>({
      query: () => ({
        url: '/api/Teacher/all',
        schema: teacherList,
        fallbackId: 'errors.courses.getTeachers',
      }),
      transformResponse: (r: z.infer<typeof teacherList>) => r.lst,
      providesTags: [{ type: 'Teacher', id: 'LIST' }],
    }),
    createTeacher: build.mutation<TeacherWithClasses, TeacherBody>({
      query: (body) => ({
        url: '/api/Teacher/create',
        method: 'POST',
        data: body,
        schema: teacherObj,
        fallbackId: 'errors.courses.createTeacher',
      }),
      transformResponse: (r: z.infer<typeof teacherObj>) => r.obj,
      invalidatesTags: [{ type: 'Teacher', id: 'LIST' }],
    }),
    updateTeacher: build.mutation<TeacherWithClasses, { id: string; body: Partial<TeacherBody> }>({
      query: ({ id, body }) => ({
        url: `/api/Teacher/update/${enc(id)}`,
        method: 'PATCH',
        data: body,
        schema: teacherObj,
        fallbackId: 'errors.courses.updateTeacher',
      }),
      transformResponse: (r: z.infer<typeof teacherObj>) => r.obj,
      invalidatesTags: [{ type: 'Teacher', id: 'LIST' }, { type: 'Course' }],
    }),
    deleteTeacher: build.mutation<undefined, string>({
      query: (id) => ({
        url: `/api/Teacher/delete/${enc(id)}`,
        method: 'DELETE',
        schema: envelopeSchema,
        fallbackId: 'errors.courses.deleteTeacher',
      }),
      transformResponse: () => undefined,
      invalidatesTags: [{ type: 'Teacher', id: 'LIST' }],
    }),

    getMySchool: build.query<School, undefined>({
      query: () => ({
        url: '/api/School/mine',
        schema: schoolObj,
        fallbackId: 'errors.courses.getMySchool',
      }),
      transformResponse: (r: z.infer<typeof schoolObj>) => r.obj,
      providesTags: [{ type: 'School', id: 'MINE' }],
    }),
    updateSchool: build.mutation<School, { id: string; body: SchoolUpdateBody }>({
      query: ({ id, body }) => ({
        url: `/api/School/update/${enc(id)}`,
        method: 'PATCH',
        data: body,
        schema: schoolObj,
        fallbackId: 'errors.courses.updateSchool',
      }),
      transformResponse: (r: z.infer<typeof schoolObj>) => r.obj,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'School', id: 'MINE' },
        { type: 'School', id },
      ],
    }),
  }),
});

export const {
  useGetCoursesQuery,
  useGetCourseQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
  useGetCourseClassesQuery,
  useCreateCourseClassMutation,
  useUpdateCourseClassMutation,
  useDeleteCourseClassMutation,
  useGetEnrollmentsQuery,
  useEnrolStudentMutation,
  useUnenrolStudentMutation,
  useSearchStudentsToEnrolQuery,
  useGetTeachersQuery,
  useCreateTeacherMutation,
  useUpdateTeacherMutation,
  useDeleteTeacherMutation,
  useGetMySchoolQuery,
  useUpdateSchoolMutation,
} = coursesApi;
