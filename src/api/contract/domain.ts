import { z } from 'zod/mini';

/** Domain objects of DESIGN.md §5, camelCase as the API sends them. Money is integer cents (BRL). */

const id = z.string().check(z.minLength(1));
const isoDateTime = z.union([
  z.iso.datetime({ offset: true }),
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)),
]);
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = z.int().check(z.nonnegative());

export const venueSchema = z.object({
  name: z.string(),
  street: z.optional(z.string()),
  number: z.optional(z.string()),
  district: z.optional(z.string()),
  address: z.string(),
  city: z.string(),
  state: z.string().check(z.length(2)),
  cep: z.optional(z.string()),
});

export const eventStatusSchema = z.enum(['draft', 'published', 'cancelled', 'ended']);
/** The last admin moderation of an event or course (feature, unpublish, cancel), with its reason. */
export const moderationSchema = z.object({
  action: z.enum(['feature', 'unfeature', 'unpublish', 'cancel']),
  reason: z.nullable(z.string()),
  at: isoDateTime,
  by: id,
});
export const eventSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  coverUrl: z.nullable(z.string()),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  venue: z.nullable(venueSchema),
  online: z.boolean(),
  url: z.nullable(z.string()),
  ageRating: z.string(),
  status: eventStatusSchema,
  ownerId: id,
  ownerRole: z.enum(['3', '4']),
  ownerName: z.string(),
  schoolId: z.nullable(id),
  capacity: z.int().check(z.nonnegative()),
  featured: z._default(z.boolean(), false),
  createdAt: isoDateTime,
  /** Lowest visible ticket price, for the catalogue. */
  priceFrom: z.optional(z.nullable(cents)),
  sold: z.optional(z.int().check(z.nonnegative())),
  views: z.optional(z.int().check(z.nonnegative())),
  /** The producer's markdown source of `description` (the HTML shown to the public), for editing. */
  descriptionMarkdown: z.optional(z.string()),
  /** Why the owner cancelled it, as the buyers were told. */
  cancelReason: z.optional(z.nullable(z.string())),
  /** The last admin moderation, if any. */
  moderation: z.nullish(moderationSchema),
});

export const ticketSchema = z.object({
  id,
  eventId: id,
  name: z.string(),
  price: cents,
  halfPriceAllowed: z.boolean(),
  quantity: z.int().check(z.nonnegative()),
  sold: z.int().check(z.nonnegative()),
  salesStart: isoDateTime,
  salesEnd: isoDateTime,
  minPerOrder: z.int().check(z.gte(1)),
  maxPerOrder: z.int().check(z.gte(1)),
  visible: z.boolean(),
});

export const couponSchema = z.object({
  id,
  eventId: id,
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.int().check(z.nonnegative()),
  maxUses: z.int().check(z.nonnegative()),
  used: z.int().check(z.nonnegative()),
  validFrom: isoDateTime,
  validUntil: isoDateTime,
  ticketIds: z.array(id),
});

export const paymentMethodSchema = z.enum(['pix', 'card', 'boleto', 'free']);
export const orderStatusSchema = z.enum(['pending', 'paid', 'cancelled', 'refunded']);
export const orderSchema = z.object({
  id,
  eventId: id,
  buyerId: id,
  buyerName: z.string(),
  items: z.array(
    z.object({
      ticketId: id,
      quantity: z.int().check(z.gte(1)),
      halfPrice: z.boolean(),
      unitPrice: cents,
    }),
  ),
  attendees: z.array(z.object({ name: z.string(), cpf: z.string(), email: z.string() })),
  couponCode: z.nullable(z.string()),
  subtotal: cents,
  discount: cents,
  fee: cents,
  total: cents,
  payment: z.object({
    method: paymentMethodSchema,
    installments: z.int().check(z.gte(1), z.lte(12)),
  }),
  status: orderStatusSchema,
  pix: z.nullable(z.object({ code: z.string(), expiresAt: isoDateTime })),
  boleto: z.nullable(z.object({ line: z.string(), dueDate: isoDate })),
  createdAt: isoDateTime,
});

export const attendeeSchema = z.object({
  code: z.string(),
  orderId: id,
  eventId: id,
  ticketId: id,
  holderName: z.string(),
  holderCpf: z.optional(z.string()),
  buyerId: id,
  halfPrice: z.boolean(),
  checkedInAt: z.nullable(isoDateTime),
});

export const schoolSchema = z.object({
  id,
  ownerId: id,
  name: z.string(),
  logoUrl: z.nullable(z.string()),
  about: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), cep: z.string() }),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    website: z.nullable(z.string()),
    /** Instagram handle without the @. */
    instagram: z.optional(z.nullable(z.string())),
  }),
});

export const teacherSchema = z.object({
  id,
  schoolId: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subjects: z.array(z.string()),
  active: z.boolean(),
});

export const guardianSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  relation: z.string(),
  userId: z.nullable(id),
});

export const studentSchema = z.object({
  id,
  schoolId: id,
  name: z.string(),
  birthDate: isoDate,
  grade: z.string(),
  classIds: z.array(id),
  guardians: z.array(guardianSchema),
  avatarUrl: z.nullable(z.string()),
  points: z.int().check(z.nonnegative()),
  status: z.enum(['active', 'inactive']),
  linkCode: z.string(),
  createdAt: isoDateTime,
});

export const courseSchema = z.object({
  id,
  schoolId: z.nullable(id),
  ownerId: id,
  title: z.string(),
  description: z.string(),
  teacherId: z.nullable(id),
  /** Free-text instructor, for producers' courses that have no school teacher. */
  instructor: z.optional(z.nullable(z.string())),
  price: cents,
  /** Seats per class (turma). */
  capacity: z.int().check(z.nonnegative()),
  status: z.enum(['draft', 'open', 'closed', 'archived']),
  /** Highlighted by an admin. */
  featured: z.optional(z.boolean()),
  /** The last admin moderation, if any. */
  moderation: z.nullish(moderationSchema),
});

export const courseClassSchema = z.object({
  id,
  courseId: id,
  title: z.string(),
  weekdays: z.array(z.int().check(z.gte(0), z.lte(6))),
  startTime: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  endTime: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  startDate: isoDate,
  endDate: isoDate,
  room: z.string(),
  teacherId: z.nullable(id),
  studentIds: z.array(id),
  /** Specific meeting dates; when present and not empty they replace the weekly schedule. */
  dates: z.optional(z.array(isoDate)),
});

export const attendanceStatusSchema = z.enum(['present', 'absent', 'late', 'excused']);
export const attendanceEntrySchema = z.object({
  courseClassId: id,
  date: isoDate,
  studentId: id,
  status: attendanceStatusSchema,
  note: z._default(z.string(), ''),
  at: isoDateTime,
  by: id,
});

export const dependentSchema = z.object({
  id,
  guardianId: id,
  name: z.string(),
  birthDate: isoDate,
  grade: z.nullable(z.string()),
  schoolId: z.nullable(id),
  studentId: z.nullable(id),
  avatarUrl: z.nullable(z.string()),
});

export const raritySchema = z.enum(['common', 'rare', 'epic', 'legendary']);
export const cardSchema = z.object({
  id,
  name: z.string(),
  rarity: raritySchema,
  imageUrl: z.nullable(z.string()),
  attributes: z.record(z.string(), z.number()),
  collection: z.string(),
  description: z.string(),
  /** Archived cards stay with whoever holds them but are no longer awarded. */
  archived: z.optional(z.boolean()),
});
export const cardAwardSchema = z.object({
  id,
  cardId: id,
  studentId: id,
  awardedAt: isoDateTime,
  reason: z.string(),
});

export const missionSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  criteria: z.string(),
  rewardPoints: z.int().check(z.nonnegative()),
  rewardCardIds: z.array(id),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  audience: z.object({ schoolIds: z.array(id), grades: z.array(z.string()) }),
  status: z.enum(['draft', 'active', 'archived']),
});
export const missionProgressSchema = z.object({
  missionId: id,
  studentId: id,
  progress: z.number().check(z.gte(0), z.lte(1)),
  completedAt: z.nullable(isoDateTime),
});

export const transactionSchema = z.object({
  id,
  ownerId: id,
  kind: z.enum(['sale', 'fee', 'refund', 'payout']),
  amount: z.int(),
  orderId: z.nullable(id),
  eventId: z.nullable(id),
  description: z.string(),
  at: isoDateTime,
  /** Sales become available some days after the event. */
  availableAt: isoDateTime,
});
export const payoutSchema = z.object({
  id,
  ownerId: id,
  ownerName: z.string(),
  amount: cents,
  status: z.enum(['requested', 'approved', 'rejected', 'paid']),
  requestedAt: isoDateTime,
  history: z.array(z.object({ status: z.string(), at: isoDateTime, note: z.nullable(z.string()) })),
});

export const adminUserSchema = z.object({
  id,
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** A role code; codes without an area of their own (e.g. '1') are shown as "other". */
  role: z.union([z.enum(['0', '2', '3', '4']), z.string().check(z.regex(/^\d{1,2}$/))]),
  login_cell: z.string(),
  email_address: z.string(),
  document: z.string(),
  status: z.enum(['active', 'blocked']),
  verified: z.boolean(),
  createdAt: isoDateTime,
  url_perfil: z.nullable(z.string()),
  /** Set by an admin: the next sign-in must create a new password. */
  mustResetPassword: z.optional(z.boolean()),
});

export const planSchema = z.object({
  id,
  name: z.string(),
  interval: z.enum(['monthly', 'annual']),
  price: cents,
  features: z.array(z.string()),
});

export const whitelistEntrySchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  profile: z.enum(['family', 'school', 'producer', 'company']),
  createdAt: isoDateTime,
});

export const chatMessageSchema = z.object({
  id,
  conversationId: id,
  fromId: id,
  text: z.string(),
  at: isoDateTime,
  readAt: z.nullable(isoDateTime),
});
export const conversationSchema = z.object({
  id,
  schoolId: id,
  participantIds: z.array(id),
  title: z.string(),
  lastMessageAt: isoDateTime,
});

/** Calendar entry as GET /api/Calendar/all lists it (SPEC.md §3 mapping reads these). */
export const calendarItemSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  description: z.nullish(z.string()),
  date: isoDate,
  startTime: z.nullish(z.string()),
  endTime: z.nullish(z.string()),
  isAllDay: z.nullish(z.boolean()),
  color: z.nullish(z.string()),
  location: z.nullish(z.string()),
  priority: z.nullish(z.string()),
  category: z.nullish(z.string()),
  eventType: z.nullish(z.string()),
  status: z.nullish(z.string()),
  reminderMinutes: z.nullish(z.number()),
  isPrivate: z.nullish(z.boolean()),
  isRecurring: z.nullish(z.boolean()),
  notes: z.nullish(z.string()),
  userId: z.nullish(z.union([z.string(), z.number()])),
  courseClassId: z.nullish(z.union([z.string(), z.number()])),
  eventId: z.nullish(z.union([z.string(), z.number()])),
  eventUserId: z.nullish(z.union([z.string(), z.number()])),
});

export type Event = z.infer<typeof eventSchema>;
export type Moderation = z.infer<typeof moderationSchema>;
export type Ticket = z.infer<typeof ticketSchema>;
export type Coupon = z.infer<typeof couponSchema>;
export type Order = z.infer<typeof orderSchema>;
export type Attendee = z.infer<typeof attendeeSchema>;
export type School = z.infer<typeof schoolSchema>;
export type Teacher = z.infer<typeof teacherSchema>;
export type Student = z.infer<typeof studentSchema>;
export type Guardian = z.infer<typeof guardianSchema>;
export type Course = z.infer<typeof courseSchema>;
export type CourseClass = z.infer<typeof courseClassSchema>;
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;
export type Dependent = z.infer<typeof dependentSchema>;
export type Card = z.infer<typeof cardSchema>;
export type CardAward = z.infer<typeof cardAwardSchema>;
export type Mission = z.infer<typeof missionSchema>;
export type MissionProgress = z.infer<typeof missionProgressSchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type Payout = z.infer<typeof payoutSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type Plan = z.infer<typeof planSchema>;
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type Conversation = z.infer<typeof conversationSchema>;
export type CalendarItem = z.infer<typeof calendarItemSchema>;
