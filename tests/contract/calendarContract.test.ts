import { z } from 'zod/mini';
import {
  calendarEndpoints,
  templateEventSchema,
  TEMPLATE_CALENDAR_PATHS as P,
  type TemplateCalendarEvent,
  type TemplateCalendarEventDraft,
} from '@/api/contract/calendar';
import { findEndpoint, type HttpMethod } from '@/api/contract/endpoints';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { callContract, type Answer } from './contractCall';

let token = '';
beforeEach(async () => {
  token = await signToken(DEMO_IDS.family, '2');
});

/** Every body these tests send is one the contract allows. */
function call(method: HttpMethod, path: string, body?: unknown, auth = true): Promise<Answer> {
  if (body !== undefined) expect(findEndpoint(method, path)?.body?.safeParse(body).success).toBe(true);
  return callContract(auth ? token : null, method, path, body);
}

/** A 200 answering exactly the envelope and every event; the events as the answer lists them. */
function eventsOf(answer: Answer): TemplateCalendarEvent[] {
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  expect(answer.parsed).toBe(true);
  expect(Object.keys(answer.data).sort()).toEqual(['events', 'flag', 'msg']);
  return z.array(templateEventSchema).parse(answer.data.events);
}

const stored = () => db.tables.templateEvents ?? [];

const draft: TemplateCalendarEventDraft = {
  title: 'Reunião do grêmio',
  description: 'Pauta: festa junina.',
  location: 'Sala 12',
  color: '#7e57c2',
  allDay: false,
  start: '2026-06-10T14:00:00',
  end: '2026-06-10T15:30:00',
};

describe('the template calendar calls of SPEC.md §7', () => {
  test('four calls on /api/calendar/events, for any signed-in user', async () => {
    const keys = calendarEndpoints()
      .filter((e) => e.path.startsWith('/api/calendar/'))
      .map((e) => `${e.method} ${e.path}`);
    expect(keys).toEqual([`GET ${P.list}`, `POST ${P.add}`, `POST ${P.update}`, `POST ${P.remove}`]);
    expect((await call('GET', P.list, undefined, false)).status).toBe(401);
  });

  test('GET /api/calendar/events answers events: the seeded school agenda', async () => {
    const events = eventsOf(await call('GET', P.list));
    expect(events.length).toBeGreaterThanOrEqual(12);
    expect(events.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Noite de pais e mestres', 'Torneio de Lumis', 'Ensaio da festa junina']),
    );
    expect(events).toEqual(stored());
  });

  test('POST /api/calendar/events/add {event} gives it an id and answers every event', async () => {
    const before = stored().length;
    const events = eventsOf(await call('POST', P.add, { event: draft }));
    expect(events).toHaveLength(before + 1);
    const added = events.find((e) => e.title === draft.title);
    expect(added).toMatchObject({ ...draft, id: expect.stringMatching(/\S/) as string });
    expect(stored()).toContainEqual(added);
    // The end comes after the start; an all-day event spans days only.
    const backwards = await call('POST', P.add, { event: { ...draft, end: '2026-06-10T13:00:00' } });
    expect(backwards).toMatchObject({ status: 422, data: { flag: false } });
    const mixed = await call('POST', P.add, { event: { ...draft, allDay: true } });
    expect(mixed.status).toBe(422);
  });

  test('POST /api/calendar/events/update {event} replaces it and answers events', async () => {
    const first = stored()[0];
    if (!first) throw new Error('no seeded events');
    const moved = { ...first, allDay: true, start: '2026-07-01', end: '2026-07-03', title: 'Recesso' };
    const events = eventsOf(await call('POST', P.update, { event: moved }));
    expect(events.find((e) => e.id === first.id)).toEqual(moved);
    expect(stored().find((e) => e.id === first.id)).toEqual(moved);
    const missing = await call('POST', P.update, { event: { ...moved, id: 'tev-nope' } });
    expect(missing).toMatchObject({ status: 404, data: { flag: false } });
  });

  test('POST /api/calendar/events/delete {eventId} removes it and answers events', async () => {
    const last = stored().at(-1);
    if (!last) throw new Error('no seeded events');
    const events = eventsOf(await call('POST', P.remove, { eventId: last.id }));
    expect(events.some((e) => e.id === last.id)).toBe(false);
    expect(stored().some((e) => e.id === last.id)).toBe(false);
    expect((await call('POST', P.remove, { eventId: last.id })).status).toBe(404);
  });
});
