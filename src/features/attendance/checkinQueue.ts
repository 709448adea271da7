import { z } from 'zod/mini';
import { checkinMarkSchema, type CheckinMark } from '@/api/contract/attendance';

/**
 * The check-in outbox: marks made on this device that the server has not confirmed yet. A pure
 * reducer (what happens to the queue) plus a storage adapter (where it survives a reload); the sync
 * engine (checkinSync.ts) decides when to send. Marks are never dropped: they leave the queue only
 * when the server answered for them, or when it refused them (kept apart, for the user to see).
 */

export type QueuedMark = CheckinMark;

/** Marks sent together under one id; once formed, a batch never changes, so a retry is the same request. */
export interface Batch {
  batchId: string;
  entries: QueuedMark[];
  /** Failed sends so far (network, timeout, server error). */
  attempts: number;
}

export interface QueueState {
  /** Made on the device, not yet in a batch; a newer mark of the same student replaces the older one. */
  pending: QueuedMark[];
  /** Formed batches, oldest first; the first one is the one being sent. */
  batches: Batch[];
  /** Marks the server refused (e.g. the student left the class): shown, never silently lost. */
  refused: QueuedMark[];
}

export const EMPTY_QUEUE: QueueState = { pending: [], batches: [], refused: [] };

export type QueueAction =
  | { type: 'markQueued'; mark: QueuedMark }
  | { type: 'batchFormed'; batchId: string; maxSize?: number }
  | { type: 'batchDelivered'; batchId: string }
  | { type: 'batchFailed'; batchId: string }
  | { type: 'batchRefused'; batchId: string }
  | { type: 'refusedDismissed' }
  | { type: 'queueRestored'; state: QueueState };

/** One student in one class session. */
export const markKey = (m: Pick<QueuedMark, 'courseClassId' | 'date' | 'studentId'>) =>
  `${m.courseClassId}|${m.date}|${m.studentId}`;

export const DEFAULT_BATCH_SIZE = 200;

export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  switch (action.type) {
    case 'markQueued': {
      const key = markKey(action.mark);
      return {
        ...state,
        pending: [...state.pending.filter((m) => markKey(m) !== key), action.mark],
      };
    }
    case 'batchFormed': {
      if (state.pending.length === 0) return state;
      const size = Math.max(1, action.maxSize ?? DEFAULT_BATCH_SIZE);
      const entries = state.pending.slice(0, size);
      return {
        ...state,
        pending: state.pending.slice(size),
        batches: [...state.batches, { batchId: action.batchId, entries, attempts: 0 }],
      };
    }
    case 'batchDelivered':
      return { ...state, batches: state.batches.filter((b) => b.batchId !== action.batchId) };
    case 'batchFailed':
      return {
        ...state,
        batches: state.batches.map((b) =>
          b.batchId === action.batchId ? { ...b, attempts: b.attempts + 1 } : b,
        ),
      };
    case 'batchRefused': {
      const batch = state.batches.find((b) => b.batchId === action.batchId);
      if (!batch) return state;
      return {
        ...state,
        batches: state.batches.filter((b) => b !== batch),
        refused: [...state.refused, ...batch.entries],
      };
    }
    case 'refusedDismissed':
      return state.refused.length === 0 ? state : { ...state, refused: [] };
    case 'queueRestored':
      return action.state;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the queue

/** Every mark still waiting for the server (in batches and pending), oldest first. */
export function unconfirmedMarks(state: QueueState): QueuedMark[] {
  return [...state.batches.flatMap((b) => b.entries), ...state.pending];
}

/** How many students have a mark the server has not confirmed. */
export function pendingCount(state: QueueState): number {
  return new Set(unconfirmedMarks(state).map(markKey)).size;
}

/** The newest unconfirmed mark of each student of one session, by student id. */
export function sessionOverlay(
  state: QueueState,
  courseClassId: string,
  date: string,
): Map<string, QueuedMark> {
  const overlay = new Map<string, QueuedMark>();
  for (const mark of unconfirmedMarks(state)) {
    if (mark.courseClassId !== courseClassId || mark.date !== date) continue;
    const prev = overlay.get(mark.studentId);
    if (!prev || Date.parse(mark.at) >= Date.parse(prev.at)) overlay.set(mark.studentId, mark);
  }
  return overlay;
}

/** Wait before retry number `attempts` (1-based): 1 s, 2 s, 4 s… up to 30 s, with up to 20% jitter. */
export function retryDelayMs(attempts: number, random = 0.5): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.9 + 0.2 * random));
}

// ---------------------------------------------------------------------------------------------
// Storage

const storedSchema = z.object({
  version: z.literal(1),
  pending: z.array(checkinMarkSchema),
  batches: z.array(
    z.object({
      batchId: z.string(),
      entries: z.array(checkinMarkSchema),
      attempts: z.int().check(z.nonnegative()),
    }),
  ),
  refused: z._default(z.array(checkinMarkSchema), []),
});

export interface QueueStorage {
  readonly key: string;
  load(): QueueState;
  save(state: QueueState): void;
}

export const QUEUE_KEY_PREFIX = 'lumi-checkin-queue:';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The queue in localStorage, one key per signed-in school user, so a reload (or a crash, or a dead
 * battery) keeps every mark and another account on the same phone never sends them.
 */
export function localQueueStorage(userId: string, storage: Storage | null = browserStorage()): QueueStorage {
  const key = `${QUEUE_KEY_PREFIX}${userId}`;
  return {
    key,
    load() {
      const raw = storage?.getItem(key);
      if (!raw) return EMPTY_QUEUE;
      try {
        const parsed = storedSchema.safeParse(JSON.parse(raw));
        if (!parsed.success) return EMPTY_QUEUE;
        const { pending, batches, refused } = parsed.data;
        return { pending, batches, refused };
      } catch {
        return EMPTY_QUEUE;
      }
    },
    save(state) {
      if (!storage) return;
      try {
        if (state.pending.length + state.batches.length + state.refused.length === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify({ version: 1, ...state }));
      } catch (error) {
        // Full storage: the marks still live in memory and are sent while the page stays open.
        console.warn('Check-in queue not saved', error);
      }
    },
  };
}

/** A storage in memory (tests, or a browser with storage disabled). */
export function memoryQueueStorage(initial: QueueState = EMPTY_QUEUE): QueueStorage & { saved: QueueState } {
  const box = {
    key: 'memory',
    saved: initial,
    load: () => box.saved,
    save: (state: QueueState) => {
      box.saved = state;
    },
  };
  return box;
}

/** An id made on the device, unique enough to tell two marks apart forever. */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
