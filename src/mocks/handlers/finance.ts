import type { HttpHandler } from 'msw';
import type { Order, Payout, Transaction } from '@/api/contract/domain';
import {
  payoutRejectBodySchema,
  payoutRequestBodySchema,
  type FinanceDay,
  type OrderRow,
  type TransactionRow,
} from '@/api/contract/finance';
import { SERVICE_FEE_RATE } from '@/store/cartSlice';
import type { DbUser, Tables } from '../db/types';
import { fail, HttpError, ok, paginate, route } from '../http';
import { toIsoDate } from '@/utils/localDate';
import { matchesOrderCode } from '@/utils/orderCode';
import { DIACRITICS, fold, need, ownerNameOf, searchOf, signedIn } from './shared';

const DAY = 86_400_000;
/** An approved payout reaches the seller's bank account one day later (the demo's transfer). */
const PAYOUT_TRANSFER_MS = DAY;
const MAX_SERIES_DAYS = 400;

const isAdmin = (user: DbUser) => user.role === '0';

/** `from`/`to` as YYYY-MM-DD (or full ISO): the inclusive instants they cover, local time. */
function periodOf(query: URLSearchParams): { from: number; to: number } {
  const fromRaw = query.get('from');
  const toRaw = query.get('to');
  const parse = (value: string, endOfDay: boolean) => {
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00'}`).getTime()
      : Date.parse(value);
    if (Number.isNaN(ms))
      throw new HttpError(422, 'Período inválido.', { [endOfDay ? 'to' : 'from']: 'Data inválida.' });
    return ms;
  };
  const from = fromRaw ? parse(fromRaw, false) : Number.NEGATIVE_INFINITY;
  const to = toRaw ? parse(toRaw, true) : Number.POSITIVE_INFINITY;
  if (from > to)
    throw new HttpError(422, 'A data final deve ser depois da inicial.', {
      to: 'A data final deve ser depois da inicial.',
    });
  return { from, to };
}

function sortBy<T>(
  list: T[],
  query: URLSearchParams,
  keys: Record<string, (item: T) => string | number>,
  fallback: string,
): T[] {
  const [field = fallback, direction = 'desc'] = (query.get('sort') ?? `${fallback}:desc`).split(':');
  const key = keys[field] ?? keys[fallback];
  if (!key) return list;
  const sign = direction === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const c =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'pt-BR');
    return sign * c;
  });
}

// ---------------------------------------------------------------------------------------------
// Orders across the seller's events.

/** Ids of the events whose sales the caller may see (null: all, for admins). */
function visibleEventIds(user: DbUser, t: Tables): Set<string> | null {
  if (isAdmin(user)) return null;
  return new Set(t.events.filter((e) => e.ownerId === user.id).map((e) => e.id));
}

function orderRow(
  order: Order,
  emails: Map<string, string>,
  events: Map<string, { title: string; startsAt: string }>,
): OrderRow {
  const event = events.get(order.eventId);
  return {
    ...order,
    eventTitle: event?.title ?? '',
    eventStartsAt: event?.startsAt ?? '',
    buyerEmail: emails.get(order.buyerId) ?? order.attendees[0]?.email ?? '',
    quantity: order.items.reduce((sum, it) => sum + it.quantity, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Balances.

/** Approved payouts are paid (reach the seller's bank) one day after approval. */
function settlePayouts(t: Tables, now: number): void {
  for (const payout of t.payouts) {
    if (payout.status !== 'approved') continue;
    const approved = [...payout.history].reverse().find((h) => h.status === 'approved');
    const approvedAt = approved ? Date.parse(approved.at) : Date.parse(payout.requestedAt);
    if (now < approvedAt + PAYOUT_TRANSFER_MS) continue;
    payout.status = 'paid';
    payout.history.push({
      status: 'paid',
      at: new Date(approvedAt + PAYOUT_TRANSFER_MS).toISOString(),
      note: null,
    });
  }
}

/** A request waiting for review: its amount is reserved from the available balance. */
const isOpen = (p: Payout) => p.status === 'requested';

/**
 * Available now for this seller: released ledger entries (sales and their fees some days after their
 * event, refunds, approved payouts) minus the payout requests still waiting for review.
 */
function availableOf(t: Tables, ownerId: string, now: number): number {
  const released = t.transactions
    .filter((tx) => tx.ownerId === ownerId && Date.parse(tx.availableAt) <= now)
    .reduce((sum, tx) => sum + tx.amount, 0);
  const open = t.payouts
    .filter((p) => p.ownerId === ownerId && isOpen(p))
    .reduce((sum, p) => sum + p.amount, 0);
  return released - open;
}

/**
 * The rules the orders handler applied, read from its own ledger entries (its seller rate and release
 * delay are private to it): the largest sale with its fee, and the delay of sales after their event.
 */
function rulesOf(t: Tables) {
  let sellerFeeRate: number | null = null;
  let releaseDays: number | null = null;
  let largest: Transaction | null = null;
  for (const tx of t.transactions)
    if (tx.kind === 'sale' && (!largest || tx.amount > largest.amount)) largest = tx;
  if (largest) {
    const sale = largest;
    const fee = t.transactions.find((tx) => tx.kind === 'fee' && tx.orderId === sale.orderId);
    if (fee && sale.amount > 0) sellerFeeRate = Math.round((-fee.amount / sale.amount) * 1000) / 1000;
    const event = t.events.find((e) => e.id === sale.eventId);
    if (event) releaseDays = Math.round((Date.parse(sale.availableAt) - Date.parse(event.endsAt)) / DAY);
  }
  return { serviceFeeRate: SERVICE_FEE_RATE, sellerFeeRate, releaseDays };
}

function emptySeries(from: number, to: number, txs: Transaction[], now: number): FinanceDay[] {
  let start = from;
  const end = Number.isFinite(to) ? Math.min(to, now) : now;
  if (!Number.isFinite(start)) {
    const first = txs.reduce((min, tx) => Math.min(min, Date.parse(tx.at)), end);
    start = first;
  }
  start = Math.max(start, end - MAX_SERIES_DAYS * DAY);
  const days: FinanceDay[] = [];
  const cursor = new Date(start);
  cursor.setHours(12, 0, 0, 0);
  for (let guard = 0; cursor.getTime() <= end + 12 * 3_600_000 && guard <= MAX_SERIES_DAYS + 1; guard += 1) {
    days.push({ date: toIsoDate(cursor.getTime()), revenue: 0, fees: 0, refunds: 0, payouts: 0 });
    cursor.setDate(cursor.getDate() + 1);
  }
  return days;
}

function txRow(tx: Transaction, titles: Map<string, string>, names: Map<string, string>): TransactionRow {
  return {
    ...tx,
    eventTitle: tx.eventId ? (titles.get(tx.eventId) ?? null) : null,
    ownerName: names.get(tx.ownerId) ?? '',
  };
}

function review(t: Tables, id: string): Payout {
  const payout = t.payouts.find((p) => p.id === id);
  if (!payout) throw new HttpError(404, 'Pedido de saque não encontrado.');
  if (payout.status !== 'requested')
    throw new HttpError(
      409,
      payout.status === 'rejected'
        ? 'Este pedido de saque já foi recusado.'
        : 'Este pedido de saque já foi aprovado.',
    );
  return payout;
}

let payoutSeq = 0;
/** Payout requests created per Idempotency-Key. */
const requestedByKey = new Map<string, string>();

export const financeHandlers: HttpHandler[] = [
  route(need('GET', '/api/Order/all'), ({ query, user, t }) => {
    const caller = signedIn(user);
    const eventIds = visibleEventIds(caller, t);
    const { from, to } = periodOf(query);
    const eventId = query.get('eventId');
    const status = query.get('status');
    const search = searchOf(query, DIACRITICS);
    const emails = new Map(t.users.map((u) => [u.id, u.email_address]));
    const events = new Map(t.events.map((e) => [e.id, { title: e.title, startsAt: e.startsAt }]));
    const rows: OrderRow[] = [];
    for (const order of t.orders) {
      if (eventIds && !eventIds.has(order.eventId)) continue;
      if (eventId && order.eventId !== eventId) continue;
      if (status && order.status !== status) continue;
      const created = Date.parse(order.createdAt);
      if (created < from || created > to) continue;
      const row = orderRow(order, emails, events);
      if (
        search &&
        !fold(row.buyerName, DIACRITICS).includes(search) &&
        !row.buyerEmail.toLowerCase().includes(search) &&
        !row.id.toLowerCase().includes(search) &&
        !matchesOrderCode(row.id, search)
      )
        continue;
      rows.push(row);
    }
    const sorted = sortBy(
      rows,
      query,
      {
        createdAt: (r) => Date.parse(r.createdAt),
        total: (r) => r.total,
        buyerName: (r) => r.buyerName,
        eventTitle: (r) => r.eventTitle,
        status: (r) => r.status,
        quantity: (r) => r.quantity,
      },
      'createdAt',
    );
    return ok(paginate(sorted, query));
  }),

  route(need('GET', '/api/Finance/summary'), ({ query, user, t }) => {
    const caller = signedIn(user);
    const now = Date.now();
    settlePayouts(t, now);
    const { from, to } = periodOf(query);
    const admin = isAdmin(caller);
    const mine = (ownerId: string) => admin || ownerId === caller.id;
    const txs = t.transactions.filter((tx) => mine(tx.ownerId));
    const inPeriod = (iso: string) => {
      const ms = Date.parse(iso);
      return ms >= from && ms <= to;
    };
    const series = emptySeries(from, to, txs, now);
    const byDay = new Map(series.map((d) => [d.date, d]));
    let revenue = 0;
    let fees = 0;
    let refunds = 0;
    let payouts = 0;
    let pending = 0;
    for (const tx of txs) {
      if (Date.parse(tx.availableAt) > now) pending += tx.amount;
      if (!inPeriod(tx.at)) continue;
      const day = byDay.get(toIsoDate(Date.parse(tx.at)));
      if (tx.kind === 'sale') {
        revenue += tx.amount;
        if (day) day.revenue += tx.amount;
      } else if (tx.kind === 'fee') {
        fees -= tx.amount;
        if (day) day.fees -= tx.amount;
      } else if (tx.kind === 'refund') {
        refunds -= tx.amount;
        if (day) day.refunds -= tx.amount;
      } else {
        payouts -= tx.amount;
        if (day) day.payouts -= tx.amount;
      }
    }
    if (admin) {
      // The platform also keeps the buyers' service fee of every paid order.
      for (const order of t.orders) {
        if (order.status !== 'paid' || order.fee <= 0 || !inPeriod(order.createdAt)) continue;
        fees += order.fee;
        const day = byDay.get(toIsoDate(Date.parse(order.createdAt)));
        if (day) day.fees += order.fee;
      }
    }
    const open = t.payouts.filter((p) => mine(p.ownerId) && isOpen(p));
    const owners = admin ? [...new Set(t.transactions.map((tx) => tx.ownerId))] : [caller.id];
    const available = owners.reduce((sum, owner) => sum + Math.max(0, availableOf(t, owner, now)), 0);
    return ok({
      obj: {
        available,
        pending,
        revenue,
        fees,
        refunds,
        payouts,
        payoutsOpen: open.reduce((sum, p) => sum + p.amount, 0),
        payoutsOpenCount: open.length,
        series,
        rules: rulesOf(t),
      },
    });
  }),

  route(need('GET', '/api/Finance/transactions'), ({ query, user, t }) => {
    const caller = signedIn(user);
    settlePayouts(t, Date.now());
    const { from, to } = periodOf(query);
    const kind = query.get('kind');
    const admin = isAdmin(caller);
    const search = searchOf(query, DIACRITICS);
    const titles = new Map(t.events.map((e) => [e.id, e.title]));
    const names = new Map<string, string>();
    if (admin) for (const e of t.events) names.set(e.ownerId, e.ownerName);
    const rows: TransactionRow[] = [];
    for (const tx of t.transactions) {
      if (!admin && tx.ownerId !== caller.id) continue;
      if (kind && tx.kind !== kind) continue;
      const ms = Date.parse(tx.at);
      if (ms < from || ms > to) continue;
      const row = txRow(tx, titles, names);
      if (
        search &&
        !fold(row.description, DIACRITICS).includes(search) &&
        !fold(row.eventTitle ?? '', DIACRITICS).includes(search) &&
        !fold(row.ownerName, DIACRITICS).includes(search)
      )
        continue;
      rows.push(row);
    }
    const sorted = sortBy(
      rows,
      query,
      { at: (r) => Date.parse(r.at), amount: (r) => r.amount, kind: (r) => r.kind },
      'at',
    );
    return ok(paginate(sorted, query));
  }),

  route(need('GET', '/api/Finance/payouts'), ({ query, user, t }) => {
    const caller = signedIn(user);
    settlePayouts(t, Date.now());
    const status = query.get('status');
    const admin = isAdmin(caller);
    const list = t.payouts.filter(
      (p) => (admin || p.ownerId === caller.id) && (!status || p.status === status),
    );
    // Open requests first (oldest first: first come, first served), then the rest, newest first.
    const sorted = [...list].sort((a, b) => {
      const openA = a.status === 'requested' ? 0 : 1;
      const openB = b.status === 'requested' ? 0 : 1;
      if (openA !== openB) return openA - openB;
      return openA === 0
        ? a.requestedAt.localeCompare(b.requestedAt)
        : b.requestedAt.localeCompare(a.requestedAt);
    });
    return ok(paginate(sorted, query));
  }),

  route(
    need('POST', '/api/Finance/payout-request'),
    payoutRequestBodySchema,
    ({ body, user, t, request }) => {
      const caller = signedIn(user);
      // Two requests racing with one key still create one payout (the key store is written after the answer).
      const keyId = `${caller.id}:${request.headers.get('Idempotency-Key') ?? ''}`;
      const earlier = t.payouts.find((p) => p.id === requestedByKey.get(keyId));
      if (earlier) return ok({ obj: earlier }, 'Pedido de saque enviado. Avisaremos quando for aprovado.');
      const now = Date.now();
      settlePayouts(t, now);
      const available = availableOf(t, caller.id, now);
      if (available <= 0)
        return fail(422, 'Você não tem saldo disponível para saque.', {
          amount: 'Você não tem saldo disponível para saque.',
        });
      if (body.amount > available) {
        const max = (available / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
        const msg = `O valor é maior que o saldo disponível (${max}).`;
        return fail(422, msg, { amount: msg });
      }
      payoutSeq += 1;
      const at = new Date(now).toISOString();
      const payout: Payout = {
        id: `po-${caller.id}-${now.toString(36)}${payoutSeq}`,
        ownerId: caller.id,
        ownerName: ownerNameOf(t, caller),
        amount: body.amount,
        status: 'requested',
        requestedAt: at,
        history: [{ status: 'requested', at, note: null }],
      };
      t.payouts.push(payout);
      requestedByKey.set(keyId, payout.id);
      return ok({ obj: payout }, 'Pedido de saque enviado. Avisaremos quando for aprovado.');
    },
  ),

  route(need('POST', '/api/Finance/payout-approve/:id'), ({ params, t }) => {
    const payout = review(t, params.id ?? '');
    const now = Date.now();
    const at = new Date(now).toISOString();
    payout.status = 'approved';
    payout.history.push({ status: 'approved', at, note: null });
    // The money leaves the seller's balance now; the transfer reaches the bank a day later.
    t.transactions.push({
      id: `tx-${payout.id}`,
      ownerId: payout.ownerId,
      kind: 'payout',
      amount: -payout.amount,
      orderId: null,
      eventId: null,
      description: 'Repasse para conta bancária',
      at,
      availableAt: at,
    });
    return ok({ obj: payout }, 'Saque aprovado. O repasse cai na conta do vendedor em 1 dia útil.');
  }),

  route(need('POST', '/api/Finance/payout-reject/:id'), payoutRejectBodySchema, ({ params, body, t }) => {
    const payout = review(t, params.id ?? '');
    payout.status = 'rejected';
    payout.history.push({ status: 'rejected', at: new Date().toISOString(), note: body.reason });
    return ok({ obj: payout }, 'Saque recusado. O valor voltou para o saldo disponível do vendedor.');
  }),
];
