import { TEMPLATE_CALENDAR_PATHS as P } from '@/api/contract/calendar';
import { at, Skip, type Known, type Step, w } from './core';

// Template calendar (SPEC.md §7): /api/calendar/events*. The add answers every event, so the plan finds
// the one it made by its title and edits, then deletes it.
let createdId: string | null = null;

const titleOf = (k: Known) => `Evento do verificador ${k.run}`;
const draft = (k: Known, title: string) => ({
  title,
  description: 'Criado pelo verificador de contrato.',
  location: 'Sala 1',
  color: '#2196f3',
  allDay: false,
  start: `${k.today}T09:00:00`,
  end: `${k.today}T10:00:00`,
});
const created = (): string => {
  if (!createdId) throw new Skip('needs the event POST /api/calendar/events/add makes, which did not come');
  return createdId;
};

export const calendarReads: Step[] = [{ method: 'GET', path: P.list }];

export const calendarWrites: Step[] = [
  w({
    method: 'POST',
    path: P.add,
    body: (k) => ({ event: draft(k, titleOf(k)) }),
    keep: (data, k) => {
      const events: unknown = at(data, 'events');
      if (!Array.isArray(events)) return;
      const mine = (events as unknown[]).find((ev) => at(ev, 'title') === titleOf(k));
      const id = at(mine, 'id');
      if (typeof id === 'string') createdId = id;
    },
  }),
  w({
    method: 'POST',
    path: P.update,
    body: (k) => ({ event: { ...draft(k, `${titleOf(k)} (revisto)`), id: created() } }),
  }),
  w({ method: 'POST', path: P.remove, body: () => ({ eventId: created() }) }),
];
