export type NotifyVariant = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  /** Already translated by the caller. */
  message: string;
  variant: NotifyVariant;
}

/*
 * notistack (with its styling engine) loads with the first notification, not with every page: until the
 * notifier is mounted, notices wait here, and the host in AppProviders mounts it when the first one comes.
 */
let deliver: ((notice: Notice) => void) | null = null;
const waiting: Notice[] = [];
const listeners = new Set<() => void>();

/** The notifier's module (notistack with its styling engine): the app mounts it with the first notice. */
export const loadNotifier = () => import('./Notifier');

/** Shows a stacked notification (notistack): the message is already translated by the caller. */
export function notify(message: string, variant: NotifyVariant = 'info'): void {
  const notice = { message, variant };
  if (deliver) {
    deliver(notice);
    return;
  }
  waiting.push(notice);
  for (const listener of listeners) listener();
}

/** For the notifier's host (useSyncExternalStore): told when the first notice waits. */
export function subscribeToNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the notifier is needed: it is mounted already, or a notice waits for it. */
export const noticesAsked = (): boolean => deliver !== null || waiting.length > 0;

/** Called by the mounted notifier: shows what waited, then each notice as it comes, until it unmounts. */
export function connectNotifier(show: (notice: Notice) => void): () => void {
  deliver = show;
  for (const notice of waiting.splice(0)) show(notice);
  return () => {
    if (deliver === show) deliver = null;
  };
}

/** Drops the notices still waiting for a notifier: one app's leftovers never reach the next (tests). */
export function forgetNotices(): void {
  waiting.length = 0;
}
