import { z } from 'zod/mini';
import { e, type Endpoint } from './common';
import { objEnvelope } from './envelope';

/**
 * The platform in numbers, for the widget pages and the analytics dashboard (issue 16 §4). Designed
 * here: one read that every signed-in role may call, so it holds only what any member may see —
 * counts of activity and the public side of events (titles, dates, seats), never a person's name or
 * anyone's money. Money stays with the role-scoped finance calls.
 */

const count = z.int().check(z.nonnegative());
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** What the stat widgets count, each over the last 30 days against the 30 days before. */
export const WIDGET_STATS = ['events', 'tickets', 'checkins', 'students', 'cards', 'missions'] as const;
export const widgetStatKeySchema = z.enum(WIDGET_STATS);
export type WidgetStatKey = z.infer<typeof widgetStatKeySchema>;

/** Days in a stat's period; `daily` covers the last `WIDGET_SPARK_DAYS` of it. */
export const WIDGET_PERIOD_DAYS = 30;
export const WIDGET_SPARK_DAYS = 14;
export const WIDGET_MONTHS = 6;

export const widgetStatSchema = z.object({
  key: widgetStatKeySchema,
  /** The last 30 days, today included. */
  current: count,
  /** The 30 days before those. */
  previous: count,
  /** Day by day over the last 14 days, oldest first (for a sparkline). */
  daily: z.array(count),
});
export type WidgetStat = z.infer<typeof widgetStatSchema>;

export const widgetMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  /** Tickets of paid orders made that month. */
  tickets: count,
  /** Events created that month (published ones). */
  events: count,
  /** Class check-ins (present or late) that month. */
  checkins: count,
});
export type WidgetMonth = z.infer<typeof widgetMonthSchema>;

export const WIDGET_ATTENDANCE = ['present', 'late', 'absent', 'excused'] as const;
export const widgetAttendanceSchema = z.object({
  present: count,
  late: count,
  absent: count,
  excused: count,
});
export type WidgetAttendance = z.infer<typeof widgetAttendanceSchema>;

export const widgetUpcomingSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  startsAt: z.string(),
  category: z.string(),
  city: z.nullable(z.string()),
  sold: count,
  capacity: count,
});
export type WidgetUpcoming = z.infer<typeof widgetUpcomingSchema>;

export const widgetMissionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  endsAt: z.string(),
  /** Students taking part. */
  participants: count,
  /** Of those, how many finished it. */
  completed: count,
  /** Average progress of the participants, 0 to 1. */
  progress: z.number().check(z.gte(0), z.lte(1)),
});
export type WidgetMission = z.infer<typeof widgetMissionSchema>;

export const WIDGET_ACTIVITY = ['event', 'ticket', 'card', 'mission'] as const;
export const widgetActivitySchema = z.object({
  kind: z.enum(WIDGET_ACTIVITY),
  /** The event's, card's or mission's title (never a person's name). */
  title: z.string(),
  /** How many tickets, for a sale. */
  quantity: count,
  at: z.string(),
});
export type WidgetActivity = z.infer<typeof widgetActivitySchema>;

export const widgetOverviewSchema = z.object({
  /** The day the figures run up to (the server's today). */
  asOf: isoDate,
  stats: z.array(widgetStatSchema),
  /** The last 6 months, oldest first, the current one last. */
  months: z.array(widgetMonthSchema),
  /** Upcoming published events per category, most first. */
  categories: z.array(z.object({ category: z.string(), events: count })),
  /** Class marks of the last 30 days by status. */
  attendance: widgetAttendanceSchema,
  /** The next published events (up to 5), soonest first. */
  upcoming: z.array(widgetUpcomingSchema),
  /** Active missions (up to 5), ending soonest first. */
  missions: z.array(widgetMissionSchema),
  /** The latest things that happened (up to 8), newest first. */
  activity: z.array(widgetActivitySchema),
});
export type WidgetOverview = z.infer<typeof widgetOverviewSchema>;

export const widgetEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Widget/overview',
    summary:
      'The platform in numbers for any signed-in user: activity counts of the last 30 days against the 30 before (with 14 daily values), 6 months, upcoming events per category, class marks by status, the next events, active missions and the latest activity (no names, no money)',
    access: 'signedIn',
    response: objEnvelope(widgetOverviewSchema),
    source: 'design',
  }),
];
