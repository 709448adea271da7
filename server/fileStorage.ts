import { mkdirSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { DatabaseStorage, SeedKind } from '@/mocks/db/database';

let sequence = 0;

/**
 * Replaces `path` with `data` so that a reader (or a restart after a kill) sees either the old file
 * or the new one, never half of it: write a temporary file beside it, flush it to disk, then rename
 * it over the old one (a rename within one directory is atomic).
 */
export async function writeFileAtomic(path: string, data: string): Promise<void> {
  const temporary = `${path}.${process.pid}.${++sequence}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(data, 'utf8');
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Temporary files a killed process left beside `path` (never renamed, so never the data). */
function removeLeftovers(path: string): void {
  const prefix = `${basename(path)}.`;
  for (const name of readdirSync(dirname(path))) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) unlinkSync(join(dirname(path), name));
  }
}

/** The mock database kept in a JSON data file (`npm run api -- --data <file>`). */
export function fileDatabaseStorage(path: string, seed: SeedKind): DatabaseStorage {
  mkdirSync(dirname(path), { recursive: true });
  removeLeftovers(path);
  return {
    seed,
    read() {
      try {
        return readFileSync(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    write: (serialised) => writeFileAtomic(path, serialised),
  };
}
