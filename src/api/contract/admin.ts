import { z } from 'zod';
import * as auth from './auth';
import { e, admin, listQuery, dateRange, type Endpoint } from './common';
import * as d from './domain';
import { listEnvelope, objEnvelope } from './envelope';

/** The back office: users, missions and the funnel. */
export const adminEndpoints: readonly Endpoint[] = [
  e({
    method: 'GET',
    path: '/api/Mission/all',
    summary: 'Missions',
    access: 'signedIn',
    query: listQuery,
    response: listEnvelope(d.missionSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Mission/summary',
    summary: 'Participation and completion figures',
    access: [admin],
    query: dateRange,
    response: objEnvelope(z.record(z.string(), z.unknown())),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Mission/progress',
    summary: 'Progress of a student (?studentId=)',
    access: 'signedIn',
    query: z.object({ studentId: z.string() }),
    response: listEnvelope(d.missionProgressSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/User/all',
    summary: 'Users: page, pageSize, sort, search (name, phone, e-mail, CPF), role, status, from/to',
    access: [admin],
    query: listQuery
      .extend({ role: z.string().optional(), status: z.string().optional() })
      .extend(dateRange.shape),
    response: listEnvelope(d.adminUserSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/User/single/:id',
    summary: 'One user',
    access: [admin],
    response: objEnvelope(d.adminUserSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/User/update/:id',
    summary: 'Edit a user',
    access: [admin],
    body: d.adminUserSchema.partial(),
    response: objEnvelope(d.adminUserSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/User/block/:id',
    summary: 'Block or unblock (body { blocked })',
    access: [admin],
    body: z.object({ blocked: z.boolean() }),
    response: objEnvelope(d.adminUserSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/User/role/:id',
    summary: "Change a user's role",
    access: [admin],
    body: z.object({ role: auth.roleCodeSchema }),
    response: objEnvelope(d.adminUserSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Analytics/mindset-funnel',
    summary: 'Funnel steps for a period and audience',
    access: [admin],
    query: dateRange,
    response: objEnvelope(
      z.object({ steps: z.array(z.object({ key: z.string(), count: z.number().int() })) }),
    ),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Event/all',
    summary: 'Every event (admin)',
    access: [admin],
    query: listQuery,
    response: listEnvelope(d.eventSchema),
    source: 'design',
  }),
];
