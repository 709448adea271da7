import type { Attendee, Coupon, Event, Order, Ticket } from '@/api/contract/domain';
import {
  couponCreateBodySchema,
  couponRuleIssues,
  couponUpdateBodySchema,
  ticketCreateBodySchema,
  ticketRuleIssues,
  ticketUpdateBodySchema,
  type CouponFields,
  type RuleIssue,
  type TicketFields,
} from '@/api/contract/producerOps';
import messagesSource from '@/i18n/messages/pt-BR/producerOps.json?raw';
import { orderCode } from '@/utils/orderCode';
import type { DbUser, Tables } from '../db/types';
import { HttpError, fail, invalid, ok, paginate, route, type RouteResult } from '../http';
import { fold, need, releaseCoupon, releaseSeats, searchOf } from './shared';
import { priceFrom } from './events';

// The server speaks pt-BR: rule ids of the contract become the area catalogue's pt-BR text.
const PT_BR = JSON.parse(messagesSource) as Record<string, string>;
function text(id: string, values: Record<string, string | number> = {}): string {
  const message = PT_BR[id] ?? id;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

function refuseRules<F extends string>(issues: RuleIssue<F>[]): RouteResult | null {
  if (issues.length === 0) return null;
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.field] ??= text(issue.id);
  return invalid(errors);
}

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** The event, if the caller runs it (admins run every event); 404 or 403 otherwise. */
function ownEvent(t: Tables, user: DbUser | null, eventId: string | null): Event {
  const event = t.events.find((e) => e.id === eventId);
  if (!event) throw new HttpError(404, 'Evento não encontrado.');
  if (!user || (user.role !== '0' && user.id !== event.ownerId))
    throw new HttpError(403, 'Este evento é de outra conta.');
  return event;
}

function ownTicket(t: Tables, user: DbUser | null, id: string): { ticket: Ticket; event: Event } {
  const ticket = t.tickets.find((tk) => tk.id === id);
  if (!ticket) throw new HttpError(404, 'Tipo de ingresso não encontrado.');
  return { ticket, event: ownEvent(t, user, ticket.eventId) };
}

function ownCoupon(t: Tables, user: DbUser | null, id: string): { coupon: Coupon; event: Event } {
  const coupon = t.coupons.find((c) => c.id === id);
  if (!coupon) throw new HttpError(404, 'Cupom não encontrado.');
  return { coupon, event: ownEvent(t, user, coupon.eventId) };
}

/** The catalogue reads the lowest visible price and the sold count from the event. */
function refreshEvent(t: Tables, event: Event): void {
  event.priceFrom = priceFrom(t, event.id);
  event.sold = t.tickets.filter((tk) => tk.eventId === event.id).reduce((sum, tk) => sum + tk.sold, 0);
}

function nextId(prefix: string, taken: (id: string) => boolean): string {
  for (let n = 1; ; n += 1) {
    const id = `${prefix}${n}`;
    if (!taken(id)) return id;
  }
}

function notCancelled(event: Event): void {
  if (event.status === 'cancelled')
    throw new HttpError(409, 'Este evento foi cancelado; não é possível alterar ingressos ou cupons.');
}

// ---------------------------------------------------------------------------------------------
// Ticket types.

/** A free type costs 0 and has no half price; the rest is stored as typed. */
function normaliseTicket(fields: TicketFields): Omit<TicketFields, 'free'> {
  const { free, ...rest } = fields;
  const isFree = free ?? fields.price === 0;
  return {
    ...rest,
    price: isFree ? 0 : rest.price,
    halfPriceAllowed: isFree ? false : rest.halfPriceAllowed,
  };
}

const ticketHandlers = [
  route(need('POST', '/api/Ticket/create'), ticketCreateBodySchema, ({ body, user, t }) => {
    const event = ownEvent(t, user, body.eventId);
    notCancelled(event);
    const refused = refuseRules(ticketRuleIssues(body, { eventEndsAt: event.endsAt, sold: 0 }));
    if (refused) return refused;
    const { eventId, ...fields } = body;
    const ticket: Ticket = {
      id: nextId(`${eventId}-t`, (id) => t.tickets.some((tk) => tk.id === id)),
      eventId,
      sold: 0,
      ...normaliseTicket(fields),
    };
    t.tickets.push(ticket);
    refreshEvent(t, event);
    return ok({ obj: ticket }, 'Tipo de ingresso criado.');
  }),

  route(need('PATCH', '/api/Ticket/update/:id'), ticketUpdateBodySchema, ({ body, params, user, t }) => {
    const { ticket, event } = ownTicket(t, user, params.id ?? '');
    notCancelled(event);
    const merged: TicketFields = { ...ticket, ...body };
    const refused = refuseRules(ticketRuleIssues(merged, { eventEndsAt: event.endsAt, sold: ticket.sold }));
    if (refused) return refused;
    Object.assign(ticket, normaliseTicket(merged));
    refreshEvent(t, event);
    return ok({ obj: ticket }, 'Tipo de ingresso salvo.');
  }),

  route(need('DELETE', '/api/Ticket/delete/:id'), ({ params, user, t }) => {
    const { ticket, event } = ownTicket(t, user, params.id ?? '');
    if (ticket.sold > 0)
      return fail(
        409,
        `“${ticket.name}” já tem ${ticket.sold} vendido(s) e não pode ser excluído. Oculte-o para encerrar as vendas.`,
      );
    t.tickets = t.tickets.filter((tk) => tk.id !== ticket.id);
    for (const coupon of t.coupons.filter((c) => c.eventId === event.id))
      coupon.ticketIds = coupon.ticketIds.filter((id) => id !== ticket.id);
    refreshEvent(t, event);
    return ok({}, 'Tipo de ingresso excluído.');
  }),
];

// ---------------------------------------------------------------------------------------------
// Coupons.

function couponChecks(
  t: Tables,
  event: Event,
  fields: CouponFields,
  self: Coupon | null,
): RouteResult | null {
  const refused = refuseRules(couponRuleIssues(fields, { eventEndsAt: event.endsAt, used: self?.used ?? 0 }));
  if (refused) return refused;
  const foreign = fields.ticketIds.find(
    (id) => !t.tickets.some((tk) => tk.id === id && tk.eventId === event.id),
  );
  if (foreign) {
    const msg = text('producerOps.coupon.error.ticketIds');
    return fail(422, msg, { ticketIds: msg });
  }
  const clash = t.coupons.some(
    (c) => c.eventId === event.id && c.id !== self?.id && c.code.toUpperCase() === fields.code,
  );
  if (clash) {
    const msg = text('producerOps.coupon.error.duplicate', { code: fields.code });
    return fail(409, msg, { code: msg });
  }
  return null;
}

const couponHandlers = [
  route(need('GET', '/api/Coupon/all'), ({ query, user, t }) => {
    const event = ownEvent(t, user, query.get('eventId'));
    const lst = t.coupons
      .filter((c) => c.eventId === event.id)
      .sort((a, b) => a.code.localeCompare(b.code, 'pt-BR'));
    return ok({ lst, total: lst.length });
  }),

  route(need('POST', '/api/Coupon/create'), couponCreateBodySchema, ({ body, user, t }) => {
    const event = ownEvent(t, user, body.eventId);
    notCancelled(event);
    const { eventId, ...fields } = body;
    const refused = couponChecks(t, event, fields, null);
    if (refused) return refused;
    const coupon: Coupon = {
      id: nextId(`${eventId}-c`, (id) => t.coupons.some((c) => c.id === id)),
      eventId,
      used: 0,
      ...fields,
    };
    t.coupons.push(coupon);
    return ok({ obj: coupon }, 'Cupom criado.');
  }),

  route(need('PATCH', '/api/Coupon/update/:id'), couponUpdateBodySchema, ({ body, params, user, t }) => {
    const { coupon, event } = ownCoupon(t, user, params.id ?? '');
    notCancelled(event);
    const { id: _id, eventId: _eventId, used: _used, ...current } = coupon;
    const merged: CouponFields = { ...current, ...body };
    const refused = couponChecks(t, event, merged, coupon);
    if (refused) return refused;
    Object.assign(coupon, merged);
    return ok({ obj: coupon }, 'Cupom salvo.');
  }),

  route(need('DELETE', '/api/Coupon/delete/:id'), ({ params, user, t }) => {
    const { coupon } = ownCoupon(t, user, params.id ?? '');
    t.coupons = t.coupons.filter((c) => c.id !== coupon.id);
    return ok({}, 'Cupom excluído.');
  }),
];

// ---------------------------------------------------------------------------------------------
// Refunds.

const refundHandlers = [
  route(need('POST', '/api/Order/refund/:id'), ({ params, user, t }) => {
    const order = t.orders.find((o) => o.id === params.id);
    if (!order) return fail(404, 'Pedido não encontrado.');
    const event = ownEvent(t, user, order.eventId);
    if (order.status === 'refunded') return fail(409, 'Este pedido já foi reembolsado.');
    if (order.status !== 'paid') return fail(409, 'Só pedidos pagos podem ser reembolsados.');
    const now = new Date().toISOString();
    order.status = 'refunded';
    // The seats go back on sale; the tickets stay on record but no longer open the door.
    releaseSeats(t, order);
    releaseCoupon(t, order);
    refreshEvent(t, event);
    // Same shape as the seed's refunds: the sale's amount back, debited at once; the platform fee stays.
    const sale = t.transactions.find((tx) => tx.orderId === order.id && tx.kind === 'sale');
    t.transactions.push({
      id: `tx-${order.id}-r`,
      ownerId: event.ownerId,
      kind: 'refund',
      amount: -(sale?.amount ?? order.subtotal - order.discount),
      orderId: order.id,
      eventId: event.id,
      description: `Reembolso ${order.id}`,
      at: now,
      availableAt: now,
    });
    return ok({ obj: order }, 'Pedido reembolsado. Os ingressos foram cancelados.');
  }),
];

// ---------------------------------------------------------------------------------------------
// Attendees and check-in.

/** Tickets that open the door: issued for an order that is still paid. */
function validAttendees(t: Tables, eventId: string): { attendee: Attendee; order: Order | undefined }[] {
  const orders = new Map(t.orders.filter((o) => o.eventId === eventId).map((o) => [o.id, o]));
  const rows: { attendee: Attendee; order: Order | undefined }[] = [];
  for (const attendee of t.attendees) {
    if (attendee.eventId !== eventId) continue;
    const order = orders.get(attendee.orderId);
    if (order && order.status !== 'paid') continue;
    rows.push({ attendee, order });
  }
  return rows;
}

type AttendeeSort = 'holderName' | 'checkedInAt' | 'code' | 'ticketId';
const SORTS: Record<AttendeeSort, (a: Attendee, b: Attendee) => number> = {
  holderName: (a, b) => a.holderName.localeCompare(b.holderName, 'pt-BR'),
  code: (a, b) => a.code.localeCompare(b.code),
  ticketId: (a, b) => a.ticketId.localeCompare(b.ticketId),
  // Not yet in sorts after everyone who is in.
  checkedInAt: (a, b) => (a.checkedInAt ?? '9999').localeCompare(b.checkedInAt ?? '9999'),
};

const ticketsHandlers = [
  route(need('GET', '/api/Attendee/all'), ({ query, user, t }) => {
    const event = ownEvent(t, user, query.get('eventId'));
    const ticketId = query.get('ticketId');
    const checkedIn = query.get('checkedIn');
    const terms = searchOf(query).split(/\s+/).filter(Boolean);
    const digits = (query.get('search') ?? '').replace(/\D/g, '');
    const rows = validAttendees(t, event.id).filter(({ attendee, order }) => {
      if (ticketId && attendee.ticketId !== ticketId) return false;
      if (checkedIn === 'true' && !attendee.checkedInAt) return false;
      if (checkedIn === 'false' && attendee.checkedInAt) return false;
      if (terms.length === 0) return true;
      const haystack = fold(
        `${attendee.holderName} ${attendee.code} ${attendee.orderId} ${orderCode(attendee.orderId)} ${order?.buyerName ?? ''}`,
      );
      if (terms.every((term) => haystack.includes(term))) return true;
      return digits.length >= 6 && (attendee.holderCpf ?? '').includes(digits);
    });
    const [field = 'holderName', direction = 'asc'] = (query.get('sort') ?? '').split(':');
    const compare = field in SORTS ? SORTS[field as AttendeeSort] : SORTS.holderName;
    const sorted = rows
      .map((r) => r.attendee)
      .sort((a, b) => (direction === 'desc' ? -1 : 1) * compare(a, b) || SORTS.holderName(a, b));
    return ok(paginate(sorted, query));
  }),

  route(need('GET', '/api/Attendee/summary'), ({ query, user, t }) => {
    const event = ownEvent(t, user, query.get('eventId'));
    const byTicket = new Map<string, { ticketId: string; total: number; checkedIn: number }>();
    for (const tk of t.tickets.filter((x) => x.eventId === event.id))
      byTicket.set(tk.id, { ticketId: tk.id, total: 0, checkedIn: 0 });
    let total = 0;
    let checkedIn = 0;
    for (const { attendee } of validAttendees(t, event.id)) {
      total += 1;
      if (attendee.checkedInAt) checkedIn += 1;
      const row = byTicket.get(attendee.ticketId) ?? { ticketId: attendee.ticketId, total: 0, checkedIn: 0 };
      row.total += 1;
      if (attendee.checkedInAt) row.checkedIn += 1;
      byTicket.set(attendee.ticketId, row);
    }
    return ok({ obj: { total, checkedIn, byTicket: [...byTicket.values()] } });
  }),

  route(need('POST', '/api/Attendee/checkin/:code'), ({ params, query, user, t }) => {
    const event = ownEvent(t, user, query.get('eventId'));
    const code = decodeURIComponent(params.code ?? '')
      .trim()
      .toUpperCase();
    const attendee = code ? t.attendees.find((a) => a.code.toUpperCase() === code) : undefined;
    if (!attendee) {
      const msg = 'Código não encontrado. Confira e tente de novo.';
      return { status: 404, body: { flag: false, msg, result: 'unknown', errors: { code: msg } } };
    }
    if (attendee.eventId !== event.id) {
      const other = t.events.find((e) => e.id === attendee.eventId);
      const title = other?.title ?? 'outro evento';
      // Another seller's ticket: say which event, never whose ticket it is.
      return ok(
        { result: 'otherEvent', event: { id: attendee.eventId, title } },
        `Este ingresso é de outro evento: ${title}.`,
      );
    }
    const ticketName = t.tickets.find((tk) => tk.id === attendee.ticketId)?.name;
    const order = t.orders.find((o) => o.id === attendee.orderId);
    if (order && order.status !== 'paid')
      return ok(
        { result: 'voided', obj: attendee, ticketName },
        order.status === 'refunded'
          ? 'Ingresso cancelado: o pedido foi reembolsado.'
          : 'Ingresso cancelado: o pedido não foi pago.',
      );
    if (attendee.checkedInAt)
      return ok(
        { result: 'already', obj: attendee, ticketName },
        `Este ingresso já entrou em ${when.format(new Date(attendee.checkedInAt))}.`,
      );
    attendee.checkedInAt = new Date().toISOString();
    return ok({ result: 'valid', obj: attendee, ticketName }, 'Entrada liberada.');
  }),
];

export const producerOpsHandlers = [
  ...ticketHandlers,
  ...couponHandlers,
  ...refundHandlers,
  ...ticketsHandlers,
];
