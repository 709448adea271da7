/** Colours a personal event can take (the first is the spec's default). All keep white text readable. */
export const EVENT_COLORS = [
  { value: '#2196f3', nameId: 'calendar.color.blue' },
  { value: '#7e57c2', nameId: 'calendar.color.purple' },
  { value: '#00897b', nameId: 'calendar.color.teal' },
  { value: '#43a047', nameId: 'calendar.color.green' },
  { value: '#ef6c00', nameId: 'calendar.color.orange' },
  { value: '#e53935', nameId: 'calendar.color.red' },
  { value: '#d81b60', nameId: 'calendar.color.pink' },
  { value: '#546e7a', nameId: 'calendar.color.grey' },
] as const;

const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** #rgb / #rrggbb (or white/black) as [r, g, b] 0–255; null for anything else. */
export function parseColor(color: string): [number, number, number] | null {
  let value = NAMED[color.trim().toLowerCase()] ?? color.trim();
  value = value.replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3');
  if (!/^#[0-9a-f]{6}$/i.test(value)) return null;
  const n = parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21); 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The event's colour as painted behind its text: the same hue, deepened just enough for the text
 * (white by default, SPEC.md §3) to reach 4.5:1. The stored colour is never changed.
 */
export function readableBackground(color: string, text: string, minRatio = 4.5): string {
  const rgb = parseColor(color);
  if (!rgb || contrastRatio(color, text) >= minRatio) return color;
  const textIsLight = luminance(parseColor(text) ?? [255, 255, 255]) > 0.5;
  for (let step = 1; step <= 20; step += 1) {
    const f = step * 0.05;
    const mixed = textIsLight ? rgb.map((c) => c * (1 - f)) : rgb.map((c) => c + (255 - c) * f);
    const candidate = hex(mixed);
    if (contrastRatio(candidate, text) >= minRatio) return candidate;
  }
  return textIsLight ? '#000000' : '#ffffff';
}
