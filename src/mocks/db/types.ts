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
import type { Subscription } from '@/api/contract/endpoints';

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
  /** Premium subscriptions (the contract's Subscription plus its holder). */
  subscriptions: (Subscription & { userId: string })[];
}
