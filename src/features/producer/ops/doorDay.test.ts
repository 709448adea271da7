import { describe, expect, it } from 'vitest';
import { doorDay } from './doorDay';

/** An instant of the device's local time, as the API sends it (ISO, UTC). */
const at = (y: number, m: number, d: number, h: number, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

describe('doorDay', () => {
  it('is today on any local day from the event’s start to its end, before it and after it otherwise', () => {
    const start = at(2026, 12, 13, 19);
    const end = at(2026, 12, 14, 2);
    expect(doorDay(start, end, '2026-12-01')).toBe('upcoming');
    expect(doorDay(start, end, '2026-12-12')).toBe('upcoming');
    expect(doorDay(start, end, '2026-12-13')).toBe('today');
    expect(doorDay(start, end, '2026-12-14')).toBe('today');
    expect(doorDay(start, end, '2026-12-15')).toBe('past');
  });

  it('reads the event’s local day, not the UTC one: a 22:30 show is on its own evening', () => {
    const start = at(2026, 12, 13, 22, 30);
    const end = at(2026, 12, 13, 23, 45);
    expect(doorDay(start, end, '2026-12-13')).toBe('today');
    expect(doorDay(start, end, '2026-12-14')).toBe('past');
    expect(doorDay(start, end, '2026-12-12')).toBe('upcoming');
  });
});
