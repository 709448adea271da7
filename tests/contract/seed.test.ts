import { DEMO_IDS, DEMO_LINK_CODE, LARGE_SEED, NORMAL_SEED, seedDatabase } from '@/mocks/db/seed';

describe('the seeded demo world is one coherent, deterministic world', () => {
  const world = seedDatabase(NORMAL_SEED, Date.parse('2026-11-20T12:00:00Z'));

  test('the same seed gives the same world', () => {
    const again = seedDatabase(NORMAL_SEED, Date.parse('2026-11-20T12:00:00Z'));
    expect(JSON.stringify(again)).toBe(JSON.stringify(world));
  });

  test('every role has its demo account, and the family child studies at the demo school', () => {
    for (const phone of ['11900000000', '11922222222', '11933333333', '11944444444']) {
      expect(world.users.find((u) => u.login_cell === phone)).toBeDefined();
    }
    const child = world.students.find((s) => s.id === DEMO_IDS.familyStudentId);
    expect(child?.schoolId).toBe(DEMO_IDS.schoolId);
    expect(child?.guardians[0]?.userId).toBe(DEMO_IDS.family);
    expect(
      world.dependents.filter((d) => d.guardianId === DEMO_IDS.family).map((d) => d.studentId),
    ).toContain(child?.id);
    expect(child?.classIds.length).toBeGreaterThan(0);
  });

  test('a few hundred students who are dependents of families, with classes and attendance', () => {
    // Plus one child the school enrolled whose family has not linked her yet (the link demo).
    expect(world.students.length).toBe(NORMAL_SEED.students + 1);
    const unlinked = world.students.filter((s) => s.linkCode === DEMO_LINK_CODE);
    expect(unlinked.map((s) => s.name)).toEqual(['Beatriz Souza']);
    expect(world.dependents.some((d) => d.studentId === unlinked[0]?.id)).toBe(false);
    for (const s of world.students.filter((student) => student.linkCode !== DEMO_LINK_CODE)) {
      const guardianId = s.guardians[0]?.userId;
      expect(world.users.some((u) => u.id === guardianId && u.role === '2')).toBe(true);
      expect(world.dependents.some((d) => d.studentId === s.id && d.guardianId === guardianId)).toBe(true);
    }
    expect(world.teachers.length).toBeGreaterThan(5);
    expect(world.courseClasses.some((c) => c.weekdays.length === 7)).toBe(true);
    expect(world.attendance.length).toBeGreaterThan(500);
  });

  test('the demo producer has published and draft events, and its published events have sales', () => {
    const mine = world.events.filter((e) => e.ownerId === DEMO_IDS.producer);
    expect(mine.some((e) => e.status === 'draft')).toBe(true);
    const published = mine.filter((e) => e.status === 'published');
    expect(published.length).toBeGreaterThan(1);
    expect(world.orders.some((o) => published.some((e) => e.id === o.eventId) && o.status === 'paid')).toBe(
      true,
    );
    expect(world.coupons.some((c) => published.some((e) => e.id === c.eventId))).toBe(true);
    expect(world.transactions.some((t) => t.ownerId === DEMO_IDS.producer && t.kind === 'sale')).toBe(true);
  });

  test('issued tickets match paid orders, and stock counts what was sold', () => {
    for (const ticket of world.tickets) {
      const sold = world.orders
        .filter((o) => o.status === 'paid' || o.status === 'pending')
        .flatMap((o) => o.items)
        .filter((i) => i.ticketId === ticket.id)
        .reduce((sum, i) => sum + i.quantity, 0);
      expect(ticket.sold).toBe(sold);
    }
    const paidSeats = world.orders
      .filter((o) => o.status === 'paid')
      .flatMap((o) => o.items)
      .reduce((sum, i) => sum + i.quantity, 0);
    expect(world.attendees).toHaveLength(paidSeats);
    expect(new Set(world.attendees.map((a) => a.code)).size).toBe(world.attendees.length);
  });

  test('missions, cards and plans exist', () => {
    expect(world.missions.length).toBeGreaterThan(3);
    expect(world.cards.map((c) => c.rarity)).toEqual(
      expect.arrayContaining(['common', 'rare', 'epic', 'legendary']),
    );
    expect(world.cardAwards.length).toBeGreaterThan(100);
    expect(world.plans.map((p) => p.interval)).toEqual(['monthly', 'annual']);
  });

  test('the large seed behind the flag holds 10 000 students and 2 000 events', () => {
    const large = seedDatabase(LARGE_SEED, Date.parse('2026-11-20T12:00:00Z'));
    expect(large.students).toHaveLength(LARGE_SEED.students + 1); // + the unlinked demo child
    expect(large.events.length).toBeGreaterThanOrEqual(LARGE_SEED.events); // + a few hand-written demo events
  });
});
