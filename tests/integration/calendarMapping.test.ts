import type { CalendarItem } from '@/api/contract/domain';
import { contrastRatio, readableBackground } from '@/features/calendar/colors';
import {
  ALL_DAY_END,
  ALL_DAY_START,
  CALENDAR_DEFAULTS,
  eventKind,
  formValuesOf,
  movedEventBody,
  newEventValues,
  toCalendarEvent,
  toUserEventBody,
} from '@/features/calendar/mapping';

const bare: CalendarItem = { id: 7, title: 'Plantão da secretaria', date: '2026-11-20' };

describe('GET /api/Calendar/all items become calendar events field by field (SPEC.md §3)', () => {
  test('every default of the spec fills what the server leaves out', () => {
    const event = toCalendarEvent(bare);
    expect(event).toEqual({
      id: '7',
      title: 'Plantão da secretaria',
      description: '',
      start: '2026-11-20',
      end: '2026-11-20',
      allDay: false,
      color: '#2196f3',
      textColor: 'white',
      location: '',
      priority: 'MEDIUM',
      category: 'PERSONAL',
      eventType: 'EventUser',
      status: 'A',
      reminderMinutes: 15,
      isPrivate: false,
      isRecurring: false,
      notes: '',
      userId: null,
      courseClassId: null,
      eventId: null,
      eventUserId: '7',
    });
    expect(CALENDAR_DEFAULTS).toEqual({
      color: '#2196f3',
      textColor: 'white',
      priority: 'MEDIUM',
      category: 'PERSONAL',
      eventType: 'EventUser',
      status: 'A',
      reminderMinutes: 15,
    });
  });

  test('null and empty values take the defaults too; a reminder of 0 stays 0', () => {
    const event = toCalendarEvent({
      ...bare,
      color: '',
      priority: null,
      category: '',
      eventType: null,
      status: '',
      reminderMinutes: 0,
    });
    expect(event).toMatchObject({
      color: '#2196f3',
      priority: 'MEDIUM',
      category: 'PERSONAL',
      eventType: 'EventUser',
      status: 'A',
      reminderMinutes: 0,
    });
  });

  test('the server’s values are kept as they come; the text colour is always white', () => {
    const event = toCalendarEvent({
      id: 'ue-9',
      eventUserId: 'ue-9',
      title: 'Conselho de classe',
      description: 'Pauta do bimestre',
      date: '2026-11-25',
      startTime: '09:00:00',
      endTime: '11:30:00',
      isAllDay: false,
      color: '#7e57c2',
      location: 'Sala dos professores',
      priority: 'HIGH',
      category: 'MEETING',
      eventType: 'EventUser',
      status: 'B',
      reminderMinutes: 60,
      isPrivate: true,
      isRecurring: true,
      notes: 'Levar diários',
      userId: 'u-school',
      courseClassId: null,
      eventId: null,
    });
    expect(event).toEqual({
      id: 'ue-9',
      title: 'Conselho de classe',
      description: 'Pauta do bimestre',
      start: '2026-11-25T09:00:00',
      end: '2026-11-25T11:30:00',
      allDay: false,
      color: '#7e57c2',
      textColor: 'white',
      location: 'Sala dos professores',
      priority: 'HIGH',
      category: 'MEETING',
      eventType: 'EventUser',
      status: 'B',
      reminderMinutes: 60,
      isPrivate: true,
      isRecurring: true,
      notes: 'Levar diários',
      userId: 'u-school',
      courseClassId: null,
      eventId: null,
      eventUserId: 'ue-9',
    });
  });

  test('an all-day event uses the date only, whatever times come with it', () => {
    const event = toCalendarEvent({
      ...bare,
      isAllDay: true,
      startTime: '00:00:00',
      endTime: '23:59:59',
    });
    expect(event.allDay).toBe(true);
    expect(event.start).toBe('2026-11-20');
    expect(event.end).toBe('2026-11-20');
  });

  test('HH:mm times are read as HH:mm:ss; numeric ids become strings', () => {
    const event = toCalendarEvent({
      ...bare,
      startTime: '14:00',
      endTime: '15:30',
      courseClassId: 12,
      eventType: 'CourseClass',
      userId: 3,
    });
    expect(event.start).toBe('2026-11-20T14:00:00');
    expect(event.end).toBe('2026-11-20T15:30:00');
    expect(event.courseClassId).toBe('12');
    expect(event.userId).toBe('3');
    expect(event.eventUserId).toBeNull();
  });

  test('what the page may do: personal events are edited, classes via their class, events elsewhere', () => {
    expect(eventKind(toCalendarEvent(bare))).toBe('personal');
    expect(
      eventKind(toCalendarEvent({ ...bare, eventType: 'CourseClass', courseClassId: 'class-01a' })),
    ).toBe('class');
    expect(eventKind(toCalendarEvent({ ...bare, eventType: 'Event', eventId: 'ev-1' }))).toBe('event');
    expect(eventKind(toCalendarEvent({ ...bare, eventType: 'Holiday' }))).toBe('other');
  });
});

describe('the user event payload (SPEC.md §3)', () => {
  test('times go as HH:mm:ss with every field of the payload', () => {
    const body = toUserEventBody(
      { ...newEventValues('2026-12-01', '08:30', '09:45'), title: '  Reunião de pais  ' },
      'u-school',
    );
    expect(body).toEqual({
      title: 'Reunião de pais',
      description: '',
      location: '',
      color: '#2196f3',
      priority: 'MEDIUM',
      category: 'PERSONAL',
      reminderMinutes: 15,
      isPrivate: false,
      isRecurring: false,
      eventDate: '2026-12-01',
      startTime: '08:30:00',
      endTime: '09:45:00',
      notes: '',
      userId: 'u-school',
    });
  });

  test('an all-day event goes from 00:00:00 to 23:59:59', () => {
    const body = toUserEventBody(
      { ...newEventValues('2026-12-24', '10:00', '11:00', true), title: 'Recesso' },
      5,
    );
    expect([body.startTime, body.endTime]).toEqual([ALL_DAY_START, ALL_DAY_END]);
    expect([ALL_DAY_START, ALL_DAY_END]).toEqual(['00:00:00', '23:59:59']);
    expect(body.userId).toBe(5);
  });

  test('an event read from the server goes back unchanged', () => {
    const event = toCalendarEvent({
      ...bare,
      startTime: '14:00:00',
      endTime: '15:30:00',
      color: '#7e57c2',
      notes: 'x',
    });
    const body = toUserEventBody(formValuesOf(event), 'u-school');
    expect(body).toMatchObject({
      eventDate: '2026-11-20',
      startTime: '14:00:00',
      endTime: '15:30:00',
      color: '#7e57c2',
    });
  });

  test('a drag to another day and time keeps the rest; an open end lasts an hour; past midnight ends at 23:59', () => {
    const event = toCalendarEvent({
      ...bare,
      startTime: '14:00:00',
      endTime: '15:30:00',
      location: 'Sala 3',
    });
    const moved = movedEventBody(
      event,
      new Date(2026, 10, 23, 10, 0),
      new Date(2026, 10, 23, 11, 30),
      false,
      'u-school',
    );
    expect(moved).toMatchObject({
      eventDate: '2026-11-23',
      startTime: '10:00:00',
      endTime: '11:30:00',
      location: 'Sala 3',
    });
    expect(movedEventBody(event, new Date(2026, 10, 23, 10, 0), null, false, 'u').endTime).toBe('11:00:00');
    expect(
      movedEventBody(event, new Date(2026, 10, 23, 23, 30), new Date(2026, 10, 24, 0, 30), false, 'u')
        .endTime,
    ).toBe('23:59:00');
    const toAllDay = movedEventBody(event, new Date(2026, 10, 27), null, true, 'u');
    expect(toAllDay).toMatchObject({ eventDate: '2026-11-27', startTime: '00:00:00', endTime: '23:59:59' });
  });
});

describe('event colours stay readable', () => {
  test('white text on the default blue gets a deeper blue behind it, at least 4.5:1', () => {
    const painted = readableBackground('#2196f3', 'white');
    expect(painted).not.toBe('#2196f3');
    expect(contrastRatio(painted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Already readable colours are left alone; unreadable inputs pass through.
    expect(readableBackground('#5e35b1', 'white')).toBe('#5e35b1');
    expect(readableBackground('rebeccapurple', 'white')).toBe('rebeccapurple');
  });
});
