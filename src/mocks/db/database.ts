import { LARGE_SEED, NORMAL_SEED, seedDatabase } from './seed';
import type { Tables } from './types';

/** Bump when the shape of the seed changes, so stored demo data is rebuilt. */
export const SCHEMA_VERSION = 11;
export const DB_STORAGE_KEY = 'lumi-mock-db';
/** localStorage flag: "large" seeds 10 000 students and 2 000 events for performance work. */
export const SEED_FLAG_KEY = 'lumi-mock-seed';

export type SeedKind = 'normal' | 'large';

/** What is persisted: the tables, tagged with the schema version and the seed they grew from. */
export interface StoredDatabase {
  version: number;
  seed: SeedKind;
  day: string;
  tables: Tables;
}

/**
 * Where the database lives between runs: localStorage in the browser, a data file when `npm run api`
 * serves the same handlers over HTTP. `write` gets a consistent snapshot (already serialised) and may
 * finish later; the database never starts a second write before the first one has settled.
 */
export interface DatabaseStorage {
  readonly seed: SeedKind;
  read(): string | null;
  write(serialised: string): Promise<void> | undefined;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The browser mock's storage: localStorage, with the seed size chosen in the demo tools. */
export const localStorageDatabase: DatabaseStorage = {
  get seed(): SeedKind {
    return browserStorage()?.getItem(SEED_FLAG_KEY) === 'large' ? 'large' : 'normal';
  },
  read: () => browserStorage()?.getItem(DB_STORAGE_KEY) ?? null,
  write: (serialised) => {
    try {
      browserStorage()?.setItem(DB_STORAGE_KEY, serialised);
    } catch (error) {
      // The large seed can exceed the quota: it then lives in memory only.
      console.warn('Mock database not persisted', error);
    }
    return undefined;
  },
};

/** Longest a write waits before it is saved; a burst of writes inside it costs one save. */
const SAVE_DELAY_MS = 150;
/** Longest a due save then waits for the page to be idle (browser only). */
const IDLE_SAVE_TIMEOUT_MS = 1000;

/**
 * The mock API's database: typed tables seeded deterministically. In the browser it persists to
 * localStorage (a purchase survives a reload), under `npm run api` to a data file; in tests it lives
 * in memory and is reset per test.
 */
class MockDatabase {
  private data: Tables | null = null;
  /** The normal world as seeded, and the local day it was seeded on (its dates run from that day). */
  private pristine: { day: string; tables: Tables } | null = null;
  private storage: DatabaseStorage | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private idleSave: number | null = null;
  private writing: Promise<void> | null = null;
  private dirtyWhileWriting = false;

  get tables(): Tables {
    this.data ??= this.fresh();
    return this.data;
  }

  /** The seed a reset grows: the storage's choice, normal in memory. */
  get seed(): SeedKind {
    return this.storage?.seed ?? 'normal';
  }

  /**
   * Persist from now on: load what an earlier run stored (same schema and seed), or seed anew.
   * Answers whether stored data was loaded.
   */
  enablePersistence(storage: DatabaseStorage = localStorageDatabase): boolean {
    this.storage = storage;
    const raw = storage.read();
    if (raw) {
      try {
        const stored = JSON.parse(raw) as StoredDatabase;
        if (stored.version === SCHEMA_VERSION && stored.seed === storage.seed) {
          this.data = stored.tables;
          return true;
        }
      } catch {
        // Unreadable: seed anew below.
      }
    }
    this.data = this.fresh();
    this.saveNow();
    return false;
  }

  /** Back to memory only, once pending saves are written (a server stopping, a test ending). */
  async disablePersistence(): Promise<void> {
    await this.flush();
    this.storage = null;
  }

  /**
   * Call after every write. Saves at most SAVE_DELAY_MS later: the timer is not pushed back by
   * further writes, so a steady stream of requests cannot postpone the save for ever.
   */
  changed(): void {
    if (!this.storage || this.saveTimer || this.idleSave !== null) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      // In the browser the save (the whole database serialised on the page's thread) waits for a
      // moment the page is idle, so it never lands between a tap and its answer; at most a second.
      if (typeof requestIdleCallback === 'function') {
        this.idleSave = requestIdleCallback(
          () => {
            this.idleSave = null;
            this.saveNow();
          },
          { timeout: IDLE_SAVE_TIMEOUT_MS },
        );
      } else this.saveNow();
    }, SAVE_DELAY_MS);
  }

  /** Saves a pending change at once (page hidden, server stopping). */
  flush(): Promise<void> {
    if (this.saveTimer || this.idleSave !== null) {
      if (this.saveTimer) clearTimeout(this.saveTimer);
      if (this.idleSave !== null) cancelIdleCallback(this.idleSave);
      this.saveTimer = null;
      this.idleSave = null;
      this.saveNow();
    }
    return this.settled();
  }

  /** Resolves once no save is running or queued. */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  saveNow(): void {
    const storage = this.storage;
    if (!storage || !this.data) return;
    if (this.writing) {
      // One write at a time; the latest state is saved once the running write ends.
      this.dirtyWhileWriting = true;
      return;
    }
    const stored: StoredDatabase = {
      version: SCHEMA_VERSION,
      seed: storage.seed,
      day: new Date().toDateString(),
      tables: this.data,
    };
    const pending = storage.write(JSON.stringify(stored));
    if (!pending) return;
    this.writing = pending
      .catch((error: unknown) => {
        console.error('Mock database not saved', error);
      })
      .finally(() => {
        this.writing = null;
        if (this.dirtyWhileWriting) {
          this.dirtyWhileWriting = false;
          this.saveNow();
        }
      });
  }

  /** Back to the seeded world (the "reset demo data" action; every test starts here). */
  reset(): void {
    this.data = this.fresh();
    this.saveNow();
  }

  private fresh(): Tables {
    if (this.seed === 'large') return seedDatabase(LARGE_SEED);
    // Kept for the day it grew on: a reset after midnight (or under a test's fixed clock) seeds anew,
    // so "today" in the demo world is always the visitor's today.
    const day = new Date().toDateString();
    if (this.pristine?.day !== day) this.pristine = { day, tables: seedDatabase(NORMAL_SEED) };
    return structuredClone(this.pristine.tables);
  }
}

export const db = new MockDatabase();
