import { useEffect, useState } from 'react';

export interface Countdown {
  remainingMs: number;
  expired: boolean;
  /** mm:ss */
  label: string;
}

export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Time left until `deadline` (ISO), ticking every second; null deadline counts as not running. */
export function useCountdown(deadline: string | null | undefined): Countdown {
  const [now, setNow] = useState(() => Date.now());
  const end = deadline ? Date.parse(deadline) : Number.NaN;
  const running = !Number.isNaN(end) && end > now;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, end]);

  const remainingMs = Number.isNaN(end) ? 0 : Math.max(0, end - now);
  return {
    remainingMs,
    expired: !Number.isNaN(end) && remainingMs === 0,
    label: formatRemaining(remainingMs),
  };
}

/** Whether `deadline` (ISO) has passed; wakes once at the deadline instead of ticking. */
export function useDeadlinePassed(deadline: string | null | undefined): boolean {
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (!deadline) return undefined;
    const wait = Math.max(0, Date.parse(deadline) - Date.now());
    const timer = setTimeout(() => setPassed(deadline), wait);
    return () => clearTimeout(timer);
  }, [deadline]);
  return deadline != null && passed === deadline;
}
