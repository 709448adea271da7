import { z } from 'zod';
import { e, company, listQuery, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope } from './envelope';

/** Students of a school: list, create, edit, import. */
export const studentEndpoints: readonly Endpoint[] = [
  e({
    method: 'GET',
    path: '/api/Student/all',
    summary: 'Students of the school: page, pageSize, sort, search, classId, grade, status',
    access: [company],
    query: listQuery.extend({
      classId: z.string().optional(),
      grade: z.string().optional(),
      status: z.string().optional(),
    }),
    response: listEnvelope(d.studentSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Student/import',
    summary: 'Create students from rows; answers per-row errors',
    access: [company],
    body: z.object({ rows: z.array(z.record(z.string(), z.string())) }),
    response: envelopeSchema.extend({
      created: z.number().int(),
      errors: z.array(z.object({ row: z.number().int(), field: z.string(), msg: z.string() })),
    }),
    source: 'design',
  }),
];
