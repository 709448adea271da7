import { z } from 'zod/mini';
import { DATE_MAX, DATE_MIN } from '@/config';
import { isoDayProblem, todayIso } from '@/utils/localDate';
import { e, client, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

// Messages are ids: the forms show them in the user's language, the mock answers them in pt-BR.

/** A child as the family writes it (name, birth date, grade, photo). */
export const dependentBodySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'family.error.nameShort'),
      z.maxLength(80, 'family.error.nameLong'),
      z.regex(/^[\p{L}'’ .-]+$/u, 'family.error.nameChars'),
    ),
  birthDate: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'family.error.birthDate'),
    z.refine((value) => isoDayProblem(value) !== 'nonexistent', 'family.error.birthDateNonexistent'),
    z.refine((value) => value >= DATE_MIN && value <= DATE_MAX, 'family.error.birthDateRange'),
    // Today in the device's local time: in UTC, tomorrow would pass from 21:00 in Brazil.
    z.refine((value) => value <= todayIso(), 'family.error.birthDateFuture'),
  ),
  grade: z.nullable(z.string().check(z.trim(), z.maxLength(40))),
  avatarUrl: z.nullable(z.string()),
});
export type DependentBody = z.infer<typeof dependentBodySchema>;

/** The code a school gives a family: three letters, a dash and six letters or digits (AUR-7K2M9Q). */
export const linkCodeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}-[A-Z0-9]{6}$/, 'family.error.codeFormat'));

export const linkBodySchema = z.object({ dependentId: z.string(), code: linkCodeSchema });
export const enrollmentBodySchema = z.object({ dependentId: z.string(), courseClassId: z.string() });

/** A child with what the family follows once linked to a school: school, attendance, points. */
export const familyDependentSchema = z.extend(d.dependentSchema, {
  schoolName: z.nullable(z.string()),
  /** Share of the last 30 days' class sessions attended (present or late), 0–1; null when not linked. */
  attendanceRate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  points: z.nullable(z.int()),
  cardCount: z.nullable(z.int()),
});
export type FamilyDependent = z.infer<typeof familyDependentSchema>;

/** A class (turma) with what a family needs to show up: schedule, room, teacher, school. */
export const familyClassSchema = z.object({
  classId: z.string(),
  classTitle: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  weekdays: z.array(z.int().check(z.gte(0), z.lte(6))),
  dates: z.array(z.string()),
  startTime: z.string(),
  endTime: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  room: z.string(),
  teacherName: z.nullable(z.string()),
  providerName: z.string(),
  seatsLeft: z.int(),
});
export type FamilyClass = z.infer<typeof familyClassSchema>;

export const enrollmentSchema = z.object({
  id: z.string(),
  dependentId: z.string(),
  courseClassId: z.string(),
  status: z.enum(['active', 'pending']),
  amount: z.int().check(z.nonnegative()),
  pix: z.nullable(z.object({ code: z.string(), expiresAt: z.string() })),
  createdAt: z.string(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const familyCoursesSchema = z.object({
  /** Each child's classes, with a pending enrolment marked. */
  dependents: z.array(
    z.object({
      dependentId: z.string(),
      classes: z.array(z.extend(familyClassSchema, { enrollment: z.nullable(enrollmentSchema) })),
    }),
  ),
  /** Courses open for enrolment, with their classes. */
  open: z.array(
    z.object({
      course: d.courseSchema,
      providerName: z.string(),
      teacherName: z.nullable(z.string()),
      classes: z.array(familyClassSchema),
    }),
  ),
});
export type FamilyCourses = z.infer<typeof familyCoursesSchema>;

/** Everything the welcome page shows, in one call (a slow phone makes one request, not six). */
export const familyOverviewSchema = z.object({
  nextEvents: z.array(
    z.object({
      eventId: z.string(),
      title: z.string(),
      startsAt: z.string(),
      place: z.nullable(z.string()),
      online: z.boolean(),
      tickets: z.int(),
    }),
  ),
  children: z.array(
    z.object({
      dependent: familyDependentSchema,
      classes: z.array(familyClassSchema),
      missions: z.array(z.object({ missionId: z.string(), title: z.string(), progress: z.number() })),
      latestCards: z.array(
        z.object({ cardId: z.string(), name: z.string(), rarity: d.raritySchema, awardedAt: z.string() }),
      ),
    }),
  ),
  messages: z.array(
    z.object({
      conversationId: z.string(),
      from: z.string(),
      text: z.string(),
      at: z.string(),
      unread: z.int(),
    }),
  ),
});
export type FamilyOverview = z.infer<typeof familyOverviewSchema>;

/** What to bring, where and when, whom to call and the QR to show, for an event or a class. */
export const instructionsSchema = z.object({
  kind: z.enum(['event', 'class']),
  id: z.string(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  schedule: z.nullable(familyClassSchema),
  place: z.nullable(z.object({ name: z.string(), address: z.string(), city: z.string(), state: z.string() })),
  onlineUrl: z.nullable(z.string()),
  bring: z.array(z.string()),
  contact: z.object({ name: z.string(), phone: z.nullable(z.string()), email: z.nullable(z.string()) }),
  /** Codes to show at the door: the family's tickets, or each enrolled child's student code. */
  passes: z.array(z.object({ code: z.string(), holder: z.string(), label: z.string() })),
});
export type Instructions = z.infer<typeof instructionsSchema>;

/** The family's own area: children, their link to a school, courses and enrolment, instructions. */
export const familyEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Dependent/mine',
    summary: "The family's children, with school, attendance rate and points once linked",
    access: [client],
    response: listEnvelope(familyDependentSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Dependent/create',
    summary: 'Add a child',
    access: [client],
    body: dependentBodySchema,
    response: objEnvelope(familyDependentSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Dependent/update/:id',
    summary: "Edit a child's details",
    access: [client],
    body: dependentBodySchema,
    response: objEnvelope(familyDependentSchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Dependent/delete/:id',
    summary: 'Remove a child from the family (the school keeps its student record)',
    access: [client],
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Dependent/link',
    summary: "Link a child to the school's student record with the school's code",
    access: [client],
    body: linkBodySchema,
    response: objEnvelope(familyDependentSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Dependent/unlink/:id',
    summary: "Undo a child's link to a school",
    access: [client],
    response: objEnvelope(familyDependentSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Family/overview',
    summary: 'Welcome page: next events with tickets, each child, missions, cards, messages',
    access: [client],
    response: objEnvelope(familyOverviewSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Family/courses',
    summary: "Each child's classes and the courses open for enrolment",
    access: [client],
    response: objEnvelope(familyCoursesSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Enrollment/request',
    summary: 'Enrol a child in a class: free at once, paid by PIX (pending until paid; idempotent)',
    access: [client],
    idempotent: true,
    body: enrollmentBodySchema,
    response: objEnvelope(enrollmentSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Enrollment/simulate-payment/:id',
    summary: "Demo gateway: confirm an enrolment's PIX payment",
    access: [client],
    response: objEnvelope(enrollmentSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Family/instructions/:id',
    summary: 'Instructions for an event (by event id) or a class (by class id) the family has',
    access: [client],
    response: objEnvelope(instructionsSchema),
    source: 'design',
  }),
];
