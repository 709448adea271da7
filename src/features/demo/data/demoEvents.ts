import { useMemo } from 'react';
import type { Event } from '@/api/contract/domain';
import { useGetPublicEventsQuery } from '@/api/endpoints/events';

/** One event of the public catalogue as the table and grid demos show it. */
export interface DemoEventRow {
  id: string;
  title: string;
  category: string;
  startsAt: string;
  city: string | null;
  state: string | null;
  online: boolean;
  /** Lowest ticket price in cents; null when the event sells nothing yet. */
  priceFrom: number | null;
  capacity: number;
  sold: number;
  ownerName: string;
}

export function toDemoEventRow(event: Event): DemoEventRow {
  return {
    id: event.id,
    title: event.title,
    category: event.category,
    startsAt: event.startsAt,
    city: event.venue?.city ?? null,
    state: event.venue?.state ?? null,
    online: event.online,
    priceFrom: event.priceFrom ?? null,
    capacity: event.capacity,
    sold: event.sold ?? 0,
    ownerName: event.ownerName,
  };
}

/** The demos read the public events catalogue (any signed-in role may), soonest first. */
export const DEMO_EVENTS_QUERY = { page: 1, pageSize: 100, sort: 'date' } as const;

/** The upcoming public events as demo rows, with the query's loading and error state. */
export function useDemoEvents() {
  const query = useGetPublicEventsQuery(DEMO_EVENTS_QUERY);
  const items = query.data?.items;
  // One array per answer: a grid given a new array drops what was edited in it.
  const rows = useMemo(() => items?.map(toDemoEventRow), [items]);
  return { query, rows };
}
