import type { ArenaFeedback, ArenaMatch } from '@/api/contract/arena';
import type { TemplateCalendarEvent } from '@/api/contract/calendar';
import type { Contact } from '@/api/contract/contact';
import type { Customer, CustomerOrder, Product, ProductReview } from '@/api/contract/customer';
import type { KanbanBoard } from '@/api/contract/kanban';
import type { MailTable } from '@/api/contract/mail';
import type { ShopAddress, ShopOrder, ShopProduct, ShopReview } from '@/api/contract/shop';
import type { Comment, GalleryItem, Post, Reply, SocialPerson } from '@/api/contract/user';
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
  /** The template user section (/apps/user/*): the network's people, posts and gallery. */
  user?: UserTable;
  /** The template store (/apps/customer/*): customers, products, orders and reviews. */
  customer?: CustomerTable;
  /** The shop (/apps/e-commerce/*): its catalogue, reviews, addresses and placed orders. */
  shop?: ShopTable;
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

/** A store customer as kept: the order figures are counted from the orders when answered. */
export type CustomerRecord = Omit<Customer, 'orders' | 'spent' | 'lastOrderAt'>;
/** A store product as kept: the rating is counted from the published reviews when answered. */
export type ProductRecord = Omit<Product, 'rating' | 'reviews'>;

/** The template store's tables. */
export interface CustomerTable {
  customers: CustomerRecord[];
  products: ProductRecord[];
  orders: CustomerOrder[];
  reviews: ProductReview[];
}

/** A reply as kept: who likes it, by user id (the answer counts them and says whether the caller is one). */
export type ReplyRecord = Omit<Reply, 'likes' | 'liked' | 'mine'> & { likedBy: string[] };
/** A comment as kept, with its replies. */
export type CommentRecord = Omit<Comment, 'likes' | 'liked' | 'mine' | 'replies'> & {
  likedBy: string[];
  replies: ReplyRecord[];
};
/** A post as kept, with its comments. */
export type PostRecord = Omit<Post, 'likes' | 'liked' | 'comments'> & {
  likedBy: string[];
  comments: CommentRecord[];
};

/** The template user section's tables: the people, who follows and befriends the user, posts and pictures. */
export interface UserTable {
  people: SocialPerson[];
  followerIds: string[];
  friendIds: string[];
  friendRequestIds: string[];
  gallery: GalleryItem[];
  posts: PostRecord[];
}

/** The shop's tables: a product as kept has its rating counted from the reviews when answered. */
export interface ShopTable {
  products: Omit<ShopProduct, 'rating' | 'reviews'>[];
  reviews: ShopReview[];
  /** Each user's addresses. */
  addresses: (ShopAddress & { userId: string })[];
  orders: (ShopOrder & { userId: string })[];
}
