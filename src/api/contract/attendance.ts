import { z } from 'zod';
import { e, company, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

/** Class attendance: sessions, the check-in roster and its marks, the school dashboard. */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Where a class session stands: nobody marked yet, some marked, everyone marked. */
export const checkinStateSchema = z.enum(['notStarted', 'partial', 'done']);
export type CheckinState = z.infer<typeof checkinStateSchema>;

export const attendanceCountsSchema = z.object({
  present: z.number().int().nonnegative(),
  absent: z.number().int().nonnegative(),
  late: z.number().int().nonnegative(),
  excused: z.number().int().nonnegative(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

/** One class (turma) on one date, with how far its check-in went. */
export const sessionSummarySchema = z.object({
  courseClass: d.courseClassSchema,
  courseTitle: z.string(),
  teacherName: z.string().nullable(),
  date: isoDate,
  /** The class meets on this date (weekday and term); other classes can still be marked (make-up classes). */
  scheduled: z.boolean(),
  enrolled: z.number().int().nonnegative(),
  marked: z.number().int().nonnegative(),
  counts: attendanceCountsSchema,
  state: checkinStateSchema,
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** The roster of one session: students (active ones, by name) and the marks the server holds. */
export const attendanceSessionSchema = z.object({
  courseClass: d.courseClassSchema,
  courseTitle: z.string().default(''),
  teacherName: z.string().nullable().default(null),
  date: isoDate.optional(),
  scheduled: z.boolean().default(true),
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
  id: z.string().min(8).max(64),
  courseClassId: z.string().min(1),
  date: isoDate,
  studentId: z.string().min(1),
  status: d.attendanceStatusSchema.nullable(),
  note: z.string().max(280).default(''),
  at: z.string().min(10),
});
export type CheckinMark = z.infer<typeof checkinMarkSchema>;

export const checkinBodySchema = z.object({
  batchId: z.string().min(8).max(64),
  entries: z.array(checkinMarkSchema).min(1).max(500),
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
  status: d.attendanceStatusSchema.nullable(),
  note: z.string(),
  at: z.string(),
  byName: z.string(),
});
export type CheckinConflict = z.infer<typeof checkinConflictSchema>;

export const checkinResponseSchema = envelopeSchema.extend({
  /** The server's marks of every student the batch touched, after applying it. */
  lst: z.array(d.attendanceEntrySchema),
  /** Ids of entries applied now, and of entries already applied by an earlier send (not applied again). */
  applied: z.array(z.string()).default([]),
  duplicates: z.array(z.string()).default([]),
  conflicts: z.array(checkinConflictSchema),
});
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

export const weeklyRateSchema = z.object({
  /** Sunday of the week. */
  weekStart: isoDate,
  present: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Present + late over all marks, 0–1; null when the week has no marks. */
  rate: z.number().min(0).max(1).nullable(),
});
export type WeeklyRate = z.infer<typeof weeklyRateSchema>;

export const studentAtRiskSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  grade: z.string(),
  avatarUrl: z.string().nullable(),
  /** Unexcused absences in a row, up to the latest class. */
  streak: z.number().int().min(1),
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
  place: z.string().nullable(),
});
export type UpcomingItem = z.infer<typeof upcomingItemSchema>;

export const schoolDashboardSchema = z.object({
  date: isoDate,
  today: z.array(sessionSummarySchema),
  weeks: z.array(weeklyRateSchema),
  atRisk: z.array(studentAtRiskSchema),
  upcoming: z.array(upcomingItemSchema),
  unreadMessages: z.number().int().nonnegative(),
  activeStudents: z.number().int().nonnegative(),
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
