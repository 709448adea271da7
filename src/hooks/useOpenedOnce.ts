import { useState } from 'react';

/**
 * True from the first render where `open` is true on: a lazy piece (a drawer, a dialog) mounts the first
 * time it opens and then stays mounted, so it closes as it opened and opens again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
