import {
  addTemplateEventBody,
  deleteTemplateEventBody,
  TEMPLATE_CALENDAR_PATHS as TP,
  updateTemplateEventBody,
  userEventBody,
  type TemplateCalendarEvent,
  type TemplateCalendarEventDraft,
  type UserEventBody,
} from '@/api/contract/calendar';
import type { CalendarItem } from '@/api/contract/domain';
import type { DbUser, Tables } from '../db/types';
import { fail, HttpError, ok, route } from '../http';
import { parseIsoDate, toIsoDate } from '@/utils/localDate';
import { seedTemplateCalendar } from '../db/seedCalendar';
import { need } from './shared';

const DAY = 86_400_000;
/** Without from/to, class sessions are listed for this window around today. */
const DEFAULT_BACK_DAYS = 31;
const DEFAULT_AHEAD_DAYS = 93;
const MAX_RANGE_DAYS = 400;
const ALL_DAY_START = '00:00:00';
const ALL_DAY_END = '23:59:59';
/** One colour per course, all readable with white text. */
const COURSE_COLORS = [
  '#00796b',
  '#5e35b1',
  '#ad1457',
  '#3949ab',
  '#6d4c41',
  '#00838f',
  '#2e7d32',
  '#c62828',
];
const EVENT_COLOR = '#e65100';

type UserEventRow = Tables['userEvents'][number];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function localTime(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function withSeconds(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}

function readRange(query: URLSearchParams): { from: string; to: string; given: boolean } {
  const rawFrom = query.get('from');
  const rawTo = query.get('to');
  if (!rawFrom && !rawTo) {
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    return {
      from: toIsoDate(new Date(today.getTime() - DEFAULT_BACK_DAYS * DAY)),
      to: toIsoDate(new Date(today.getTime() + DEFAULT_AHEAD_DAYS * DAY)),
      given: false,
    };
  }
  const from = parseIsoDate(rawFrom);
  const to = parseIsoDate(rawTo);
  if (!from || !to || to <= from)
    throw new HttpError(400, 'Período inválido: informe from e to (AAAA-MM-DD).');
  if ((to.getTime() - from.getTime()) / DAY > MAX_RANGE_DAYS)
    throw new HttpError(400, `Período longo demais: no máximo ${MAX_RANGE_DAYS} dias por consulta.`);
  return { from: toIsoDate(from), to: toIsoDate(to), given: true };
}

/** The classes (turmas) the caller sees: a school's, a producer's own courses', a family's children's. */
function classesOf(user: DbUser, t: Tables) {
  if (user.role === '4' || user.role === '3') {
    const courseIds = new Set(
      t.courses
        .filter((c) => c.ownerId === user.id || (user.schoolId != null && c.schoolId === user.schoolId))
        .map((c) => c.id),
    );
    return t.courseClasses.filter((cls) => courseIds.has(cls.courseId));
  }
  if (user.role === '2') {
    const classIds = new Set(
      t.students.filter((s) => s.guardians.some((g) => g.userId === user.id)).flatMap((s) => s.classIds),
    );
    return t.courseClasses.filter((cls) => classIds.has(cls.id));
  }
  return [];
}

/** Every meeting of the caller's classes inside [from, to): one calendar item per class and day. */
function classSessions(user: DbUser, t: Tables, from: string, to: string): CalendarItem[] {
  const items: CalendarItem[] = [];
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return items;
  for (const cls of classesOf(user, t)) {
    const courseIndex = t.courses.findIndex((c) => c.id === cls.courseId);
    const course = t.courses[courseIndex];
    const teacher = t.teachers.find((tc) => tc.id === cls.teacherId);
    // Specific dates, when a class has them, replace its weekly schedule.
    const dates = cls.dates?.length ? new Set(cls.dates) : null;
    for (let day = new Date(start); day < end; day.setDate(day.getDate() + 1)) {
      const date = toIsoDate(day);
      const meets = dates
        ? dates.has(date)
        : date >= cls.startDate && date <= cls.endDate && cls.weekdays.includes(day.getDay());
      if (!meets) continue;
      items.push({
        id: `${cls.id}@${date}`,
        title: cls.title,
        description: [course?.title, teacher?.name].filter(Boolean).join(' · '),
        date,
        startTime: withSeconds(cls.startTime),
        endTime: withSeconds(cls.endTime),
        isAllDay: false,
        color: COURSE_COLORS[Math.max(0, courseIndex) % COURSE_COLORS.length] ?? null,
        location: cls.room,
        priority: 'MEDIUM',
        category: 'CLASS',
        eventType: 'CourseClass',
        status: 'A',
        reminderMinutes: 15,
        isPrivate: false,
        isRecurring: true,
        notes: null,
        userId: user.id,
        courseClassId: cls.id,
        eventId: null,
        eventUserId: null,
      });
    }
  }
  return items;
}

/** The caller's own events (producer or school), or the events a family holds tickets for. */
function eventsOf(user: DbUser, t: Tables, from: string, to: string, bounded: boolean): CalendarItem[] {
  let events = t.events.filter((ev) => ev.status !== 'cancelled');
  if (user.role === '3' || user.role === '4') {
    events = events.filter(
      (ev) => ev.ownerId === user.id || (user.schoolId != null && ev.schoolId === user.schoolId),
    );
  } else if (user.role === '2') {
    const mine = new Set(t.attendees.filter((a) => a.buyerId === user.id).map((a) => a.eventId));
    events = events.filter((ev) => mine.has(ev.id));
  } else {
    return [];
  }
  return events.flatMap((ev): CalendarItem[] => {
    const startsAt = new Date(ev.startsAt);
    const endsAt = new Date(ev.endsAt);
    const date = toIsoDate(startsAt);
    if (bounded && (date < from || date >= to)) return [];
    const sameDay = toIsoDate(endsAt) === date;
    return [
      {
        id: `event-${ev.id}`,
        title: ev.title,
        description: ev.venue ? `${ev.venue.name}, ${ev.venue.city}` : '',
        date,
        startTime: localTime(startsAt),
        endTime: sameDay ? localTime(endsAt) : ALL_DAY_END,
        isAllDay: false,
        color: EVENT_COLOR,
        location: ev.venue?.name ?? (ev.online ? 'Online' : null),
        priority: 'MEDIUM',
        category: 'EVENT',
        eventType: 'Event',
        status: ev.status === 'draft' ? 'D' : 'A',
        reminderMinutes: 60,
        isPrivate: false,
        isRecurring: false,
        notes: null,
        userId: user.id,
        courseClassId: null,
        eventId: ev.id,
        eventUserId: null,
      },
    ];
  });
}

/** The server's checks beyond the payload's shape: a real date in range and an end after the start. */
function checkTimes(body: UserEventBody): void {
  const date = parseIsoDate(body.eventDate);
  if (!date || body.eventDate < '1900-01-01' || body.eventDate > '2099-12-31') {
    throw new HttpError(422, 'Data inválida: use uma data entre 1900 e 2099.', {
      eventDate: 'Data inválida: use uma data entre 1900 e 2099.',
    });
  }
  if (body.endTime <= body.startTime) {
    throw new HttpError(422, 'O horário de término deve ser depois do início.', {
      endTime: 'O horário de término deve ser depois do início.',
    });
  }
}

function toRow(id: string, user: DbUser, body: UserEventBody): UserEventRow {
  const allDay = body.startTime === ALL_DAY_START && body.endTime === ALL_DAY_END;
  return {
    id,
    eventUserId: id,
    userId: user.id,
    title: body.title,
    description: body.description,
    date: body.eventDate,
    startTime: allDay ? null : body.startTime,
    endTime: allDay ? null : body.endTime,
    isAllDay: allDay,
    color: body.color || null,
    location: body.location,
    priority: body.priority || null,
    category: body.category || null,
    eventType: 'EventUser',
    status: 'A',
    reminderMinutes: body.reminderMinutes,
    isPrivate: body.isPrivate,
    isRecurring: body.isRecurring,
    notes: body.notes,
  };
}

/** A personal event of the caller; someone else's is "not found", never revealed. */
function ownEvent(t: Tables, user: DbUser, eventUserId: string | undefined): UserEventRow {
  const found = t.userEvents.find(
    (ev) => String(ev.eventUserId ?? ev.id) === eventUserId && ev.userId === user.id,
  );
  if (!found) throw new HttpError(404, 'Evento não encontrado na sua agenda.');
  return found;
}

let sequence = 0;

/** Calendar (SPEC.md §7): the merged feed and the caller's personal events. */
const personalCalendarHandlers = [
  route(need('GET', '/api/Calendar/all'), ({ query, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const { from, to, given } = readRange(query);
    const personal = t.userEvents
      .filter((ev) => ev.userId === user.id && (!given || (ev.date >= from && ev.date < to)))
      .map((ev) => ({ ...ev }));
    const lst = [
      ...personal,
      ...classSessions(user, t, from, to),
      ...eventsOf(user, t, from, to, given),
    ].sort((a, b) => `${a.date} ${a.startTime ?? ''}`.localeCompare(`${b.date} ${b.startTime ?? ''}`));
    return ok({ lst, total: lst.length });
  }),
  route(need('POST', '/api/EventUser/create'), userEventBody, ({ body, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    checkTimes(body);
    sequence += 1;
    const id = `ue-${Date.now().toString(36)}-${sequence}`;
    const row = toRow(id, user, body);
    t.userEvents.push(row);
    return ok({ obj: row }, 'Evento adicionado à agenda.');
  }),
  route(need('PATCH', '/api/EventUser/update/:eventUserId'), userEventBody, ({ body, params, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const current = ownEvent(t, user, params.eventUserId);
    checkTimes(body);
    Object.assign(current, toRow(current.id.toString(), user, body), {
      eventUserId: current.eventUserId ?? current.id,
    });
    return ok({ obj: current }, 'Evento atualizado.');
  }),
  route(need('DELETE', '/api/EventUser/delete/:eventUserId'), ({ params, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const current = ownEvent(t, user, params.eventUserId);
    t.userEvents = t.userEvents.filter((ev) => ev !== current);
    return ok({}, 'Evento removido da agenda.');
  }),
];

/*
 * The template calendar (/apps/calendar): one calendar of the school, shared by every signed-in user
 * (like the Kanban board), kept in `Tables.templateEvents` and seeded on first use.
 */

function templateEventsOf(t: Tables): TemplateCalendarEvent[] {
  t.templateEvents ??= seedTemplateCalendar(t);
  return t.templateEvents;
}

const templateAnswer = (t: Tables, msg = '') => ok({ events: templateEventsOf(t) }, msg);

/** Starts and ends alike (both days, or both date-times, as `allDay` says), the end after the start. */
function checkTemplateSpan(event: TemplateCalendarEventDraft): void {
  const dayOnly = (v: string) => v.length === 10;
  if (dayOnly(event.start) !== event.allDay || dayOnly(event.end) !== event.allDay) {
    throw new HttpError(422, 'Use só datas num evento de dia inteiro, e data e hora nos demais.', {
      start: 'Use só datas num evento de dia inteiro, e data e hora nos demais.',
    });
  }
  const first = event.start.slice(0, 10);
  if (first < '1900-01-01' || event.end.slice(0, 10) > '2099-12-31') {
    throw new HttpError(422, 'Data inválida: use uma data entre 1900 e 2099.', {
      start: 'Data inválida: use uma data entre 1900 e 2099.',
    });
  }
  if (event.end <= event.start) {
    throw new HttpError(422, 'O término deve ser depois do início.', {
      end: 'O término deve ser depois do início.',
    });
  }
}

function templateEventAt(t: Tables, eventId: string): number {
  const index = templateEventsOf(t).findIndex((ev) => ev.id === eventId);
  if (index < 0) throw new HttpError(404, 'Evento não encontrado no calendário.');
  return index;
}

let templateSequence = 0;

/** Template calendar (SPEC.md §7 /api/calendar/events*): every answer carries all the events. */
const templateCalendarHandlers = [
  route(need('GET', TP.list), ({ t }) => templateAnswer(t)),
  route(need('POST', TP.add), addTemplateEventBody, ({ body, t }) => {
    checkTemplateSpan(body.event);
    templateSequence += 1;
    const id = `tev-${Date.now().toString(36)}-${templateSequence}`;
    templateEventsOf(t).push({ ...body.event, id });
    return templateAnswer(t, 'Evento adicionado.');
  }),
  route(need('POST', TP.update), updateTemplateEventBody, ({ body, t }) => {
    const index = templateEventAt(t, body.event.id);
    checkTemplateSpan(body.event);
    templateEventsOf(t)[index] = body.event;
    return templateAnswer(t, 'Evento atualizado.');
  }),
  route(need('POST', TP.remove), deleteTemplateEventBody, ({ body, t }) => {
    const index = templateEventAt(t, body.eventId);
    templateEventsOf(t).splice(index, 1);
    return templateAnswer(t, 'Evento removido.');
  }),
];

export const calendarHandlers = [...personalCalendarHandlers, ...templateCalendarHandlers];
