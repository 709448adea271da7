import type { IntlShape } from 'react-intl';
import type { AttendanceEntry } from '@/api/contract/domain';
import { parseLocalDate } from '@/utils/localDate';

/** A new guardian row of the student form. */
export const EMPTY_GUARDIAN = { name: '', phone: '', email: '', relation: 'Responsável' };

const RELATION_IDS: Record<string, string> = {
  Mãe: 'students.relation.mother',
  Pai: 'students.relation.father',
  Avó: 'students.relation.grandmother',
  Avô: 'students.relation.grandfather',
  Tia: 'students.relation.aunt',
  Tio: 'students.relation.uncle',
  Irmã: 'students.relation.sister',
  Irmão: 'students.relation.brother',
  Responsável: 'students.relation.guardian',
};

/** A guardian's relation in the user's language (stored in pt-BR; unknown ones as written). */
export function relationLabel(intl: IntlShape, relation: string): string {
  const id = RELATION_IDS[relation];
  return id ? intl.formatMessage({ id }) : relation;
}

export const STATUS_IDS: Record<AttendanceEntry['status'], string> = {
  present: 'students.attendance.present',
  late: 'students.attendance.late',
  absent: 'students.attendance.absent',
  excused: 'students.attendance.excused',
};

export const STATUS_COLORS = {
  present: 'success',
  late: 'warning',
  absent: 'error',
  excused: 'info',
} as const;

/** dd/mm/aaaa, the way Brazilian forms and spreadsheets write dates. */
export function brDate(iso: string): string {
  const [y = '', m = '', d = ''] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** Completed years at `today`. */
export function ageOf(birthDate: string, today = new Date()): number {
  const born = parseLocalDate(birthDate);
  let age = today.getFullYear() - born.getFullYear();
  const beforeBirthday =
    today.getMonth() < born.getMonth() ||
    (today.getMonth() === born.getMonth() && today.getDate() < born.getDate());
  if (beforeBirthday) age -= 1;
  return Math.max(0, age);
}

export const profilePath = (id: string) => `/empresa/perfil-aluno/${encodeURIComponent(id)}`;
