import { useSyncExternalStore } from 'react';

/**
 * A touch-only screen: no pointer that can hover, and a finger for a pointer (a phone or a tablet
 * without a mouse). A laptop with a touch screen still has a fine pointer and is not one.
 */
export const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

function touchOnlyList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(TOUCH_ONLY_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = touchOnlyList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isTouchOnly = () => touchOnlyList()?.matches ?? false;
// Prerendered markup is the pointer-and-keyboard one; a phone switches right after hydration.
const prerendering = () => false;

/**
 * True on a touch-only device, where keyboard hints ("Shift+Enter", arrow keys, "Clique", "Arraste")
 * mean nothing: show touch wording instead, or no hint at all.
 */
export function useIsTouch(): boolean {
  return useSyncExternalStore(subscribe, isTouchOnly, prerendering);
}
