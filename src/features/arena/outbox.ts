import { z } from 'zod/mini';
import { arenaMatchBodySchema, type ArenaMatchBody } from '@/api/contract/arena';
import { browserStorage } from './clientId';

/**
 * Match results that could not reach the server (no connection), kept per signed-in user in
 * localStorage and sent again when the browser is back online or the page opens next time. Each entry
 * keeps its idempotency key, so a result sent twice is recorded once.
 */
export interface PendingMatch {
  key: string;
  body: ArenaMatchBody;
}

export const OUTBOX_PREFIX = 'lumi-arena-outbox:';
/** A phone offline for weeks keeps the latest results, not an ever-growing list. */
export const OUTBOX_MAX = 20;

const storedSchema = z.array(z.object({ key: z.string().check(z.minLength(1)), body: arenaMatchBodySchema }));

const outboxKey = (userId: string) => `${OUTBOX_PREFIX}${userId}`;

/** The user's waiting results, oldest first; anything unreadable counts as nothing. */
export function readOutbox(userId: string, storage: Storage | null = browserStorage()): PendingMatch[] {
  try {
    const raw = storage?.getItem(outboxKey(userId));
    if (!raw) return [];
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeOutbox(userId: string, items: readonly PendingMatch[], storage: Storage | null): void {
  try {
    if (items.length === 0) storage?.removeItem(outboxKey(userId));
    else storage?.setItem(outboxKey(userId), JSON.stringify(items));
  } catch {
    // A full or refused storage loses only the retry, never the match on screen.
  }
}

/** Keeps a result for later; the same key twice is kept once. */
export function addToOutbox(
  userId: string,
  item: PendingMatch,
  storage: Storage | null = browserStorage(),
): PendingMatch[] {
  const items = [...readOutbox(userId, storage).filter((i) => i.key !== item.key), item].slice(-OUTBOX_MAX);
  writeOutbox(userId, items, storage);
  return items;
}

/** Forgets a result the server has answered for. */
export function removeFromOutbox(
  userId: string,
  key: string,
  storage: Storage | null = browserStorage(),
): PendingMatch[] {
  const items = readOutbox(userId, storage).filter((i) => i.key !== key);
  writeOutbox(userId, items, storage);
  return items;
}
