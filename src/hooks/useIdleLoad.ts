import { useEffect } from 'react';

/**
 * Starts `load` (a lazy module's import) once the browser is idle after the component mounts, when
 * `enabled`: a piece that opens on demand is then already here when asked for, even if the connection
 * has dropped since. A failed load is left to the piece's own load when it is asked for.
 */
export function useIdleLoad(load: () => Promise<unknown>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const warm = () => void load().catch(() => undefined);
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = window.setTimeout(warm, 200);
    return () => window.clearTimeout(id);
  }, [load, enabled]);
}
