import type { AttendeeOrder } from '@/api/contract/tickets';
import type { Order } from '@/api/contract/domain';
import { fail, ok, route } from '../http';
import { need } from './shared';

const orderSummary = ({ id, status, createdAt }: Order): AttendeeOrder => ({ id, status, createdAt });

export const ticketsHandlers = [
  // The family's tickets: every attendee it bought, with the events, ticket types and orders they refer to.
  route(need('GET', '/api/Attendee/mine'), ({ user, t }) => {
    const mine = t.attendees.filter((a) => a.buyerId === user?.id);
    const eventIds = new Set(mine.map((a) => a.eventId));
    const ticketIds = new Set(mine.map((a) => a.ticketId));
    const orderIds = new Set(mine.map((a) => a.orderId));
    return ok({
      lst: mine,
      total: mine.length,
      events: t.events.filter((e) => eventIds.has(e.id)),
      tickets: t.tickets.filter((tk) => ticketIds.has(tk.id)),
      orders: t.orders.filter((o) => orderIds.has(o.id)).map(orderSummary),
    });
  }),

  // Public by design: the code itself is the secret printed on the ticket.
  route(need('GET', '/api/Attendee/download/:code'), ({ params, t }) => {
    const code = decodeURIComponent(params.code ?? '')
      .trim()
      .toUpperCase();
    const attendee = t.attendees.find((a) => a.code.toUpperCase() === code);
    const event = attendee && t.events.find((e) => e.id === attendee.eventId);
    const ticket = attendee && t.tickets.find((tk) => tk.id === attendee.ticketId);
    if (!attendee || !event || !ticket) return fail(404, 'Ingresso não encontrado. Confira o código.');
    const order = t.orders.find((o) => o.id === attendee.orderId);
    return ok({ obj: { attendee, event, ticket, ...(order && { order: orderSummary(order) }) } });
  }),
];
