import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_HISTORY, recorded, redone, undone, type AvatarHistory } from '../avatarHistory';
import { isPartValue, parseAvatarParams, randomAvatar, sameAvatar, toAvatarParams } from '../avatarParams';
import type { AvatarOptions, AvatarPart } from '../avatarParts';

/** Text fields keep their own Ctrl+Z. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button'].includes(target.type);
}

/**
 * The avatar being made. The link is the truth (so it can be shared and survives a reload); the undo
 * and redo stacks live beside it. Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo.
 */
export function useAvatarChoice() {
  const [params, setParams] = useSearchParams();
  const options = useMemo(() => parseAvatarParams(params), [params]);
  const [history, setHistory] = useState<AvatarHistory>(EMPTY_HISTORY);

  const show = useCallback(
    (next: AvatarOptions) => {
      setParams((current) => toAvatarParams(next, current), { replace: true });
    },
    [setParams],
  );

  const choose = useCallback(
    (next: AvatarOptions) => {
      if (sameAvatar(next, options)) return;
      setHistory((h) => recorded(h, options));
      show(next);
    },
    [options, show],
  );

  const setPart = useCallback(
    (part: AvatarPart, value: string) => {
      if (isPartValue(part, value)) choose({ ...options, [part]: value });
    },
    [choose, options],
  );

  const randomize = useCallback(() => {
    let next = randomAvatar();
    while (sameAvatar(next, options)) next = randomAvatar();
    choose(next);
  }, [choose, options]);

  const step = useCallback(
    (move: typeof undone) => {
      const result = move(history, options);
      if (!result) return;
      setHistory(result.history);
      show(result.options);
    },
    [history, options, show],
  );
  const undo = useCallback(() => step(undone), [step]);
  const redo = useCallback(() => step(redone), [step]);

  // The shortcuts read the latest undo/redo without re-subscribing on every change.
  const latest = useRef({ undo, redo });
  useEffect(() => {
    latest.current = { undo, redo };
  }, [undo, redo]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typingIn(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) latest.current.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') latest.current.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return {
    options,
    setPart,
    randomize,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
