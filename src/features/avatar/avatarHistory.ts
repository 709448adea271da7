import type { AvatarOptions } from './avatarParts';

/** The avatars before and after the one shown: undo walks back, redo forward. */
export interface AvatarHistory {
  past: AvatarOptions[];
  future: AvatarOptions[];
}

/** How many steps undo remembers. */
export const HISTORY_LIMIT = 50;

export const EMPTY_HISTORY: AvatarHistory = { past: [], future: [] };

/** A new choice: what was shown goes on the undo stack, and the redo stack is dropped. */
export function recorded(history: AvatarHistory, shown: AvatarOptions): AvatarHistory {
  return { past: [...history.past, shown].slice(-HISTORY_LIMIT), future: [] };
}

/** One step back: the avatar to show and the history after it; null when there is nothing to undo. */
export function undone(
  history: AvatarHistory,
  shown: AvatarOptions,
): { options: AvatarOptions; history: AvatarHistory } | null {
  const previous = history.past.at(-1);
  if (!previous) return null;
  return {
    options: previous,
    history: { past: history.past.slice(0, -1), future: [shown, ...history.future] },
  };
}

/** One step forward again after an undo; null when there is nothing to redo. */
export function redone(
  history: AvatarHistory,
  shown: AvatarOptions,
): { options: AvatarOptions; history: AvatarHistory } | null {
  const next = history.future[0];
  if (!next) return null;
  return {
    options: next,
    history: { past: [...history.past, shown].slice(-HISTORY_LIMIT), future: history.future.slice(1) },
  };
}
