import type { UserEventBody } from '@/api/contract/calendar';
import type { CalendarItem } from '@/api/contract/domain';
import { toIsoDate } from '@/utils/localDate';

/** SPEC.md §3 and §9: what a calendar event is when the server leaves a field out. */
export const CALENDAR_DEFAULTS = {
  color: '#2196f3',
  textColor: 'white',
  priority: 'MEDIUM',
  category: 'PERSONAL',
  eventType: 'EventUser',
  status: 'A',
  reminderMinutes: 15,
} as const;

/** SPEC.md §3: an all-day event is sent as 00:00:00 to 23:59:59. */
export const ALL_DAY_START = '00:00:00';
export const ALL_DAY_END = '23:59:59';

/** A calendar event as the page uses it (SPEC.md §3 "Calendar event", mapped from the server list). */
export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  /** YYYY-MM-DD for all-day events (the date only), else YYYY-MM-DDTHH:mm:ss. */
  start: string;
  end: string;
  allDay: boolean;
  color: string;
  textColor: string;
  location: string;
  priority: string;
  category: string;
  eventType: string;
  status: string;
  reminderMinutes: number;
  isPrivate: boolean;
  isRecurring: boolean;
  notes: string;
  userId: string | null;
  courseClassId: string | null;
  eventId: string | null;
  eventUserId: string | null;
}

/** What the page may do with an event: personal ones are edited, classes via their class, events elsewhere. */
export type CalendarEventKind = 'personal' | 'class' | 'event' | 'other';

const idOrNull = (value: string | number | null | undefined): string | null =>
  value == null || value === '' ? null : String(value);

/** HH:mm or HH:mm:ss(.SSS) as HH:mm:ss; null when it is not a time. */
export function normalizeTime(value: string | null | undefined): string | null {
  const match = value ? /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim()) : null;
  if (!match) return null;
  return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
}

/** One item of GET /api/Calendar/all, field by field, with the spec's defaults. */
export function toCalendarEvent(item: CalendarItem): CalendarEvent {
  const allDay = item.isAllDay === true;
  const startTime = normalizeTime(item.startTime);
  const endTime = normalizeTime(item.endTime);
  const eventType = item.eventType || CALENDAR_DEFAULTS.eventType;
  const id = String(item.id);
  return {
    id,
    title: item.title,
    description: item.description ?? '',
    start: allDay || !startTime ? item.date : `${item.date}T${startTime}`,
    end: allDay || !endTime ? item.date : `${item.date}T${endTime}`,
    allDay,
    color: item.color || CALENDAR_DEFAULTS.color,
    textColor: CALENDAR_DEFAULTS.textColor,
    location: item.location ?? '',
    priority: item.priority || CALENDAR_DEFAULTS.priority,
    category: item.category || CALENDAR_DEFAULTS.category,
    eventType,
    status: item.status || CALENDAR_DEFAULTS.status,
    reminderMinutes: item.reminderMinutes ?? CALENDAR_DEFAULTS.reminderMinutes,
    isPrivate: item.isPrivate ?? false,
    isRecurring: item.isRecurring ?? false,
    notes: item.notes ?? '',
    userId: idOrNull(item.userId),
    courseClassId: idOrNull(item.courseClassId),
    eventId: idOrNull(item.eventId),
    // A personal event is addressed by its eventUserId; a server that sends only the id means the same.
    eventUserId: idOrNull(item.eventUserId) ?? (eventType === 'EventUser' ? id : null),
  };
}

export function toCalendarEvents(items: readonly CalendarItem[]): CalendarEvent[] {
  return items.map(toCalendarEvent);
}

export function eventKind(event: CalendarEvent): CalendarEventKind {
  if (event.eventType === 'EventUser' && event.eventUserId) return 'personal';
  if (event.courseClassId) return 'class';
  if (event.eventId) return 'event';
  return 'other';
}

/** The date (YYYY-MM-DD) an event is on. */
export function eventDate(event: CalendarEvent): string {
  return event.start.slice(0, 10);
}

/** Start and end times as HH:mm (00:00 and 23:59 for an all-day event). */
export function eventTimes(event: CalendarEvent): { startTime: string; endTime: string } {
  if (event.allDay) return { startTime: ALL_DAY_START.slice(0, 5), endTime: ALL_DAY_END.slice(0, 5) };
  return { startTime: event.start.slice(11, 16) || '00:00', endTime: event.end.slice(11, 16) || '00:00' };
}

/** The fields the dialog edits (times as HH:mm, the date as YYYY-MM-DD). */
export interface EventFormValues {
  title: string;
  description: string;
  location: string;
  color: string;
  priority: string;
  category: string;
  reminderMinutes: number;
  isPrivate: boolean;
  isRecurring: boolean;
  date: string;
  startTime: string;
  endTime: string;
  allDay: boolean;
  notes: string;
  /** The last day (YYYY-MM-DD) of an event that may span days (the template calendar's); else the date. */
  endDate?: string;
}

/** A new event's form: the spec's defaults on the chosen day and times. */
export function newEventValues(
  date: string,
  startTime = '09:00',
  endTime = '10:00',
  allDay = false,
): EventFormValues {
  return {
    title: '',
    description: '',
    location: '',
    color: CALENDAR_DEFAULTS.color,
    priority: CALENDAR_DEFAULTS.priority,
    category: CALENDAR_DEFAULTS.category,
    reminderMinutes: CALENDAR_DEFAULTS.reminderMinutes,
    isPrivate: false,
    isRecurring: false,
    date,
    startTime,
    endTime,
    allDay,
    notes: '',
  };
}

export function formValuesOf(event: CalendarEvent): EventFormValues {
  const { startTime, endTime } = eventTimes(event);
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    color: event.color,
    priority: event.priority,
    category: event.category,
    reminderMinutes: event.reminderMinutes,
    isPrivate: event.isPrivate,
    isRecurring: event.isRecurring,
    date: eventDate(event),
    startTime,
    endTime,
    allDay: event.allDay,
    notes: event.notes,
  };
}

/** The user event payload (SPEC.md §3): HH:mm:ss times, an all-day event from 00:00:00 to 23:59:59. */
export function toUserEventBody(values: EventFormValues, userId: string | number): UserEventBody {
  return {
    title: values.title.trim(),
    description: values.description,
    location: values.location,
    color: values.color,
    priority: values.priority,
    category: values.category,
    reminderMinutes: values.reminderMinutes,
    isPrivate: values.isPrivate,
    isRecurring: values.isRecurring,
    eventDate: values.date,
    startTime: values.allDay ? ALL_DAY_START : (normalizeTime(values.startTime) ?? ALL_DAY_START),
    endTime: values.allDay ? ALL_DAY_END : (normalizeTime(values.endTime) ?? ALL_DAY_END),
    notes: values.notes,
    userId,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const clockOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/**
 * The payload of a personal event moved or resized on the calendar. The payload holds one day, so a
 * timed event that would end on another day ends at 23:59; an event with no end lasts an hour.
 */
export function movedEventBody(
  event: CalendarEvent,
  start: Date,
  end: Date | null,
  allDay: boolean,
  userId: string | number,
): UserEventBody {
  const values = formValuesOf(event);
  const date = toIsoDate(start);
  if (allDay) return toUserEventBody({ ...values, date, allDay: true }, userId);
  const finish = end ?? new Date(start.getTime() + 3_600_000);
  const sameDay = toIsoDate(finish) === date;
  return toUserEventBody(
    {
      ...values,
      date,
      allDay: false,
      startTime: clockOf(start),
      endTime: sameDay ? clockOf(finish) : '23:59',
    },
    userId,
  );
}
