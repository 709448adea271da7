/** The calendar's views as its toolbar offers them: month, week, day and list. */
export const CALENDAR_VIEWS = ['month', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/**
 * A phone's list: the seven days from the date shown, so it opens on today (a month's list opens on
 * its 1st, and a phone scrolls through past days before reaching today).
 */
export const PHONE_LIST_VIEW = 'listSevenDays';

/** FullCalendar's custom views (the phone's list). */
export const CUSTOM_VIEWS = {
  [PHONE_LIST_VIEW]: { type: 'list', duration: { days: 7 } },
} as const;

const WIDE_VIEWS: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
};

/** FullCalendar's view name for a view on this screen. */
export function fullCalendarView(view: CalendarView, phone: boolean): string {
  return phone && view === 'list' ? PHONE_LIST_VIEW : WIDE_VIEWS[view];
}

/** The toolbar's view for a FullCalendar view name (any list is the list). */
export function calendarViewOf(name: string): CalendarView {
  if (name.startsWith('list')) return 'list';
  if (name === 'timeGridWeek') return 'week';
  if (name === 'timeGridDay') return 'day';
  return 'month';
}

/** The view a calendar opens on: today's list on a phone, the month grid on a wider screen. */
export const initialCalendarView = (phone: boolean): CalendarView => (phone ? 'list' : 'month');
