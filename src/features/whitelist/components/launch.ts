/**
 * The launch the coming-soon pages count down to: a fixed moment (09:00 in São Paulo), so every visitor
 * and every test sees the same countdown for the same clock.
 */
export const LAUNCH_AT = '2027-03-01T09:00:00-03:00';

export interface LaunchParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Milliseconds left, split into whole days, hours, minutes and seconds (a started second counts). */
export function launchParts(remainingMs: number): LaunchParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3_600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}
