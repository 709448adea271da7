import type { Order } from '@/api/contract/domain';
import { findEndpoint, type Endpoint, type HttpMethod } from '@/api/contract/endpoints';
import type { DbUser, Tables } from '../db/types';
import { HttpError } from '../http';

/** The kit every handler file shares: contract look-up, search folding, common guards. */

/** The contract's entry for a route; a handler for a route the contract lacks is a bug, so it throws at load. */
export function need(method: HttpMethod, path: string): Endpoint {
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`No contract entry for ${method} ${path}`);
  return endpoint;
}

/** The combining accents NFD splits off (U+0300–U+036F): "joão" finds "João". */
export const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Every Unicode diacritic, spacing ones (´ ^ ¨) included. */
export const DIACRITICS = /\p{Diacritic}/gu;

/** Lower case without accents, for searches; `strip` says which marks go (each area keeps its own). */
export function fold(text: string, strip: RegExp = COMBINING_MARKS): string {
  return text.normalize('NFD').replace(strip, '').toLowerCase();
}

/** The list's `search` parameter, trimmed and folded ("" when absent). */
export function searchOf(query: URLSearchParams, strip: RegExp = COMBINING_MARKS): string {
  return fold((query.get('search') ?? '').trim(), strip);
}

/**
 * The list's `sort` parameter ("field:asc" or "field:desc"): an allowed field, else `fallback`, and
 * the direction's sign; without the parameter, `fallback` descending; any direction but "asc" is descending.
 */
export function sortOf<K extends string>(
  query: URLSearchParams,
  fields: readonly K[],
  fallback: K,
): { key: K; sign: 1 | -1 } {
  const [field, direction] = (query.get('sort') ?? `${fallback}:desc`).split(':');
  return { key: fields.find((f) => f === field) ?? fallback, sign: direction === 'asc' ? 1 : -1 };
}

/** The signed-in user, or a 401 answer at once. */
export function signedIn(user: DbUser | null): DbUser {
  if (!user) throw new HttpError(401, 'Entre na sua conta para continuar.');
  return user;
}

/** The name a seller's events and statements carry: a school's name, else the brand of their earlier events, else their own. */
export function ownerNameOf(t: Tables, user: DbUser): string {
  if (user.role === '4' && user.schoolId) {
    const school = t.schools.find((s) => s.id === user.schoolId);
    if (school) return school.name;
  }
  return t.events.find((e) => e.ownerId === user.id)?.ownerName ?? user.name;
}

/** An order's seats go back on sale: each ticket type's sold count drops by what the order held. */
export function releaseSeats(t: Tables, order: Order): void {
  for (const item of order.items) {
    const ticket = t.tickets.find((tk) => tk.id === item.ticketId);
    if (ticket) ticket.sold = Math.max(0, ticket.sold - item.quantity);
  }
}

/** An order's coupon use is given back. */
export function releaseCoupon(t: Tables, order: Order): void {
  const coupon = order.couponCode
    ? t.coupons.find((c) => c.eventId === order.eventId && c.code === order.couponCode)
    : undefined;
  if (coupon) coupon.used = Math.max(0, coupon.used - 1);
}

/** Sorts names as a Brazilian reader expects (accents and case do not reorder). */
export const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** The school a school account works for; any other account is refused. */
export function schoolIdOf(user: DbUser | null): string {
  if (!user?.schoolId) throw new HttpError(403, 'Esta conta não está ligada a uma escola.');
  return user.schoolId;
}
