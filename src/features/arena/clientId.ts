/** Names this browser to the survey's rate limit; random, kept so a reload stays the same browser. */
export const CLIENT_ID_KEY = 'lumi-arena-client';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The browser's survey id: read from localStorage, or made and stored on first use. */
export function arenaClientId(storage: Storage | null = browserStorage()): string {
  try {
    const stored = storage?.getItem(CLIENT_ID_KEY);
    if (stored) return stored;
    const id = randomId();
    storage?.setItem(CLIENT_ID_KEY, id);
    return id;
  } catch {
    // Private mode or a full storage: a fresh id for this page is still a valid id.
    return randomId();
  }
}

/** localStorage when there is one (not during prerendering, not when the browser refuses it). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
