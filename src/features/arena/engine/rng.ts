/**
 * A small seeded generator (mulberry32) over an unsigned 32-bit state. Every function is pure: it takes
 * the state and returns the value with the next state, so a match replays exactly from its seed.
 */

const UINT32_RANGE = 4294967296;
const UINT32_MAX = 0xffffffff;

/** True for an integer in [0, 2^32). */
export function isSeed(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= UINT32_MAX;
}

/** One step of mulberry32: a value in [0, 1) and the next state. */
export function nextRandom(state: number): [value: number, next: number] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / UINT32_RANGE;
  return [value, next];
}

/** An integer in [0, maxExclusive) and the next state. `maxExclusive` is a positive integer. */
export function randomInt(state: number, maxExclusive: number): [int: number, next: number] {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1) {
    throw new RangeError(`randomInt: maxExclusive must be a positive integer, got ${maxExclusive}`);
  }
  const [value, next] = nextRandom(state);
  return [Math.min(Math.floor(value * maxExclusive), maxExclusive - 1), next];
}

/** A seeded Fisher–Yates shuffle: a new array (the input is left alone) and the next state. */
export function shuffle<T>(items: readonly T[], state: number): [shuffled: T[], next: number] {
  const result = [...items];
  let current = state;
  for (let i = result.length - 1; i > 0; i--) {
    const [j, next] = randomInt(current, i + 1);
    current = next;
    const a = result[i] as T;
    result[i] = result[j] as T;
    result[j] = a;
  }
  return [result, current];
}

/** A fresh unsigned 32-bit seed from the platform's cryptographic generator. */
export function newSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] ?? 0;
}

/** The seed written in a URL: a decimal unsigned 32-bit integer, else null. */
export function parseSeed(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return isSeed(value) ? value : null;
}
