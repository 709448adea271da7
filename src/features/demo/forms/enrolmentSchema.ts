import { z } from 'zod/mini';
import { DATE_MIN } from '@/config';
import { isValidBrMobile, isValidCpf, onlyDigits } from '@/utils/br';
import { addDays, isoDayProblem, todayIso } from '@/utils/localDate';
import { SHIFTS } from '../data/courses';

/** The oldest a child enrolled in a course may be: younger than 18 on the day of the enrolment. */
const CHILD_MAX_YEARS = 18;

/** The earliest birth date of a child under CHILD_MAX_YEARS today (YYYY-MM-DD). */
function childBirthLimit(today: string): string {
  return addDays(`${String(Number(today.slice(0, 4)) - CHILD_MAX_YEARS)}${today.slice(4)}`, 1);
}

const personName = (requiredId: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredId),
      z.minLength(3, 'demo.enrol.error.name.short'),
      z.maxLength(80, 'demo.enrol.error.name.long'),
    );

export const guardianSchema = z.object({
  guardianName: personName('demo.enrol.error.guardianName.required'),
  cpf: z.string().check(
    z.minLength(1, 'demo.enrol.error.cpf.required'),
    z.refine((value) => onlyDigits(value).length === 11, 'demo.enrol.error.cpf.length'),
    z.refine(isValidCpf, 'demo.enrol.error.cpf.invalid'),
  ),
  phone: z
    .string()
    .check(
      z.minLength(1, 'demo.enrol.error.phone.required'),
      z.refine(isValidBrMobile, 'demo.enrol.error.phone.invalid'),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'demo.enrol.error.email.required'),
      z.maxLength(120, 'demo.enrol.error.email.invalid'),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'demo.enrol.error.email.invalid'),
    ),
});

export const childSchema = z.object({
  childName: personName('demo.enrol.error.childName.required'),
  birthDate: z.string().check(
    z.minLength(1, 'demo.enrol.error.birthDate.required'),
    z.refine((value) => isoDayProblem(value) !== 'format', 'demo.enrol.error.birthDate.format'),
    z.refine((value) => isoDayProblem(value) !== 'nonexistent', 'demo.enrol.error.birthDate.nonexistent'),
    // Today in the device's local time: in UTC, tomorrow would pass from 21:00 in Brazil.
    z.refine((value) => value <= todayIso(), 'demo.enrol.error.birthDate.future'),
    z.refine(
      (value) => value >= DATE_MIN && value >= childBirthLimit(todayIso()),
      'demo.enrol.error.birthDate.tooOld',
    ),
  ),
  course: z.string().check(z.minLength(1, 'demo.enrol.error.course.required')),
  shift: z
    .string()
    .check(
      z.refine((value) => (SHIFTS as readonly string[]).includes(value), 'demo.enrol.error.shift.required'),
    ),
});

/** The whole enrolment; the validation demo asks for the rules to be accepted, the wizard does not. */
export const enrolmentSchema = z.extend(z.extend(guardianSchema, childSchema.shape), { terms: z.boolean() });
export type EnrolmentValues = z.infer<typeof enrolmentSchema>;

export const EMPTY_ENROLMENT: EnrolmentValues = {
  guardianName: '',
  cpf: '',
  phone: '',
  email: '',
  childName: '',
  birthDate: '',
  course: '',
  shift: '',
  terms: false,
};

export const GUARDIAN_FIELDS = Object.keys(guardianSchema.shape) as (keyof EnrolmentValues)[];
export const CHILD_FIELDS = Object.keys(childSchema.shape) as (keyof EnrolmentValues)[];
