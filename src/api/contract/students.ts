import { z } from 'zod/mini';
import { DATE_MAX, DATE_MIN } from '@/config';
import { isValidBrMobile } from '@/utils/br';
import { isoDayProblem, readBrDate, todayIso } from '@/utils/localDate';
import { e, company, listQuery, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

// Messages are ids: the forms show them in the user's language, the mock answers them in pt-BR.

/** School grades offered by the forms and filters, in school order (also the order of the grade sort). */
export const STUDENT_GRADES = [
  'Infantil 4',
  'Infantil 5',
  '1º ano',
  '2º ano',
  '3º ano',
  '4º ano',
  '5º ano',
  '6º ano',
  '7º ano',
  '8º ano',
  '9º ano',
  '1ª série EM',
  '2ª série EM',
  '3ª série EM',
] as const;

/** How a guardian relates to the student; stored in pt-BR as schools write it. */
export const GUARDIAN_RELATIONS = [
  'Mãe',
  'Pai',
  'Avó',
  'Avô',
  'Tia',
  'Tio',
  'Irmã',
  'Irmão',
  'Responsável',
] as const;

export const MAX_GUARDIANS = 4;
export const MAX_IMPORT_ROWS = 5000;

/** Lower case without accents: how names are compared and searched ("Joao" finds "João"). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The students list's search as the server reads it (GET Student/list `search`): folded words that
 * must each be in the student's or a guardian's name or a guardian's e-mail, or, for digits only, a
 * piece of a guardian's phone.
 */
export interface StudentSearch {
  words: string[];
  /** The search's digits; a phone search when `byPhone`. */
  digits: string;
  byPhone: boolean;
}

export function parseStudentSearch(text: string): StudentSearch {
  const folded = foldText(text);
  const digits = folded.replace(/\D/g, '');
  return {
    words: folded.split(' ').filter(Boolean),
    digits,
    byPhone: digits.length >= 4 && /^[\d\s().+-]+$/.test(folded),
  };
}

/** A guardian's field that put a student in the results of a search. */
export interface StudentSearchMatch {
  field: 'guardianName' | 'guardianEmail' | 'guardianPhone';
  guardian: d.Guardian;
}

/**
 * Why a student is in the results of a search, when their own name does not say it (a search for
 * "lucas" finds the children of every Lucas): each guardian whose name, e-mail or phone holds what
 * the name lacks. Empty when the name says it all, or for no search.
 */
export function studentSearchMatches(
  student: Pick<d.Student, 'name' | 'guardians'>,
  search: StudentSearch,
): StudentSearchMatch[] {
  if (search.byPhone)
    return student.guardians
      .filter((guardian) => guardian.phone.includes(search.digits))
      .map((guardian) => ({ field: 'guardianPhone', guardian }));
  const name = foldText(student.name);
  const rest = search.words.filter((word) => !name.includes(word));
  if (rest.length === 0) return [];
  return student.guardians.flatMap((guardian): StudentSearchMatch[] => {
    const guardianName = foldText(guardian.name);
    if (rest.some((word) => guardianName.includes(word))) return [{ field: 'guardianName', guardian }];
    const email = guardian.email.toLowerCase();
    if (rest.some((word) => email.includes(word))) return [{ field: 'guardianEmail', guardian }];
    return [];
  });
}

const personName = (prefix: 'name' | 'guardianName') =>
  z
    .string({ error: `students.validation.${prefix}.required` })
    .check(
      z.trim(),
      z.minLength(1, `students.validation.${prefix}.required`),
      z.minLength(3, `students.validation.${prefix}.short`),
      z.maxLength(120, `students.validation.${prefix}.max`),
    );

export const birthDateSchema = z.string({ error: 'students.validation.birthDate.required' }).check(
  z.minLength(1, 'students.validation.birthDate.required'),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'students.validation.birthDate.invalid'),
  z.refine((v) => isoDayProblem(v) !== 'nonexistent', 'students.validation.birthDate.nonexistent'),
  z.refine((v) => v >= DATE_MIN && v <= DATE_MAX, 'students.validation.birthDate.range'),
  z.refine((v) => v <= todayIso(), 'students.validation.birthDate.future'),
);

/** A guardian's mobile: stored as digits, a Brazilian mobile with DDD. */
const guardianPhoneSchema = z
  .pipe(
    z.string({ error: 'students.validation.guardianPhone.required' }),
    z.transform((value) => value.replace(/\D/g, '').replace(/^55(?=\d{11}$)/, '')),
  )
  .check(
    z.refine((v) => v.length > 0, 'students.validation.guardianPhone.required'),
    z.refine(isValidBrMobile, 'validation.phone.invalid'),
  );

export const guardianInputSchema = z.object({
  name: personName('guardianName'),
  phone: guardianPhoneSchema,
  email: z.string().check(
    z.trim(),
    z.maxLength(254, 'validation.email.max'),
    z.refine((v) => v === '' || z.email().safeParse(v).success, 'validation.email.invalid'),
  ),
  relation: z
    .string({ error: 'students.validation.relation.required' })
    .check(
      z.trim(),
      z.minLength(1, 'students.validation.relation.required'),
      z.maxLength(40, 'students.validation.relation.required'),
    ),
});
export type GuardianInput = z.input<typeof guardianInputSchema>;

const studentFields = z.object({
  name: personName('name'),
  birthDate: birthDateSchema,
  grade: z
    .string({ error: 'students.validation.grade.required' })
    .check(
      z.trim(),
      z.minLength(1, 'students.validation.grade.required'),
      z.maxLength(40, 'students.validation.grade.required'),
    ),
  classIds: z.array(z.string().check(z.minLength(1))).check(z.maxLength(30)),
  status: d.studentSchema.shape.status,
  guardians: z
    .array(guardianInputSchema)
    .check(
      z.minLength(1, 'students.validation.guardians.min'),
      z.maxLength(MAX_GUARDIANS, 'students.validation.guardians.max'),
    ),
});

/** Two guardians of one student never share a phone. */
function uniqueGuardianPhones(
  value: { guardians?: { phone: string }[] | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  const seen = new Set<string>();
  value.guardians?.forEach((g, index) => {
    if (!g.phone) return;
    if (seen.has(g.phone))
      ctx.addIssue({
        code: 'custom',
        path: ['guardians', index, 'phone'],
        message: 'students.validation.guardianPhone.repeated',
      });
    seen.add(g.phone);
  });
}

/** Body of Student/create; the edit dialog validates with it too. */
export const studentBodySchema = studentFields.check(z.superRefine(uniqueGuardianPhones));
export type StudentFormValues = z.input<typeof studentBodySchema>;
export type StudentBody = z.output<typeof studentBodySchema>;

/** Body of Student/update/:id (PATCH): any subset of the create fields, e.g. `{ status: 'inactive' }`. */
export const studentUpdateSchema = z.partial(studentFields).check(z.superRefine(uniqueGuardianPhones));
export type StudentUpdateBody = z.output<typeof studentUpdateSchema>;

/** Filters of the list and of the export. */
export const studentFilterQuery = z.object({
  search: z.optional(z.string()),
  sort: z.optional(z.string()),
  classId: z.optional(z.string()),
  grade: z.optional(z.string()),
  status: z.optional(z.enum(['active', 'inactive'])),
});
export const STUDENT_SORT_FIELDS = ['name', 'birthDate', 'grade', 'status', 'createdAt'] as const;

/** A class (turma) of the school as the student forms list it. */
export const studentClassOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
});
export type StudentClassOption = z.infer<typeof studentClassOptionSchema>;
export const studentOptionsSchema = z.object({
  classes: z.array(studentClassOptionSchema),
  grades: z.array(z.string()),
});
export type StudentOptions = z.infer<typeof studentOptionsSchema>;

// -------------------------------------------------------------------------------------------------
// CSV import: the file's columns, and the row check shared by the preview and the server.

export type ImportField =
  | 'name'
  | 'birthDate'
  | 'grade'
  | 'classes'
  | 'status'
  | 'guardianName'
  | 'guardianPhone'
  | 'guardianEmail'
  | 'guardianRelation'
  | 'guardian2Name'
  | 'guardian2Phone'
  | 'guardian2Email'
  | 'guardian2Relation';

/**
 * Columns of the import file and of the export, headers in pt-BR (a file format, the same in every
 * language), with the other spellings a spreadsheet may carry. The export writes these headers, so an
 * exported file imports back.
 */
export const IMPORT_COLUMNS: readonly { key: ImportField; header: string; aliases: readonly string[] }[] = [
  { key: 'name', header: 'Nome do aluno', aliases: ['nome', 'aluno', 'aluno(a)', 'nome completo', 'name'] },
  {
    key: 'birthDate',
    header: 'Data de nascimento',
    aliases: ['nascimento', 'data nascimento', 'data de nascimento (dd/mm/aaaa)', 'birth date'],
  },
  { key: 'grade', header: 'Série', aliases: ['serie', 'ano', 'ano/serie', 'grade'] },
  { key: 'classes', header: 'Turmas', aliases: ['turma', 'classes'] },
  { key: 'status', header: 'Situação', aliases: ['situacao', 'status'] },
  {
    key: 'guardianName',
    header: 'Responsável',
    aliases: ['responsavel', 'responsavel 1', 'nome do responsavel', 'guardian'],
  },
  {
    key: 'guardianPhone',
    header: 'Celular do responsável',
    aliases: ['celular', 'telefone', 'celular do responsavel 1', 'telefone do responsavel', 'phone'],
  },
  {
    key: 'guardianEmail',
    header: 'E-mail do responsável',
    aliases: ['email', 'e-mail', 'email do responsavel', 'e-mail do responsavel 1'],
  },
  {
    key: 'guardianRelation',
    header: 'Parentesco',
    aliases: ['parentesco 1', 'relacao', 'parentesco do responsavel'],
  },
  { key: 'guardian2Name', header: 'Responsável 2', aliases: ['nome do responsavel 2'] },
  { key: 'guardian2Phone', header: 'Celular do responsável 2', aliases: ['telefone do responsavel 2'] },
  { key: 'guardian2Email', header: 'E-mail do responsável 2', aliases: ['email do responsavel 2'] },
  { key: 'guardian2Relation', header: 'Parentesco 2', aliases: [] },
];

/** The import's row: file columns mapped to their keys, values as typed in the file. */
export type ImportRow = Partial<Record<ImportField, string>>;

export interface ImportRowError {
  field: ImportField;
  /** A message id (students.import.error.* or a validation id). */
  code: string;
}

export interface ImportContext {
  /** The school's classes by folded title. */
  classByTitle: ReadonlyMap<string, string>;
  /** Folded "name|birthDate" of the school's students (duplicates of existing ones). */
  existing?: ReadonlySet<string>;
  today?: string;
}

export const duplicateKey = (name: string, birthDate: string) => `${foldText(name)}|${birthDate}`;

function importStatus(value: string): 'active' | 'inactive' | null {
  const folded = foldText(value);
  if (folded === '' || folded === 'ativo' || folded === 'active') return 'active';
  if (folded === 'inativo' || folded === 'inactive') return 'inactive';
  return null;
}

/**
 * Checks rows of an import and turns the good ones into create bodies. The preview runs it in the
 * browser; Student/import runs it again with the school's existing students before saving anything.
 */
export function checkImportRows(
  rows: readonly ImportRow[],
  context: ImportContext,
): { bodies: (StudentBody | null)[]; errors: ImportRowError[][] } {
  const today = context.today ?? todayIso();
  const inFile = new Set<string>();
  const bodies: (StudentBody | null)[] = [];
  const errors: ImportRowError[][] = [];
  for (const row of rows) {
    const rowErrors: ImportRowError[] = [];
    const add = (field: ImportField, code: string) => rowErrors.push({ field, code });
    const text = (field: ImportField) => (row[field] ?? '').trim();

    const name = text('name');
    if (!name) add('name', 'students.import.error.nameMissing');
    else if (name.length < 3 || name.length > 120) add('name', 'students.import.error.nameLength');

    const rawDate = text('birthDate');
    const read = rawDate ? readBrDate(rawDate) : null;
    const birthDate = read && 'iso' in read ? read.iso : null;
    if (!read) add('birthDate', 'students.import.error.dateMissing');
    else if (!birthDate)
      add(
        'birthDate',
        'problem' in read && read.problem === 'nonexistent'
          ? 'students.import.error.dateNonexistent'
          : 'students.import.error.dateFormat',
      );
    else if (birthDate > today) add('birthDate', 'students.validation.birthDate.future');
    else if (birthDate < DATE_MIN) add('birthDate', 'students.validation.birthDate.range');

    const grade = text('grade');
    if (!grade) add('grade', 'students.import.error.gradeMissing');
    else if (grade.length > 40) add('grade', 'students.validation.grade.required');

    const classIds: string[] = [];
    for (const title of text('classes')
      .split(/[,;|]/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const classId = context.classByTitle.get(foldText(title));
      if (classId) {
        if (!classIds.includes(classId)) classIds.push(classId);
      } else if (!rowErrors.some((er) => er.field === 'classes'))
        add('classes', 'students.import.error.classUnknown');
    }

    const status = importStatus(text('status'));
    if (!status) add('status', 'students.import.error.status');

    const guardians: StudentBody['guardians'] = [];
    const guardianSets = [
      ['guardianName', 'guardianPhone', 'guardianEmail', 'guardianRelation'],
      ['guardian2Name', 'guardian2Phone', 'guardian2Email', 'guardian2Relation'],
    ] as const;
    guardianSets.forEach(([nameKey, phoneKey, emailKey, relationKey], index) => {
      const gName = text(nameKey);
      const gPhone = text(phoneKey)
        .replace(/\D/g, '')
        .replace(/^55(?=\d{11}$)/, '');
      const gEmail = text(emailKey);
      const gRelation = text(relationKey) || 'Responsável';
      const any = gName || gPhone || gEmail || text(relationKey);
      if (index > 0 && !any) return;
      let ok = true;
      if (!gName) {
        add(nameKey, 'students.import.error.guardianMissing');
        ok = false;
      } else if (gName.length < 3) {
        add(nameKey, 'students.validation.guardianName.short');
        ok = false;
      }
      if (!gPhone) {
        add(phoneKey, 'students.import.error.phoneMissing');
        ok = false;
      } else if (!isValidBrMobile(gPhone)) {
        add(phoneKey, 'students.import.error.phone');
        ok = false;
      } else if (guardians.some((g) => g.phone === gPhone)) {
        add(phoneKey, 'students.validation.guardianPhone.repeated');
        ok = false;
      }
      if (gEmail && !z.email().safeParse(gEmail).success) {
        add(emailKey, 'validation.email.invalid');
        ok = false;
      }
      if (ok) guardians.push({ name: gName, phone: gPhone, email: gEmail, relation: gRelation });
    });

    if (name && birthDate) {
      const key = duplicateKey(name, birthDate);
      if (inFile.has(key)) add('name', 'students.import.error.duplicateInFile');
      else if (context.existing?.has(key)) add('name', 'students.import.error.duplicateExisting');
      inFile.add(key);
    }

    errors.push(rowErrors);
    bodies.push(
      rowErrors.length === 0 && birthDate && status
        ? { name, birthDate, grade, classIds, status, guardians }
        : null,
    );
  }
  return { bodies, errors };
}

// -------------------------------------------------------------------------------------------------
// The student's profile in one call (slow phones): details, classes, attendance, cards, missions, messages.

export const attendanceSummarySchema = z.object({
  present: z.int(),
  late: z.int(),
  absent: z.int(),
  excused: z.int(),
  /** (present + late) / (present + late + absent); excused absences do not count. Null with no marks. */
  rate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** Classes in a row attended (present or late) up to the latest one; excused ones are skipped. */
  currentPresentStreak: z.int(),
  /** The longest run of unexcused absences in a row. */
  longestAbsenceStreak: z.int(),
});

export const studentProfileSchema = z.object({
  student: d.studentSchema,
  classes: z.array(
    z.extend(studentClassOptionSchema, {
      weekdays: z.array(z.int()),
      startTime: z.string(),
      endTime: z.string(),
      room: z.string(),
      teacherName: z.nullable(z.string()),
    }),
  ),
  attendance: z.extend(attendanceSummarySchema, {
    /** Per week (weeks start on Sunday), oldest first, up to 12 weeks. */
    weeks: z.array(
      z.object({
        weekStart: z.string(),
        present: z.int(),
        late: z.int(),
        absent: z.int(),
        excused: z.int(),
      }),
    ),
    /** The latest marks, newest first (up to 60). */
    recent: z.array(
      z.object({
        date: z.string(),
        courseClassId: z.string(),
        classTitle: z.string(),
        status: d.attendanceStatusSchema,
        note: z.string(),
      }),
    ),
  }),
  cards: z.array(
    z.object({
      awardId: z.string(),
      awardedAt: z.string(),
      reason: z.string(),
      card: d.cardSchema,
    }),
  ),
  missions: z.array(
    z.object({
      mission: z.pick(d.missionSchema, {
        id: true,
        title: true,
        description: true,
        criteria: true,
        rewardPoints: true,
        endsAt: true,
      }),
      progress: z.number().check(z.gte(0), z.lte(1)),
    }),
  ),
  completedMissions: z.int(),
  messages: z.array(
    z.object({
      id: z.string(),
      conversationId: z.string(),
      fromName: z.string(),
      fromSchool: z.boolean(),
      text: z.string(),
      at: z.string(),
    }),
  ),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export const importBodySchema = z.object({
  rows: z.array(z.record(z.string(), z.string())).check(z.minLength(1), z.maxLength(MAX_IMPORT_ROWS)),
  /** Check only: answers the per-row errors and saves nothing. */
  dryRun: z.optional(z.boolean()),
});
export type ImportBody = z.infer<typeof importBodySchema>;
export const importResponseSchema = z.extend(envelopeSchema, {
  created: z.int(),
  errors: z.array(
    z.object({
      row: z.int(),
      field: z.string(),
      msg: z.string(),
      code: z.optional(z.string()),
    }),
  ),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** Students of a school: list, create, edit, deactivate, import, export, profile. */
export const studentEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Student/all',
    summary:
      'Students of the school: page, pageSize, sort (name|birthDate|grade|status|createdAt:asc|desc), search (student or guardian name, guardian phone), classId, grade, status',
    access: [company],
    query: z.extend(listQuery, z.omit(studentFilterQuery, { search: true, sort: true }).shape),
    response: listEnvelope(d.studentSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Student/export',
    summary: 'Every student of the current filter (all pages), same query as Student/all without paging',
    access: [company],
    query: studentFilterQuery,
    response: listEnvelope(d.studentSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Student/options',
    summary: "The school's classes (with their course) and the grades in use, for filters and forms",
    access: [company],
    response: objEnvelope(studentOptionsSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Student/single/:id',
    summary: 'One student of the school',
    access: [company],
    response: objEnvelope(d.studentSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Student/profile/:id',
    summary:
      "One student's profile in one call: details, classes, attendance (rate, streaks, weeks), cards, missions in progress, recent messages with the guardians",
    access: [company],
    response: objEnvelope(studentProfileSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Student/create',
    summary:
      'Create a student (422 with field errors; guardians whose phone is a family account are linked to it)',
    access: [company],
    body: studentBodySchema,
    response: objEnvelope(d.studentSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Student/update/:id',
    summary:
      'Edit a student; `{ status: "inactive" }` deactivates (students are never deleted), "active" reactivates',
    access: [company],
    body: studentUpdateSchema,
    response: objEnvelope(d.studentSchema),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Student/import',
    summary:
      'Create students from rows keyed by the import columns (name, birthDate dd/mm/aaaa, grade, classes, status, guardianName, guardianPhone, …). dryRun: answers the per-row errors, saves nothing. Otherwise all or nothing: any bad row gives 422 with errors keyed rows.<index>.<field> and nothing is saved',
    access: [company],
    body: importBodySchema,
    response: importResponseSchema,
    source: 'design',
  }),
];
