import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A search box bound to a URL parameter: what is typed is committed after a pause, and when the
 * parameter changes by itself (back button, "clear filters") the box follows it.
 */
export function useDebouncedText(value: string, commit: (text: string) => void, delayMs = 350) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  const onSettled = useEffectEvent((settled: string) => commit(settled));
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);
  return [text, setText] as const;
}
