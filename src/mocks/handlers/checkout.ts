import type { Attendee, Coupon, Event, Order, Ticket } from '@/api/contract/domain';
import {
  couponValidateBodySchema,
  orderCreateBodySchema,
  type CouponRefusal,
  type OrderCreateBody,
  type OrderWithTickets,
} from '@/api/contract/checkout';
import { isValidCpf, onlyDigits } from '@/utils/br';
import type { DbUser, Tables } from '../db/types';
import { fail, ok, route, type RouteResult } from '../http';
import { toIsoDate } from '@/utils/localDate';
import {
  boletoLine,
  BOLETO_DAYS,
  chargeCard,
  DAY,
  pixBrCode,
  PIX_TTL_MS,
  randomCode,
  refusal,
} from './payment';
import { need, releaseCoupon, releaseSeats } from './shared';

// The server's rules. The checkout states the fee rule to the family and shows the same numbers.
const FEE_RATE = 0.1;
/** What the platform keeps from the seller's sale (the seed's finance uses the same rate). */
const SELLER_FEE_RATE = 0.05;

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const fmt = (iso: string) => when.format(new Date(iso));

// ---------------------------------------------------------------------------------------------
// Coupons.

interface PricedLine {
  ticket: Ticket;
  quantity: number;
  halfPrice: boolean;
  unitPrice: number;
}

const unitPriceOf = (ticket: Ticket, half: boolean) => (half ? Math.round(ticket.price / 2) : ticket.price);

const COUPON_TEXT: Record<Exclude<CouponRefusal, 'notYetValid'>, string> = {
  unknown: 'Cupom não encontrado para este evento.',
  expired: 'Este cupom expirou.',
  usedUp: 'Este cupom já atingiu o limite de usos.',
  notForTickets: 'Este cupom não vale para os ingressos escolhidos.',
  noItems: 'Escolha os ingressos antes de aplicar o cupom.',
};

type CouponCheck = { ok: true; coupon: Coupon; discount: number } | { ok: false; result: RouteResult };

function checkCoupon(
  t: Tables,
  eventId: string,
  rawCode: string,
  lines: PricedLine[],
  now: number,
  field: string,
): CouponCheck {
  const code = rawCode.trim().toUpperCase();
  const refuse = (status: number, reason: CouponRefusal, msg: string): CouponCheck => ({
    ok: false,
    result: refusal(status, msg, { reason, errors: { [field]: msg } }),
  });
  const coupon = t.coupons.find((c) => c.eventId === eventId && c.code.toUpperCase() === code);
  if (!coupon || !code) return refuse(422, 'unknown', COUPON_TEXT.unknown);
  if (now < Date.parse(coupon.validFrom))
    return refuse(
      422,
      'notYetValid',
      `Este cupom ainda não está valendo. Use a partir de ${fmt(coupon.validFrom)}.`,
    );
  if (now > Date.parse(coupon.validUntil)) return refuse(422, 'expired', COUPON_TEXT.expired);
  if (coupon.used >= coupon.maxUses) return refuse(409, 'usedUp', COUPON_TEXT.usedUp);
  if (lines.length === 0) return refuse(422, 'noItems', COUPON_TEXT.noItems);
  const eligible = lines
    .filter((l) => coupon.ticketIds.length === 0 || coupon.ticketIds.includes(l.ticket.id))
    .reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  if (eligible === 0) return refuse(422, 'notForTickets', COUPON_TEXT.notForTickets);
  const discount =
    coupon.kind === 'percent'
      ? Math.round((eligible * coupon.value) / 100)
      : Math.min(coupon.value, eligible);
  return { ok: true, coupon, discount };
}

// ---------------------------------------------------------------------------------------------
// Orders.

function uniqueTicketCode(t: Tables): string {
  for (;;) {
    const code = `LUMI-${randomCode(4)}-${randomCode(4)}`;
    if (!t.attendees.some((a) => a.code === code)) return code;
  }
}

function withTickets(t: Tables, order: Order): OrderWithTickets {
  return { ...order, tickets: t.attendees.filter((a) => a.orderId === order.id) };
}

function refreshEventSold(t: Tables, eventId: string): void {
  const event = t.events.find((e) => e.id === eventId);
  if (event) event.sold = t.tickets.filter((tk) => tk.eventId === eventId).reduce((s, tk) => s + tk.sold, 0);
}

/** Paid: the tickets are issued to the attendees and the seller's finance gets the sale and the platform fee. */
function settle(t: Tables, order: Order, now: number): void {
  order.status = 'paid';
  const event = t.events.find((e) => e.id === order.eventId);
  let seat = 0;
  for (const item of order.items) {
    for (let q = 0; q < item.quantity; q += 1) {
      const holder = order.attendees[seat];
      seat += 1;
      const attendee: Attendee = {
        code: uniqueTicketCode(t),
        orderId: order.id,
        eventId: order.eventId,
        ticketId: item.ticketId,
        holderName: holder?.name ?? order.buyerName,
        holderCpf: holder?.cpf,
        buyerId: order.buyerId,
        halfPrice: item.halfPrice,
        checkedInAt: null,
      };
      t.attendees.push(attendee);
    }
  }
  if (!event) return;
  const net = order.subtotal - order.discount;
  const at = new Date(now).toISOString();
  // The sale and its fee are released together, some days after the event.
  const releasedAt = new Date(Date.parse(event.endsAt) + 2 * DAY).toISOString();
  t.transactions.push({
    id: `tx-${order.id}-s`,
    ownerId: event.ownerId,
    kind: 'sale',
    amount: net,
    orderId: order.id,
    eventId: event.id,
    description: `Venda ${order.id}`,
    at,
    availableAt: releasedAt,
  });
  if (net > 0)
    t.transactions.push({
      id: `tx-${order.id}-f`,
      ownerId: event.ownerId,
      kind: 'fee',
      amount: -Math.round(net * SELLER_FEE_RATE),
      orderId: order.id,
      eventId: event.id,
      description: `Taxa de serviço ${order.id}`,
      at,
      availableAt: releasedAt,
    });
}

/** A PIX not paid in 15 minutes (or a boleto past its due date) cancels the order and frees its seats. */
function expireIfDue(t: Tables, order: Order, now: number): void {
  if (order.status !== 'pending') return;
  const pixExpired = order.pix != null && now > Date.parse(order.pix.expiresAt);
  const boletoExpired = order.boleto != null && now > Date.parse(`${order.boleto.dueDate}T23:59:59`) + DAY;
  if (!pixExpired && !boletoExpired) return;
  order.status = 'cancelled';
  releaseSeats(t, order);
  releaseCoupon(t, order);
  refreshEventSold(t, order.eventId);
}

function canSee(user: DbUser | null, order: Order, t: Tables): boolean {
  if (!user) return false;
  if (user.role === '0' || user.id === order.buyerId) return true;
  return t.events.some((e) => e.id === order.eventId && e.ownerId === user.id);
}

/** Orders created per Idempotency-Key, so two requests racing with one key still create one order. */
const placedByKey = new Map<string, string>();

function validateTickets(
  t: Tables,
  event: Event,
  items: OrderCreateBody['items'],
  now: number,
): { lines: PricedLine[] } | { result: RouteResult } {
  const errors: Record<string, string> = {};
  let conflict = false;
  const lines: PricedLine[] = [];
  const perTicket = new Map<string, { ticket: Ticket; quantity: number }>();
  for (const item of items) {
    const ticket = t.tickets.find((tk) => tk.id === item.ticketId && tk.eventId === event.id && tk.visible);
    if (!ticket) {
      errors[item.ticketId] = 'Este ingresso não está mais à venda.';
      conflict = true;
      continue;
    }
    if (item.halfPrice && !ticket.halfPriceAllowed) {
      errors[ticket.id] = `“${ticket.name}” não tem meia-entrada.`;
      continue;
    }
    lines.push({
      ticket,
      quantity: item.quantity,
      halfPrice: item.halfPrice,
      unitPrice: unitPriceOf(ticket, item.halfPrice),
    });
    const sum = perTicket.get(ticket.id);
    perTicket.set(ticket.id, { ticket, quantity: (sum?.quantity ?? 0) + item.quantity });
  }
  for (const { ticket, quantity } of perTicket.values()) {
    if (errors[ticket.id]) continue;
    const remaining = ticket.quantity - ticket.sold;
    if (now < Date.parse(ticket.salesStart)) {
      errors[ticket.id] = `As vendas de “${ticket.name}” só começam em ${fmt(ticket.salesStart)}.`;
      conflict = true;
    } else if (now > Date.parse(ticket.salesEnd)) {
      errors[ticket.id] = `As vendas de “${ticket.name}” foram encerradas em ${fmt(ticket.salesEnd)}.`;
      conflict = true;
    } else if (remaining <= 0) {
      errors[ticket.id] = `“${ticket.name}” esgotou enquanto você finalizava a compra.`;
      conflict = true;
    } else if (ticket.sold + quantity > ticket.quantity) {
      errors[ticket.id] =
        remaining === 1
          ? `Resta apenas 1 ingresso de “${ticket.name}”.`
          : `Restam apenas ${remaining} ingressos de “${ticket.name}”.`;
      conflict = true;
    } else if (quantity < ticket.minPerOrder) {
      errors[ticket.id] = `“${ticket.name}”: compre pelo menos ${ticket.minPerOrder} por pedido.`;
    } else if (quantity > ticket.maxPerOrder) {
      errors[ticket.id] = `“${ticket.name}”: no máximo ${ticket.maxPerOrder} por pedido.`;
    }
  }
  const first = Object.values(errors)[0];
  if (first) return { result: refusal(conflict ? 409 : 422, first, { reason: 'tickets', errors }) };
  return { lines };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function validateAttendees(attendees: OrderCreateBody['attendees'], seats: number): RouteResult | null {
  if (attendees.length !== seats) {
    return fail(
      422,
      `Informe os dados de cada participante: ${seats} ingressos, ${attendees.length} participantes.`,
    );
  }
  const errors: Record<string, string> = {};
  attendees.forEach((a, i) => {
    const n = i + 1;
    if (a.name.trim().length < 3) errors[`attendees.${i}.name`] = `Informe o nome do participante ${n}.`;
    if (!isValidCpf(a.cpf))
      errors[`attendees.${i}.cpf`] = `CPF do participante ${n} inválido. Confira os números.`;
    if (!EMAIL.test(a.email.trim())) errors[`attendees.${i}.email`] = `E-mail do participante ${n} inválido.`;
  });
  const first = Object.values(errors)[0];
  return first ? fail(422, first, errors) : null;
}

export const checkoutHandlers = [
  route(need('POST', '/api/Coupon/validate'), couponValidateBodySchema, ({ body, t }) => {
    const event = t.events.find((e) => e.id === body.eventId);
    if (!event) return fail(404, 'Evento não encontrado.');
    const lines: PricedLine[] = [];
    for (const item of body.items) {
      const ticket = t.tickets.find((tk) => tk.id === item.ticketId && tk.eventId === event.id);
      if (!ticket) return fail(422, 'Ingresso não encontrado neste evento.');
      lines.push({
        ticket,
        quantity: item.quantity,
        halfPrice: item.halfPrice && ticket.halfPriceAllowed,
        unitPrice: unitPriceOf(ticket, item.halfPrice && ticket.halfPriceAllowed),
      });
    }
    const check = checkCoupon(t, event.id, body.code, lines, Date.now(), 'code');
    if (!check.ok) return check.result;
    return ok({ obj: { code: check.coupon.code, discount: check.discount } }, 'Cupom aplicado.');
  }),

  route(need('POST', '/api/Order/create'), orderCreateBodySchema, ({ body, user, t, request }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    const keyId = `${user.id}:${request.headers.get('Idempotency-Key') ?? ''}`;
    const earlier = t.orders.find((o) => o.id === placedByKey.get(keyId));
    if (earlier) return ok({ obj: withTickets(t, earlier) });

    const now = Date.now();
    const event = t.events.find((e) => e.id === body.eventId);
    if (!event || event.status === 'draft') return fail(404, 'Evento não encontrado.');
    if (event.status === 'cancelled')
      return fail(409, 'Este evento foi cancelado; as vendas estão encerradas.');
    if (event.status === 'ended' || Date.parse(event.endsAt) < now)
      return fail(409, 'Este evento já aconteceu; as vendas estão encerradas.');
    if (body.items.length === 0) return fail(422, 'Escolha pelo menos um ingresso.');

    const checked = validateTickets(t, event, body.items, now);
    if ('result' in checked) return checked.result;
    const { lines } = checked;
    const seats = lines.reduce((sum, l) => sum + l.quantity, 0);
    const attendeeError = validateAttendees(body.attendees, seats);
    if (attendeeError) return attendeeError;

    // Prices come from the ticket types, never from the client.
    const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    let discount = 0;
    let coupon: Coupon | null = null;
    if (body.couponCode?.trim()) {
      const check = checkCoupon(t, event.id, body.couponCode, lines, now, 'couponCode');
      if (!check.ok) return check.result;
      coupon = check.coupon;
      discount = check.discount;
    }
    const fee = Math.round((subtotal - discount) * FEE_RATE);
    const total = subtotal - discount + fee;

    let method = body.payment.method;
    const installments = method === 'card' ? body.payment.installments : 1;
    if (total === 0) method = 'free';
    else if (method === 'free') return fail(422, 'Escolha como pagar: PIX, cartão ou boleto.');
    else if (method === 'card') {
      const declined = chargeCard(body.card, installments, now);
      if (declined) return declined;
    }

    const id = `ord-${randomCode(8).toLowerCase()}`;
    const order: Order = {
      id,
      eventId: event.id,
      buyerId: user.id,
      buyerName: user.name,
      items: lines.map((l) => ({
        ticketId: l.ticket.id,
        quantity: l.quantity,
        halfPrice: l.halfPrice,
        unitPrice: l.unitPrice,
      })),
      attendees: body.attendees.map((a) => ({
        name: a.name.trim(),
        cpf: onlyDigits(a.cpf),
        email: a.email.trim().toLowerCase(),
      })),
      couponCode: coupon?.code ?? null,
      subtotal,
      discount,
      fee,
      total,
      payment: { method, installments },
      status: 'pending',
      pix:
        method === 'pix'
          ? { code: pixBrCode(total, id), expiresAt: new Date(now + PIX_TTL_MS).toISOString() }
          : null,
      boleto: null,
      createdAt: new Date(now).toISOString(),
    };
    if (method === 'boleto') {
      const dueDate = toIsoDate(now + BOLETO_DAYS * DAY);
      order.boleto = { line: boletoLine(total, dueDate), dueDate };
    }
    // Pending orders hold their seats until paid or expired.
    for (const l of lines) l.ticket.sold += l.quantity;
    refreshEventSold(t, event.id);
    if (coupon) coupon.used += 1;
    t.orders.push(order);
    if (method === 'card' || method === 'free') settle(t, order, now);
    placedByKey.set(keyId, id);
    return ok(
      { obj: withTickets(t, order) },
      order.status === 'paid'
        ? 'Pagamento aprovado! Seus ingressos foram emitidos.'
        : 'Pedido criado. Aguardando o pagamento.',
    );
  }),

  route(need('GET', '/api/Order/mine'), ({ user, t }) => {
    const now = Date.now();
    const mine = t.orders
      .filter((o) => o.buyerId === user?.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    mine.forEach((o) => expireIfDue(t, o, now));
    return ok({ lst: mine, total: mine.length });
  }),

  route(need('GET', '/api/Order/single/:id'), ({ params, user, t }) => {
    const order = t.orders.find((o) => o.id === params.id);
    if (!order) return fail(404, 'Pedido não encontrado.');
    if (!canSee(user, order, t)) return fail(403, 'Este pedido é de outra conta.');
    expireIfDue(t, order, Date.now());
    return ok({ obj: withTickets(t, order) });
  }),

  route(need('POST', '/api/Order/simulate-payment/:id'), ({ params, user, t }) => {
    const order = t.orders.find((o) => o.id === params.id);
    if (!order) return fail(404, 'Pedido não encontrado.');
    if (order.buyerId !== user?.id) return fail(403, 'Este pedido é de outra conta.');
    const now = Date.now();
    expireIfDue(t, order, now);
    if (order.status === 'paid') return fail(409, 'Este pedido já está pago.');
    if (order.status === 'cancelled')
      return fail(409, 'O prazo de pagamento acabou e o pedido foi cancelado. Faça uma nova compra.');
    if (order.status !== 'pending' || (order.payment.method !== 'pix' && order.payment.method !== 'boleto'))
      return fail(409, 'Só pedidos com PIX ou boleto pendentes podem ser confirmados assim.');
    settle(t, order, now);
    return ok({ obj: withTickets(t, order) }, 'Pagamento confirmado! Seus ingressos foram emitidos.');
  }),
];
