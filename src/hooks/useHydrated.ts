import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;
const inBrowser = () => true;
const prerendering = () => false;

/**
 * False while a page is prerendered and while the browser hydrates it (the first render must match the
 * build's markup), true once the app renders on its own; a page rendered afresh is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, inBrowser, prerendering);
}
