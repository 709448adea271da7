import { useEffect, useEffectEvent, useState } from 'react';

interface DebouncedTextOptions {
  /** The pause in typing after which the text is committed. */
  delayMs?: number;
  /** What is committed for the typed text (e.g. trimmed); the box itself keeps what was typed. */
  normalize?: (text: string) => string;
}

/**
 * A text box bound to an outside value (usually a URL parameter) that commits what is typed after a
 * pause, so a long list is asked once per pause, not once per key.
 *
 * - When the outside value changes by itself (back button, "clear filters"), the box follows it.
 * - When it is our own commit coming back (the router renders it in a transition, possibly after
 *   more typing), the box keeps what the user has typed since: typed text is never overwritten by the
 *   echo of an older value.
 *
 * Returns `[text, setText, flush]`: `flush` commits the typed text at once (e.g. on Enter).
 */
export function useDebouncedText(
  value: string,
  commit: (text: string) => void,
  { delayMs = 300, normalize = (text: string) => text }: DebouncedTextOptions = {},
) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const [committed, setCommitted] = useState<string | null>(null);
  if (value !== synced) {
    setSynced(value);
    setCommitted(null);
    if (value !== committed) setText(value);
  }

  const wanted = normalize(text);
  const onSettled = useEffectEvent((settled: string) => {
    setCommitted(settled);
    commit(settled);
  });
  useEffect(() => {
    if (wanted === value) return undefined;
    const timer = setTimeout(() => onSettled(wanted), delayMs);
    return () => clearTimeout(timer);
  }, [wanted, value, delayMs]);

  const flush = () => {
    if (wanted === value) return;
    setCommitted(wanted);
    commit(wanted);
  };

  return [text, setText, flush] as const;
}
