import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A text field bound to a URL parameter that commits what is typed after a pause, so a 10 000-student
 * list is asked once per pause, not once per key. When the parameter changes by itself (back button,
 * "clear filters"), the field follows it; when it is our own commit coming back (the router renders
 * it in a transition, possibly after more typing), the field keeps what the user has typed since.
 */
export function useDebouncedText(
  value: string,
  commit: (text: string) => void,
  {
    delayMs = 300,
    normalize = (text: string) => text,
  }: { delayMs?: number; normalize?: (text: string) => string } = {},
) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const [committed, setCommitted] = useState<string | null>(null);
  if (value !== synced) {
    setSynced(value);
    setCommitted(null);
    if (value !== committed) setText(value);
  }

  const onSettled = useEffectEvent((settled: string) => {
    setCommitted(settled);
    commit(settled);
  });
  const wanted = normalize(text);
  useEffect(() => {
    if (wanted === value) return;
    const timer = setTimeout(() => onSettled(wanted), delayMs);
    return () => clearTimeout(timer);
  }, [wanted, value, delayMs]);

  return [text, setText] as const;
}
