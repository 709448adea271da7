import { useEffect, useState } from 'react';

/**
 * A search box bound to a URL filter: commits what is typed once typing pauses, and follows the outside
 * value (a cleared filter, the back button) at once.
 */
export function useSearchBox(external: string, commit: (value: string) => void, delayMs = 350) {
  const [text, setText] = useState(external);
  const [last, setLast] = useState(external);
  if (external !== last) {
    setLast(external);
    if (external !== text.trim()) setText(external);
  }
  useEffect(() => {
    if (text.trim() === external) return undefined;
    const timer = setTimeout(() => commit(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, external, commit, delayMs]);
  return [text, setText] as const;
}
