import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CheckinResult } from '@/api/contract/producerOps';
import { useCheckInMutation } from '@/api/endpoints/producerOps';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

/** A repeated scan of one code within this window is ignored (a QR held in front of the camera). */
export const DUPLICATE_WINDOW_MS = 3000;

export type VerdictKind = CheckinResult | 'error';

export interface Verdict {
  kind: VerdictKind;
  code: string;
  holderName?: string;
  ticketName?: string;
  halfPrice?: boolean;
  /** When the ticket was let in (now for `valid`, earlier for `already`). */
  checkedInAt?: string | null;
  /** The other event, for `otherEvent`. */
  eventTitle?: string;
  /** The server's words, for `voided` and `error`. */
  message?: string;
  /** Increases with every verdict, so the same verdict twice is announced twice. */
  seq: number;
}

/** `held`: the code waits for a person to confirm it (see `confirmFirst`). */
export type SubmitOutcome = 'sent' | 'held' | 'ignored' | 'empty';

/** Normalises what a scanner or a person typed into a ticket code. */
export const normaliseCode = (raw: string) => raw.trim().toUpperCase();

interface DoorOptions {
  /** Every code waits for `admitHeld` (or `dropHeld`) before it is sent: a door open on the wrong day. */
  confirmFirst?: boolean;
}

/**
 * The door: sends codes to the server and keeps the verdict of the latest one. A code seen again
 * within 3 s of its last sighting is ignored, so a QR held in front of the camera counts once. With
 * `confirmFirst`, a code is held until someone admits or drops it; other codes read meanwhile are ignored.
 */
export function useDoorCheckin(
  eventId: string,
  now: () => number,
  { confirmFirst = false }: DoorOptions = {},
) {
  const intl = useIntl();
  const [checkIn] = useCheckInMutation();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [pending, setPending] = useState(0);
  const [held, setHeld] = useState<string | null>(null);
  // Camera frames arrive faster than renders: the held code is read from here.
  const heldCode = useRef<string | null>(null);
  const lastSeen = useRef(new Map<string, number>());
  const seq = useRef(0);

  const send = useCallback(
    (code: string) => {
      seq.current += 1;
      const mine = seq.current;
      setPending((n) => n + 1);
      void checkIn({ code, eventId })
        .unwrap()
        .then(
          (answer): Verdict => ({
            kind: answer.result,
            code,
            holderName: answer.obj?.holderName,
            ticketName: answer.ticketName,
            halfPrice: answer.obj?.halfPrice,
            checkedInAt: answer.obj?.checkedInAt,
            eventTitle: answer.event?.title,
            message: answer.msg,
            seq: mine,
          }),
          (error: unknown): Verdict => {
            const unknownCode =
              isApiError(error) && error.kind === 'notFound' && error.fieldErrors.code != null;
            return {
              kind: unknownCode ? 'unknown' : 'error',
              code,
              message: isApiError(error) ? apiErrorText(intl, error) : undefined,
              seq: mine,
            };
          },
        )
        .then((next) => {
          // Answers can arrive out of order: the screen shows the latest code's verdict.
          if (next.seq === seq.current) setVerdict(next);
          // A failed call may be retried at once.
          if (next.kind === 'error') lastSeen.current.delete(code);
        })
        .finally(() => setPending((n) => n - 1));
    },
    [checkIn, eventId, intl],
  );

  const submit = useCallback(
    (raw: string): SubmitOutcome => {
      const code = normaliseCode(raw);
      if (!code) return 'empty';
      const at = now();
      if (heldCode.current != null) {
        // One decision at a time. The code being decided on stays "just seen" while the camera sees it.
        if (code === heldCode.current) lastSeen.current.set(code, at);
        return 'ignored';
      }
      const previous = lastSeen.current.get(code);
      lastSeen.current.set(code, at);
      if (previous != null && at - previous < DUPLICATE_WINDOW_MS) return 'ignored';
      if (confirmFirst) {
        heldCode.current = code;
        setHeld(code);
        return 'held';
      }
      send(code);
      return 'sent';
    },
    [confirmFirst, now, send],
  );

  /** Sends the held code after all. */
  const admitHeld = useCallback(() => {
    const code = heldCode.current;
    heldCode.current = null;
    setHeld(null);
    if (code) send(code);
  }, [send]);

  /** Lets the held code go without sending it. */
  const dropHeld = useCallback(() => {
    heldCode.current = null;
    setHeld(null);
  }, []);

  return { verdict, pending: pending > 0, submit, held, admitHeld, dropHeld };
}
