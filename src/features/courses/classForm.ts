import dayjs from 'dayjs';
import type { Control } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  courseClassFields,
  scheduleModeOf,
  scheduleProblems,
  type CourseClassBody,
} from '@/api/contract/courses';
import type { CourseClass } from '@/api/contract/domain';

/** The class (turma) form: the payload's fields, a teacher that may be none, and how it is scheduled. */
export const classFormSchema = z
  .extend(z.omit(courseClassFields, { courseId: true, teacherId: true }), {
    teacherId: z.string(),
    mode: z.enum(['weekly', 'dates']),
  })
  .check(
    z.superRefine((v, ctx) => {
      for (const [field, message] of Object.entries(scheduleProblems(v, v.mode)))
        ctx.addIssue({ code: 'custom', path: [field], message });
    }),
  );
export type ClassFormInput = z.input<typeof classFormSchema>;
export type ClassFormValues = z.output<typeof classFormSchema>;
export type ClassFormControl = Control<ClassFormInput, unknown, ClassFormValues>;

/** The fields the server may name in its answer, in the form's order. */
export const CLASS_FORM_FIELDS = [
  'title',
  'room',
  'teacherId',
  'weekdays',
  'dates',
  'startTime',
  'endTime',
  'startDate',
  'endDate',
] as const;

export function classFormDefaults(cls: CourseClass | null, suggestedTitle: string): ClassFormInput {
  if (cls)
    return {
      title: cls.title,
      room: cls.room,
      teacherId: cls.teacherId ?? '',
      mode: scheduleModeOf(cls),
      weekdays: cls.weekdays,
      dates: cls.dates ?? [],
      startTime: cls.startTime,
      endTime: cls.endTime,
      startDate: cls.startDate,
      endDate: cls.endDate,
    };
  const today = dayjs();
  return {
    title: suggestedTitle,
    room: '',
    teacherId: '',
    mode: 'weekly',
    weekdays: [],
    dates: [],
    startTime: '14:00',
    endTime: '15:00',
    startDate: today.format('YYYY-MM-DD'),
    endDate: today.add(4, 'month').format('YYYY-MM-DD'),
  };
}

/** The payload: a weekly class keeps its period; a dated one runs from its first date to its last. */
export function classBody(courseId: string, values: ClassFormValues): CourseClassBody {
  const dated = values.mode === 'dates';
  const sorted = [...values.dates].sort();
  return {
    courseId,
    title: values.title,
    room: values.room,
    teacherId: values.teacherId || null,
    weekdays: dated ? [] : [...values.weekdays].sort((a, b) => a - b),
    dates: dated ? sorted : [],
    startTime: values.startTime,
    endTime: values.endTime,
    startDate: dated ? (sorted[0] ?? values.startDate) : values.startDate,
    endDate: dated ? (sorted.at(-1) ?? values.endDate) : values.endDate,
  };
}
