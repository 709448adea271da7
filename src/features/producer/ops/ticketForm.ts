import { z } from 'zod/mini';
import type { Event, Ticket } from '@/api/contract/domain';
import { ticketFieldsSchema, ticketRuleIssues, type TicketFields } from '@/api/contract/producerOps';
import { maxLengthOf } from '@/components/form/schemaLimits';
import {
  centsOf,
  centsToText,
  integerOf,
  integerText,
  limitsOf,
  moneyProblem,
} from '@/components/form/numberText';

const fields = ticketFieldsSchema.shape;
/** Tickets on sale: the API's 1 to 100 000. */
const QUANTITY = limitsOf(fields.quantity, { requiredId: 'producerOps.ticket.error.quantity' });
/** Per order the API sets no ceiling: no order holds more than a type can sell. */
const PER_ORDER_MAX = QUANTITY.max;
/** The highest price the form takes, R$ 100.000,00 (the API sets none). */
export const TICKET_PRICE_MAX = 10_000_000;
const PRICE = { min: 0, max: TICKET_PRICE_MAX, requiredId: 'producerOps.ticket.error.price' };
/** The longest name the API takes. */
export const TICKET_NAME_MAX = maxLengthOf(fields.name) ?? 60;

/**
 * The ticket type form: what the producer types (numbers and money as typed text, dates as ISO), checked
 * field by field and then by the contract's cross-field rules with the event's end and what is sold.
 */
export function ticketFormSchema(context: { eventEndsAt: string; sold: number }) {
  return z
    .object({
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(2, 'producerOps.ticket.error.name'),
          z.maxLength(TICKET_NAME_MAX, 'producerOps.ticket.error.nameLong'),
        ),
      free: z.boolean(),
      price: z.string(),
      halfPriceAllowed: z.boolean(),
      quantity: integerText(QUANTITY),
      minPerOrder: integerText(
        limitsOf(fields.minPerOrder, {
          max: PER_ORDER_MAX,
          requiredId: 'producerOps.ticket.error.minPerOrder',
        }),
      ),
      maxPerOrder: integerText(
        limitsOf(fields.maxPerOrder, {
          max: PER_ORDER_MAX,
          requiredId: 'producerOps.ticket.error.maxPerOrder',
        }),
      ),
      salesStart: z.nullable(z.string()),
      salesEnd: z.nullable(z.string()),
      visible: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (path: keyof TicketFormValues, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (!values.free) {
          const price = moneyProblem(values.price, PRICE);
          if (price) issue('price', price);
        }
        if (!values.salesStart) issue('salesStart', 'producerOps.ticket.error.salesStart');
        if (!values.salesEnd) issue('salesEnd', 'producerOps.ticket.error.salesEnd');
        if (!values.salesStart || !values.salesEnd) return;
        // Numbers that are not numbers already have their message: the rules look only at the others.
        const price = values.free ? 0 : centsOf(values.price);
        const quantity = integerOf(values.quantity);
        const min = integerOf(values.minPerOrder);
        const max = integerOf(values.maxPerOrder);
        for (const rule of ticketRuleIssues(
          {
            free: values.free,
            price: price ?? 1,
            quantity: quantity ?? context.sold,
            minPerOrder: min ?? 1,
            maxPerOrder: max ?? min ?? 1,
            salesStart: values.salesStart,
            salesEnd: values.salesEnd,
          },
          context,
        ))
          issue(rule.field, rule.id);
      }),
    );
}

export type TicketFormValues = z.input<ReturnType<typeof ticketFormSchema>>;

const HOUR = 3_600_000;

export function ticketDefaults(event: Event, ticket: Ticket | undefined): TicketFormValues {
  if (ticket)
    return {
      name: ticket.name,
      free: ticket.price === 0,
      price: ticket.price === 0 ? '' : centsToText(ticket.price),
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
    price: '',
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
    price: values.free ? 0 : (centsOf(values.price) ?? 0),
    halfPriceAllowed: values.free ? false : values.halfPriceAllowed,
    quantity: integerOf(values.quantity) ?? 0,
    minPerOrder: integerOf(values.minPerOrder) ?? 0,
    maxPerOrder: integerOf(values.maxPerOrder) ?? 0,
    salesStart: values.salesStart ?? '',
    salesEnd: values.salesEnd ?? '',
    visible: values.visible,
  };
}
