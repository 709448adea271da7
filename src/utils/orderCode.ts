import { BRAND } from '@/config';

/** Letters and digits a buyer cannot misread or mistype: no 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 6;
const PREFIX = `${BRAND.replace(/[^A-Za-z]/g, '').toUpperCase()}-`;

/** cyrb53: a small, well-spread 53-bit string hash (public domain, bryc/code). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The short code a person reads and says for an order ("LUMI-7KQ2MX"): the same for the same order
 * everywhere (the buyer's pages, the printed ticket, the producer's and the admin's lists), derived
 * from the order's id, which stays the key in URLs and calls.
 */
export function orderCode(orderId: string): string {
  let n = hash53(orderId);
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) {
    code += ALPHABET[n % ALPHABET.length] ?? '';
    n = Math.floor(n / ALPHABET.length);
  }
  return `${PREFIX}${code}`;
}

/**
 * Whether a search text finds this order by its code: the whole code or at least 4 of its characters,
 * with or without the prefix, in any case.
 */
export function matchesOrderCode(orderId: string, search: string): boolean {
  let typed = search.trim().toUpperCase();
  if (typed.startsWith(PREFIX)) typed = typed.slice(PREFIX.length);
  return typed.length >= 4 && orderCode(orderId).slice(PREFIX.length).includes(typed);
}
