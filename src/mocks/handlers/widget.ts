import type { HttpHandler } from 'msw';
import {
  WIDGET_MONTHS,
  WIDGET_PERIOD_DAYS,
  WIDGET_SPARK_DAYS,
  type WidgetActivity,
  type WidgetMission,
  type WidgetOverview,
  type WidgetStat,
  type WidgetStatKey,
} from '@/api/contract/widget';
import { addDays, toIsoDate, todayIso } from '@/utils/localDate';
import type { Tables } from '../db/types';
import { ok, route } from '../http';
import { need } from './shared';

/** One dated happening that a stat counts, `weight` times (a sale counts its tickets). */
interface Dated {
  day: string;
  weight: number;
}

/** Each stat's happenings, by local day. */
function happenings(t: Tables): Record<WidgetStatKey, Dated[]> {
  const one = (instant: string): Dated => ({ day: toIsoDate(instant), weight: 1 });
  return {
    events: t.events.filter((e) => e.status !== 'draft').map((e) => one(e.createdAt)),
    tickets: t.orders
      .filter((o) => o.status === 'paid')
      .map((o) => ({
        day: toIsoDate(o.createdAt),
        weight: o.items.reduce((sum, item) => sum + item.quantity, 0),
      })),
    checkins: t.attendance
      .filter((a) => a.status === 'present' || a.status === 'late')
      .map((a) => ({ day: a.date, weight: 1 })),
    students: t.students.map((s) => one(s.createdAt)),
    cards: t.cardAwards.map((a) => one(a.awardedAt)),
    missions: t.missionProgress.flatMap((p) => (p.completedAt ? [one(p.completedAt)] : [])),
  };
}

const sumBetween = (items: readonly Dated[], from: string, to: string) =>
  items.reduce((sum, i) => (i.day >= from && i.day <= to ? sum + i.weight : sum), 0);

function statsOf(t: Tables, today: string): WidgetStat[] {
  const start = addDays(today, 1 - WIDGET_PERIOD_DAYS);
  const previousStart = addDays(start, -WIDGET_PERIOD_DAYS);
  return Object.entries(happenings(t)).map(([key, items]) => ({
    key: key as WidgetStatKey,
    current: sumBetween(items, start, today),
    previous: sumBetween(items, previousStart, addDays(start, -1)),
    daily: Array.from({ length: WIDGET_SPARK_DAYS }, (_, i) => {
      const day = addDays(today, i + 1 - WIDGET_SPARK_DAYS);
      return sumBetween(items, day, day);
    }),
  }));
}

function monthsOf(t: Tables, today: string): WidgetOverview['months'] {
  const all = happenings(t);
  const [year = 0, month = 1] = today.split('-').map(Number);
  return Array.from({ length: WIDGET_MONTHS }, (_, i) => {
    const date = new Date(year, month - 1 - (WIDGET_MONTHS - 1 - i), 1);
    const key = `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    const inMonth = (items: readonly Dated[]) => sumBetween(items, `${key}-01`, `${key}-31`);
    return {
      month: key,
      tickets: inMonth(all.tickets),
      events: inMonth(all.events),
      checkins: inMonth(all.checkins),
    };
  });
}

function missionsOf(t: Tables, now: number): WidgetMission[] {
  return t.missions
    .filter((m) => m.status === 'active' && Date.parse(m.endsAt) >= now)
    .sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt))
    .slice(0, 5)
    .map((m) => {
      const rows = t.missionProgress.filter((p) => p.missionId === m.id);
      const progress = rows.length ? rows.reduce((sum, p) => sum + p.progress, 0) / rows.length : 0;
      return {
        id: m.id,
        title: m.title,
        endsAt: m.endsAt,
        participants: rows.length,
        completed: rows.filter((p) => p.completedAt).length,
        progress: Math.min(1, Math.max(0, Math.round(progress * 1000) / 1000)),
      };
    });
}

function activityOf(t: Tables, now: number): WidgetActivity[] {
  const titleOf = new Map(t.events.map((e) => [e.id, e.title]));
  const cardOf = new Map(t.cards.map((c) => [c.id, c.name]));
  const missionOf = new Map(t.missions.map((m) => [m.id, m.title]));
  const all: WidgetActivity[] = [
    ...t.events
      .filter((e) => e.status === 'published')
      .map((e) => ({ kind: 'event' as const, title: e.title, quantity: 0, at: e.createdAt })),
    ...t.orders
      .filter((o) => o.status === 'paid')
      .map((o) => ({
        kind: 'ticket' as const,
        title: titleOf.get(o.eventId) ?? '',
        quantity: o.items.reduce((sum, item) => sum + item.quantity, 0),
        at: o.createdAt,
      })),
    ...t.cardAwards.map((a) => ({
      kind: 'card' as const,
      title: cardOf.get(a.cardId) ?? '',
      quantity: 1,
      at: a.awardedAt,
    })),
    ...t.missionProgress.flatMap((p) =>
      p.completedAt
        ? [
            {
              kind: 'mission' as const,
              title: missionOf.get(p.missionId) ?? '',
              quantity: 1,
              at: p.completedAt,
            },
          ]
        : [],
    ),
  ];
  return all
    .filter((a) => a.title !== '' && Date.parse(a.at) <= now)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, 8);
}

/** The overview every widget page reads, computed from the tables at each call. */
export function widgetOverview(t: Tables, now = Date.now()): WidgetOverview {
  const today = todayIso(now);
  const upcoming = t.events
    .filter((e) => e.status === 'published' && Date.parse(e.startsAt) >= now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const categories = new Map<string, number>();
  for (const e of upcoming) categories.set(e.category, (categories.get(e.category) ?? 0) + 1);
  const soldOf = (eventId: string) =>
    t.tickets.filter((tk) => tk.eventId === eventId).reduce((sum, tk) => sum + tk.sold, 0);
  const since = addDays(today, 1 - WIDGET_PERIOD_DAYS);
  const marks = t.attendance.filter((a) => a.date >= since && a.date <= today);
  const marked = (status: string) => marks.filter((a) => a.status === status).length;

  return {
    asOf: today,
    stats: statsOf(t, today),
    months: monthsOf(t, today),
    categories: [...categories]
      .map(([category, events]) => ({ category, events }))
      .sort((a, b) => b.events - a.events || a.category.localeCompare(b.category, 'pt-BR')),
    attendance: {
      present: marked('present'),
      late: marked('late'),
      absent: marked('absent'),
      excused: marked('excused'),
    },
    upcoming: upcoming.slice(0, 5).map((e) => ({
      id: e.id,
      title: e.title,
      startsAt: e.startsAt,
      category: e.category,
      city: e.online ? null : (e.venue?.city ?? null),
      sold: soldOf(e.id),
      capacity: e.capacity,
    })),
    missions: missionsOf(t, now),
    activity: activityOf(t, now),
  };
}

export const widgetHandlers: HttpHandler[] = [
  route(need('GET', '/api/Widget/overview'), ({ t }) => ok({ obj: widgetOverview(t) })),
];
