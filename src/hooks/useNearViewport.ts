import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes near the viewport (or after the first render where IntersectionObserver is missing),
 * so below-the-fold work — and the code it needs — waits until the page has painted what the visitor sees.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '200px',
): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  // Starts false everywhere, so a prerendered page and its hydration agree; a browser without
  // IntersectionObserver shows the content right after the first render.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}
