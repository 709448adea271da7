import { z } from 'zod';
import type { Event, Ticket } from '@/api/contract/domain';
import { ticketRuleIssues, type TicketFields } from '@/api/contract/producerOps';

const count = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message);

/**
 * The ticket type form: what the producer types (numbers as text, money in cents, dates as ISO), checked
 * field by field and then by the contract's cross-field rules with the event's end and what is sold.
 */
export function ticketFormSchema(context: { eventEndsAt: string; sold: number }) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(2, 'producerOps.ticket.error.name')
        .max(60, 'producerOps.ticket.error.nameLong'),
      free: z.boolean(),
      price: z.number().int().nonnegative().nullable(),
      halfPriceAllowed: z.boolean(),
      quantity: count('producerOps.ticket.error.quantity'),
      minPerOrder: count('producerOps.ticket.error.minPerOrder'),
      maxPerOrder: count('producerOps.ticket.error.maxPerOrder'),
      salesStart: z.string().nullable(),
      salesEnd: z.string().nullable(),
      visible: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: keyof TicketFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!values.salesStart) issue('salesStart', 'producerOps.ticket.error.salesStart');
      if (!values.salesEnd) issue('salesEnd', 'producerOps.ticket.error.salesEnd');
      const quantity = Number(values.quantity);
      const min = Number(values.minPerOrder);
      const max = Number(values.maxPerOrder);
      if (quantity < 1) issue('quantity', 'producerOps.ticket.error.quantity');
      if (min < 1) issue('minPerOrder', 'producerOps.ticket.error.minPerOrder');
      if (max < 1) issue('maxPerOrder', 'producerOps.ticket.error.maxPerOrder');
      if (!values.salesStart || !values.salesEnd) return;
      for (const rule of ticketRuleIssues(
        {
          free: values.free,
          price: values.free ? 0 : (values.price ?? 0),
          quantity,
          minPerOrder: min,
          maxPerOrder: max,
          salesStart: values.salesStart,
          salesEnd: values.salesEnd,
        },
        context,
      )) {
        issue(rule.field, rule.id);
      }
    });
}

export type TicketFormValues = z.input<ReturnType<typeof ticketFormSchema>>;

const HOUR = 3_600_000;

export function ticketDefaults(event: Event, ticket: Ticket | undefined): TicketFormValues {
  if (ticket)
    return {
      name: ticket.name,
      free: ticket.price === 0,
      price: ticket.price,
      halfPriceAllowed: ticket.halfPriceAllowed,
      quantity: String(ticket.quantity),
      minPerOrder: String(ticket.minPerOrder),
      maxPerOrder: String(ticket.maxPerOrder),
      salesStart: ticket.salesStart,
      salesEnd: ticket.salesEnd,
      visible: ticket.visible,
    };
  // Sales open now (a producer who publishes right away is selling at once) until the event starts.
  const start = Math.floor(Date.now() / 60_000) * 60_000;
  const eventStart = Date.parse(event.startsAt);
  return {
    name: '',
    free: false,
    price: null,
    halfPriceAllowed: true,
    quantity: '100',
    minPerOrder: '1',
    maxPerOrder: '10',
    salesStart: new Date(Math.min(start, eventStart - HOUR)).toISOString(),
    salesEnd: new Date(eventStart).toISOString(),
    visible: true,
  };
}

export function ticketBody(values: TicketFormValues): TicketFields {
  return {
    name: values.name.trim(),
    free: values.free,
    price: values.free ? 0 : (values.price ?? 0),
    halfPriceAllowed: values.free ? false : values.halfPriceAllowed,
    quantity: Number(values.quantity),
    minPerOrder: Number(values.minPerOrder),
    maxPerOrder: Number(values.maxPerOrder),
    salesStart: values.salesStart ?? '',
    salesEnd: values.salesEnd ?? '',
    visible: values.visible,
  };
}
