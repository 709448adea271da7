import { LARGE_SEED, NORMAL_SEED, seedDatabase } from './seed';
import type { Tables } from './types';

/** Bump when the shape of the seed changes, so stored demo data is rebuilt. */
const SCHEMA_VERSION = 5;
export const DB_STORAGE_KEY = 'lumi-mock-db';
/** localStorage flag: "large" seeds 10 000 students and 2 000 events for performance work. */
export const SEED_FLAG_KEY = 'lumi-mock-seed';

interface Stored {
  version: number;
  seed: 'normal' | 'large';
  day: string;
  tables: Tables;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function seedKind(): 'normal' | 'large' {
  return storage()?.getItem(SEED_FLAG_KEY) === 'large' ? 'large' : 'normal';
}

/**
 * The mock API's database: typed tables seeded deterministically. In the browser it persists to
 * localStorage (a purchase survives a reload); in tests it lives in memory and is reset per test.
 */
class MockDatabase {
  private data: Tables | null = null;
  private pristine: Tables | null = null;
  private persistent = false;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;

  get tables(): Tables {
    this.data ??= this.fresh();
    return this.data;
  }

  /** Browser mode: load what an earlier visit stored, or seed anew. */
  enablePersistence(): void {
    this.persistent = true;
    // A reload right after a write (within the save delay) must not lose it.
    if (typeof window !== 'undefined')
      window.addEventListener('pagehide', () => {
        if (!this.saveTimer) return;
        clearTimeout(this.saveTimer);
        this.saveTimer = null;
        this.saveNow();
      });
    const raw = storage()?.getItem(DB_STORAGE_KEY);
    if (raw) {
      try {
        const stored = JSON.parse(raw) as Stored;
        if (stored.version === SCHEMA_VERSION && stored.seed === seedKind()) {
          this.data = stored.tables;
          return;
        }
      } catch {
        // Unreadable: seed anew below.
      }
    }
    this.data = this.fresh();
    this.saveNow();
  }

  /** Call after every write; saves shortly after so a burst of writes costs one save. */
  changed(): void {
    if (!this.persistent) return;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      this.saveNow();
    }, 150);
  }

  saveNow(): void {
    if (!this.persistent || !this.data) return;
    const stored: Stored = {
      version: SCHEMA_VERSION,
      seed: seedKind(),
      day: new Date().toDateString(),
      tables: this.data,
    };
    try {
      storage()?.setItem(DB_STORAGE_KEY, JSON.stringify(stored));
    } catch (error) {
      // The large seed can exceed the quota: it then lives in memory only.
      console.warn('Mock database not persisted', error);
    }
  }

  /** Back to the seeded world (the "reset demo data" action; every test starts here). */
  reset(): void {
    this.data = this.fresh();
    this.saveNow();
  }

  private fresh(): Tables {
    const kind = seedKind();
    if (kind === 'large') return seedDatabase(LARGE_SEED);
    this.pristine ??= seedDatabase(NORMAL_SEED);
    return structuredClone(this.pristine);
  }
}

export const db = new MockDatabase();
