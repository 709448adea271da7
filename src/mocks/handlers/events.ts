import type { Event, Ticket } from '@/api/contract/domain';
import { db } from '../db/database';
import type { DbUser, Tables } from '../db/types';
import { fail, ok, paginate, route } from '../http';
import { fold, need, searchOf } from './shared';

/** Lowest price of the visible ticket types (what the catalogue shows as "a partir de"). */
export function priceFrom(t: Tables, eventId: string): number | null {
  const prices = t.tickets.filter((tk) => tk.eventId === eventId && tk.visible).map((tk) => tk.price);
  return prices.length ? Math.min(...prices) : null;
}

function canManage(user: DbUser | null, event: Event): boolean {
  return user != null && (user.role === '0' || user.id === event.ownerId);
}

function isUpcomingPublished(event: Event, now: number): boolean {
  return event.status === 'published' && Date.parse(event.endsAt) >= now;
}

export const eventsHandlers = [
  route(need('GET', '/api/Event/public'), ({ query, t }) => {
    const now = Date.now();
    const search = searchOf(query);
    const terms = search.split(/\s+/).filter(Boolean);
    const category = query.get('category');
    const city = query.get('city');
    const from = query.get('from');
    const to = query.get('to');
    const free = query.get('free');
    const priceMin = query.get('priceMin');
    const priceMax = query.get('priceMax');
    const schoolId = query.get('schoolId');
    const ownerId = query.get('ownerId');

    const scored: { event: Event; score: number; price: number | null }[] = [];
    for (const event of t.events) {
      if (!isUpcomingPublished(event, now)) continue;
      if (category && event.category !== category) continue;
      if (city && event.venue?.city !== city) continue;
      if (schoolId && event.schoolId !== schoolId) continue;
      if (ownerId && event.ownerId !== ownerId) continue;
      if (from && event.startsAt.slice(0, 10) < from) continue;
      if (to && event.startsAt.slice(0, 10) > to) continue;
      const price = event.priceFrom ?? priceFrom(t, event.id);
      if (free === 'true' && price !== 0) continue;
      if (free === 'false' && price === 0) continue;
      if (priceMin && (price ?? 0) < Number(priceMin)) continue;
      if (priceMax && (price ?? 0) > Number(priceMax)) continue;
      let score = 0;
      if (terms.length) {
        const title = fold(event.title);
        const rest = fold(
          `${event.description} ${event.venue?.city ?? ''} ${event.ownerName} ${event.category}`,
        );
        for (const term of terms) {
          if (title.includes(term)) score += 3;
          else if (rest.includes(term)) score += 1;
          else {
            score = -1;
            break;
          }
        }
        if (score < 0) continue;
      }
      scored.push({ event, score: score + (event.featured ? 0.5 : 0), price });
    }

    const sort = query.get('sort') ?? (terms.length ? 'relevance' : 'date');
    const byDate = (a: { event: Event }, b: { event: Event }) =>
      a.event.startsAt.localeCompare(b.event.startsAt);
    if (sort === 'price') scored.sort((a, b) => (a.price ?? 0) - (b.price ?? 0) || byDate(a, b));
    else if (sort === 'relevance')
      scored.sort((a, b) => b.score - a.score || (b.event.views ?? 0) - (a.event.views ?? 0) || byDate(a, b));
    else scored.sort(byDate);

    // Page first, then shape: only the page's events are copied.
    const page = paginate(scored, query);
    return ok({
      lst: page.lst.map(({ event, price }) => ({ ...event, priceFrom: price })),
      total: page.total,
    });
  }),

  route(need('GET', '/api/Event/filters'), ({ t }) => {
    const now = Date.now();
    const live = t.events.filter((e) => isUpcomingPublished(e, now));
    const categories = [...new Set(live.map((e) => e.category))].sort();
    const cities = [...new Set(live.flatMap((e) => (e.venue ? [e.venue.city] : [])))].sort((a, b) =>
      a.localeCompare(b, 'pt-BR'),
    );
    return ok({ obj: { categories, cities } });
  }),

  route(need('GET', '/api/Event/single/:id'), ({ params, user, t }) => {
    const event = t.events.find((e) => e.id === params.id);
    if (!event || (event.status === 'draft' && !canManage(user, event)))
      return fail(404, 'Evento não encontrado.');
    // A visit to the public page counts as a view (the producer's "visualizações"); the producer's own
    // visits do not.
    if (event.status === 'published' && !canManage(user, event)) {
      event.views = (event.views ?? 0) + 1;
      db.changed();
    }
    return ok({ obj: { ...event, priceFrom: priceFrom(t, event.id) } });
  }),

  route(need('GET', '/api/Ticket/all'), ({ query, user, t }) => {
    const eventId = query.get('eventId') ?? '';
    const event = t.events.find((e) => e.id === eventId);
    if (!event || (event.status === 'draft' && !canManage(user, event)))
      return fail(404, 'Evento não encontrado.');
    const all: Ticket[] = t.tickets.filter((tk) => tk.eventId === eventId);
    return ok({ lst: canManage(user, event) ? all : all.filter((tk) => tk.visible) });
  }),

  route(need('GET', '/api/School/public/:id'), ({ params, t }) => {
    const school = t.schools.find((s) => s.id === params.id);
    return school ? ok({ obj: school }) : fail(404, 'Escola não encontrada.');
  }),

  route(need('GET', '/api/Course/public'), ({ query, t }) => {
    const schoolId = query.get('schoolId');
    return ok({ lst: t.courses.filter((c) => c.schoolId === schoolId && c.status === 'open') });
  }),
];
