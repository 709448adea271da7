import { z, type ZodType } from 'zod';
import { ROLES, type RoleCode } from '@/store/roles';
import * as auth from './auth';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';
import { myAttendeesResponseSchema, ticketDownloadResponseSchema } from './tickets';
import { whitelistJoinRequestSchema } from './whitelist';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API as this app calls it. The mock API implements exactly these, the client parses
 * responses with `response`, and docs/api-contract.md is generated from this list.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Path with `:param` placeholders. */
  path: string;
  summary: string;
  /** Who may call it: 'public', any signed-in user, or a list of roles. */
  access: 'public' | 'signedIn' | readonly RoleCode[];
  query?: ZodType;
  body?: ZodType;
  response: ZodType;
  /** Spends money: carries an Idempotency-Key header; the same key twice creates one record. */
  idempotent?: boolean;
  /** Which part of the product calls it (SPEC.md section or DESIGN.md controller). */
  source: 'spec' | 'design';
}

const { admin, client, producer, company } = ROLES;
const sellers = [producer, company] as const;
const idParam = z.object({ id: z.string() });
const listQuery = z.object({
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
  search: z.string().optional(),
  sort: z.string().optional(),
});
const dateRange = z.object({ from: z.string().optional(), to: z.string().optional() });
const userEventBody = z.object({
  title: z.string(),
  description: z.string(),
  location: z.string(),
  color: z.string(),
  priority: z.string(),
  category: z.string(),
  reminderMinutes: z.number(),
  isPrivate: z.boolean(),
  isRecurring: z.boolean(),
  eventDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  notes: z.string(),
  userId: z.union([z.string(), z.number()]),
});

const e = (endpoint: Endpoint) => endpoint;

/** Why a coupon is refused; the answer's `reason` next to its pt-BR msg. */
export const couponRefusalSchema = z.enum([
  'unknown',
  'expired',
  'notYetValid',
  'usedUp',
  'notForTickets',
  'noItems',
]);
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;
/** Test card data, as the demo gateway takes it (a real gateway tokenizes in the browser). */
const cardBody = z.object({ number: z.string(), name: z.string(), expiry: z.string(), cvv: z.string() });
/** An order as its buyer sees it: with the tickets (attendees) issued once it is paid. */
export const orderWithTicketsSchema = d.orderSchema.extend({
  tickets: z.array(d.attendeeSchema).default([]),
});
export type OrderWithTickets = z.infer<typeof orderWithTicketsSchema>;
/** A Premium subscription: active at once by card, pending until a PIX or boleto is paid. */
export const subscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  interval: d.planSchema.shape.interval,
  amount: z.number().int().nonnegative(),
  status: z.enum(['active', 'pending']),
  payment: d.orderSchema.shape.payment,
  pix: d.orderSchema.shape.pix,
  boleto: d.orderSchema.shape.boleto,
  startedAt: z.string(),
  renewsAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const couponValidateBodySchema = z.object({
  eventId: z.string(),
  code: z.string(),
  items: z.array(
    z.object({ ticketId: z.string(), quantity: z.number().int().min(1), halfPrice: z.boolean() }),
  ),
});
export const orderCreateBodySchema = z.object({
  eventId: z.string(),
  items: d.orderSchema.shape.items,
  attendees: d.orderSchema.shape.attendees,
  couponCode: z.string().nullable(),
  payment: d.orderSchema.shape.payment,
  card: cardBody.optional(),
});
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;
export const subscriptionCheckoutBodySchema = z.object({
  planId: z.string(),
  payment: d.orderSchema.shape.payment,
  card: cardBody.optional(),
});
export type SubscriptionCheckoutBody = z.infer<typeof subscriptionCheckoutBodySchema>;

export const ENDPOINTS: readonly Endpoint[] = [
  // Authentication (SPEC.md §7) and its designed companions.
  e({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with phone and password',
    access: 'public',
    body: auth.loginRequestSchema,
    response: auth.loginResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account (family, producer or school); sends an SMS code',
    access: 'public',
    body: auth.registerRequestSchema,
    response: auth.registerResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/auth/verify',
    summary: 'Confirm the SMS access code',
    access: 'public',
    body: auth.verifyRequestSchema,
    response: auth.verifyResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user (userdto)',
    access: 'signedIn',
    response: auth.meResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/auth/resend-code',
    summary: 'Send the SMS code again (30 s cooldown)',
    access: 'public',
    body: auth.resendCodeRequestSchema,
    response: auth.resendCodeResponseSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'E-mail a password reset link (same answer whether or not the e-mail exists)',
    access: 'public',
    body: auth.forgotPasswordRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the token from the e-mail',
    access: 'public',
    body: auth.resetPasswordRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/auth/profile',
    summary: 'Update name, e-mail and avatar of the signed-in user',
    access: 'signedIn',
    body: auth.profileUpdateRequestSchema,
    response: auth.profileResponseSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'Change the password (current one required)',
    access: 'signedIn',
    body: auth.changePasswordRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),

  // Calendar (SPEC.md §7).
  e({
    method: 'GET',
    path: '/api/Calendar/all',
    summary: 'Calendar of the signed-in user (classes and personal events)',
    access: 'signedIn',
    response: listEnvelope(d.calendarItemSchema),
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/EventUser/create',
    summary: 'Create a personal event',
    access: 'signedIn',
    body: userEventBody,
    response: envelopeSchema,
    source: 'spec',
  }),
  e({
    method: 'PATCH',
    path: '/api/EventUser/update/:eventUserId',
    summary: 'Update a personal event',
    access: 'signedIn',
    body: userEventBody,
    response: envelopeSchema,
    source: 'spec',
  }),
  e({
    method: 'DELETE',
    path: '/api/EventUser/delete/:eventUserId',
    summary: 'Delete a personal event',
    access: 'signedIn',
    response: envelopeSchema,
    source: 'spec',
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

  // Events and ticketing (DESIGN.md §4).
  e({
    method: 'GET',
    path: '/api/Event/public',
    summary:
      'Published catalogue: search, category, city, from/to, free, priceMin/priceMax, sort (date, price or relevance), page',
    access: 'public',
    query: listQuery.extend({
      category: z.string().optional(),
      city: z.string().optional(),
      from: z.string().optional(),
      to: z.string().optional(),
      free: z.boolean().optional(),
      priceMin: z.number().optional(),
      priceMax: z.number().optional(),
      schoolId: z.string().optional(),
      ownerId: z.string().optional(),
    }),
    response: listEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Event/filters',
    summary: 'Categories and cities that have published events (for the catalogue filters)',
    access: 'public',
    response: objEnvelope(z.object({ categories: z.array(z.string()), cities: z.array(z.string()) })),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Event/single/:id',
    summary: 'One event (published ones for everyone; drafts for their owner)',
    access: 'public',
    query: idParam,
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Event/mine',
    summary: "The producer's or school's events with sold and revenue",
    access: sellers,
    query: listQuery.extend({ status: d.eventStatusSchema.optional() }),
    response: listEnvelope(d.eventSchema),
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
  e({
    method: 'POST',
    path: '/api/Event/create',
    summary: 'Create an event (draft)',
    access: sellers,
    body: d.eventSchema.partial(),
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Event/update/:id',
    summary: 'Edit an event',
    access: [producer, company, admin],
    body: d.eventSchema.partial(),
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Event/publish/:id',
    summary: 'Publish a draft',
    access: sellers,
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Event/cancel/:id',
    summary: 'Cancel an event with a reason',
    access: [producer, company, admin],
    body: z.object({ reason: z.string() }),
    response: objEnvelope(d.eventSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Ticket/all',
    summary: 'Ticket types of an event (?eventId=)',
    access: 'public',
    query: z.object({ eventId: z.string() }),
    response: listEnvelope(d.ticketSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Ticket/create',
    summary: 'Create a ticket type',
    access: sellers,
    body: d.ticketSchema.partial(),
    response: objEnvelope(d.ticketSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Ticket/update/:id',
    summary: 'Edit a ticket type',
    access: sellers,
    body: d.ticketSchema.partial(),
    response: objEnvelope(d.ticketSchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Ticket/delete/:id',
    summary: 'Delete a ticket type with no sales',
    access: sellers,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Coupon/all',
    summary: 'Coupons of an event (?eventId=)',
    access: sellers,
    query: z.object({ eventId: z.string() }),
    response: listEnvelope(d.couponSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Coupon/create',
    summary: 'Create a coupon',
    access: sellers,
    body: d.couponSchema.partial(),
    response: objEnvelope(d.couponSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Coupon/update/:id',
    summary: 'Edit a coupon',
    access: sellers,
    body: d.couponSchema.partial(),
    response: objEnvelope(d.couponSchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Coupon/delete/:id',
    summary: 'Delete a coupon',
    access: sellers,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Coupon/validate',
    summary: 'Check a code for a cart; answers the discount or why not',
    access: 'public',
    body: couponValidateBodySchema,
    response: envelopeSchema.extend({
      obj: z.object({ code: z.string(), discount: z.number().int() }).optional(),
      reason: couponRefusalSchema.optional(),
    }),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Order/create',
    summary:
      'Place an order (idempotent): prices, stock, sale window and coupon are checked on the server; fee 10% of subtotal after discount',
    access: [client],
    idempotent: true,
    body: orderCreateBodySchema,
    response: objEnvelope(orderWithTicketsSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Order/mine',
    summary: "The family's orders",
    access: [client],
    response: listEnvelope(d.orderSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Order/single/:id',
    summary: 'One order (its buyer, the event owner, admins)',
    access: 'signedIn',
    response: objEnvelope(orderWithTicketsSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Order/simulate-payment/:id',
    summary:
      'Demo only: confirms a pending PIX or boleto as paid and issues the tickets; exists so the mock API can show the whole PIX/boleto flow',
    access: [client],
    response: objEnvelope(orderWithTicketsSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Order/all',
    summary: "Orders of the seller's events (?eventId=, status, from/to, page)",
    access: [producer, company, admin],
    query: listQuery
      .extend({ eventId: z.string().optional(), status: d.orderStatusSchema.optional() })
      .extend(dateRange.shape),
    response: listEnvelope(d.orderSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Order/refund/:id',
    summary: 'Refund a paid order (updates finance, frees stock)',
    access: [producer, company, admin],
    response: objEnvelope(d.orderSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Attendee/mine',
    summary: "The family's issued tickets, with lookups of their events, ticket types and orders",
    access: [client],
    response: myAttendeesResponseSchema,
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Attendee/all',
    summary: 'Attendees of an event (?eventId=, search, ticketId, checkedIn)',
    access: sellers,
    query: listQuery.extend({ eventId: z.string(), ticketId: z.string().optional() }),
    response: listEnvelope(d.attendeeSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Attendee/checkin/:code',
    summary: 'Check a ticket in at the door (?eventId=)',
    access: sellers,
    response: envelopeSchema.extend({
      obj: d.attendeeSchema.optional(),
      result: z.enum(['valid', 'already', 'unknown', 'otherEvent']),
    }),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Attendee/download/:code',
    summary: 'Printable ticket (public, by code)',
    access: 'public',
    response: ticketDownloadResponseSchema,
    source: 'design',
  }),

  // Schools, courses, students.
  e({
    method: 'GET',
    path: '/api/School/public/:id',
    summary: "A school's public page",
    access: 'public',
    response: objEnvelope(d.schoolSchema),
    source: 'design',
  }),
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
    path: '/api/Course/public',
    summary: 'Open courses of a school (?schoolId=), for its public page',
    access: 'public',
    query: z.object({ schoolId: z.string() }),
    response: listEnvelope(d.courseSchema),
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
    path: '/api/Dependent/mine',
    summary: "The family's children",
    access: [client],
    response: listEnvelope(d.dependentSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Dependent/link',
    summary: "Link a child to the school's student record with the school's code",
    access: [client],
    body: z.object({ dependentId: z.string(), code: z.string() }),
    response: objEnvelope(d.dependentSchema),
    source: 'design',
  }),

  // Missions, cards, finance, admin.
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
  e({
    method: 'GET',
    path: '/api/Finance/summary',
    summary: 'Balance available/pending, revenue, fees, refunds for a period (role-scoped)',
    access: [producer, company, admin],
    query: dateRange,
    response: objEnvelope(
      z.object({
        available: z.number().int(),
        pending: z.number().int(),
        revenue: z.number().int(),
        fees: z.number().int(),
        refunds: z.number().int(),
        payouts: z.number().int(),
      }),
    ),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Finance/transactions',
    summary: 'Transactions (role-scoped, page)',
    access: [producer, company, admin],
    query: listQuery.extend(dateRange.shape),
    response: listEnvelope(d.transactionSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Finance/payouts',
    summary: 'Payout requests (own, or all for admins)',
    access: [producer, company, admin],
    response: listEnvelope(d.payoutSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Finance/payout-request',
    summary: 'Ask for a payout of the available balance (idempotent)',
    access: sellers,
    idempotent: true,
    body: z.object({ amount: z.number().int().positive() }),
    response: objEnvelope(d.payoutSchema),
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
    path: '/api/Subscription/plans',
    summary: 'Premium plans',
    access: 'public',
    response: listEnvelope(d.planSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Subscription/checkout',
    summary: 'Subscribe to a plan (idempotent)',
    access: 'signedIn',
    idempotent: true,
    body: subscriptionCheckoutBodySchema,
    response: objEnvelope(subscriptionSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Whitelist/join',
    summary: 'Join the waiting list',
    access: 'public',
    body: whitelistJoinRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
];

export function findEndpoint(method: HttpMethod, path: string): Endpoint | undefined {
  return ENDPOINTS.find((ep) => ep.method === method && ep.path === path);
}
