import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import { useRecordArenaMatchMutation } from '@/api/endpoints/arena';
import { addToOutbox, readOutbox, removeFromOutbox, type PendingMatch } from '../outbox';

/**
 * sending: on its way. saved: the server has it. queued: no connection, kept in the outbox for later.
 * failed: the server refused it (shown with a retry).
 */
export type RecordStatus = 'sending' | 'saved' | 'queued' | 'failed';

/** Failures that a later try can fix without the person doing anything. */
const isOffline = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/**
 * Sends a signed-in user's match results once each, keeps those that meet no connection in the outbox,
 * and sends the outbox again when the page opens and when the browser comes back online.
 */
export function useMatchRecording(userId: string | null) {
  const [recordMatch] = useRecordArenaMatchMutation();
  const [statuses, setStatuses] = useState<Readonly<Record<string, RecordStatus>>>({});
  const [errors, setErrors] = useState<Readonly<Record<string, unknown>>>({});
  const started = useRef(new Set<string>());

  const send = useCallback(
    async (item: PendingMatch): Promise<boolean> => {
      if (!userId) return false;
      const mark = (status: RecordStatus) => setStatuses((all) => ({ ...all, [item.key]: status }));
      mark('sending');
      try {
        await recordMatch(item).unwrap();
        removeFromOutbox(userId, item.key);
        mark('saved');
        return true;
      } catch (error) {
        if (isOffline(error)) {
          addToOutbox(userId, item);
          mark('queued');
          return false;
        }
        // Refused (e.g. a body the server does not accept): retrying unchanged would not help later.
        removeFromOutbox(userId, item.key);
        setErrors((all) => ({ ...all, [item.key]: error }));
        mark('failed');
        return true;
      }
    },
    [recordMatch, userId],
  );

  useEffect(() => {
    if (!userId) return;
    let busy = false;
    const flush = async () => {
      if (busy) return;
      busy = true;
      for (const item of readOutbox(userId)) {
        started.current.add(item.key);
        if (!(await send(item))) break;
      }
      busy = false;
    };
    const timer = window.setTimeout(() => void flush(), 0);
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [send, userId]);

  /** Sends a finished match once (a replay of the same match reuses its key, so it counts once). */
  const record = useCallback(
    (item: PendingMatch) => {
      if (!userId || started.current.has(item.key)) return;
      started.current.add(item.key);
      void send(item);
    },
    [send, userId],
  );

  const retry = useCallback((item: PendingMatch) => void send(item), [send]);

  return {
    record,
    retry,
    statusOf: (key: string): RecordStatus | null => statuses[key] ?? null,
    errorOf: (key: string): unknown => errors[key],
  };
}

/**
 * The idempotency key of a match: the same user, seed, level and deck are the same match (replaying it
 * counts once); a child's collection is named, the starter deck is not.
 */
export function matchKey(userId: string, seed: number, difficulty: string, studentId: string | null): string {
  return `arena-${userId}-${seed}-${difficulty}${studentId ? `-${studentId}` : ''}`;
}
