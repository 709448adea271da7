import { useCallback, useSyncExternalStore } from 'react';
import type { AttendanceSession } from '@/api/contract/attendance';
import type { QueuedMark } from './checkinQueue';
import type { MarkStatus } from './status';

/**
 * Tiny external stores for the roster. Each row subscribes to its own slice (its mark, whether it
 * holds the tab stop), so a tap re-renders that row and the totals, and nothing else: not the list,
 * not the toolbar.
 */
export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A slice of a store; the selector must return the same value (or a primitive) while nothing changed. */
export function useStoreSelector<T, S>(store: Store<T>, selector: (state: T) => S): S {
  const read = useCallback(() => selector(store.get()), [store, selector]);
  return useSyncExternalStore(store.subscribe, read, read);
}

export interface LocalMark {
  status: MarkStatus;
  note: string;
  at: string;
}

export interface MarkCounts {
  present: number;
  absent: number;
  late: number;
  excused: number;
  unmarked: number;
}

export interface RosterState {
  marks: Readonly<Record<string, LocalMark>>;
  /** Who replaced a student's mark with a newer one (conflicts), until the next tap on that student. */
  replaced: Readonly<Record<string, string>>;
  counts: MarkCounts;
}

export function countMarks(studentIds: readonly string[], marks: RosterState['marks']): MarkCounts {
  const counts: MarkCounts = { present: 0, absent: 0, late: 0, excused: 0, unmarked: 0 };
  for (const id of studentIds) counts[marks[id]?.status ?? 'unmarked'] += 1;
  return counts;
}

/** The next state after marks change: only the changed students get new objects. */
export function withMarks(
  state: RosterState,
  studentIds: readonly string[],
  changes: readonly (readonly [string, LocalMark])[],
  replacedBy: Readonly<Record<string, string>> = {},
): RosterState {
  if (changes.length === 0) return state;
  const marks = { ...state.marks };
  for (const [id, mark] of changes) marks[id] = mark;
  // A new mark clears the "replaced by" note of its student, unless this change is the replacement.
  const touched = new Set(changes.map(([id]) => id));
  let replaced = state.replaced;
  if (Object.keys(replacedBy).length > 0 || Object.keys(replaced).some((id) => touched.has(id))) {
    replaced = Object.fromEntries(
      Object.entries({ ...replaced, ...replacedBy }).filter(([id]) => id in replacedBy || !touched.has(id)),
    );
  }
  return { marks, replaced, counts: countMarks(studentIds, marks) };
}

/** The marks to start from: the server's, with this device's unconfirmed ones on top when newer. */
export function initialRosterState(
  session: AttendanceSession,
  overlay: Map<string, QueuedMark>,
  studentIds: readonly string[],
): RosterState {
  const marks: Record<string, LocalMark> = {};
  for (const entry of session.entries) {
    marks[entry.studentId] = { status: entry.status, note: entry.note, at: entry.at };
  }
  for (const [studentId, mark] of overlay) {
    const server = marks[studentId];
    if (!server || Date.parse(mark.at) >= Date.parse(server.at))
      marks[studentId] = { status: mark.status, note: mark.note, at: mark.at };
  }
  return { marks, replaced: {}, counts: countMarks(studentIds, marks) };
}
