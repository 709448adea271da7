/** The calendar's views: month, week, day and list (FullCalendar view names). */
export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number];
