import type { IntlShape } from 'react-intl';
import { categoryLabel } from '@/components/events/categories';
import { formatCents } from '@/utils/br';
import type { DemoEventRow } from './demoEvents';

/** The columns the table and grid demos pick from, each with its heading and how it is written. */
export type EventColumnKey =
  'title' | 'category' | 'date' | 'place' | 'price' | 'capacity' | 'sold' | 'owner';

export interface EventColumn {
  key: EventColumnKey;
  labelId: string;
  numeric: boolean;
  /** What the cell says. */
  text: (row: DemoEventRow, intl: IntlShape) => string;
  /** What the column sorts by. */
  sortValue: (row: DemoEventRow) => string | number;
}

export function eventDateText(intl: IntlShape, startsAt: string): string {
  return intl.formatDate(startsAt, { dateStyle: 'medium', timeStyle: 'short' });
}

export function eventPlaceText(intl: IntlShape, row: DemoEventRow): string {
  return row.city ? `${row.city}, ${row.state ?? ''}` : intl.formatMessage({ id: 'demo.events.online' });
}

export function eventPriceText(intl: IntlShape, cents: number | null): string {
  if (cents == null) return intl.formatMessage({ id: 'demo.events.noPrice' });
  return cents === 0 ? intl.formatMessage({ id: 'demo.events.free' }) : formatCents(cents);
}

export const EVENT_COLUMNS: Record<EventColumnKey, EventColumn> = {
  title: {
    key: 'title',
    labelId: 'demo.events.col.title',
    numeric: false,
    text: (row) => row.title,
    sortValue: (row) => row.title.toLocaleLowerCase('pt-BR'),
  },
  category: {
    key: 'category',
    labelId: 'demo.events.col.category',
    numeric: false,
    text: (row, intl) => categoryLabel(intl, row.category),
    sortValue: (row) => row.category,
  },
  date: {
    key: 'date',
    labelId: 'demo.events.col.date',
    numeric: false,
    text: (row, intl) => eventDateText(intl, row.startsAt),
    sortValue: (row) => Date.parse(row.startsAt),
  },
  place: {
    key: 'place',
    labelId: 'demo.events.col.place',
    numeric: false,
    text: (row, intl) => eventPlaceText(intl, row),
    sortValue: (row) => row.city ?? '',
  },
  price: {
    key: 'price',
    labelId: 'demo.events.col.price',
    numeric: true,
    text: (row, intl) => eventPriceText(intl, row.priceFrom),
    sortValue: (row) => row.priceFrom ?? -1,
  },
  capacity: {
    key: 'capacity',
    labelId: 'demo.events.col.capacity',
    numeric: true,
    text: (row, intl) => intl.formatNumber(row.capacity),
    sortValue: (row) => row.capacity,
  },
  sold: {
    key: 'sold',
    labelId: 'demo.events.col.sold',
    numeric: true,
    text: (row, intl) => intl.formatNumber(row.sold),
    sortValue: (row) => row.sold,
  },
  owner: {
    key: 'owner',
    labelId: 'demo.events.col.owner',
    numeric: false,
    text: (row) => row.ownerName,
    sortValue: (row) => row.ownerName.toLocaleLowerCase('pt-BR'),
  },
};

/** Figures line up on the right, words on the left. */
export const alignOf = (key: EventColumnKey): 'left' | 'right' =>
  EVENT_COLUMNS[key].numeric ? 'right' : 'left';
