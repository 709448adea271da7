import type { CheckinBody, CheckinResponse } from '@/api/contract/attendance';
import {
  EMPTY_QUEUE,
  localQueueStorage,
  memoryQueueStorage,
  pendingCount,
  queueReducer,
  retryDelayMs,
  sessionOverlay,
  unconfirmedMarks,
  type QueuedMark,
  type QueueState,
} from './checkinQueue';
import { CheckinSync, type SendResult } from './checkinSync';

let seq = 0;
function mark(studentId: string, status: QueuedMark['status'], at = seq): QueuedMark {
  seq += 1;
  return {
    id: `entry-${String(seq).padStart(4, '0')}`,
    courseClassId: 'class-01a',
    date: '2026-11-20',
    studentId,
    status,
    note: '',
    at: new Date(Date.UTC(2026, 10, 20, 12, 0, at)).toISOString(),
  };
}

function run(...actions: Parameters<typeof queueReducer>[1][]): QueueState {
  return actions.reduce(queueReducer, EMPTY_QUEUE);
}

describe('the check-in queue reducer', () => {
  test('a newer mark of the same student replaces the pending one; other students queue up', () => {
    const first = mark('st-1', 'present');
    const second = mark('st-1', 'absent');
    const other = mark('st-2', 'late');
    const state = run(
      { type: 'markQueued', mark: first },
      { type: 'markQueued', mark: other },
      { type: 'markQueued', mark: second },
    );
    expect(state.pending).toEqual([other, second]);
    expect(pendingCount(state)).toBe(2);
  });

  test('a batch, once formed, never changes: new marks wait in pending, even for the same student', () => {
    const a = mark('st-1', 'present');
    let state = run({ type: 'markQueued', mark: a }, { type: 'batchFormed', batchId: 'b1' });
    expect(state.batches).toEqual([{ batchId: 'b1', entries: [a], attempts: 0 }]);
    expect(state.pending).toEqual([]);

    const b = mark('st-1', 'absent');
    state = queueReducer(state, { type: 'markQueued', mark: b });
    expect(state.batches[0]?.entries).toEqual([a]);
    expect(state.pending).toEqual([b]);
    // One student, two unconfirmed marks: counted once, and the newest shows.
    expect(pendingCount(state)).toBe(1);
    expect(sessionOverlay(state, 'class-01a', '2026-11-20').get('st-1')).toEqual(b);
  });

  test('batches respect the size limit, in order', () => {
    const marks = ['st-1', 'st-2', 'st-3'].map((id) => mark(id, 'present'));
    const state = run(
      ...marks.map((m) => ({ type: 'markQueued' as const, mark: m })),
      { type: 'batchFormed', batchId: 'b1', maxSize: 2 },
      { type: 'batchFormed', batchId: 'b2', maxSize: 2 },
    );
    expect(state.batches.map((b) => b.entries.map((e) => e.studentId))).toEqual([['st-1', 'st-2'], ['st-3']]);
    expect(unconfirmedMarks(state)).toEqual(marks);
  });

  test('failure counts attempts; delivery removes the batch; refusal keeps the marks apart', () => {
    const a = mark('st-1', 'present');
    const b = mark('st-2', 'absent');
    let state = run(
      { type: 'markQueued', mark: a },
      { type: 'batchFormed', batchId: 'b1' },
      { type: 'batchFailed', batchId: 'b1' },
      { type: 'batchFailed', batchId: 'b1' },
    );
    expect(state.batches[0]?.attempts).toBe(2);
    state = queueReducer(state, { type: 'batchDelivered', batchId: 'b1' });
    expect(state.batches).toEqual([]);
    expect(pendingCount(state)).toBe(0);

    state = run(
      { type: 'markQueued', mark: b },
      { type: 'batchFormed', batchId: 'b2' },
      { type: 'batchRefused', batchId: 'b2' },
    );
    expect(state.refused).toEqual([b]);
    expect(pendingCount(state)).toBe(0);
    expect(queueReducer(state, { type: 'refusedDismissed' }).refused).toEqual([]);
  });

  test('an empty pending list forms no batch, and unknown batch ids change nothing', () => {
    expect(queueReducer(EMPTY_QUEUE, { type: 'batchFormed', batchId: 'b1' })).toBe(EMPTY_QUEUE);
    expect(queueReducer(EMPTY_QUEUE, { type: 'batchRefused', batchId: 'nope' })).toBe(EMPTY_QUEUE);
  });

  test('the overlay of a session keeps the newest mark per student and ignores other sessions', () => {
    const old = mark('st-1', 'present', 10);
    const newer = mark('st-1', 'late', 20);
    const elsewhere = { ...mark('st-2', 'absent'), courseClassId: 'class-02a' };
    const state: QueueState = {
      pending: [old],
      batches: [{ batchId: 'b1', entries: [newer, elsewhere], attempts: 0 }],
      refused: [],
    };
    const overlay = sessionOverlay(state, 'class-01a', '2026-11-20');
    expect([...overlay.keys()]).toEqual(['st-1']);
    expect(overlay.get('st-1')?.status).toBe('late');
  });

  test('retry waits grow 1 s, 2 s, 4 s… and stop at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => retryDelayMs(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(retryDelayMs(1, 0)).toBe(900);
    expect(retryDelayMs(1, 1)).toBe(1100);
  });
});

describe('the queue storage', () => {
  test('survives a reload per user, and a broken value reads as empty', () => {
    const state = run(
      { type: 'markQueued', mark: mark('st-1', 'excused') },
      { type: 'batchFormed', batchId: 'b-123456' },
    );
    localQueueStorage('u-school').save(state);
    expect(localStorage.getItem('lumi-checkin-queue:u-school')).not.toBeNull();
    expect(localQueueStorage('u-school').load()).toEqual(state);
    // Another account on the same phone never sees these marks.
    expect(localQueueStorage('u-other').load()).toEqual(EMPTY_QUEUE);

    localStorage.setItem('lumi-checkin-queue:u-school', '{not json');
    expect(localQueueStorage('u-school').load()).toEqual(EMPTY_QUEUE);
    localStorage.setItem(
      'lumi-checkin-queue:u-school',
      JSON.stringify({ version: 1, pending: [{ id: 1 }], batches: [] }),
    );
    expect(localQueueStorage('u-school').load()).toEqual(EMPTY_QUEUE);
  });

  test('an empty queue removes its key', () => {
    const storage = localQueueStorage('u-school');
    storage.save(run({ type: 'markQueued', mark: mark('st-1', 'present') }));
    storage.save(EMPTY_QUEUE);
    expect(localStorage.getItem('lumi-checkin-queue:u-school')).toBeNull();
  });
});

function delivered(body: CheckinBody): SendResult {
  const response: CheckinResponse = {
    flag: true,
    msg: '',
    lst: [],
    applied: body.entries.map((e) => e.id),
    duplicates: [],
    conflicts: [],
  };
  return { kind: 'delivered', response };
}

describe('the sync engine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function engine(send: (body: CheckinBody) => Promise<SendResult>, online = { value: true }) {
    const events = new EventTarget();
    const storage = memoryQueueStorage();
    const sync = new CheckinSync({
      storage,
      send,
      debounceMs: 800,
      maxWaitMs: 3000,
      isOnline: () => online.value,
      random: () => 0.5,
      events,
    });
    sync.start();
    return { sync, storage, events, online };
  }

  test('groups marks made in quick succession into one batch after the pause', async () => {
    const sent: CheckinBody[] = [];
    const { sync } = engine((body) => {
      sent.push(body);
      return Promise.resolve(delivered(body));
    });
    sync.enqueue(mark('st-1', 'present'));
    await vi.advanceTimersByTimeAsync(500);
    sync.enqueue(mark('st-2', 'present'));
    expect(sync.getSnapshot().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.entries.map((e) => e.studentId)).toEqual(['st-1', 'st-2']);
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });
  });

  test('a teacher tapping without pause still gets a batch out within the max wait', async () => {
    const sent: CheckinBody[] = [];
    const { sync } = engine((body) => {
      sent.push(body);
      return Promise.resolve(delivered(body));
    });
    for (let i = 0; i < 8; i += 1) {
      sync.enqueue(mark(`st-${i}`, 'present'));
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(sent.length).toBeGreaterThanOrEqual(1);
  });

  test('a failed send is retried with the same batch id and the same entries, then delivered once', async () => {
    const sent: CheckinBody[] = [];
    let fail = 2;
    const { sync, storage } = engine((body) => {
      sent.push(body);
      if (fail > 0) {
        fail -= 1;
        return Promise.resolve({ kind: 'retry', offline: false, message: 'timeout' });
      }
      return Promise.resolve(delivered(body));
    });
    sync.enqueue(mark('st-1', 'present'));
    await vi.advanceTimersByTimeAsync(800);
    expect(sync.getSnapshot().status).toBe('retrying');
    expect(storage.saved.batches[0]?.attempts).toBe(1);
    // A mark made meanwhile waits for its own batch.
    sync.enqueue(mark('st-2', 'absent'));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.slice(0, 3).map((b) => b.batchId)).toEqual([
      sent[0]?.batchId,
      sent[0]?.batchId,
      sent[0]?.batchId,
    ]);
    expect(
      sent.slice(0, 3).every((b) => JSON.stringify(b.entries) === JSON.stringify(sent[0]?.entries)),
    ).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(4);
    expect(sent[3]?.entries.map((e) => e.studentId)).toEqual(['st-2']);
    expect(sync.getSnapshot().pending).toBe(0);
  });

  test('offline: nothing is sent until the online event, then everything goes out', async () => {
    const sent: CheckinBody[] = [];
    const online = { value: false };
    const { sync, events } = engine((body) => {
      sent.push(body);
      return Promise.resolve(delivered(body));
    }, online);
    sync.enqueue(mark('st-1', 'present'));
    sync.enqueue(mark('st-2', 'late'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(0);
    expect(sync.getSnapshot()).toMatchObject({ status: 'offline', pending: 2 });

    online.value = true;
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });
  });

  test('what an earlier visit left in storage goes out on start', async () => {
    const storage = memoryQueueStorage(
      run(
        { type: 'markQueued', mark: mark('st-9', 'excused') },
        { type: 'batchFormed', batchId: 'b-old-0001' },
      ),
    );
    const sent: CheckinBody[] = [];
    const sync = new CheckinSync({
      storage,
      send: (body) => {
        sent.push(body);
        return Promise.resolve(delivered(body));
      },
      isOnline: () => true,
      events: null,
    });
    expect(sync.getSnapshot().pending).toBe(1);
    sync.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((b) => b.batchId)).toEqual(['b-old-0001']);
    expect(storage.saved).toEqual(EMPTY_QUEUE);
  });

  test('a refusal keeps the marks as refused and moves on', async () => {
    const { sync } = engine(() =>
      Promise.resolve({ kind: 'refused', message: 'Aluno não encontrado nesta escola.' }),
    );
    sync.enqueue(mark('st-1', 'present'));
    await vi.advanceTimersByTimeAsync(800);
    expect(sync.getSnapshot()).toMatchObject({ pending: 0, lastError: 'Aluno não encontrado nesta escola.' });
    expect(sync.getSnapshot().queue.refused).toHaveLength(1);
    sync.dismissRefused();
    expect(sync.getSnapshot().queue.refused).toHaveLength(0);
  });

  test('stop() halts timers: nothing is sent after the page goes away', async () => {
    const sent: CheckinBody[] = [];
    const { sync, storage } = engine((body) => {
      sent.push(body);
      return Promise.resolve(delivered(body));
    });
    sync.enqueue(mark('st-1', 'present'));
    sync.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(0);
    expect(storage.saved.pending).toHaveLength(1);
  });
});
