type UnauthorizedListener = () => void;
const listeners = new Set<UnauthorizedListener>();

/** The session subscribes here: a 401 on an authenticated call ends it. (No HTTP code here, so the boot path stays light.) */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitUnauthorized(): void {
  listeners.forEach((listener) => listener());
}
