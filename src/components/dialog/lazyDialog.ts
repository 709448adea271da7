import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a dialog, loaded again after a failed load. React keeps a lazy component's failure for
 * good, so a chunk that did not arrive (a phone gone offline) would fail every later opening too; here a
 * failure swaps in a fresh lazy component, and the next try, or the next opening, fetches the code afresh.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const attempt = () =>
    load().catch((error: unknown) => {
      current = lazy(attempt);
      throw error;
    });
  current = lazy(attempt);
  return function LazyLoadedDialog(props: P) {
    return createElement(current, props);
  };
}
