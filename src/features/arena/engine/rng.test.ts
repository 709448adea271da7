import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSeed, newSeed, nextRandom, parseSeed, randomInt, shuffle } from './rng';

const seed = fc.integer({ min: 0, max: 0xffffffff });

describe('nextRandom', () => {
  it('gives a value in [0, 1) and an unsigned 32-bit next state, the same for the same state', () => {
    fc.assert(
      fc.property(seed, (state) => {
        const [value, next] = nextRandom(state);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(1);
        expect(isSeed(next)).toBe(true);
        expect(nextRandom(state)).toEqual([value, next]);
      }),
      { numRuns: 200 },
    );
  });

  it('spreads its values over [0, 1)', () => {
    const buckets = new Array<number>(10).fill(0);
    let state = 12345;
    for (let i = 0; i < 10000; i++) {
      const [value, next] = nextRandom(state);
      state = next;
      const bucket = Math.floor(value * 10);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});

describe('randomInt', () => {
  it('stays in [0, max)', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 1000 }), (state, max) => {
        const [int] = randomInt(state, max);
        expect(Number.isInteger(int)).toBe(true);
        expect(int).toBeGreaterThanOrEqual(0);
        expect(int).toBeLessThan(max);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => randomInt(1, 0)).toThrow(RangeError);
    expect(() => randomInt(1, 2.5)).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  it('returns a permutation, leaves the input alone and depends only on the seed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 30 }), seed, (items, state) => {
        const copy = [...items];
        const [shuffled, next] = shuffle(items, state);
        expect(items).toEqual(copy);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
        expect(shuffle(items, state)).toEqual([shuffled, next]);
      }),
      { numRuns: 200 },
    );
  });

  it('gives different orders for different seeds', () => {
    const items = Array.from({ length: 16 }, (_, i) => i);
    const orders = new Set([1, 2, 3, 4, 5].map((s) => shuffle(items, s)[0].join(',')));
    expect(orders.size).toBe(5);
  });
});

describe('newSeed and parseSeed', () => {
  it('picks an unsigned 32-bit seed', () => {
    expect(isSeed(newSeed())).toBe(true);
  });

  it('reads a decimal unsigned 32-bit integer and nothing else', () => {
    expect(parseSeed('0')).toBe(0);
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed('4294967295')).toBe(4294967295);
    for (const text of [null, '', '4294967296', '-1', '1.5', '1e3', ' 7', '0x10', 'abc', '99999999999']) {
      expect(parseSeed(text)).toBeNull();
    }
  });

  it('round-trips every seed', () => {
    fc.assert(
      fc.property(seed, (s) => {
        expect(parseSeed(String(s))).toBe(s);
      }),
      { numRuns: 100 },
    );
  });
});
