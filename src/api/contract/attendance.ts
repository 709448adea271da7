import { z } from 'zod/mini';
import { e, company, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

/** Class attendance: sessions, the check-in roster and its marks, the school dashboard. */

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Where a class session stands: nobody marked yet, some marked, everyone marked. */
export const checkinStateSchema = z.enum(['notStarted', 'partial', 'done']);
export type CheckinState = z.infer<typeof checkinStateSchema>;

export const attendanceCountsSchema = z.object({
  present: z.int().check(z.nonnegative()),
  absent: z.int().check(z.nonnegative()),
  late: z.int().check(z.nonnegative()),
  excused: z.int().check(z.nonnegative()),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

/** One class (turma) on one date, with how far its check-in went. */
export const sessionSummarySchema = z.object({
  courseClass: d.courseClassSchema,
  courseTitle: z.string(),
  teacherName: z.nullable(z.string()),
  date: isoDate,
  /** The class meets on this date (weekday and term); other classes can still be marked (make-up classes). */
  scheduled: z.boolean(),
  enrolled: z.int().check(z.nonnegative()),
  marked: z.int().check(z.nonnegative()),
  counts: attendanceCountsSchema,
  state: checkinStateSchema,
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** The roster of one session: students (active ones, by name) and the marks the server holds. */
export const attendanceSessionSchema = z.object({
  courseClass: d.courseClassSchema,
  courseTitle: z._default(z.string(), ''),
  teacherName: z._default(z.nullable(z.string()), null),
  date: z.optional(isoDate),
  scheduled: z._default(z.boolean(), true),
  students: z.array(d.studentSchema),
  entries: z.array(d.attendanceEntrySchema),
});
export type AttendanceSession = z.infer<typeof attendanceSessionSchema>;

/**
 * One mark as the check-in screen sends it. `id` is made on the device when the mark is made, so a
 * batch sent twice (a retry after a lost answer) is applied once. `status: null` clears the mark.
 * `at` is when the teacher made it: the latest mark of a student wins.
 */
export const checkinMarkSchema = z.object({
  id: z.string().check(z.minLength(8), z.maxLength(64)),
  courseClassId: z.string().check(z.minLength(1)),
  date: isoDate,
  studentId: z.string().check(z.minLength(1)),
  status: z.nullable(d.attendanceStatusSchema),
  note: z._default(z.string().check(z.maxLength(280)), ''),
  at: z.string().check(z.minLength(10)),
});
export type CheckinMark = z.infer<typeof checkinMarkSchema>;

export const checkinBodySchema = z.object({
  batchId: z.string().check(z.minLength(8), z.maxLength(64)),
  entries: z.array(checkinMarkSchema).check(z.minLength(1), z.maxLength(500)),
});
export type CheckinBody = z.infer<typeof checkinBodySchema>;

/** A mark that lost to a newer one made by someone else (or on another device). */
export const checkinConflictSchema = z.object({
  entryId: z.string(),
  courseClassId: z.string(),
  date: isoDate,
  studentId: z.string(),
  studentName: z.string(),
  /** What stays: the newer mark (null when it was cleared). */
  status: z.nullable(d.attendanceStatusSchema),
  note: z.string(),
  at: z.string(),
  byName: z.string(),
});
export type CheckinConflict = z.infer<typeof checkinConflictSchema>;

export const checkinResponseSchema = z.extend(envelopeSchema, {
  /** The server's marks of every student the batch touched, after applying it. */
  lst: z.array(d.attendanceEntrySchema),
  /** Ids of entries applied now, and of entries already applied by an earlier send (not applied again). */
  applied: z._default(z.array(z.string()), []),
  duplicates: z._default(z.array(z.string()), []),
  conflicts: z.array(checkinConflictSchema),
});
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

export const weeklyRateSchema = z.object({
  /** Sunday of the week. */
  weekStart: isoDate,
  present: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
  /** Present + late over all marks, 0–1; null when the week has no marks. */
  rate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
});
export type WeeklyRate = z.infer<typeof weeklyRateSchema>;

export const studentAtRiskSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  grade: z.string(),
  avatarUrl: z.nullable(z.string()),
  /** Unexcused absences in a row, up to the latest class. */
  streak: z.int().check(z.gte(1)),
  lastAbsence: isoDate,
  classTitles: z.array(z.string()),
});
export type StudentAtRisk = z.infer<typeof studentAtRiskSchema>;

export const upcomingItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['event', 'calendar']),
  title: z.string(),
  /** ISO date-time, or a date for all-day items. */
  startsAt: z.string(),
  allDay: z.boolean(),
  place: z.nullable(z.string()),
});
export type UpcomingItem = z.infer<typeof upcomingItemSchema>;

export const schoolDashboardSchema = z.object({
  date: isoDate,
  today: z.array(sessionSummarySchema),
  weeks: z.array(weeklyRateSchema),
  atRisk: z.array(studentAtRiskSchema),
  upcoming: z.array(upcomingItemSchema),
  unreadMessages: z.int().check(z.nonnegative()),
  activeStudents: z.int().check(z.nonnegative()),
});
export type SchoolDashboard = z.infer<typeof schoolDashboardSchema>;

export const attendanceEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Attendance/sessions',
    summary:
      "The school's classes on a date (?date=), the ones that meet that day first, with check-in state",
    access: [company],
    query: z.object({ date: z.string() }),
    response: listEnvelope(sessionSummarySchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Attendance/session/:courseClassId',
    summary: 'Roster and statuses of one class session (?date=)',
    access: [company],
    query: z.object({ date: z.string() }),
    response: objEnvelope(attendanceSessionSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Attendance/checkin',
    summary:
      'A batch of marks made on a device (Idempotency-Key: batchId). Each entry id applies once; the latest mark of a student wins, older ones come back as conflicts',
    access: [company],
    body: checkinBodySchema,
    response: checkinResponseSchema,
    idempotent: true,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Attendance/dashboard',
    summary:
      "The school's day in one call: today's classes and check-in, weekly attendance rate (8 weeks), students with 3+ absences in a row, upcoming events, unread messages",
    access: [company],
    response: objEnvelope(schoolDashboardSchema),
    source: 'design',
  }),
];
