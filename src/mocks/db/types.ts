import type { ArenaFeedback, ArenaMatch } from '@/api/contract/arena';
import type { TemplateCalendarEvent } from '@/api/contract/calendar';
import type { Contact } from '@/api/contract/contact';
import type { KanbanBoard } from '@/api/contract/kanban';
import type { MailTable } from '@/api/contract/mail';
import type {
  AdminUser,
  AttendanceEntry,
  Attendee,
  CalendarItem,
  Card,
  CardAward,
  ChatMessage,
  Conversation,
  Coupon,
  Course,
  CourseClass,
  Dependent,
  Event,
  Mission,
  MissionProgress,
  Order,
  Payout,
  Plan,
  School,
  Student,
  Teacher,
  Ticket,
  Transaction,
  WhitelistEntry,
} from '@/api/contract/domain';
import type { Subscription } from '@/api/contract/subscription';
import type { Enrollment } from '@/api/contract/family';

export interface DbUser extends AdminUser {
  password: string;
  /** The school a company account runs, or the producer's display name. */
  schoolId: string | null;
  mustResetPassword: boolean;
}

export interface IdempotentResult {
  key: string;
  userId: string;
  endpoint: string;
  status: number;
  body: unknown;
}

/** A check-in mark the server received, by its device-made id: the same id twice is applied once. */
export interface AttendanceReceipt {
  entryId: string;
  userId: string;
  courseClassId: string;
  date: string;
  studentId: string;
  status: AttendanceEntry['status'] | null;
  note: string;
  /** When the mark was made (device clock); the latest one wins. */
  at: string;
  receivedAt: string;
  outcome: 'applied' | 'stale';
}

/** A token a logout ended: every authenticated call with it gets 401 until `expiresAt`. */
export interface RevokedToken {
  id: string;
  expiresAt: string;
}

export interface Tables {
  users: DbUser[];
  schools: School[];
  teachers: Teacher[];
  students: Student[];
  courses: Course[];
  courseClasses: CourseClass[];
  attendance: AttendanceEntry[];
  dependents: Dependent[];
  events: Event[];
  tickets: Ticket[];
  coupons: Coupon[];
  orders: Order[];
  attendees: Attendee[];
  cards: Card[];
  cardAwards: CardAward[];
  missions: Mission[];
  missionProgress: MissionProgress[];
  transactions: Transaction[];
  payouts: Payout[];
  plans: Plan[];
  whitelist: WhitelistEntry[];
  conversations: Conversation[];
  messages: ChatMessage[];
  /** Personal events (EventUser) of the calendar. */
  userEvents: (CalendarItem & { userId: string })[];
  resetTokens: { token: string; userId: string; expiresAt: string }[];
  smsCodes: { login_cell: string; code: string; sentAt: string }[];
  idempotency: IdempotentResult[];
  /**
   * Tokens ended by a logout, by token id, kept until they would have expired anyway (optional: stored
   * demo data from before logout revoked tokens has none).
   */
  revokedTokens?: RevokedToken[];
  /** Check-in marks received (optional: stored demo data from before it existed has none). */
  attendanceReceipts?: AttendanceReceipt[];
  /** Premium subscriptions (the contract's Subscription plus its holder). */
  subscriptions: (Subscription & { userId: string })[];
  /** Enrolments a family asked for (free ones are active at once, paid ones wait for PIX). */
  familyEnrollments: Enrollment[];
  /** Playtest matches of signed-in users (optional: stored demo data from before the arena has none). */
  arenaMatches?: ArenaMatch[];
  /** Playtest surveys, from guests too. */
  arenaFeedback?: ArenaFeedback[];
  /** The file store: pictures the API keeps (an avatar saved as a profile picture), by path. */
  files?: StoredFile[];
  /** The school team's Kanban board (optional: stored demo data from before the board has none). */
  kanban?: KanbanBoard;
  /** The template mail app's mailbox (optional: stored demo data from before the app has none). */
  mail?: MailTable;
  /** The template contacts app's address book. */
  contacts?: Contact[];
  /** The template calendar app's events (/api/calendar/events). */
  templateEvents?: TemplateCalendarEvent[];
}

/** A file of the mock's file store, served at its path (e.g. `files/avatars/u-client-1.svg`). */
export interface StoredFile {
  path: string;
  contentType: string;
  /** The file's bytes, base64. */
  base64: string;
  ownerId: string;
  savedAt: string;
}
