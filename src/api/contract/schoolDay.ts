import { z } from 'zod';
import { e, admin, company, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

/** Class attendance and the Lumi card game (catalogue, collections, awards). */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ---------------------------------------------------------------------------------------------
// Attendance

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

// ---------------------------------------------------------------------------------------------
// Cards

/** A catalogue card with how many students hold it. */
export const catalogueCardSchema = d.cardSchema.extend({ held: z.number().int().nonnegative().default(0) });
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

export const rarityCountsSchema = z.object({
  common: z.number().int().nonnegative(),
  rare: z.number().int().nonnegative(),
  epic: z.number().int().nonnegative(),
  legendary: z.number().int().nonnegative(),
});
export type RarityCounts = z.infer<typeof rarityCountsSchema>;

/** A student of the school with the cards they hold (newest first). */
export const studentCollectionSchema = z.object({
  student: d.studentSchema.pick({ id: true, name: true, grade: true, avatarUrl: true }),
  awards: z.array(d.cardAwardSchema),
});
export type StudentCollection = z.infer<typeof studentCollectionSchema>;

const attributeKey = z
  .string()
  .min(1, 'cards.form.attributeKeyRequired')
  .max(20, 'cards.form.attributeKeyTooLong');

/** The card form: what an admin types; the same schema guards the server. */
export const cardInputSchema = z.object({
  name: z.string().trim().min(2, 'cards.form.nameRequired').max(40, 'cards.form.nameTooLong'),
  rarity: d.raritySchema,
  collection: z
    .string()
    .trim()
    .min(2, 'cards.form.collectionRequired')
    .max(40, 'cards.form.collectionTooLong'),
  description: z.string().trim().max(200, 'cards.form.descriptionTooLong').default(''),
  /** A data URL made in the browser (resized) or a stored image path; null for none. */
  imageUrl: z.string().max(400_000, 'cards.form.imageTooLarge').nullable(),
  attributes: z
    .record(
      attributeKey,
      z.number().int().min(0, 'cards.form.attributeRange').max(10, 'cards.form.attributeRange'),
    )
    .refine((value) => Object.keys(value).length <= 6, 'cards.form.attributesTooMany'),
});
export type CardInput = z.infer<typeof cardInputSchema>;

export const cardUpdateSchema = cardInputSchema.partial().extend({ archived: z.boolean().optional() });
export type CardUpdate = z.infer<typeof cardUpdateSchema>;

export const cardAwardBodySchema = z.object({
  studentId: z.string().min(1, 'cards.award.studentRequired'),
  cardId: z.string().min(1, 'cards.award.cardRequired'),
  reason: z.string().trim().min(3, 'cards.award.reasonRequired').max(140, 'cards.award.reasonTooLong'),
});
export type CardAwardBody = z.infer<typeof cardAwardBodySchema>;

export const schoolDayEndpoints: readonly Endpoint[] = [
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
  e({
    method: 'GET',
    path: '/api/Card/all',
    summary:
      'The card catalogue with how many are held (?search, rarity, collection, status=active|archived|all; page/pageSize optional: without them, all)',
    access: 'signedIn',
    query: z.object({
      search: z.string().optional(),
      rarity: z.string().optional(),
      collection: z.string().optional(),
      status: z.enum(['active', 'archived', 'all']).optional(),
      sort: z.string().optional(),
      page: z.number().int().optional(),
      pageSize: z.number().int().optional(),
    }),
    response: listEnvelope(catalogueCardSchema).extend({ collections: z.array(z.string()).default([]) }),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Card/collection',
    summary: 'Cards held (?studentId= or ?schoolId=)',
    access: 'signedIn',
    query: z.object({ studentId: z.string().optional(), schoolId: z.string().optional() }),
    response: listEnvelope(d.cardAwardSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Card/students',
    summary:
      "The school's active students with the cards each holds (?search, rarity, cardId, onlyHolders, page, pageSize) and the rarity counts of the cards its students hold",
    access: [company],
    query: z.object({
      search: z.string().optional(),
      rarity: z.string().optional(),
      cardId: z.string().optional(),
      onlyHolders: z.string().optional(),
      page: z.number().int().optional(),
      pageSize: z.number().int().optional(),
    }),
    response: listEnvelope(studentCollectionSchema).extend({
      rarityCounts: rarityCountsSchema,
      totalAwards: z.number().int().nonnegative(),
    }),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Card/award',
    summary: 'Give a card to a student of the school (Idempotency-Key: a double tap gives one card)',
    access: [company],
    body: cardAwardBodySchema,
    response: objEnvelope(d.cardAwardSchema),
    idempotent: true,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Card/create',
    summary: 'Add a card to the catalogue',
    access: [admin],
    body: cardInputSchema,
    response: objEnvelope(catalogueCardSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Card/update/:id',
    summary: 'Edit a card, or archive/restore it (archived cards are no longer awarded)',
    access: [admin],
    body: cardUpdateSchema,
    response: objEnvelope(catalogueCardSchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Card/delete/:id',
    summary: 'Delete a card nobody holds (a held card is archived instead: 409)',
    access: [admin],
    response: envelopeSchema,
    source: 'design',
  }),
];
