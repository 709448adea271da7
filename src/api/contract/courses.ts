import { z } from 'zod';
import { e, company, producer, listQuery, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

/** Schools, courses, classes (turmas) and teachers. */
export const courseEndpoints: readonly Endpoint[] = [
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
    summary: "Edit the school's profile",
    access: [company],
    body: d.schoolSchema.partial(),
    response: objEnvelope(d.schoolSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Course/all',
    summary: 'Courses (mine for schools/producers; all for admins; open ones for families)',
    access: 'signedIn',
    query: listQuery,
    response: listEnvelope(d.courseSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/CourseClass/all',
    summary: 'Classes of a course (?courseId=)',
    access: 'signedIn',
    query: z.object({ courseId: z.string().optional() }),
    response: listEnvelope(d.courseClassSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Teacher/all',
    summary: 'Teachers of the school',
    access: [company],
    response: listEnvelope(d.teacherSchema),
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
    method: 'PATCH',
    path: '/api/CourseClass/update/:id',
    summary: 'Update a class with the merged object',
    access: [company, producer],
    body: d.courseClassSchema.partial(),
    response: envelopeSchema,
    source: 'spec',
  }),
];
