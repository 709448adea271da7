import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { userEventBody } from '@/api/contract/calendar';
import { DATE_MAX, DATE_MIN } from '@/config';
import type { EventFormValues } from './mapping';

/** Priorities and categories offered in the form (MEDIUM and PERSONAL are the spec's defaults). */
export const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export const CATEGORIES = ['PERSONAL', 'MEETING', 'SCHOOL', 'HOLIDAY', 'DEADLINE', 'OTHER'] as const;
/** Reminder choices in minutes before the start (15 is the spec's default). */
export const REMINDERS = [0, 5, 10, 15, 30, 60, 120, 1440] as const;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'calendar.validation.time.invalid');
/** The texts are checked as the payload checks them (same limits, same messages). */
const { title, description, location, notes } = userEventBody.shape;

/** The event dialog's form (react-hook-form + zod); messages are catalogue ids. */
export const eventFormSchema = z
  .object({
    title,
    description,
    location,
    color: z.string().min(1),
    priority: z.string().min(1),
    category: z.string().min(1),
    reminderMinutes: z.number().int().min(0),
    isPrivate: z.boolean(),
    isRecurring: z.boolean(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'calendar.validation.date.invalid')
      .refine((d) => d >= DATE_MIN && d <= DATE_MAX, 'calendar.validation.date.range'),
    startTime: z.string(),
    endTime: z.string(),
    allDay: z.boolean(),
    notes,
  })
  .superRefine((values, ctx) => {
    if (values.allDay) return;
    const start = clock.safeParse(values.startTime);
    const end = clock.safeParse(values.endTime);
    if (!start.success)
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'calendar.validation.time.invalid' });
    if (!end.success)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'calendar.validation.time.invalid' });
    if (start.success && end.success && values.endTime <= values.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'calendar.validation.end.afterStart' });
  });

/** A class (turma) edited from the calendar: what changes for every meeting of the class. */
export const classFormSchema = z
  .object({ title, room: location, startTime: clock, endTime: clock })
  .refine((v) => v.endTime > v.startTime, {
    path: ['endTime'],
    message: 'calendar.validation.end.afterStart',
  });
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
};

/** The class fields the server may name in its answer. */
export const CLASS_SERVER_FIELDS = ['title', 'room', 'startTime', 'endTime'] as const;
