export type TrendKind = 'up' | 'down' | 'flat' | 'new' | 'none';

/** How a figure moved against the period before: up or down by a share, the same, new, or nothing at all. */
export function trendOf(current: number, previous: number): { kind: TrendKind; share: number } {
  if (previous === 0) return { kind: current === 0 ? 'none' : 'new', share: 0 };
  const share = (current - previous) / previous;
  if (Math.abs(share) < 0.005) return { kind: 'flat', share: 0 };
  return { kind: share > 0 ? 'up' : 'down', share: Math.abs(share) };
}
