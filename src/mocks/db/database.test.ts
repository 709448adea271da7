import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './database';

/** The seeded world's dates, in one string: they run from the day it was seeded. */
const datesOfTheWorld = () =>
  JSON.stringify([db.tables.events.map((e) => e.startsAt), db.tables.messages.map((m) => m.at)]);

describe('the mock database', () => {
  afterEach(() => {
    vi.useRealTimers();
    db.reset();
  });

  it('resets to the same world within a day, and to a world of the new day after midnight', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 20, 9, 0) });
    db.reset();
    const morning = datesOfTheWorld();
    db.tables.events.splice(0, 1);
    vi.setSystemTime(new Date(2026, 4, 20, 23, 0));
    db.reset();
    expect(datesOfTheWorld()).toBe(morning);

    vi.setSystemTime(new Date(2026, 4, 21, 0, 30));
    db.reset();
    expect(datesOfTheWorld()).not.toBe(morning);
  });
});
