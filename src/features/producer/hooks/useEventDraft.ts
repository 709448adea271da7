import { useCallback, useMemo, useState } from 'react';
import {
  deserializeValues,
  serializeValues,
  type EventFormValues,
  type SerializedEventValues,
} from '../form/eventForm';

/** localStorage key prefix of the event drafts (one per user). */
export const EVENT_DRAFT_PREFIX = 'lumi-event-draft:';

export interface EventDraft {
  values: EventFormValues;
  step: number;
  savedAt: string;
}

interface StoredDraft {
  version: 1;
  savedAt: string;
  step: number;
  values: SerializedEventValues;
}

function read(key: string): EventDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.version !== 1) return null;
    const values = deserializeValues(stored.values);
    if (!values) return null;
    return {
      values,
      step: typeof stored.step === 'number' ? stored.step : 0,
      savedAt: typeof stored.savedAt === 'string' ? stored.savedAt : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}

function write(key: string, draft: StoredDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full (a large cover): keep the rest of what was typed, without the picture.
    try {
      localStorage.setItem(key, JSON.stringify({ ...draft, values: { ...draft.values, coverUrl: null } }));
    } catch {
      // Storage unavailable: the form still works, only the draft is not kept.
    }
  }
}

/**
 * The event being created, kept in this browser as the producer types (per user), so a reload, a
 * failed save or a closed tab loses nothing. `initial` is what was stored when the page opened.
 */
export function useEventDraft(userKey: string) {
  const key = `${EVENT_DRAFT_PREFIX}${userKey}`;
  const [initial] = useState(() => read(key));

  const save = useCallback(
    (values: EventFormValues, step: number) =>
      write(key, { version: 1, savedAt: new Date().toISOString(), step, values: serializeValues(values) }),
    [key],
  );
  const discard = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored.
    }
  }, [key]);

  return useMemo(() => ({ initial, save, discard }), [initial, save, discard]);
}
