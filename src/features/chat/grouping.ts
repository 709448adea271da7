import type { ChatMessage } from '@/api/contract/domain';
import { toIsoDate } from '@/utils/localDate';

/** The local calendar day (YYYY-MM-DD) of an instant. */
export const dayKey = (iso: string | Date) => toIsoDate(iso);

export interface DayGroup<T> {
  day: string;
  items: T[];
}

/** Messages (already in time order) in runs of the same local day. */
export function groupByDay<T extends Pick<ChatMessage, 'at'>>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(item.at);
    const current = groups.at(-1);
    if (current?.day === day) current.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** "today", "yesterday" or another day, relative to `now`. */
export function relativeDay(day: string, now = new Date()): 'today' | 'yesterday' | 'other' {
  if (day === dayKey(now)) return 'today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return day === dayKey(yesterday) ? 'yesterday' : 'other';
}
