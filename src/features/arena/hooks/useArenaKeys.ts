import { useEffect, useRef } from 'react';

interface ArenaKeys {
  /** Keys 1–6: the attribute at that place on the card (0-based index). */
  onDigit: (index: number) => void;
  /** Enter outside a button or field: the next round. */
  onEnter: () => void;
}

const TYPING = 'input, textarea, select, [contenteditable="true"]';
const ACTIVATES_ON_ENTER = 'button, a[href], [role="button"], summary';

/** The table's keyboard: 1–6 call an attribute, Enter goes on; typing in a field or a shortcut is left alone. */
export function useArenaKeys(keys: ArenaKeys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      if (/^[1-6]$/.test(event.key)) {
        event.preventDefault();
        latest.current.onDigit(Number(event.key) - 1);
      } else if (event.key === 'Enter' && !event.repeat && !target?.closest(ACTIVATES_ON_ENTER)) {
        // A focused button already answers Enter with its own click.
        event.preventDefault();
        latest.current.onEnter();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
