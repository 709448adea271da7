import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element (there from the first render) is on screen now, following it as the page scrolls
 * (useNearViewport answers once). False until the first observation and where IntersectionObserver is
 * missing.
 */
export function useOnScreen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, onScreen];
}
