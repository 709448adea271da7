import type { HttpMethod } from '@/api/contract/endpoints';

/**
 * The contract verifier's plan: which endpoint to call, as whom, with which parameters and body, and
 * what to keep from the answer for later steps. Reads come first and only read; the writes (run with
 * --writes) act on records the plan creates itself, in an order that lets each one succeed.
 */

export type Actor = 'anonymous' | 'admin' | 'family' | 'producer' | 'school' | 'newAccount';
export const ACTOR_ROLES = ['admin', 'family', 'producer', 'school'] as const;

/** Values one step learns for the next ones, with where each comes from (for the skip reasons). */
const SOURCES = {
  publicEventId: 'a published event from GET /api/Event/public',
  schoolId: 'a school id from GET /api/Event/public or GET /api/School/mine',
  planId: 'a plan from GET /api/Subscription/plans',
  familyOrderId: "an order from the family's GET /api/Order/mine",
  attendeeCode: "a ticket code from the family's GET /api/Attendee/mine",
  attendeeEventId: 'an event the family holds tickets for (GET /api/Attendee/mine)',
  familyStudentId: "a child linked to a student (the family's GET /api/Dependent/mine)",
  familyDependentId: 'a child of the family (GET /api/Dependent/mine)',
  openClassId: "a class open for enrolment with seats left (the family's GET /api/Family/courses)",
  ownEventId: 'an event of the producer (GET /api/Event/mine)',
  courseId: 'a course of the school (GET /api/Course/all)',
  classId: 'a class of that course (GET /api/CourseClass/all)',
  teacherId: 'a teacher (GET /api/Teacher/all)',
  studentId: 'a student (GET /api/Student/all)',
  sessionClassId: 'a class with a session today (GET /api/Attendance/sessions)',
  sessionStudentId: 'a student of that class (GET /api/Attendance/session/:courseClassId)',
  cardId: 'a card (GET /api/Card/all)',
  missionId: 'a mission (GET /api/Mission/all)',
  chatPeerId: 'someone the school can write to (GET /api/chat/users)',
  conversationId: 'a conversation (GET /api/Conversation/all)',
  userId: 'a user (GET /api/User/all)',
  publicCourseId: 'a course (GET /api/Course/all)',
  available: "the producer's available balance (GET /api/Finance/summary)",
  // Made by the writes.
  newCell: 'the account POST /api/auth/register creates',
  newEmail: 'the account POST /api/auth/register creates',
  newPassword: 'the account POST /api/auth/register creates',
  newUserId: 'the account POST /api/auth/register creates',
  resetToken: 'the reset token, which a real server only e-mails (the mock answers it as demoResetPath)',
  createdEventId: 'the event POST /api/Event/create makes',
  createdTicketId: 'the ticket type POST /api/Ticket/create makes',
  spareTicketId: 'a second ticket type of the created event',
  createdCouponId: 'the coupon POST /api/Coupon/create makes',
  createdCouponCode: 'the coupon POST /api/Coupon/create makes',
  spareCouponId: 'a second coupon of the created event',
  pixOrderId: 'the PIX order POST /api/Order/create places',
  createdAttendeeCode: 'a ticket of that order, once paid',
  createdTeacherId: 'the teacher POST /api/Teacher/create makes',
  createdCourseId: 'the course POST /api/Course/create makes',
  createdClassId: 'the class POST /api/CourseClass/create makes',
  createdStudentId: 'the student POST /api/Student/create makes',
  createdDependentId: 'the child POST /api/Dependent/create makes',
  enrolmentId: 'the enrolment POST /api/Enrollment/request makes',
  calendarItemId: 'the calendar item POST /api/EventUser/create makes',
  createdCardId: 'the card POST /api/Card/create makes',
  createdMissionId: 'the mission POST /api/Mission/create makes',
  payoutId: 'the payout POST /api/Finance/payout-request makes',
  secondPayoutId: 'a second payout POST /api/Finance/payout-request makes',
  createdStudentLinkCode: 'the link code of the student POST /api/Student/create makes',
} as const;
export type KnownKey = keyof typeof SOURCES;

/** Thrown while preparing a step that cannot run: the line says "skipped" with this reason. */
export class Skip extends Error {}

export class Known {
  private readonly values = new Map<KnownKey, string>();
  /** A token for the account the writes register. */
  onSession: (actor: 'newAccount', token: string) => void = () => undefined;
  readonly today = new Date().toISOString().slice(0, 10);
  readonly run = Date.now().toString(36).slice(-6);
  /** The run as a capitalised word, for names that admit letters only. */
  readonly tag = this.run
    .replace(/[0-9a-z]/g, (c) => String.fromCharCode(97 + (parseInt(c, 36) % 26)))
    .replace(/^./, (c) => c.toUpperCase());

  readonly config: { accessCode: string };

  constructor(config: { accessCode: string }) {
    this.config = config;
  }

  need(key: KnownKey): string {
    const value = this.values.get(key);
    if (value === undefined) throw new Skip(`needs ${SOURCES[key]}, which did not come`);
    return value;
  }

  has(key: KnownKey): boolean {
    return this.values.has(key);
  }

  /** Keeps the first value offered for a key (later answers do not overwrite it). */
  keep(key: KnownKey, value: unknown): void {
    if (this.values.has(key)) return;
    if (typeof value === 'string' && value !== '') this.values.set(key, value);
    else if (typeof value === 'number') this.values.set(key, String(value));
  }

  replace(key: KnownKey, value: unknown): void {
    this.values.delete(key);
    this.keep(key, value);
  }
}

export interface Step {
  method: HttpMethod;
  /** The contract's path, with :params. */
  path: string;
  /** Who calls: defaults to nobody for public endpoints, else the first role the endpoint admits. */
  as?: Actor;
  /** Creates, changes or deletes data: only with --writes. */
  write?: boolean;
  /** A call another step needs that is not this endpoint's reported check (its line comes elsewhere). */
  helper?: boolean;
  params?: (k: Known) => Record<string, string>;
  query?: (k: Known) => Record<string, string | number | boolean>;
  body?: (k: Known) => unknown;
  expect?: number;
  /**
   * Ends the caller's session (logout): afterwards the same token must get 401 from GET /api/auth/me,
   * and later steps as that caller are skipped.
   */
  endsSession?: boolean;
  /** Reads what later steps need from an answer that matched the contract. */
  keep?: (data: unknown, k: Known) => void;
}

// Reading answers whose shape the contract already checked.
type Json = unknown;
export function at(value: Json, ...path: (string | number)[]): Json {
  let current = value;
  for (const part of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, Json>)[part];
  }
  return current;
}
export function list(value: Json, key = 'lst'): Record<string, Json>[] {
  const items = at(value, key);
  return Array.isArray(items) ? (items as Record<string, Json>[]) : [];
}

/** Marks a step as a write (run only with --writes). */
export const w = (step: Step): Step => ({ ...step, write: true });
