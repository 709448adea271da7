import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dependentBodySchema } from './family';
import { birthDateSchema } from './students';

/**
 * Neither vitest.config.ts nor package.json sets TZ (the machine runs in UTC, where the bug cannot
 * show), so this file puts the process in Brazil's time zone itself: Node applies a change of
 * process.env.TZ at once. The first test checks that it did, so the others cannot pass vacuously.
 */
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Sao_Paulo';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});
afterEach(() => {
  vi.useRealTimers();
});

/** 21:30 on 10 March 2026 in Brazil (UTC−3): already 00:30 on the 11th in UTC. */
const BRAZIL_EVENING = new Date('2026-03-10T21:30:00-03:00');

const child = (birthDate: string) => ({ name: 'Lia Souza', birthDate, grade: null, avatarUrl: null });

describe("birth dates are checked against the device's local day, not UTC's", () => {
  it('runs in Brazil time (precondition)', () => {
    expect(BRAZIL_EVENING.toISOString().slice(0, 10)).toBe('2026-03-11');
    expect(BRAZIL_EVENING.getHours()).toBe(21);
    expect(BRAZIL_EVENING.getDate()).toBe(10);
  });

  it('refuses tomorrow as a child’s birth date at 21:30 in Brazil', () => {
    vi.useFakeTimers();
    vi.setSystemTime(BRAZIL_EVENING);
    const result = dependentBodySchema.safeParse(child('2026-03-11'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['family.error.birthDateFuture']);
  });

  it('accepts today as a birth date at the same moment', () => {
    vi.useFakeTimers();
    vi.setSystemTime(BRAZIL_EVENING);
    expect(dependentBodySchema.safeParse(child('2026-03-10')).success).toBe(true);
  });

  it('the students contract agrees', () => {
    vi.useFakeTimers();
    vi.setSystemTime(BRAZIL_EVENING);
    expect(birthDateSchema.safeParse('2026-03-11').success).toBe(false);
    expect(birthDateSchema.safeParse('2026-03-10').success).toBe(true);
  });
});
