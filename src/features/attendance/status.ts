import type { AttendanceEntry } from '@/api/contract/domain';

export type AttendanceStatus = AttendanceEntry['status'];
/** A student's mark on the screen; null is "not marked yet". */
export type MarkStatus = AttendanceStatus | null;

export const STATUSES: readonly AttendanceStatus[] = ['present', 'absent', 'late', 'excused'];

/** One tap: present → absent → late → excused → not marked → present. */
export function nextStatus(current: MarkStatus): MarkStatus {
  if (current === null) return 'present';
  const index = STATUSES.indexOf(current);
  return STATUSES[index + 1] ?? null;
}

export function statusLabelId(status: MarkStatus): string {
  return `attendance.status.${status ?? 'unmarked'}`;
}

/**
 * Letters that set a status from the keyboard: P/A/L/E (present, absent, late, excused), plus the
 * Portuguese initials F (falta), T (atraso) and J (justificada); Delete/Backspace/U clear.
 */
export function statusForKey(key: string): MarkStatus | undefined {
  switch (key.toLowerCase()) {
    case 'p':
      return 'present';
    case 'a':
    case 'f':
      return 'absent';
    case 'l':
    case 't':
      return 'late';
    case 'e':
    case 'j':
      return 'excused';
    case 'u':
    case 'delete':
    case 'backspace':
      return null;
    default:
      return undefined;
  }
}

/** Palette colour of each status (theme tokens, so both modes keep their contrast). */
export const STATUS_COLOR = {
  present: 'success',
  absent: 'error',
  late: 'warning',
  excused: 'info',
} as const satisfies Record<AttendanceStatus, string>;

/** Today (local) as YYYY-MM-DD. */
export function todayIso(now = Date.now()): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Initials for an avatar without a photo: first and last name. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Lower case without accents, so "joao" finds "João". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
