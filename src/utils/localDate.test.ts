import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  isoDayProblem,
  isRealIsoDate,
  parseIsoDate,
  parseLocalDate,
  readBrDate,
  todayIso,
  toIsoDate,
} from './localDate';

afterEach(() => {
  vi.useRealTimers();
});

describe('toIsoDate / todayIso', () => {
  it('writes the local calendar day, zero-padded', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 11, 31, 0, 0).getTime())).toBe('2026-12-31');
  });

  it("takes today from the device's clock, in local time", () => {
    vi.useFakeTimers();
    // Local 23:30: in any zone west of UTC, toISOString() would already say tomorrow.
    vi.setSystemTime(new Date(2026, 2, 10, 23, 30));
    expect(todayIso()).toBe('2026-03-10');
    expect(todayIso(new Date(2026, 2, 11, 0, 5))).toBe('2026-03-11');
  });
});

describe('parseLocalDate', () => {
  it('is local midnight of the day (no time-zone shift)', () => {
    const date = parseLocalDate('2026-03-10');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 10, 0]);
    expect(toIsoDate(parseLocalDate('2026-03-10T15:00:00Z'))).toBe('2026-03-10');
  });
});

describe('parseIsoDate / isRealIsoDate', () => {
  it('accepts real days written YYYY-MM-DD', () => {
    expect(parseIsoDate('2024-02-29')?.getDate()).toBe(29);
    expect(isRealIsoDate('2026-12-31')).toBe(true);
  });

  it('refuses impossible days and other spellings', () => {
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '0000-01-01',
      '2026-3-1',
      '10/03/2026',
      '',
      null,
    ])
      expect(parseIsoDate(value)).toBeNull();
    expect(isRealIsoDate('2026-02-30')).toBe(false);
  });
});

describe('addDays', () => {
  it('moves across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-10', -70)).toBe('2025-12-30');
  });
});

describe('isoDayProblem / readBrDate: a date written wrong is not a date that does not exist', () => {
  it('names the problem of a YYYY-MM-DD (or ISO timestamp)', () => {
    expect(isoDayProblem('2017-02-28')).toBeNull();
    expect(isoDayProblem('2024-02-29')).toBeNull();
    expect(isoDayProblem('2026-11-20T03:00:00.000Z')).toBeNull();
    // A year still being typed is a day all the same (the range check speaks for it).
    expect(isoDayProblem('0202-12-25')).toBeNull();
    expect(isoDayProblem('2000-02-29')).toBeNull();
    expect(isoDayProblem('1900-02-29')).toBe('nonexistent');
    expect(isoDayProblem('2017-02-31')).toBe('nonexistent');
    expect(isoDayProblem('2023-02-29')).toBe('nonexistent');
    expect(isoDayProblem('2017-13-01')).toBe('nonexistent');
    expect(isoDayProblem('invalid')).toBe('format');
    expect(isoDayProblem('')).toBe('format');
    expect(isoDayProblem('17-02-2017')).toBe('format');
    expect(isoDayProblem('2017-02-10Tnoon')).toBe('format');
  });

  it('reads dd/mm/aaaa as Brazilians write it, and says which problem a bad one has', () => {
    expect(readBrDate('14/03/2017')).toEqual({ iso: '2017-03-14' });
    expect(readBrDate(' 4.3.2017 ')).toEqual({ iso: '2017-03-04' });
    expect(readBrDate('31/02/2017')).toEqual({ problem: 'nonexistent' });
    expect(readBrDate('29/02/2023')).toEqual({ problem: 'nonexistent' });
    expect(readBrDate('2017-02-14')).toEqual({ problem: 'format' });
    expect(readBrDate('14/03/17')).toEqual({ problem: 'format' });
    expect(readBrDate('amanhã')).toEqual({ problem: 'format' });
  });
});
