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

/** Lower case without accents, so "joao" finds "João". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
