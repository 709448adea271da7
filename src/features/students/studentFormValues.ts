import type { Student } from '@/api/contract/domain';
import { STUDENT_GRADES, type StudentFormValues } from '@/api/contract/students';
import { EMPTY_GUARDIAN } from './labels';

/** A new student: active, with one guardian to fill in. */
export const EMPTY_STUDENT: StudentFormValues = {
  name: '',
  birthDate: '',
  grade: '',
  classIds: [],
  status: 'active',
  guardians: [{ ...EMPTY_GUARDIAN, relation: 'Mãe' }],
};

const TOP_FIELDS: readonly string[] = ['name', 'birthDate', 'grade', 'classIds', 'status', 'guardians'];
const GUARDIAN_FIELD = /^guardians\.\d+\.(name|phone|email|relation)$/;

/** A student as the form edits it. */
export function valuesOf(student: Student): StudentFormValues {
  return {
    name: student.name,
    birthDate: student.birthDate,
    grade: student.grade,
    classIds: student.classIds,
    status: student.status,
    guardians: student.guardians.map((g) => ({
      name: g.name,
      phone: g.phone,
      email: g.email,
      relation: g.relation,
    })),
  };
}

/** Whether a server field error names a field of the form (others only show above it). */
export function isFormField(field: string): boolean {
  return TOP_FIELDS.includes(field) || GUARDIAN_FIELD.test(field);
}

/** The grades offered: the usual ones, the school's own, and the student's current one. */
export function gradeOptionsOf(grades: readonly string[], current: string | undefined): string[] {
  return [...new Set([...STUDENT_GRADES, ...grades, ...(current != null ? [current] : [])])];
}
