import { z } from 'zod';

/** Domain objects of DESIGN.md §5, camelCase as the API sends them. Money is integer cents (BRL). */

const id = z.string().min(1);
const isoDateTime = z.iso.datetime({ offset: true }).or(z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const cents = z.number().int().nonnegative();

export const venueSchema = z.object({
  name: z.string(),
  street: z.string().optional(),
  number: z.string().optional(),
  district: z.string().optional(),
  address: z.string(),
  city: z.string(),
  state: z.string().length(2),
  cep: z.string().optional(),
});

export const eventStatusSchema = z.enum(['draft', 'published', 'cancelled', 'ended']);
/** The last admin moderation of an event or course (feature, unpublish, cancel), with its reason. */
export const moderationSchema = z.object({
  action: z.enum(['feature', 'unfeature', 'unpublish', 'cancel']),
  reason: z.string().nullable(),
  at: isoDateTime,
  by: id,
});
export const eventSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  coverUrl: z.string().nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  venue: venueSchema.nullable(),
  online: z.boolean(),
  url: z.string().nullable(),
  ageRating: z.string(),
  status: eventStatusSchema,
  ownerId: id,
  ownerRole: z.enum(['3', '4']),
  ownerName: z.string(),
  schoolId: id.nullable(),
  capacity: z.number().int().nonnegative(),
  featured: z.boolean().default(false),
  createdAt: isoDateTime,
  /** Lowest visible ticket price, for the catalogue. */
  priceFrom: cents.nullable().optional(),
  sold: z.number().int().nonnegative().optional(),
  views: z.number().int().nonnegative().optional(),
  /** The producer's markdown source of `description` (the HTML shown to the public), for editing. */
  descriptionMarkdown: z.string().optional(),
  /** Why the owner cancelled it, as the buyers were told. */
  cancelReason: z.string().nullable().optional(),
  /** The last admin moderation, if any. */
  moderation: moderationSchema.nullish(),
});

export const ticketSchema = z.object({
  id,
  eventId: id,
  name: z.string(),
  price: cents,
  halfPriceAllowed: z.boolean(),
  quantity: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  salesStart: isoDateTime,
  salesEnd: isoDateTime,
  minPerOrder: z.number().int().min(1),
  maxPerOrder: z.number().int().min(1),
  visible: z.boolean(),
});

export const couponSchema = z.object({
  id,
  eventId: id,
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int().nonnegative(),
  maxUses: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
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
    z.object({ ticketId: id, quantity: z.number().int().min(1), halfPrice: z.boolean(), unitPrice: cents }),
  ),
  attendees: z.array(z.object({ name: z.string(), cpf: z.string(), email: z.string() })),
  couponCode: z.string().nullable(),
  subtotal: cents,
  discount: cents,
  fee: cents,
  total: cents,
  payment: z.object({ method: paymentMethodSchema, installments: z.number().int().min(1).max(12) }),
  status: orderStatusSchema,
  pix: z.object({ code: z.string(), expiresAt: isoDateTime }).nullable(),
  boleto: z.object({ line: z.string(), dueDate: isoDate }).nullable(),
  createdAt: isoDateTime,
});

export const attendeeSchema = z.object({
  code: z.string(),
  orderId: id,
  eventId: id,
  ticketId: id,
  holderName: z.string(),
  holderCpf: z.string().optional(),
  buyerId: id,
  halfPrice: z.boolean(),
  checkedInAt: isoDateTime.nullable(),
});

export const schoolSchema = z.object({
  id,
  ownerId: id,
  name: z.string(),
  logoUrl: z.string().nullable(),
  about: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), cep: z.string() }),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    website: z.string().nullable(),
    /** Instagram handle without the @. */
    instagram: z.string().nullable().optional(),
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
  userId: id.nullable(),
});

export const studentSchema = z.object({
  id,
  schoolId: id,
  name: z.string(),
  birthDate: isoDate,
  grade: z.string(),
  classIds: z.array(id),
  guardians: z.array(guardianSchema),
  avatarUrl: z.string().nullable(),
  points: z.number().int().nonnegative(),
  status: z.enum(['active', 'inactive']),
  linkCode: z.string(),
  createdAt: isoDateTime,
});

export const courseSchema = z.object({
  id,
  schoolId: id.nullable(),
  ownerId: id,
  title: z.string(),
  description: z.string(),
  teacherId: id.nullable(),
  /** Free-text instructor, for producers' courses that have no school teacher. */
  instructor: z.string().nullable().optional(),
  price: cents,
  /** Seats per class (turma). */
  capacity: z.number().int().nonnegative(),
  status: z.enum(['draft', 'open', 'closed', 'archived']),
  /** Highlighted by an admin. */
  featured: z.boolean().optional(),
  /** The last admin moderation, if any. */
  moderation: moderationSchema.nullish(),
});

export const courseClassSchema = z.object({
  id,
  courseId: id,
  title: z.string(),
  weekdays: z.array(z.number().int().min(0).max(6)),
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  endTime: z.string().regex(/^\d{2}:\d{2}$/),
  startDate: isoDate,
  endDate: isoDate,
  room: z.string(),
  teacherId: id.nullable(),
  studentIds: z.array(id),
  /** Specific meeting dates; when present and not empty they replace the weekly schedule. */
  dates: z.array(isoDate).optional(),
});

export const attendanceStatusSchema = z.enum(['present', 'absent', 'late', 'excused']);
export const attendanceEntrySchema = z.object({
  courseClassId: id,
  date: isoDate,
  studentId: id,
  status: attendanceStatusSchema,
  note: z.string().default(''),
  at: isoDateTime,
  by: id,
});

export const dependentSchema = z.object({
  id,
  guardianId: id,
  name: z.string(),
  birthDate: isoDate,
  grade: z.string().nullable(),
  schoolId: id.nullable(),
  studentId: id.nullable(),
  avatarUrl: z.string().nullable(),
});

export const raritySchema = z.enum(['common', 'rare', 'epic', 'legendary']);
export const cardSchema = z.object({
  id,
  name: z.string(),
  rarity: raritySchema,
  imageUrl: z.string().nullable(),
  attributes: z.record(z.string(), z.number()),
  collection: z.string(),
  description: z.string(),
  /** Archived cards stay with whoever holds them but are no longer awarded. */
  archived: z.boolean().optional(),
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
  rewardPoints: z.number().int().nonnegative(),
  rewardCardIds: z.array(id),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  audience: z.object({ schoolIds: z.array(id), grades: z.array(z.string()) }),
  status: z.enum(['draft', 'active', 'archived']),
});
export const missionProgressSchema = z.object({
  missionId: id,
  studentId: id,
  progress: z.number().min(0).max(1),
  completedAt: isoDateTime.nullable(),
});

export const transactionSchema = z.object({
  id,
  ownerId: id,
  kind: z.enum(['sale', 'fee', 'refund', 'payout']),
  amount: z.number().int(),
  orderId: id.nullable(),
  eventId: id.nullable(),
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
  history: z.array(z.object({ status: z.string(), at: isoDateTime, note: z.string().nullable() })),
});

export const adminUserSchema = z.object({
  id,
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** A role code; codes without an area of their own (e.g. '1') are shown as "other". */
  role: z.enum(['0', '2', '3', '4']).or(z.string().regex(/^\d{1,2}$/)),
  login_cell: z.string(),
  email_address: z.string(),
  document: z.string(),
  status: z.enum(['active', 'blocked']),
  verified: z.boolean(),
  createdAt: isoDateTime,
  url_perfil: z.string().nullable(),
  /** Set by an admin: the next sign-in must create a new password. */
  mustResetPassword: z.boolean().optional(),
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
  readAt: isoDateTime.nullable(),
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
  description: z.string().nullish(),
  date: isoDate,
  startTime: z.string().nullish(),
  endTime: z.string().nullish(),
  isAllDay: z.boolean().nullish(),
  color: z.string().nullish(),
  location: z.string().nullish(),
  priority: z.string().nullish(),
  category: z.string().nullish(),
  eventType: z.string().nullish(),
  status: z.string().nullish(),
  reminderMinutes: z.number().nullish(),
  isPrivate: z.boolean().nullish(),
  isRecurring: z.boolean().nullish(),
  notes: z.string().nullish(),
  userId: z.union([z.string(), z.number()]).nullish(),
  courseClassId: z.union([z.string(), z.number()]).nullish(),
  eventId: z.union([z.string(), z.number()]).nullish(),
  eventUserId: z.union([z.string(), z.number()]).nullish(),
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
