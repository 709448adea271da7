import { z } from 'zod/mini';
import type { Event } from '@/api/contract/domain';
import {
  checkEventInput,
  eventCancelSchema,
  eventInputObject,
  eventInputSchema,
  eventUpdateSchema,
  MY_EVENTS_SORTS,
  type EventInput,
  type EventSales,
  type EventStats,
  type EventStatusCounts,
  type MyEvent,
  type SalesDay,
} from '@/api/contract/producer';
import type { DbUser, Tables } from '../db/types';
import { fail, fieldErrors, HttpError, invalid, ok, paginate, route } from '../http';
import { toIsoDate } from '@/utils/localDate';
import { fold, need, ownerNameOf, releaseSeats, searchOf } from './shared';

const DAY = 86_400_000;
/** The chart shows at most this many days. */
const MAX_SERIES_DAYS = 90;

/** A published event whose end has passed is over, whatever its stored status says. */
function effectiveStatus(event: Event, now: number): Event['status'] {
  return event.status === 'published' && Date.parse(event.endsAt) < now ? 'ended' : event.status;
}

function statsOf(t: Tables, event: Event): EventStats {
  let sold = 0;
  let revenue = 0;
  let pending = 0;
  let paidOrders = 0;
  for (const order of t.orders) {
    if (order.eventId !== event.id) continue;
    const seats = order.items.reduce((sum, item) => sum + item.quantity, 0);
    if (order.status === 'paid') {
      sold += seats;
      revenue += order.subtotal - order.discount;
      paidOrders += 1;
    } else if (order.status === 'pending') pending += seats;
  }
  const checkedIn = t.attendees.filter((a) => a.eventId === event.id && a.checkedInAt != null).length;
  return {
    sold,
    capacity: event.capacity,
    revenue,
    checkedIn,
    views: event.views ?? 0,
    pending,
    paidOrders,
    ticketTypes: t.tickets.filter((tk) => tk.eventId === event.id).length,
  };
}

function asMine(t: Tables, event: Event, now: number): MyEvent {
  return { ...event, status: effectiveStatus(event, now), stats: statsOf(t, event) };
}

/** The event, if the caller owns it (admins may read any); 404 and 403 otherwise. */
function ownedEvent(t: Tables, user: DbUser | null, id: string | undefined, adminMay: boolean): Event {
  const event = t.events.find((e) => e.id === id);
  if (!event) throw new HttpError(404, 'Evento não encontrado.');
  if (user?.id === event.ownerId || (adminMay && user?.role === '0')) return event;
  throw new HttpError(403, 'Este evento é de outra conta. Só quem o criou pode gerenciá-lo.');
}

function venueOf(input: EventInput['venue']): Event['venue'] {
  if (!input) return null;
  return {
    name: input.name,
    street: input.street,
    number: input.number,
    district: input.district,
    address: `${input.street}, ${input.number}`,
    city: input.city,
    state: input.state,
    cep: input.cep,
  };
}

/** What the producer typed, as stored: an online event has no venue, a venue event no URL. */
function applyInput(event: Event, input: EventInput): void {
  event.title = input.title;
  event.category = input.category;
  event.ageRating = input.ageRating;
  event.description = input.description;
  if (input.descriptionMarkdown !== undefined) event.descriptionMarkdown = input.descriptionMarkdown;
  event.startsAt = new Date(input.startsAt).toISOString();
  event.endsAt = new Date(input.endsAt).toISOString();
  event.online = input.online;
  event.venue = input.online ? null : venueOf(input.venue);
  event.url = input.online ? (input.url?.trim() ?? null) : null;
  event.capacity = input.capacity;
  event.coverUrl = input.coverUrl;
}

/** The stored event as the editable fields (venue without its derived address). */
function inputOf(event: Event): Record<string, unknown> {
  const venue = event.venue
    ? {
        name: event.venue.name,
        cep: event.venue.cep ?? '',
        street: event.venue.street ?? event.venue.address,
        number: event.venue.number ?? 's/n',
        district: event.venue.district ?? '',
        city: event.venue.city,
        state: event.venue.state,
      }
    : null;
  return {
    title: event.title,
    category: event.category,
    ageRating: event.ageRating,
    description: event.description,
    descriptionMarkdown: event.descriptionMarkdown,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    online: event.online,
    venue,
    url: event.url,
    capacity: event.capacity,
    coverUrl: event.coverUrl,
  };
}

function duplicateTitle(t: Tables, user: DbUser, input: EventInput, exceptId?: string): boolean {
  const title = fold(input.title.trim());
  const day = toIsoDate(Date.parse(input.startsAt));
  return t.events.some(
    (e) =>
      e.ownerId === user.id &&
      e.id !== exceptId &&
      e.status !== 'cancelled' &&
      fold(e.title.trim()) === title &&
      toIsoDate(Date.parse(e.startsAt)) === day,
  );
}

const DUPLICATE = 'Você já tem um evento com este título nesta data. Mude o título ou a data.';

function nextEventId(t: Tables): string {
  let max = 0;
  for (const e of t.events) {
    const n = Number(/^ev-(\d+)$/.exec(e.id)?.[1] ?? 0);
    if (n > max) max = n;
  }
  return `ev-${String(max + 1).padStart(4, '0')}`;
}

function dailySales(t: Tables, event: Event, now: number): SalesDay[] {
  const paid = t.orders.filter((o) => o.eventId === event.id && o.status === 'paid');
  if (paid.length === 0) return [];
  const byDay = new Map<string, SalesDay>();
  let first = Infinity;
  for (const order of paid) {
    const at = Date.parse(order.createdAt);
    first = Math.min(first, at);
    const date = toIsoDate(at);
    const day = byDay.get(date) ?? { date, tickets: 0, revenue: 0 };
    day.tickets += order.items.reduce((sum, item) => sum + item.quantity, 0);
    day.revenue += order.subtotal - order.discount;
    byDay.set(date, day);
  }
  const last = Math.min(now, Math.max(Date.parse(event.endsAt), first));
  const from = Math.max(first, last - (MAX_SERIES_DAYS - 1) * DAY);
  const series: SalesDay[] = [];
  // Walk by calendar day at noon, so a daylight-saving change never skips or repeats a date.
  const cursor = new Date(from);
  cursor.setHours(12, 0, 0, 0);
  const end = toIsoDate(last);
  for (let guard = 0; guard <= MAX_SERIES_DAYS; guard += 1) {
    const date = toIsoDate(cursor.getTime());
    series.push(byDay.get(date) ?? { date, tickets: 0, revenue: 0 });
    if (date >= end) break;
    cursor.setDate(cursor.getDate() + 1);
  }
  return series;
}

function compareUpcoming(now: number) {
  return (a: Event, b: Event) => {
    const aPast = Date.parse(a.endsAt) < now;
    const bPast = Date.parse(b.endsAt) < now;
    if (aPast !== bPast) return aPast ? 1 : -1;
    // Next events soonest first; past ones most recent first.
    return aPast ? b.startsAt.localeCompare(a.startsAt) : a.startsAt.localeCompare(b.startsAt);
  };
}

export const producerHandlers = [
  route(need('GET', '/api/Event/mine'), ({ query, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const now = Date.now();
    const terms = searchOf(query).split(/\s+/).filter(Boolean);
    const status = query.get('status');
    const sortParam = query.get('sort') ?? 'upcoming';
    const sort = MY_EVENTS_SORTS.find((s) => s === sortParam) ?? 'upcoming';

    const counts: EventStatusCounts = { all: 0, draft: 0, published: 0, cancelled: 0, ended: 0 };
    const matching: Event[] = [];
    for (const event of t.events) {
      if (event.ownerId !== user.id) continue;
      if (terms.length) {
        const text = fold(`${event.title} ${event.venue?.name ?? ''} ${event.venue?.city ?? ''}`);
        if (!terms.every((term) => text.includes(term))) continue;
      }
      const current = effectiveStatus(event, now);
      counts.all += 1;
      counts[current] += 1;
      if (status && current !== status) continue;
      matching.push(event);
    }

    if (sort === 'upcoming') matching.sort(compareUpcoming(now));
    else if (sort === 'startsAt:asc') matching.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    else if (sort === 'startsAt:desc') matching.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
    else if (sort === 'createdAt:desc') matching.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    else matching.sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));

    const page = paginate(matching, query);
    return ok({ lst: page.lst.map((e) => asMine(t, e, now)), total: page.total, counts });
  }),

  route(need('GET', '/api/Event/manage/:id'), ({ params, user, t }) => {
    const event = ownedEvent(t, user, params.id, true);
    return ok({ obj: asMine(t, event, Date.now()) });
  }),

  route(need('GET', '/api/Event/stats/:id'), ({ params, user, t }) => {
    const event = ownedEvent(t, user, params.id, true);
    const now = Date.now();
    const sales: EventSales = { stats: statsOf(t, event), daily: dailySales(t, event, now) };
    return ok({ obj: sales });
  }),

  route(need('POST', '/api/Event/create'), eventInputSchema, ({ body, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const now = Date.now();
    if (Date.parse(body.startsAt) <= now) {
      const msg = 'A data de início já passou. Escolha uma data futura.';
      return fail(422, msg, { startsAt: msg });
    }
    if (duplicateTitle(t, user, body)) return fail(422, DUPLICATE, { title: DUPLICATE });
    const event: Event = {
      id: nextEventId(t),
      title: '',
      description: '',
      category: '',
      coverUrl: null,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      venue: null,
      online: false,
      url: null,
      ageRating: 'Livre',
      status: 'draft',
      ownerId: user.id,
      ownerRole: user.role === '4' ? '4' : '3',
      ownerName: ownerNameOf(t, user),
      schoolId: user.role === '4' ? user.schoolId : null,
      capacity: 0,
      featured: false,
      createdAt: new Date(now).toISOString(),
      priceFrom: null,
      sold: 0,
      views: 0,
      cancelReason: null,
    };
    applyInput(event, body);
    t.events.push(event);
    return ok({ obj: event }, 'Evento criado como rascunho.');
  }),

  route(need('PATCH', '/api/Event/update/:id'), eventUpdateSchema, ({ params, body, user, t }) => {
    const event = ownedEvent(t, user, params.id, true);
    if (event.status === 'cancelled')
      return fail(409, 'Este evento foi cancelado e não pode mais ser editado.');
    const merged = eventInputObject
      .check(z.superRefine(checkEventInput))
      .safeParse({ ...inputOf(event), ...body });
    if (!merged.success) return invalid(fieldErrors(merged.error));
    const input = merged.data;
    const sold = statsOf(t, event);
    const held = sold.sold + sold.pending;
    if (input.capacity < held) {
      const msg = `A lotação não pode ser menor que os ${held} ingressos já vendidos ou reservados.`;
      return fail(422, msg, { capacity: msg });
    }
    if (user && duplicateTitle(t, user, input, event.id)) return fail(422, DUPLICATE, { title: DUPLICATE });
    applyInput(event, input);
    return ok({ obj: event }, 'Alterações salvas.');
  }),

  route(need('POST', '/api/Event/publish/:id'), ({ params, user, t }) => {
    const event = ownedEvent(t, user, params.id, false);
    const now = Date.now();
    if (event.status === 'published') return fail(409, 'Este evento já está publicado.');
    if (event.status === 'cancelled') return fail(409, 'Eventos cancelados não podem ser publicados.');
    if (event.status === 'ended' || Date.parse(event.startsAt) <= now)
      return fail(409, 'A data deste evento já passou. Ajuste as datas em Configurações antes de publicar.');
    const check = eventInputSchema.safeParse(inputOf(event));
    if (!check.success)
      return fail(
        422,
        'Complete os dados do evento em Configurações antes de publicar.',
        fieldErrors(check.error),
      );
    if (!t.tickets.some((tk) => tk.eventId === event.id))
      return fail(
        422,
        'Crie pelo menos um tipo de ingresso antes de publicar: é por ele que as famílias compram.',
      );
    event.status = 'published';
    const prices = t.tickets.filter((tk) => tk.eventId === event.id && tk.visible).map((tk) => tk.price);
    event.priceFrom = prices.length ? Math.min(...prices) : null;
    return ok({ obj: event }, 'Evento publicado. Ele já aparece no catálogo.');
  }),

  route(need('POST', '/api/Event/unpublish/:id'), ({ params, user, t }) => {
    const event = ownedEvent(t, user, params.id, false);
    if (effectiveStatus(event, Date.now()) !== 'published')
      return fail(409, 'Só eventos publicados e ainda por acontecer podem voltar a rascunho.');
    event.status = 'draft';
    return ok({ obj: event }, 'O evento voltou a ser rascunho e saiu do catálogo.');
  }),

  route(need('POST', '/api/Event/cancel/:id'), eventCancelSchema, ({ params, body, user, t }) => {
    const event = ownedEvent(t, user, params.id, true);
    const now = Date.now();
    if (event.status === 'cancelled') return fail(409, 'Este evento já foi cancelado.');
    if (effectiveStatus(event, now) === 'ended')
      return fail(409, 'Este evento já aconteceu e não pode ser cancelado.');
    event.status = 'cancelled';
    event.cancelReason = body.reason;
    // Sales stop: orders still waiting for PIX or boleto are cancelled and free their seats.
    for (const order of t.orders) {
      if (order.eventId !== event.id || order.status !== 'pending') continue;
      order.status = 'cancelled';
      releaseSeats(t, order);
    }
    event.sold = t.tickets.filter((tk) => tk.eventId === event.id).reduce((s, tk) => s + tk.sold, 0);
    return ok({ obj: event }, 'Evento cancelado. Os compradores serão avisados.');
  }),
];
