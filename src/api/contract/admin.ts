import { z } from 'zod/mini';
import { isoDayProblem, type DayProblem } from '@/utils/localDate';
import * as auth from './auth';
import { e, admin, listQuery, dateRange, type Endpoint } from './common';
import * as d from './domain';
import { listEnvelope, objEnvelope } from './envelope';

// Error messages are message ids (admin.validation.*): the admin's forms show them in the user's
// language and the mock API answers them in pt-BR.

/** GET /api/User/all: `role` may list several codes (`3,4`); `from`/`to` bound createdAt (YYYY-MM-DD). */
export const userListQuerySchema = z.extend(
  z.extend(listQuery, { role: z.optional(z.string()), status: z.optional(z.string()) }),
  dateRange.shape,
);
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** An admin's edit of a user: the registration rules for the personal fields, plus status and verification. */
export const userUpdateBodySchema = z.extend(
  z.pick(auth.registerRequestSchema, {
    first_name: true,
    last_name: true,
    email_address: true,
    login_cell: true,
    document: true,
  }),
  { status: d.adminUserSchema.shape.status, verified: z.boolean() },
);
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

export const userBlockBodySchema = z.object({ blocked: z.boolean() });
export const userRoleBodySchema = z.object({ role: auth.roleCodeSchema });
export const userBlockManyBodySchema = z.object({
  ids: z
    .array(z.string().check(z.minLength(1)))
    .check(z.minLength(1, 'admin.validation.noneSelected'), z.maxLength(500)),
  blocked: z.boolean(),
});
/** Which users the bulk call changed (the others already had that status): what an undo restores. */
export const userBlockManyResultSchema = z.object({ changed: z.array(z.string()) });

export const moderationActionSchema = d.moderationSchema.shape.action;
export type ModerationAction = z.infer<typeof moderationActionSchema>;
/** Cancelling needs a reason the owner (and, for events, the buyers) will read. */
export const moderationBodySchema = z
  .object({
    action: moderationActionSchema,
    reason: z._default(
      z.nullable(z.string().check(z.trim(), z.maxLength(500, 'admin.validation.reasonMax'))),
      null,
    ),
  })
  .check(
    z.refine((v) => v.action !== 'cancel' || (v.reason ?? '').length >= 10, {
      path: ['reason'],
      message: 'admin.validation.reasonRequired',
    }),
  );
export type ModerationBody = z.input<typeof moderationBodySchema>;

/** GET /api/Event/all: every event, filterable by status, owner and featured. */
export const adminEventQuerySchema = z.extend(listQuery, {
  status: z.optional(d.eventStatusSchema),
  ownerId: z.optional(z.string()),
  featured: z.optional(z.enum(['true', 'false'])),
});
export type AdminEventQuery = z.infer<typeof adminEventQuerySchema>;

export const missionStatusSchema = d.missionSchema.shape.status;
/** The period checks run even while other fields are still wrong, so every problem shows at once. */
function datesPresent(payload: { value: unknown }): boolean {
  const v = payload.value as { startsAt?: unknown; endsAt?: unknown } | null;
  return typeof v?.startsAt === 'string' && typeof v.endsAt === 'string';
}
/** A mission date that is not a date (`format`) or names a day the calendar does not have, each with its message. */
function dayRule(
  field: 'startsAt' | 'endsAt',
  problem: DayProblem,
): [
  (v: Record<typeof field, string>) => boolean,
  { path: string[]; message: string; when: typeof datesPresent },
] {
  return [
    (v) => !v[field] || isoDayProblem(v[field]) !== problem,
    {
      path: [field],
      message: problem === 'format' ? 'admin.validation.dateInvalid' : 'admin.validation.dateNonexistent',
      when: datesPresent,
    },
  ];
}
/** A mission as the admin creates or edits it. */
export const missionInputSchema = z
  .object({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'admin.validation.titleRequired'),
        z.minLength(3, 'admin.validation.titleShort'),
        z.maxLength(80, 'admin.validation.titleMax'),
      ),
    description: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'admin.validation.descriptionRequired'),
        z.maxLength(600, 'admin.validation.descriptionMax'),
      ),
    criteria: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'admin.validation.criteriaRequired'),
        z.maxLength(200, 'admin.validation.criteriaMax'),
      ),
    rewardPoints: z
      .number({ error: 'admin.validation.pointsInvalid' })
      .check(
        z.int('admin.validation.pointsInvalid'),
        z.gte(0, 'admin.validation.pointsInvalid'),
        z.lte(5000, 'admin.validation.pointsMax'),
      ),
    rewardCardIds: z
      .array(z.string().check(z.minLength(1)))
      .check(z.maxLength(5, 'admin.validation.cardsMax')),
    startsAt: z.string().check(z.minLength(1, 'admin.validation.startRequired')),
    endsAt: z.string().check(z.minLength(1, 'admin.validation.endRequired')),
    audience: z.object({
      schoolIds: z.array(z.string().check(z.minLength(1))),
      grades: z.array(z.string().check(z.minLength(1))),
    }),
    status: missionStatusSchema,
  })
  .check(
    z.refine(...dayRule('startsAt', 'format')),
    z.refine(...dayRule('startsAt', 'nonexistent')),
    z.refine(...dayRule('endsAt', 'format')),
    z.refine(...dayRule('endsAt', 'nonexistent')),
    z.refine(
      (v) => {
        const start = Date.parse(v.startsAt);
        const end = Date.parse(v.endsAt);
        return Number.isNaN(start) || Number.isNaN(end) || end > start;
      },
      { path: ['endsAt'], message: 'admin.validation.endBeforeStart', when: datesPresent },
    ),
  );
export type MissionInput = z.infer<typeof missionInputSchema>;

export const missionListQuerySchema = z.extend(listQuery, {
  status: z.optional(missionStatusSchema),
  schoolId: z.optional(z.string()),
});
export type MissionListQuery = z.infer<typeof missionListQuerySchema>;

/** Schools and grades a mission can target, with how many active students each has. */
export const missionAudienceOptionsSchema = z.object({
  schools: z.array(z.object({ id: z.string(), name: z.string(), students: z.int().check(z.nonnegative()) })),
  grades: z.array(z.object({ grade: z.string(), students: z.int().check(z.nonnegative()) })),
});
export type MissionAudienceOptions = z.infer<typeof missionAudienceOptionsSchema>;

const rate = z.number().check(z.gte(0), z.lte(1));
/** Figures of one mission or one school: eligible students, who took part, who completed. */
const participationSchema = z.object({
  eligible: z.int().check(z.nonnegative()),
  participants: z.int().check(z.nonnegative()),
  completed: z.int().check(z.nonnegative()),
  /** participants / eligible. */
  participationRate: rate,
  /** completed / participants. */
  completionRate: rate,
});
export const missionSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.extend(participationSchema, {
    active: z.int().check(z.nonnegative()),
    draft: z.int().check(z.nonnegative()),
    archived: z.int().check(z.nonnegative()),
    cardsAwarded: z.int().check(z.nonnegative()),
    pointsAwarded: z.int().check(z.nonnegative()),
  }),
  missions: z.array(
    z.extend(participationSchema, {
      id: z.string(),
      title: z.string(),
      status: missionStatusSchema,
      endsAt: z.string(),
      cardsAwarded: z.int().check(z.nonnegative()),
    }),
  ),
  schools: z.array(z.extend(participationSchema, { schoolId: z.string(), name: z.string() })),
  /** Completions per day of the period (YYYY-MM-DD), every day present. */
  timeline: z.array(z.object({ date: z.string(), completed: z.int().check(z.nonnegative()) })),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const funnelAudienceSchema = z.enum(['all', 'families', 'schools', 'producers']);
export type FunnelAudience = z.infer<typeof funnelAudienceSchema>;
export const funnelStepKeySchema = z.enum(['visitors', 'registered', 'verified', 'converted', 'engaged']);
export type FunnelStepKey = z.infer<typeof funnelStepKeySchema>;
export const funnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  audience: funnelAudienceSchema,
  /**
   * In order: visitors → registered in the period → verified → first purchase, sale or enrolment
   * → active in missions (families and schools only; producers stop at the fourth step).
   */
  steps: z.array(z.object({ key: funnelStepKeySchema, count: z.int().check(z.nonnegative()) })),
});
export type Funnel = z.infer<typeof funnelSchema>;

/** The back office: users, events and courses moderation, missions and the funnel. */
export const adminEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Mission/all',
    summary:
      'Missions: all for admins (filters status, schoolId, search); for schools, families and producers the active ones that reach them',
    access: 'signedIn',
    query: missionListQuerySchema,
    response: listEnvelope(d.missionSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Mission/create',
    summary: 'Create a mission',
    access: [admin],
    body: missionInputSchema,
    response: objEnvelope(d.missionSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Mission/update/:id',
    summary: 'Edit a mission (the whole mission)',
    access: [admin],
    body: missionInputSchema,
    response: objEnvelope(d.missionSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Mission/duplicate/:id',
    summary: 'Copy a mission as a new draft',
    access: [admin],
    response: objEnvelope(d.missionSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Mission/archive/:id',
    summary: 'Archive a mission (it leaves the students’ lists; progress is kept)',
    access: [admin],
    response: objEnvelope(d.missionSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Mission/audiences',
    summary: 'Schools and grades a mission can target, with active students',
    access: [admin],
    response: objEnvelope(missionAudienceOptionsSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Mission/summary',
    summary: 'Participation and completion figures by mission and school, completions per day',
    access: [admin],
    query: dateRange,
    response: objEnvelope(missionSummarySchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Mission/progress',
    summary: 'Progress of a student (?studentId=): admins, the student’s school and family',
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
    query: userListQuerySchema,
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
    summary: 'Edit a user (validated as at registration; phone, e-mail and document stay unique)',
    access: [admin],
    body: userUpdateBodySchema,
    response: objEnvelope(d.adminUserSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/User/block/:id',
    summary: 'Block or unblock (body { blocked }); a blocked user can no longer sign in',
    access: [admin],
    body: userBlockBodySchema,
    response: objEnvelope(d.adminUserSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/User/block-many',
    summary: 'Block or unblock several users; answers which ones changed (for an undo)',
    access: [admin],
    body: userBlockManyBodySchema,
    response: objEnvelope(userBlockManyResultSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/User/role/:id',
    summary: "Change a user's role",
    access: [admin],
    body: userRoleBodySchema,
    response: objEnvelope(d.adminUserSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/User/force-reset/:id',
    summary: 'Require a new password at the next sign-in and send a reset link',
    access: [admin],
    response: objEnvelope(d.adminUserSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Analytics/mindset-funnel',
    summary: 'Funnel steps for a period (from/to, YYYY-MM-DD) and audience',
    access: [admin],
    query: z.extend(dateRange, { audience: z.optional(funnelAudienceSchema) }),
    response: objEnvelope(funnelSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Event/all',
    summary: 'Every event (admin): filters status, ownerId, featured, search; sort startsAt, title, sold',
    access: [admin],
    query: adminEventQuerySchema,
    response: listEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Event/moderate/:id',
    summary:
      'Moderate an event: feature, unfeature, unpublish, or cancel with a reason (paid orders refunded)',
    access: [admin],
    body: moderationBodySchema,
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Course/moderate/:id',
    summary: 'Moderate a course: feature, unfeature, unpublish (back to draft), or cancel with a reason',
    access: [admin],
    body: moderationBodySchema,
    response: objEnvelope(d.courseSchema),
    source: 'design',
  }),
];
