import { apiClient } from '@/api/client';
import { findEndpoint } from '@/api/contract/endpoints';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';

async function get(path: string, url: string) {
  const response = await apiClient.get<unknown>(url, { validateStatus: () => true });
  const parsed = findEndpoint('GET', path)?.response.safeParse(response.data);
  return {
    status: response.status,
    data: response.data as {
      lst?: {
        id: string;
        startsAt: string;
        priceFrom: number | null;
        status: string;
        venue: { city: string } | null;
      }[];
      total?: number;
      obj?: unknown;
    },
    ok: parsed?.success ?? false,
  };
}

describe('public catalogue endpoints', () => {
  test('lists published upcoming events, paged and sorted by date, parsing with the contract', async () => {
    const first = await get('/api/Event/public', '/api/Event/public?pageSize=5');
    expect(first.status).toBe(200);
    expect(first.ok).toBe(true);
    expect(first.data.lst).toHaveLength(5);
    expect(first.data.total).toBeGreaterThan(5);
    const dates = (first.data.lst ?? []).map((e) => e.startsAt);
    expect([...dates].sort()).toEqual(dates);
    expect((first.data.lst ?? []).every((e) => e.status === 'published')).toBe(true);
  });

  test('filters by city, free and price, and searches accent-insensitively', async () => {
    const cityName =
      db.tables.events.find((e) => e.status === 'published' && e.venue)?.venue?.city ?? 'São Paulo';
    const byCity = await get(
      '/api/Event/public',
      `/api/Event/public?city=${encodeURIComponent(cityName)}&pageSize=100`,
    );
    expect((byCity.data.lst ?? []).every((e) => e.venue?.city === cityName)).toBe(true);
    const free = await get('/api/Event/public', '/api/Event/public?free=true&pageSize=100');
    expect((free.data.lst ?? []).every((e) => e.priceFrom === 0)).toBe(true);
    const cheap = await get('/api/Event/public', '/api/Event/public?priceMax=4000&sort=price&pageSize=100');
    const prices = (cheap.data.lst ?? []).map((e) => e.priceFrom ?? 0);
    expect(prices.every((p) => p <= 4000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const search = await get('/api/Event/public', '/api/Event/public?search=ciencias');
    expect((search.data.lst ?? []).length).toBeGreaterThan(0);
  });

  test('drafts are hidden from the public, tickets and school pages parse', async () => {
    const draft = db.tables.events.find((e) => e.status === 'draft');
    expect((await get('/api/Event/single/:id', `/api/Event/single/${draft?.id ?? ''}`)).status).toBe(404);
    const published = db.tables.events.find((e) => e.status === 'published');
    const event = await get('/api/Event/single/:id', `/api/Event/single/${published?.id ?? ''}`);
    expect(event.ok).toBe(true);
    expect((await get('/api/Ticket/all', `/api/Ticket/all?eventId=${published?.id ?? ''}`)).ok).toBe(true);
    expect((await get('/api/School/public/:id', `/api/School/public/${DEMO_IDS.schoolId}`)).ok).toBe(true);
    expect((await get('/api/Course/public', `/api/Course/public?schoolId=${DEMO_IDS.schoolId}`)).ok).toBe(
      true,
    );
    expect((await get('/api/Event/filters', '/api/Event/filters')).ok).toBe(true);
  });
});
