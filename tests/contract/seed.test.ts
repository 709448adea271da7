import { DEMO_IDS, DEMO_LINK_CODE, LARGE_SEED, NORMAL_SEED, seedDatabase } from '@/mocks/db/seed';
import { venueStreetLine } from '@/utils/venue';

/** The Correios' CEP range of each city of the demo world (first and last CEP as numbers). */
const CEP_RANGES: Record<string, { state: string; from: number; to: number }> = {
  'São Paulo': { state: 'SP', from: 1_000_000, to: 5_999_999 },
  Campinas: { state: 'SP', from: 13_000_000, to: 13_139_999 },
  'Rio de Janeiro': { state: 'RJ', from: 20_000_000, to: 23_799_999 },
  'Belo Horizonte': { state: 'MG', from: 30_000_000, to: 31_999_999 },
  Curitiba: { state: 'PR', from: 80_000_000, to: 82_999_999 },
  'Porto Alegre': { state: 'RS', from: 90_000_000, to: 91_999_999 },
  Salvador: { state: 'BA', from: 40_000_000, to: 42_599_999 },
  Recife: { state: 'PE', from: 50_000_000, to: 52_999_999 },
  Brasília: { state: 'DF', from: 70_000_000, to: 72_799_999 },
  Fortaleza: { state: 'CE', from: 60_000_000, to: 61_599_999 },
};
/** Street names more than one city really has. */
const SHARED_STREETS = ['Avenida Sete de Setembro', 'Centro'];

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

  test('every venue is one place: its address is its street and number, in its city and CEP range', () => {
    const venues = [
      ...world.events.flatMap((e) => (e.venue ? [e.venue] : [])),
      ...world.schools.map((s) => ({ ...s.address, street: undefined, number: undefined, address: '' })),
    ];
    expect(venues.length).toBeGreaterThan(20);
    for (const event of world.events) {
      const venue = event.venue;
      if (!venue) {
        expect(event.online).toBe(true);
        continue;
      }
      expect(venue.street, event.id).toBeTruthy();
      expect(venue.number, event.id).toBeTruthy();
      expect(venue.address, event.id).toBe(`${venue.street ?? ''}, ${venue.number ?? ''}`);
      expect(venueStreetLine(venue), event.id).toBe(venue.address);
    }
    for (const { city, state, cep } of venues) {
      const range = CEP_RANGES[city];
      expect(range, city).toBeDefined();
      expect(state, city).toBe(range?.state);
      const value = Number((cep ?? '').replace('-', ''));
      expect(cep, city).toMatch(/^\d{5}-\d{3}$/);
      expect(value, `${city} ${cep ?? ''}`).toBeGreaterThanOrEqual(range?.from ?? Infinity);
      expect(value, `${city} ${cep ?? ''}`).toBeLessThanOrEqual(range?.to ?? -Infinity);
    }
  });

  test('a district or a street of one city is never given to another', () => {
    const cityOf = new Map<string, string>();
    for (const venue of world.events.flatMap((e) => (e.venue ? [e.venue] : []))) {
      for (const part of [venue.district, venue.street]) {
        if (!part) continue;
        const seen = cityOf.get(part);
        // Two cities may share a street name (Avenida Sete de Setembro), never a street and its district.
        if (seen && seen !== venue.city)
          expect(SHARED_STREETS, `${part}: ${seen} / ${venue.city}`).toContain(part);
        cityOf.set(part, venue.city);
      }
    }
  });

  test('no description contradicts the classification the event page shows', () => {
    for (const event of world.events) {
      const text = event.description.toLowerCase();
      if (event.ageRating === 'Livre') {
        expect(text, event.id).not.toMatch(/\d+\s*anos/);
      } else {
        expect(text, event.id).not.toContain('classificação livre');
        const mentioned = [...text.matchAll(/(\d+)\s*anos/g)].map((m) => `${m[1] ?? ''} anos`);
        for (const age of mentioned) expect(age, event.id).toBe(event.ageRating);
      }
      // Online events promise nothing about a building.
      if (event.online) expect(text, event.id).not.toContain('cadeirantes');
    }
    expect(world.events.some((e) => e.ageRating !== 'Livre' && e.description.includes(e.ageRating))).toBe(
      true,
    );
  });

  test('a sale and its fee are released on the same day', () => {
    const fees = world.transactions.filter((tx) => tx.kind === 'fee');
    expect(fees.length).toBeGreaterThan(10);
    for (const fee of fees) {
      const sale = world.transactions.find((tx) => tx.kind === 'sale' && tx.orderId === fee.orderId);
      expect(sale, fee.id).toBeDefined();
      expect(fee.availableAt, fee.id).toBe(sale?.availableAt);
    }
  });

  test('the large seed behind the flag holds 10 000 students and 2 000 events', () => {
    const large = seedDatabase(LARGE_SEED, Date.parse('2026-11-20T12:00:00Z'));
    expect(large.students).toHaveLength(LARGE_SEED.students + 1); // + the unlinked demo child
    expect(large.events.length).toBeGreaterThanOrEqual(LARGE_SEED.events); // + a few hand-written demo events
  });
});
