import type { Attendee, Event, Ticket } from '@/api/contract/domain';
import type { AttendeeOrder } from '@/api/contract/tickets';
import type { MyTickets } from '@/api/endpoints/tickets';

/** One issued ticket with what the page shows about it. */
export interface TicketView {
  attendee: Attendee;
  ticket: Ticket | undefined;
  order: AttendeeOrder | undefined;
}

/** The tickets of one event. */
export interface EventGroup {
  eventId: string;
  event: Event | undefined;
  tickets: TicketView[];
}

function isPast(event: Event | undefined, now: number): boolean {
  if (!event) return false;
  return event.status === 'ended' || Date.parse(event.endsAt) < now;
}

const startOf = (group: EventGroup) => group.event?.startsAt ?? '';

/** Groups tickets by event: upcoming soonest first, past most recent first. */
export function groupByEvent(data: MyTickets, now: number): { upcoming: EventGroup[]; past: EventGroup[] } {
  const groups = new Map<string, EventGroup>();
  for (const attendee of data.attendees) {
    let group = groups.get(attendee.eventId);
    if (!group) {
      group = { eventId: attendee.eventId, event: data.events[attendee.eventId], tickets: [] };
      groups.set(attendee.eventId, group);
    }
    group.tickets.push({
      attendee,
      ticket: data.tickets[attendee.ticketId],
      order: data.orders[attendee.orderId],
    });
  }
  const all = [...groups.values()];
  for (const group of all) {
    group.tickets.sort((a, b) => a.attendee.holderName.localeCompare(b.attendee.holderName, 'pt-BR'));
  }
  return {
    upcoming: all.filter((g) => !isPast(g.event, now)).sort((a, b) => startOf(a).localeCompare(startOf(b))),
    past: all.filter((g) => isPast(g.event, now)).sort((a, b) => startOf(b).localeCompare(startOf(a))),
  };
}
