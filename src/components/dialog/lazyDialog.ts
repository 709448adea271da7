import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What makes each dialog whose code failed to load ready to fetch it again. */
const failedLoads = new Set<() => void>();

/**
 * After a failed load, readies every dialog that failed to fetch its code afresh on its next render: the
 * "Tentar novamente" of LazyDialog calls it before rendering the dialog again.
 */
export function retryFailedDialogLoads() {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

/**
 * `React.lazy` for a dialog, loaded again after a failed load. React keeps a lazy component's failure for
 * good, so a chunk that did not arrive (a phone gone offline) would fail every later opening too. Here a
 * failure is noted, and a new try (retryFailedDialogLoads) swaps in a fresh lazy component. The swap waits
 * for that call: made at once, React's own second render after an error would start a new load, fail
 * again, and never stop while offline.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const attempt = () =>
    load().catch((error: unknown) => {
      failedLoads.add(() => {
        current = lazy(attempt);
      });
      throw error;
    });
  current = lazy(attempt);
  return function LazyLoadedDialog(props: P) {
    return createElement(current, props);
  };
}
