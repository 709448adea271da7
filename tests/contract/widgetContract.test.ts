import { widgetEndpoints, WIDGET_STATS, type WidgetOverview } from '@/api/contract/widget';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { todayIso } from '@/utils/localDate';
import { callContract } from './contractCall';

const PATH = '/api/Widget/overview';
const ACCOUNTS = [
  [DEMO_IDS.admin, '0'],
  [DEMO_IDS.family, '2'],
  [DEMO_IDS.producer, '3'],
  [DEMO_IDS.school, '4'],
  [DEMO_IDS.team, '1'],
] as const;

async function overviewAs(userId: string, role: string) {
  const answer = await callContract(await signToken(userId, role), 'GET', PATH);
  return { ...answer, obj: answer.data.obj as WidgetOverview };
}

describe('GET /api/Widget/overview', () => {
  test('is one designed read open to any signed-in user', () => {
    expect(widgetEndpoints().map((e) => `${e.method} ${e.path} ${e.source} ${String(e.access)}`)).toEqual([
      'GET /api/Widget/overview design signedIn',
    ]);
  });

  test('every role gets the same overview, in the contract’s shape; 401 without a session', async () => {
    const answers = await Promise.all(ACCOUNTS.map(([id, role]) => overviewAs(id, role)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.parsed).toBe(true);
      expect(answer.obj).toEqual(answers[0]?.obj);
    }
    expect((await callContract(null, 'GET', PATH)).status).toBe(401);
  });

  test('the figures are the tables’: stats, upcoming events, marks and activity', async () => {
    const { obj } = await overviewAs(DEMO_IDS.team, '1');
    const t = db.tables;
    expect(obj.asOf).toBe(todayIso());
    expect(obj.stats.map((s) => s.key)).toEqual([...WIDGET_STATS]);
    for (const stat of obj.stats) {
      expect(stat.daily).toHaveLength(14);
      expect(stat.daily.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(stat.current);
    }
    expect(obj.months).toHaveLength(6);
    expect(obj.months.at(-1)?.month).toBe(todayIso().slice(0, 7));

    const now = Date.now();
    const upcoming = t.events
      .filter((e) => e.status === 'published' && Date.parse(e.startsAt) >= now)
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    expect(obj.upcoming.map((e) => e.id)).toEqual(upcoming.slice(0, 5).map((e) => e.id));
    expect(obj.categories.reduce((sum, c) => sum + c.events, 0)).toBe(upcoming.length);
    const first = obj.upcoming[0];
    if (!first) throw new Error('the seed has no upcoming event');
    expect(first.sold).toBe(
      t.tickets.filter((tk) => tk.eventId === first.id).reduce((sum, tk) => sum + tk.sold, 0),
    );

    const since = new Date(now);
    since.setDate(since.getDate() - 29);
    const marks = t.attendance.filter((a) => a.date >= todayIso(since) && a.date <= todayIso(now));
    expect(Object.values(obj.attendance).reduce((a, b) => a + b, 0)).toBe(marks.length);

    expect(obj.activity.length).toBeGreaterThan(0);
    expect(obj.activity.map((a) => a.at)).toEqual(
      [...obj.activity.map((a) => a.at)].sort((a, b) => Date.parse(b) - Date.parse(a)),
    );
    // Nothing personal: no buyer's or student's name anywhere in the answer.
    const text = JSON.stringify(obj);
    for (const order of t.orders.slice(0, 20)) expect(text).not.toContain(order.buyerName);
    for (const student of t.students.slice(0, 20)) expect(text).not.toContain(student.name);
  });

  test('a new paid sale today counts in the tickets stat at once', async () => {
    const before = (await overviewAs(DEMO_IDS.admin, '0')).obj.stats.find((s) => s.key === 'tickets');
    const order = db.tables.orders.find((o) => o.status === 'paid');
    if (!order || !before) throw new Error('the seed has no paid order');
    db.tables.orders.push({ ...order, id: 'ord-widget-test', createdAt: new Date().toISOString() });
    const after = (await overviewAs(DEMO_IDS.admin, '0')).obj.stats.find((s) => s.key === 'tickets');
    const quantity = order.items.reduce((sum, i) => sum + i.quantity, 0);
    expect(after?.current).toBe(before.current + quantity);
    expect(after?.daily.at(-1)).toBe((before.daily.at(-1) ?? 0) + quantity);
  });
});
