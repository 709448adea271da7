import { z } from 'zod';
import { e, company, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

/** Class attendance and the Lumi card game (catalogue, collections, awards). */
export const schoolDayEndpoints: readonly Endpoint[] = [
  e({
    method: 'GET',
    path: '/api/Attendance/session/:courseClassId',
    summary: 'Roster and statuses of one class session (?date=)',
    access: [company],
    query: z.object({ date: z.string() }),
    response: objEnvelope(
      z.object({
        courseClass: d.courseClassSchema,
        students: z.array(d.studentSchema),
        entries: z.array(d.attendanceEntrySchema),
      }),
    ),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Attendance/checkin',
    summary: 'A batch of marks, idempotent by studentId + session; the latest mark wins',
    access: [company],
    body: z.object({ entries: z.array(d.attendanceEntrySchema.omit({ by: true })) }),
    response: envelopeSchema.extend({
      lst: z.array(d.attendanceEntrySchema),
      conflicts: z.array(z.string()),
    }),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Card/all',
    summary: 'The card catalogue',
    access: 'signedIn',
    response: listEnvelope(d.cardSchema),
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
];
