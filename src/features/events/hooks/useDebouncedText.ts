import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A text field bound to an outside value (a URL parameter) that commits what is typed after a pause.
 * When the outside value changes by itself (back button, "clear filters"), the field follows it.
 */
export function useDebouncedText(value: string, commit: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }

  const onSettled = useEffectEvent((settled: string) => commit(settled));
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return [text, setText] as const;
}
