import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import LazyDialog from './LazyDialog';

/** What makes each dialog whose code failed to load ready to fetch it again. */
const failedLoads = new Set<() => void>();

/** Readies every dialog whose code failed to load to fetch it afresh on its next render. */
function retryFailedDialogLoads() {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

/**
 * A dialog whose code loads when it is first opened, shown in LazyDialog's frame: a loading dialog while the
 * code arrives, and the network message with Fechar (the dialog's own `onClose`) and Tentar novamente if it
 * cannot arrive. React keeps a lazy component's failure for good, so a chunk that did not arrive (a phone gone
 * offline) would fail every later opening too. Here a failure is noted, and Tentar novamente swaps in a fresh
 * lazy component. The swap waits for that tap: made at once, React's own second render after an error would
 * start a new load, fail again, and never stop while offline.
 */
export function lazyDialog<P extends { onClose: () => void }>(
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
  // Reads `current` when it renders: a try after a failure mounts it again, and it takes the fresh component.
  function LoadedDialog(props: P) {
    return createElement(current, props);
  }
  return function LazyLoadedDialog(props: P) {
    return createElement(LazyDialog, {
      onClose: props.onClose,
      onRetry: retryFailedDialogLoads,
      children: createElement(LoadedDialog, props),
    });
  };
}
