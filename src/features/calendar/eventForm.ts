import type { FieldPath } from 'react-hook-form';
import { z } from 'zod/mini';
import { userEventBody } from '@/api/contract/calendar';
import { DATE_MAX, DATE_MIN } from '@/config';
import { isoDayProblem } from '@/utils/localDate';
import type { EventFormValues } from './mapping';

/** Priorities and categories offered in the form (MEDIUM and PERSONAL are the spec's defaults). */
export const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export const CATEGORIES = ['PERSONAL', 'MEETING', 'SCHOOL', 'HOLIDAY', 'DEADLINE', 'OTHER'] as const;
/** Reminder choices in minutes before the start (15 is the spec's default). */
export const REMINDERS = [0, 5, 10, 15, 30, 60, 120, 1440] as const;

const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'calendar.validation.time.invalid'));
/** The texts are checked as the payload checks them (same limits, same messages). */
const { title, description, location, notes } = userEventBody.shape;

const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'calendar.validation.date.invalid'),
  z.refine((d) => isoDayProblem(d) !== 'nonexistent', 'calendar.validation.date.nonexistent'),
  z.refine((d) => d >= DATE_MIN && d <= DATE_MAX, 'calendar.validation.date.range'),
);

const eventFormFields = z.object({
  title,
  description,
  location,
  color: z.string().check(z.minLength(1)),
  priority: z.string().check(z.minLength(1)),
  category: z.string().check(z.minLength(1)),
  reminderMinutes: z.int().check(z.gte(0)),
  isPrivate: z.boolean(),
  isRecurring: z.boolean(),
  date: day,
  startTime: z.string(),
  endTime: z.string(),
  allDay: z.boolean(),
  notes,
});

/** Times are HH:mm unless all day; on one day, the end comes after the start. */
function checkTimes(
  values: { allDay: boolean; startTime: string; endTime: string; date: string; endDate?: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (values.allDay) return;
  const start = clock.safeParse(values.startTime);
  const end = clock.safeParse(values.endTime);
  if (!start.success)
    ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'calendar.validation.time.invalid' });
  if (!end.success)
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'calendar.validation.time.invalid' });
  const oneDay = (values.endDate ?? values.date) === values.date;
  if (start.success && end.success && oneDay && values.endTime <= values.startTime)
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'calendar.validation.end.afterStart' });
}

/** The event dialog's form (react-hook-form + zod); messages are catalogue ids. */
export const eventFormSchema = eventFormFields.check(z.superRefine(checkTimes));

/**
 * The template calendar's event form: the same fields plus a last day, so an event may span days; the
 * last day is not before the first.
 */
export const templateEventFormSchema = z.extend(eventFormFields, { endDate: day }).check(
  z.superRefine((values, ctx) => {
    checkTimes(values, ctx);
    if (values.endDate < values.date)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'calendar.validation.endDate.afterStart' });
  }),
);

/** A class (turma) edited from the calendar: what changes for every meeting of the class. */
export const classFormSchema = z.object({ title, room: location, startTime: clock, endTime: clock }).check(
  z.refine((v) => v.endTime > v.startTime, {
    path: ['endTime'],
    message: 'calendar.validation.end.afterStart',
  }),
);
export type ClassFormValues = z.infer<typeof classFormSchema>;

/** Server field names of the event payload, as the form names them. */
export const SERVER_FIELD: Readonly<Record<string, FieldPath<EventFormValues>>> = {
  title: 'title',
  description: 'description',
  location: 'location',
  eventDate: 'date',
  startTime: 'startTime',
  endTime: 'endTime',
  notes: 'notes',
  // The template calendar's event: its first and last day.
  start: 'date',
  end: 'endDate',
};

/** The class fields the server may name in its answer. */
export const CLASS_SERVER_FIELDS = ['title', 'room', 'startTime', 'endTime'] as const;
