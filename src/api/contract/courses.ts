import { z } from 'zod/mini';
import { BR_STATES, isValidBrPhone, onlyDigits } from '@/utils/br';
import { isoDayProblem } from '@/utils/localDate';
import { emailSchema, loginCellSchema } from './auth';
import { e, admin, company, producer, listQuery, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

// Error messages are message ids (courses.* / validation.*): forms show them in the user's language
// and the mock API answers them in pt-BR.

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DAY = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A course as its owner lists it: the course plus what the list shows about its classes. */
export const courseSummarySchema = z.extend(d.courseSchema, {
  teacherName: z.nullable(z.string()),
  classCount: z.int().check(z.nonnegative()),
  /** Students enrolled across the course's classes (a student in two classes counts once). */
  enrolled: z.int().check(z.nonnegative()),
  /** Seats of all classes: capacity per class × classes. */
  seats: z.int().check(z.nonnegative()),
  /** Seats taken across the classes (a student in two classes takes two). */
  seatsTaken: z.int().check(z.nonnegative()),
  /** Students in the fullest class: capacity cannot go below it. */
  fullestClass: z.int().check(z.nonnegative()),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseStatusSchema = d.courseSchema.shape.status;
export type CourseStatus = z.infer<typeof courseStatusSchema>;
export const COURSE_STATUSES = courseStatusSchema.options;

export const courseBodySchema = z.object({
  title: z
    .string({ error: 'courses.validation.title.required' })
    .check(
      z.trim(),
      z.minLength(1, 'courses.validation.title.required'),
      z.minLength(3, 'courses.validation.title.short'),
      z.maxLength(120, 'courses.validation.title.max'),
    ),
  description: z.string().check(z.trim(), z.maxLength(2000, 'courses.validation.description.max')),
  teacherId: z.nullable(z.string().check(z.minLength(1))),
  instructor: z.nullable(z.string().check(z.trim(), z.maxLength(120, 'courses.validation.instructor.max'))),
  price: z
    .number({ error: 'courses.validation.price.required' })
    .check(
      z.int('courses.validation.price.required'),
      z.gte(0, 'courses.validation.price.required'),
      z.lte(10_000_000, 'courses.validation.price.max'),
    ),
  capacity: z
    .number({ error: 'courses.validation.capacity.invalid' })
    .check(
      z.int('courses.validation.capacity.invalid'),
      z.gte(1, 'courses.validation.capacity.invalid'),
      z.lte(500, 'courses.validation.capacity.invalid'),
    ),
  status: courseStatusSchema,
});
export type CourseBody = z.infer<typeof courseBodySchema>;
export const courseUpdateBodySchema = z.partial(courseBodySchema);

export interface ScheduleFields {
  weekdays: number[];
  dates: string[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
}
export type ScheduleMode = 'weekly' | 'dates';

/**
 * The rules of a class schedule, shared by the form, the create body and the update handler:
 * ends after it starts; weekly classes name at least one weekday and end on or after their first
 * day; dated classes list at least one date. Answers field -> message id.
 */
export function scheduleProblems(v: ScheduleFields, mode: ScheduleMode): Record<string, string> {
  const problems: Record<string, string> = {};
  if (HHMM.test(v.startTime) && HHMM.test(v.endTime) && v.endTime <= v.startTime)
    problems.endTime = 'courses.validation.class.endTime.afterStart';
  if (mode === 'weekly') {
    if (v.weekdays.length === 0) problems.weekdays = 'courses.validation.class.weekdays.required';
    if (ISO_DAY.test(v.startDate) && ISO_DAY.test(v.endDate) && v.endDate < v.startDate)
      problems.endDate = 'courses.validation.class.endDate.afterStart';
  } else if (v.dates.length === 0) {
    problems.dates = 'courses.validation.class.dates.required';
  }
  return problems;
}

export const scheduleModeOf = (v: { dates?: string[] | undefined }): ScheduleMode =>
  v.dates && v.dates.length > 0 ? 'dates' : 'weekly';

const timeField = z
  .string({ error: 'courses.validation.class.time.invalid' })
  .check(z.regex(HHMM, 'courses.validation.class.time.invalid'));
const dayField = z.string({ error: 'courses.validation.date.invalid' }).check(
  z.regex(ISO_DAY, 'courses.validation.date.invalid'),
  z.refine((v) => isoDayProblem(v) !== 'nonexistent', 'courses.validation.date.nonexistent'),
);

export const courseClassFields = z.object({
  courseId: z.string().check(z.minLength(1)),
  title: z
    .string({ error: 'courses.validation.class.title.required' })
    .check(
      z.trim(),
      z.minLength(1, 'courses.validation.class.title.required'),
      z.maxLength(120, 'courses.validation.class.title.max'),
    ),
  room: z.string().check(z.trim(), z.maxLength(60, 'courses.validation.class.room.max')),
  teacherId: z.nullable(z.string().check(z.minLength(1))),
  weekdays: z.array(z.int().check(z.gte(0), z.lte(6))).check(z.maxLength(7)),
  dates: z.array(dayField).check(z.maxLength(200, 'courses.validation.class.dates.max')),
  startTime: timeField,
  endTime: timeField,
  startDate: dayField,
  endDate: dayField,
});

/** A new class: weekly (weekdays between startDate and endDate) or on specific dates. */
export const courseClassBodySchema = courseClassFields.check(
  z.superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(scheduleProblems(v, scheduleModeOf(v))))
      ctx.addIssue({ code: 'custom', path: [field], message });
  }),
);
export type CourseClassBody = z.infer<typeof courseClassBodySchema>;
/** SPEC.md §7: the class as GET single gave it, with the caller's changes merged in. */
export const courseClassUpdateBodySchema = z.partial(d.courseClassSchema);

/** A student in a class, as the course page lists them. */
export const enrollmentSchema = z.object({
  courseClassId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  grade: z.string(),
  avatarUrl: z.nullable(z.string()),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;
export const enrollmentBodySchema = z.object({
  courseClassId: z.string().check(z.minLength(1)),
  studentId: z.string().check(z.minLength(1)),
});

/** A class a teacher teaches, as the teachers page lists it. */
export const teacherClassSchema = z.object({
  id: z.string(),
  title: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  weekdays: z.array(z.int()),
  dates: z.optional(z.array(z.string())),
  startTime: z.string(),
  endTime: z.string(),
});
export const teacherWithClassesSchema = z.extend(d.teacherSchema, {
  classes: z.array(teacherClassSchema),
});
export type TeacherWithClasses = z.infer<typeof teacherWithClassesSchema>;

export const teacherBodySchema = z.object({
  name: z
    .string({ error: 'courses.validation.teacher.name.required' })
    .check(
      z.trim(),
      z.minLength(1, 'courses.validation.teacher.name.required'),
      z.minLength(3, 'courses.validation.teacher.name.short'),
      z.maxLength(120, 'courses.validation.teacher.name.max'),
    ),
  email: emailSchema,
  phone: loginCellSchema,
  subjects: z
    .array(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(40, 'courses.validation.teacher.subject.max')),
    )
    .check(z.maxLength(12, 'courses.validation.teacher.subjects.max')),
  active: z.boolean(),
});
export type TeacherBody = z.infer<typeof teacherBodySchema>;
export const teacherUpdateBodySchema = z.partial(teacherBodySchema);

/** Instagram handles: letters, digits, dot and underscore, up to 30. Stored without the @. */
const INSTAGRAM = /^[A-Za-z0-9._]{1,30}$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;

export const schoolUpdateBodySchema = z.object({
  name: z
    .string({ error: 'courses.validation.school.name.required' })
    .check(
      z.trim(),
      z.minLength(1, 'courses.validation.school.name.required'),
      z.minLength(3, 'courses.validation.school.name.short'),
      z.maxLength(120, 'courses.validation.school.name.max'),
    ),
  logoUrl: z.nullable(z.string().check(z.maxLength(500_000, 'validation.image.tooLarge'))),
  about: z.string().check(z.trim(), z.maxLength(3000, 'courses.validation.school.about.max')),
  address: z.object({
    street: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'courses.validation.school.street.required'),
        z.maxLength(200, 'courses.validation.school.street.max'),
      ),
    city: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'courses.validation.school.city.required'),
        z.maxLength(80, 'courses.validation.school.city.max'),
      ),
    state: z.enum(BR_STATES, { error: 'courses.validation.school.state.invalid' }),
    cep: z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{5}-?\d{3}$/, 'courses.validation.school.cep.invalid')),
      z.transform((v) => `${onlyDigits(v).slice(0, 5)}-${onlyDigits(v).slice(5)}`),
    ),
  }),
  contact: z.object({
    email: emailSchema,
    phone: z
      .pipe(z.string(), z.transform(onlyDigits))
      .check(z.refine(isValidBrPhone, 'courses.validation.school.phone.invalid')),
    website: z
      .pipe(
        z.nullable(z.string().check(z.trim())),
        // "escola.com.br" is what people type: it means https://escola.com.br.
        z.transform((v) => (!v ? null : /^https?:\/\//i.test(v) ? v : `https://${v}`)),
      )
      .check(
        z.refine(
          (v) => v === null || (v.length <= 200 && WEBSITE.test(v)),
          'courses.validation.school.website.invalid',
        ),
      ),
    instagram: z
      .pipe(
        z.nullable(z.string().check(z.trim())),
        // "@escola", "escola" or a pasted profile link all mean the handle "escola".
        z.transform(
          (v) =>
            (v ?? '')
              .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
              .replace(/^@/, '')
              .replace(/\/.*$/, '') || null,
        ),
      )
      .check(z.refine((v) => v === null || INSTAGRAM.test(v), 'courses.validation.school.instagram.invalid')),
  }),
});
export type SchoolUpdateBody = z.infer<typeof schoolUpdateBodySchema>;
export const schoolPatchBodySchema = z.partial(schoolUpdateBodySchema);

/** Schools, courses, classes (turmas), enrolments and teachers. */
export const courseEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/School/mine',
    summary: "The signed-in school's profile",
    access: [company],
    response: objEnvelope(d.schoolSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/School/update/:id',
    summary: "Edit the school's profile (what its public page /escolas/:id shows)",
    access: [company],
    body: schoolPatchBodySchema,
    response: objEnvelope(d.schoolSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Course/all',
    summary:
      "Courses: the school's (schools), own (producers), all (admins), open ones (families). search, status (one status or 'all'; none hides archived), ownerId (admins: one school's or producer's), sort title|status|price",
    access: 'signedIn',
    query: z.extend(listQuery, { status: z.optional(z.string()), ownerId: z.optional(z.string()) }),
    response: listEnvelope(courseSummarySchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Course/single/:id',
    summary: 'One course (its owner and admins; open courses for everyone signed in)',
    access: 'signedIn',
    response: objEnvelope(courseSummarySchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Course/create',
    summary: 'Create a course (schools: in their school, teacher from it; producers: free-text instructor)',
    access: [company, producer],
    body: courseBodySchema,
    response: objEnvelope(courseSummarySchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Course/update/:id',
    summary: 'Edit a course; capacity cannot go below the fullest class; archive with status archived',
    access: [company, producer, admin],
    body: courseUpdateBodySchema,
    response: objEnvelope(courseSummarySchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Course/delete/:id',
    summary: 'Delete a course and its classes; refused (409) while it has students: archive it instead',
    access: [company, producer],
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/CourseClass/all',
    summary: 'Classes of a course (?courseId=), or all classes of the caller (school, producer, admin)',
    access: 'signedIn',
    query: z.object({ courseId: z.optional(z.string()) }),
    response: listEnvelope(d.courseClassSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/CourseClass/single/:id',
    summary: 'One class (turma)',
    access: 'signedIn',
    response: objEnvelope(d.courseClassSchema),
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/CourseClass/create',
    summary: 'Create a class of a course: weekly (weekdays + start/end date) or on specific dates',
    access: [company, producer],
    body: courseClassBodySchema,
    response: objEnvelope(d.courseClassSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/CourseClass/update/:id',
    summary:
      'Update a class with the merged object (as GET single gave it, changed); id, courseId and studentIds are kept (enrolment goes through Enrollment)',
    access: [company, producer],
    body: courseClassUpdateBodySchema,
    response: envelopeSchema,
    source: 'spec',
  }),
  e({
    method: 'DELETE',
    path: '/api/CourseClass/delete/:id',
    summary: 'Delete a class; refused (409) once it has attendance taken, so no history is lost',
    access: [company, producer],
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Enrollment/all',
    summary: 'Students enrolled in the classes of a course (?courseId=) or in one class (?courseClassId=)',
    access: [company, producer],
    query: z.object({ courseId: z.optional(z.string()), courseClassId: z.optional(z.string()) }),
    response: listEnvelope(enrollmentSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Enrollment/create',
    summary: 'Enrol a student of the school in a class; refused (409) when the class is full',
    access: [company],
    body: enrollmentBodySchema,
    response: objEnvelope(enrollmentSchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Enrollment/delete',
    summary: 'Remove a student from a class (?courseClassId=&studentId=); attendance history is kept',
    access: [company],
    query: enrollmentBodySchema,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Teacher/all',
    summary:
      'Teachers of the school with the classes they teach; search (name, e-mail, subject); page/pageSize optional (all when absent)',
    access: [company],
    query: listQuery,
    response: listEnvelope(teacherWithClassesSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Teacher/create',
    summary: 'Add a teacher to the school (e-mail unique in the school)',
    access: [company],
    body: teacherBodySchema,
    response: objEnvelope(teacherWithClassesSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Teacher/update/:id',
    summary: 'Edit a teacher',
    access: [company],
    body: teacherUpdateBodySchema,
    response: objEnvelope(teacherWithClassesSchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Teacher/delete/:id',
    summary: 'Delete a teacher; refused (409) while they teach classes or lead courses, naming them',
    access: [company],
    response: envelopeSchema,
    source: 'design',
  }),
];
