import { useEffect } from 'react';

/**
 * While `when` holds, closing or reloading the tab raises the browser's own "leave this page?"
 * confirmation (its wording is the browser's; a page cannot set it).
 */
export function useLeavePageWarning(when: boolean): void {
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
