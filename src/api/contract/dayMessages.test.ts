import type { z } from 'zod/mini';
import { missionInputSchema } from './admin';
import { userEventBody } from './calendar';
import { courseClassFields } from './courses';
import { dependentBodySchema } from './family';
import { birthDateSchema, checkImportRows } from './students';

// Every schema that takes a day tells a date written wrong from a date the calendar does not have.

/** The message ids a schema gives one field of a value (first first). */
function messagesOf(schema: z.ZodMiniType, value: unknown, field?: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => field === undefined || issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('a day that does not exist is said so, in every area', () => {
  test("students: the birth date and the import file's rows", () => {
    expect(messagesOf(birthDateSchema, '2017-02-31')[0]).toBe('students.validation.birthDate.nonexistent');
    expect(messagesOf(birthDateSchema, 'invalid')[0]).toBe('students.validation.birthDate.invalid');
    expect(messagesOf(birthDateSchema, '2017-02-28')).toEqual([]);

    const row = (birthDate: string) => ({
      name: 'Helena Prado',
      birthDate,
      grade: '3º ano',
      guardianName: 'Carla Souza',
      guardianPhone: '11922222222',
    });
    const { errors } = checkImportRows([row('31/02/2017'), row('2017-02-14'), row(''), row('14/02/2017')], {
      classByTitle: new Map(),
      today: '2026-06-01',
    });
    const dateCodes = errors.map((e) => e.filter((er) => er.field === 'birthDate').map((er) => er.code));
    expect(dateCodes).toEqual([
      ['students.import.error.dateNonexistent'],
      ['students.import.error.dateFormat'],
      ['students.import.error.dateMissing'],
      [],
    ]);
  });

  test('courses: a class on a day that does not exist', () => {
    const base = {
      courseId: 'course-01',
      title: 'Turma C',
      room: '',
      teacherId: null,
      weekdays: [1],
      dates: [],
      startTime: '09:00',
      endTime: '10:00',
      startDate: '2026-02-01',
      endDate: '2026-06-30',
    };
    expect(messagesOf(courseClassFields, { ...base, startDate: '2026-02-30' }, 'startDate')).toEqual([
      'courses.validation.date.nonexistent',
    ]);
    expect(messagesOf(courseClassFields, { ...base, startDate: 'invalid' }, 'startDate')).toEqual([
      'courses.validation.date.invalid',
    ]);
    expect(messagesOf(courseClassFields, base, 'startDate')).toEqual([]);
  });

  test('admin: mission dates', () => {
    const mission = {
      title: 'Leitor da Semana',
      description: 'Ler dois livros.',
      criteria: '2 leituras',
      rewardPoints: 50,
      rewardCardIds: [],
      startsAt: '2026-06-01T03:00:00.000Z',
      endsAt: '2026-06-30T02:59:59.999Z',
      audience: { schoolIds: [], grades: [] },
      status: 'draft',
    };
    expect(messagesOf(missionInputSchema, mission)).toEqual([]);
    expect(messagesOf(missionInputSchema, { ...mission, startsAt: '2026-02-31' }, 'startsAt')).toEqual([
      'admin.validation.dateNonexistent',
    ]);
    expect(messagesOf(missionInputSchema, { ...mission, endsAt: 'invalid' }, 'endsAt')).toEqual([
      'admin.validation.dateInvalid',
    ]);
  });

  test("families: a child's birth date; the calendar: an event's day", () => {
    const child = { name: 'Beatriz Souza', birthDate: '2019-02-29', grade: null, avatarUrl: null };
    expect(messagesOf(dependentBodySchema, child, 'birthDate')[0]).toBe('family.error.birthDateNonexistent');
    expect(messagesOf(dependentBodySchema, { ...child, birthDate: '2020-02-29' }, 'birthDate')).toEqual([]);
    expect(
      messagesOf(userEventBody.shape.eventDate, '2026-04-31').includes(
        'calendar.validation.date.nonexistent',
      ),
    ).toBe(true);
    expect(messagesOf(userEventBody.shape.eventDate, '2026-04-30')).toEqual([]);
  });
});
