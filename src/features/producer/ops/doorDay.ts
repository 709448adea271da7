import { useEffect, useState } from 'react';
import { useGetManagedEventQuery } from '@/api/endpoints/producer';
import { toIsoDate, todayIso } from '@/utils/localDate';

/** Where today falls against an event's days: on one of them, before the first or after the last. */
export type DoorDay = 'today' | 'upcoming' | 'past';

/** `today` and the event's days are local calendar days (YYYY-MM-DD), so 22:00 in Brazil is still today. */
export function doorDay(startsAt: string, endsAt: string, today: string = todayIso()): DoorDay {
  if (today < toIsoDate(startsAt)) return 'upcoming';
  if (today > toIsoDate(endsAt)) return 'past';
  return 'today';
}

/** Today's local date, turning over at midnight while the page stays open. */
function useToday(): string {
  const [today, setToday] = useState(() => todayIso());
  useEffect(() => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const timer = setTimeout(() => setToday(todayIso()), midnight.getTime() - now.getTime() + 1000);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

export interface WrongDay {
  when: Exclude<DoorDay, 'today'>;
  /** The event's day to name: its first when it is still to come, its last when it is over. */
  date: string;
}

/**
 * Whether the door is open on a day the event does not take place, and which day it does; null on the
 * event's day (or while the event is not loaded: the door then works as on the day).
 */
export function useWrongDay(eventId: string): WrongDay | null {
  const { data: event } = useGetManagedEventQuery(eventId, { skip: !eventId });
  const today = useToday();
  if (!event) return null;
  const when = doorDay(event.startsAt, event.endsAt, today);
  if (when === 'today') return null;
  return { when, date: when === 'upcoming' ? event.startsAt : event.endsAt };
}
