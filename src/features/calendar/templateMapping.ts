import type { TemplateCalendarEvent, TemplateCalendarEventDraft } from '@/api/contract/calendar';
import { addDays, toIsoDate } from '@/utils/localDate';
import { CALENDAR_DEFAULTS, clockOf, newEventValues, type EventFormValues } from './mapping';

/** The template calendar's form always has a last day. */
export type TemplateFormValues = EventFormValues & { endDate: string };

/** A local date-time as the template calendar stores it: YYYY-MM-DDTHH:mm:ss. */
export const localDateTime = (d: Date) => `${toIsoDate(d)}T${clockOf(d)}:00`;

/** A new event's form on the chosen days and times (all day by default on the month grid). */
export function newTemplateValues(
  date: string,
  endDate = date,
  startTime = '09:00',
  endTime = '10:00',
  allDay = false,
): TemplateFormValues {
  return { ...newEventValues(date, startTime, endTime, allDay), endDate };
}

/** The form of a range picked on the calendar: an all-day range ends the day before its (exclusive) end. */
export function valuesOfSelection(start: Date, end: Date, allDay: boolean): TemplateFormValues {
  const date = toIsoDate(start);
  if (allDay) return newTemplateValues(date, addDays(toIsoDate(end), -1), '09:00', '10:00', true);
  return newTemplateValues(date, toIsoDate(end), clockOf(start), clockOf(end));
}

/** An event's form: an all-day event's last day is the one before its exclusive end. */
export function templateFormValues(event: TemplateCalendarEvent): TemplateFormValues {
  const date = event.start.slice(0, 10);
  const base = newEventValues(date);
  if (event.allDay) {
    const last = addDays(event.end.slice(0, 10), -1);
    return {
      ...base,
      title: event.title,
      description: event.description,
      location: event.location,
      color: event.color,
      allDay: true,
      endDate: last < date ? date : last,
    };
  }
  return {
    ...base,
    title: event.title,
    description: event.description,
    location: event.location,
    color: event.color,
    startTime: event.start.slice(11, 16),
    endTime: event.end.slice(11, 16),
    endDate: event.end.slice(0, 10),
  };
}

/** What the form sends: days for an all-day event (end exclusive), else local date-times. */
export function templateDraftOf(values: TemplateFormValues): TemplateCalendarEventDraft {
  const common = {
    title: values.title.trim(),
    description: values.description,
    location: values.location,
    color: values.color || CALENDAR_DEFAULTS.color,
  };
  if (values.allDay) return { ...common, allDay: true, start: values.date, end: addDays(values.endDate, 1) };
  return {
    ...common,
    allDay: false,
    start: `${values.date}T${values.startTime}:00`,
    end: `${values.endDate}T${values.endTime}:00`,
  };
}

/** An event moved or resized on the calendar; with no end, an all-day event lasts a day, a timed one an hour. */
export function movedTemplateEvent(
  event: TemplateCalendarEvent,
  start: Date,
  end: Date | null,
  allDay: boolean,
): TemplateCalendarEvent {
  if (allDay) {
    const first = toIsoDate(start);
    const after = end ? toIsoDate(end) : addDays(first, 1);
    return { ...event, allDay: true, start: first, end: after > first ? after : addDays(first, 1) };
  }
  const finish = end ?? new Date(start.getTime() + 3_600_000);
  return { ...event, allDay: false, start: localDateTime(start), end: localDateTime(finish) };
}
