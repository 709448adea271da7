import type { CheckinBody, CheckinResponse } from '@/api/contract/attendance';
import {
  newClientId,
  pendingCount,
  queueReducer,
  retryDelayMs,
  type Batch,
  type QueueAction,
  type QueuedMark,
  type QueueState,
  type QueueStorage,
} from './checkinQueue';

/** What one send gave: the server's answer, a failure worth retrying, or a refusal (retrying would not help). */
export type SendResult =
  | { kind: 'delivered'; response: CheckinResponse }
  | { kind: 'retry'; offline: boolean; message: string }
  | { kind: 'refused'; message: string };

export type Sender = (body: CheckinBody) => Promise<SendResult>;

/**
 * saved: nothing waiting. waiting: marks wait for the short pause that groups them. sending: a batch is
 * on its way. offline: no connection, sending resumes when it returns. retrying: the last send failed,
 * the next try is scheduled.
 */
export type SyncStatus = 'saved' | 'waiting' | 'sending' | 'offline' | 'retrying';

export interface SyncSnapshot {
  queue: QueueState;
  status: SyncStatus;
  /** Students with a mark the server has not confirmed. */
  pending: number;
  nextRetryAt: number | null;
  lastError: string | null;
}

export interface SyncOptions {
  storage: QueueStorage;
  send: Sender;
  /** Quiet time after the last mark before a batch leaves. */
  debounceMs?: number;
  /** A teacher tapping without pause still gets a batch out this often. */
  maxWaitMs?: number;
  batchSize?: number;
  isOnline?: () => boolean;
  random?: () => number;
  now?: () => number;
  /** Where online/offline/storage events come from (window in the browser). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

type DeliveredListener = (response: CheckinResponse, batch: Batch) => void;

/**
 * Sends the check-in queue: groups marks into batches after a short pause, sends one batch at a time,
 * retries failures with backoff, waits for the `online` event when offline, and keeps the queue saved
 * after every change. The same batch (same id, same entries) is re-sent until the server answers, and
 * the server applies each entry id once, so no mark is lost or applied twice.
 */
export class CheckinSync {
  private state: QueueState;
  private snapshot: SyncSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly deliveredListeners = new Set<DeliveredListener>();
  private readonly opts: Required<Omit<SyncOptions, 'events'>> & { events: SyncOptions['events'] };
  private running = false;
  private sending = false;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private firstWaitingAt: number | null = null;
  private nextRetryAt: number | null = null;
  private lastError: string | null = null;
  private offline = false;

  constructor(options: SyncOptions) {
    this.opts = {
      debounceMs: 800,
      maxWaitMs: 3000,
      batchSize: 200,
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
      random: Math.random,
      now: Date.now,
      events: typeof window === 'undefined' ? null : window,
      ...options,
    };
    this.state = options.storage.load();
    this.snapshot = this.makeSnapshot();
  }

  // --- React's useSyncExternalStore ---------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SyncSnapshot => this.snapshot;

  onDelivered(listener: DeliveredListener): () => void {
    this.deliveredListeners.add(listener);
    return () => this.deliveredListeners.delete(listener);
  }

  // --- Lifecycle ------------------------------------------------------------------------------

  start(): void {
    if (this.running) return;
    this.running = true;
    this.opts.events?.addEventListener('online', this.handleOnline);
    this.opts.events?.addEventListener('offline', this.handleOffline);
    this.opts.events?.addEventListener('storage', this.handleStorage);
    // What an earlier visit left goes out now.
    if (this.state.pending.length + this.state.batches.length > 0) void this.pump();
    else this.publish();
  }

  stop(): void {
    this.running = false;
    this.opts.events?.removeEventListener('online', this.handleOnline);
    this.opts.events?.removeEventListener('offline', this.handleOffline);
    this.opts.events?.removeEventListener('storage', this.handleStorage);
    this.clearTimers();
  }

  // --- Marks ---------------------------------------------------------------------------------

  enqueue(mark: QueuedMark): void {
    this.enqueueMany([mark]);
  }

  enqueueMany(marks: readonly QueuedMark[]): void {
    if (marks.length === 0) return;
    let next = this.state;
    for (const mark of marks) next = queueReducer(next, { type: 'markQueued', mark });
    this.commit(next);
    this.firstWaitingAt ??= this.opts.now();
    this.scheduleFlush();
  }

  /** Send now, without waiting for the pause or the backoff ("try now"). */
  flushNow(): void {
    this.nextRetryAt = null;
    this.clearTimers();
    void this.pump();
  }

  dismissRefused(): void {
    this.dispatch({ type: 'refusedDismissed' });
  }

  // --- Internals -----------------------------------------------------------------------------

  /** Read again after an await: stop() may have run meanwhile. */
  private isRunning(): boolean {
    return this.running;
  }

  private handleOnline = () => {
    this.offline = false;
    this.nextRetryAt = null;
    this.clearTimers();
    void this.pump();
  };

  private handleOffline = () => {
    this.offline = true;
    this.publish();
  };

  /** Another tab of the same user changed the queue: take its version when idle. */
  private handleStorage = (event: Event) => {
    if (!(event instanceof StorageEvent) || event.key !== this.opts.storage.key || this.sending) return;
    this.state = this.opts.storage.load();
    this.publish();
  };

  private dispatch(action: QueueAction): void {
    this.commit(queueReducer(this.state, action));
  }

  private commit(next: QueueState): void {
    if (next === this.state) return;
    this.state = next;
    this.opts.storage.save(next);
    this.publish();
  }

  private publish(): void {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private makeSnapshot(): SyncSnapshot {
    const pending = pendingCount(this.state);
    let status: SyncStatus;
    if (this.sending) status = 'sending';
    else if (pending === 0) status = 'saved';
    else if (this.offline || !this.opts.isOnline()) status = 'offline';
    else if (this.nextRetryAt != null) status = 'retrying';
    else status = 'waiting';
    return {
      queue: this.state,
      status,
      pending,
      nextRetryAt: this.nextRetryAt,
      lastError: this.lastError,
    };
  }

  private clearTimers(): void {
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.debounceTimer = null;
    this.retryTimer = null;
  }

  private scheduleFlush(): void {
    if (!this.running || this.sending || this.nextRetryAt != null) return;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    const waited = this.opts.now() - (this.firstWaitingAt ?? this.opts.now());
    const delay = Math.max(0, Math.min(this.opts.debounceMs, this.opts.maxWaitMs - waited));
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      void this.pump();
    }, delay);
  }

  private scheduleRetry(attempts: number): void {
    const delay = retryDelayMs(attempts, this.opts.random());
    this.nextRetryAt = this.opts.now() + delay;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.nextRetryAt = null;
      void this.pump();
    }, delay);
  }

  private async pump(): Promise<void> {
    if (!this.running || this.sending) return;
    if (!this.opts.isOnline()) {
      this.offline = true;
      // The `online` event resumes sending; a slow check covers browsers that miss it.
      if (this.state.pending.length + this.state.batches.length > 0) this.scheduleRetry(6);
      this.publish();
      return;
    }
    this.offline = false;
    if (this.state.batches.length === 0) {
      if (this.state.pending.length === 0) {
        this.firstWaitingAt = null;
        this.publish();
        return;
      }
      this.dispatch({ type: 'batchFormed', batchId: newClientId(), maxSize: this.opts.batchSize });
      this.firstWaitingAt = this.state.pending.length > 0 ? this.opts.now() : null;
    }
    const batch = this.state.batches[0];
    if (!batch) return;

    this.sending = true;
    this.publish();
    let result: SendResult;
    try {
      result = await this.opts.send({ batchId: batch.batchId, entries: batch.entries });
    } catch (error) {
      result = {
        kind: 'retry',
        offline: false,
        message: error instanceof Error ? error.message : String(error),
      };
    }
    this.sending = false;

    if (result.kind === 'delivered') {
      this.lastError = null;
      this.dispatch({ type: 'batchDelivered', batchId: batch.batchId });
      for (const listener of this.deliveredListeners) listener(result.response, batch);
      if (this.isRunning()) void this.pump();
      return;
    }
    if (result.kind === 'refused') {
      this.lastError = result.message;
      this.dispatch({ type: 'batchRefused', batchId: batch.batchId });
      if (this.isRunning()) void this.pump();
      return;
    }
    this.lastError = result.message;
    this.offline = result.offline && !this.opts.isOnline();
    this.dispatch({ type: 'batchFailed', batchId: batch.batchId });
    if (this.isRunning()) this.scheduleRetry(batch.attempts + 1);
    this.publish();
  }
}
