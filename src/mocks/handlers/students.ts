import type { HttpHandler } from 'msw';
import type { AttendanceEntry, Guardian, Student } from '@/api/contract/domain';
import {
  checkImportRows,
  duplicateKey,
  foldText,
  importBodySchema,
  parseStudentSearch,
  STUDENT_GRADES,
  studentBodySchema,
  studentUpdateSchema,
  type ImportRow,
  type StudentBody,
  type StudentProfile,
  type StudentUpdateBody,
} from '@/api/contract/students';
import validationSource from '@/i18n/messages/pt-BR/validation.json?raw';
import studentsSource from '@/i18n/messages/pt-BR/students.json?raw';
import type { DbUser, Tables } from '../db/types';
import { HttpError, ok, route } from '../http';
import { addDays, parseLocalDate, todayIso } from '@/utils/localDate';
import { need } from './shared';

// The server speaks pt-BR: message ids of the shared row check become their pt-BR text.
const PT_BR = {
  ...(JSON.parse(validationSource) as Record<string, string>),
  ...(JSON.parse(studentsSource) as Record<string, string>),
};
const ptBr = (code: string) => PT_BR[code] ?? code;

const MAX_EXPORT = 20_000;

function schoolIdOf(user: DbUser | null): string {
  return schoolUserOf(user).schoolId;
}

function schoolUserOf(user: DbUser | null): { schoolId: string; me: DbUser } {
  if (!user?.schoolId) throw new HttpError(403, 'Esta conta não administra uma escola.');
  return { schoolId: user.schoolId, me: user };
}

function findStudent(t: Tables, schoolId: string, id: string | undefined): Student {
  const student = t.students.find((s) => s.id === id && s.schoolId === schoolId);
  if (!student) throw new HttpError(404, 'Aluno não encontrado.');
  return student;
}

// ---------------------------------------------------------------------------------------------
// Search and sort on 10 000 students: folded text is computed once per student object (an edit
// replaces the object, so its entry goes with it) and compared with plain string comparison.

interface SearchKeys {
  /** Folded student and guardian names and e-mails. */
  text: string;
  /** Guardian phones, digits only. */
  phones: string;
  name: string;
}
const keysCache = new WeakMap<Student, SearchKeys>();
function keysOf(s: Student): SearchKeys {
  let keys = keysCache.get(s);
  if (!keys) {
    const name = foldText(s.name);
    keys = {
      name,
      text: [name, ...s.guardians.map((g) => `${foldText(g.name)} ${g.email.toLowerCase()}`)].join('\u0001'),
      phones: s.guardians.map((g) => g.phone).join(' '),
    };
    keysCache.set(s, keys);
  }
  return keys;
}

const GRADE_ORDER = new Map<string, number>(STUDENT_GRADES.map((g, i) => [g, i]));
const gradeRank = (grade: string) => GRADE_ORDER.get(grade) ?? STUDENT_GRADES.length;

function compareBy(field: string): (a: Student, b: Student) => number {
  const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  switch (field) {
    case 'birthDate':
      return (a, b) => text(a.birthDate, b.birthDate);
    case 'createdAt':
      return (a, b) => text(a.createdAt, b.createdAt);
    case 'status':
      return (a, b) => text(a.status, b.status);
    case 'grade':
      return (a, b) => gradeRank(a.grade) - gradeRank(b.grade) || text(a.grade, b.grade);
    default:
      return () => 0;
  }
}

/**
 * The school's students in one sort order, kept between calls: sorting 8 500 students costs more than
 * filtering them, and the order only changes when a student is written (here) or the data is reset.
 */
interface SortedCache {
  students: Student[];
  length: number;
  version: number;
  order: Student[];
}
const sortedCache = new Map<string, SortedCache>();
let writeVersion = 0;
/** Call after any write to a student: cached orders are rebuilt on the next list call. */
function studentsChanged(): void {
  writeVersion += 1;
}

function sortedStudents(t: Tables, schoolId: string, sort: string): Student[] {
  const [field = 'name', direction] = sort.split(':');
  const key = `${schoolId}|${field}|${direction === 'desc' ? 'desc' : 'asc'}`;
  const cached = sortedCache.get(key);
  if (
    cached?.students === t.students &&
    cached.length === t.students.length &&
    cached.version === writeVersion
  )
    return cached.order;
  const sign = direction === 'desc' ? -1 : 1;
  const primary = compareBy(field);
  // Names break ties (and are the default order); ids keep the order stable.
  const decorated = t.students
    .filter((s) => s.schoolId === schoolId)
    .map((s) => ({ s, name: keysOf(s).name }));
  decorated.sort(
    (a, b) =>
      sign * primary(a.s, b.s) ||
      (field === 'name' ? sign : 1) * (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (a.s.id < b.s.id ? -1 : 1),
  );
  const order = decorated.map((x) => x.s);
  sortedCache.set(key, { students: t.students, length: t.students.length, version: writeVersion, order });
  return order;
}

/** The school's students matching the list's filters, sorted; shared by the list and the export. */
function filtered(t: Tables, schoolId: string, query: URLSearchParams): Student[] {
  const status = query.get('status') ?? '';
  const grade = query.get('grade') ?? '';
  const classId = query.get('classId') ?? '';
  // The contract's reading of the search, which the list's "what matched" hint shares.
  const { words, digits, byPhone } = parseStudentSearch(query.get('search') ?? '');
  const sorted = sortedStudents(t, schoolId, query.get('sort') ?? 'name:asc');
  if (!status && !grade && !classId && words.length === 0) return sorted;
  return sorted.filter((s) => {
    if (status && s.status !== status) return false;
    if (grade && s.grade !== grade) return false;
    if (classId && !s.classIds.includes(classId)) return false;
    if (words.length === 0) return true;
    const keys = keysOf(s);
    if (byPhone) return keys.phones.includes(digits);
    return words.every((w) => keys.text.includes(w));
  });
}

function page<T>(items: T[], query: URLSearchParams): { lst: T[]; total: number } {
  const pageNo = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const pageSize = Math.min(200, Math.max(1, Number(query.get('pageSize') ?? 25) || 25));
  return { lst: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: items.length };
}

// ---------------------------------------------------------------------------------------------
// Writes.

function schoolClassIds(t: Tables, schoolId: string): Set<string> {
  const courses = new Set(t.courses.filter((c) => c.schoolId === schoolId).map((c) => c.id));
  return new Set(t.courseClasses.filter((cc) => courses.has(cc.courseId)).map((cc) => cc.id));
}

/** Guardians whose phone is a family account are linked to it (the family then sees the child). */
function linkGuardians(t: Tables, guardians: StudentBody['guardians'], previous: Guardian[]): Guardian[] {
  return guardians.map((g) => {
    const account = t.users.find((u) => u.role === '2' && u.login_cell === g.phone);
    const before = previous.find((p) => p.phone === g.phone);
    return {
      name: g.name,
      phone: g.phone,
      email: g.email,
      relation: g.relation,
      userId: account?.id ?? before?.userId ?? null,
    };
  });
}

function checkWrite(
  t: Tables,
  schoolId: string,
  selfId: string | null,
  body: StudentUpdateBody,
  current: Student | null,
) {
  const errors: Record<string, string> = {};
  if (body.classIds) {
    const valid = schoolClassIds(t, schoolId);
    if (body.classIds.some((id) => !valid.has(id))) errors.classIds = 'Turma não encontrada nesta escola.';
  }
  const name = body.name ?? current?.name;
  const birthDate = body.birthDate ?? current?.birthDate;
  if ((body.name || body.birthDate) && name && birthDate) {
    const key = duplicateKey(name, birthDate);
    const twin = t.students.find(
      (s) => s.schoolId === schoolId && s.id !== selfId && duplicateKey(s.name, s.birthDate) === key,
    );
    if (twin) errors.name = 'Já existe um aluno com este nome e esta data de nascimento.';
  }
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(422, first, errors);
}

function nextStudentId(t: Tables): () => string {
  let max = 0;
  for (const s of t.students) {
    const n = Number(/^st-(\d+)$/.exec(s.id)?.[1] ?? 0);
    if (n > max) max = n;
  }
  return () => {
    max += 1;
    return `st-${String(max).padStart(4, '0')}`;
  };
}

const LINK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function linkCode(t: Tables, schoolId: string): string {
  const school = t.schools.find((s) => s.id === schoolId);
  const prefix = (foldText(school?.name.replace(/^escola\s+/i, '') ?? 'LUM').replace(/[^a-z]/g, '') || 'lum')
    .slice(0, 3)
    .toUpperCase();
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `${prefix}-${Array.from(bytes, (b) => LINK_ALPHABET.charAt(b % LINK_ALPHABET.length)).join('')}`;
}

function createStudent(t: Tables, schoolId: string, body: StudentBody, id: string): Student {
  const student: Student = {
    id,
    schoolId,
    name: body.name,
    birthDate: body.birthDate,
    grade: body.grade,
    classIds: body.classIds,
    guardians: linkGuardians(t, body.guardians, []),
    avatarUrl: null,
    points: 0,
    status: body.status,
    linkCode: linkCode(t, schoolId),
    createdAt: new Date().toISOString(),
  };
  t.students.push(student);
  studentsChanged();
  syncRosters(t, id, [], body.classIds);
  return student;
}

/** A class lists its students too: keep both sides in step. */
function syncRosters(t: Tables, studentId: string, before: string[], after: string[]): void {
  for (const cls of t.courseClasses) {
    const was = before.includes(cls.id);
    const is = after.includes(cls.id);
    if (was && !is) cls.studentIds = cls.studentIds.filter((id) => id !== studentId);
    if (is && !cls.studentIds.includes(studentId)) cls.studentIds = [...cls.studentIds, studentId];
  }
}

// ---------------------------------------------------------------------------------------------
// Profile.

function sundayOf(iso: string): string {
  return addDays(iso, -parseLocalDate(iso).getDay());
}

function attendanceOf(t: Tables, student: Student): StudentProfile['attendance'] {
  const classes = new Map(t.courseClasses.map((c) => [c.id, c]));
  const entries: AttendanceEntry[] = t.attendance.filter((a) => a.studentId === student.id);
  // Oldest first, by date and then by the class's start time.
  entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (classes.get(a.courseClassId)?.startTime ?? '').localeCompare(
        classes.get(b.courseClassId)?.startTime ?? '',
      ),
  );
  const counts = { present: 0, late: 0, absent: 0, excused: 0 };
  let absenceRun = 0;
  let longestAbsenceStreak = 0;
  const weeks = new Map<string, { present: number; late: number; absent: number; excused: number }>();
  for (const entry of entries) {
    counts[entry.status] += 1;
    const weekStart = sundayOf(entry.date);
    const week = weeks.get(weekStart) ?? { present: 0, late: 0, absent: 0, excused: 0 };
    week[entry.status] += 1;
    weeks.set(weekStart, week);
    if (entry.status === 'absent') {
      absenceRun += 1;
      longestAbsenceStreak = Math.max(longestAbsenceStreak, absenceRun);
    } else if (entry.status !== 'excused') absenceRun = 0;
  }
  let currentPresentStreak = 0;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const status = entries[i]?.status;
    if (status === 'excused') continue;
    if (status === 'absent') break;
    currentPresentStreak += 1;
  }
  const counted = counts.present + counts.late + counts.absent;

  // Every week from the first mark (at most 12 back) to this week, empty ones included.
  const weekList: StudentProfile['attendance']['weeks'] = [];
  if (entries.length > 0) {
    // This week in local time: a UTC date would already be tomorrow's week late on Saturday.
    const thisWeek = sundayOf(todayIso());
    const first = sundayOf(entries[0]?.date ?? thisWeek);
    for (let back = 11; back >= 0; back -= 1) {
      const weekStart = addDays(thisWeek, -back * 7);
      if (weekStart < first) continue;
      weekList.push({
        weekStart,
        ...(weeks.get(weekStart) ?? { present: 0, late: 0, absent: 0, excused: 0 }),
      });
    }
  }

  return {
    ...counts,
    rate: counted === 0 ? null : (counts.present + counts.late) / counted,
    currentPresentStreak,
    longestAbsenceStreak,
    weeks: weekList,
    recent: entries
      .slice(-60)
      .reverse()
      .map((a) => ({
        date: a.date,
        courseClassId: a.courseClassId,
        classTitle: classes.get(a.courseClassId)?.title ?? '',
        status: a.status,
        note: a.note,
      })),
  };
}

function profileOf(t: Tables, student: Student, schoolUser: DbUser): StudentProfile {
  const courses = new Map(t.courses.map((c) => [c.id, c]));
  const teachers = new Map(t.teachers.map((tc) => [tc.id, tc.name]));
  const classes = t.courseClasses
    .filter((c) => student.classIds.includes(c.id))
    .map((c) => ({
      id: c.id,
      title: c.title,
      courseId: c.courseId,
      courseTitle: courses.get(c.courseId)?.title ?? '',
      weekdays: c.weekdays,
      startTime: c.startTime,
      endTime: c.endTime,
      room: c.room,
      teacherName: c.teacherId ? (teachers.get(c.teacherId) ?? null) : null,
    }));

  const cardsById = new Map(t.cards.map((c) => [c.id, c]));
  const cards = t.cardAwards
    .filter((a) => a.studentId === student.id)
    .sort((a, b) => b.awardedAt.localeCompare(a.awardedAt))
    .flatMap((a) => {
      const card = cardsById.get(a.cardId);
      return card ? [{ awardId: a.id, awardedAt: a.awardedAt, reason: a.reason, card }] : [];
    });

  const missionsById = new Map(t.missions.map((m) => [m.id, m]));
  const progress = t.missionProgress.filter((p) => p.studentId === student.id);
  const missions = progress
    .filter((p) => p.completedAt === null && missionsById.get(p.missionId)?.status === 'active')
    .flatMap((p) => {
      const m = missionsById.get(p.missionId);
      return m
        ? [
            {
              mission: {
                id: m.id,
                title: m.title,
                description: m.description,
                criteria: m.criteria,
                rewardPoints: m.rewardPoints,
                endsAt: m.endsAt,
              },
              progress: p.progress,
            },
          ]
        : [];
    })
    .sort((a, b) => a.mission.endsAt.localeCompare(b.mission.endsAt));

  const guardianIds = new Set(student.guardians.flatMap((g) => (g.userId ? [g.userId] : [])));
  const conversations = new Set(
    t.conversations
      .filter((c) => c.schoolId === student.schoolId && c.participantIds.some((p) => guardianIds.has(p)))
      .map((c) => c.id),
  );
  const names = new Map<string, string>();
  const nameOf = (id: string) => {
    let name = names.get(id);
    if (name === undefined) {
      name =
        student.guardians.find((g) => g.userId === id)?.name ?? t.users.find((u) => u.id === id)?.name ?? '';
      names.set(id, name);
    }
    return name;
  };
  const messages = t.messages
    .filter((m) => conversations.has(m.conversationId))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 6)
    .map((m) => ({
      id: m.id,
      conversationId: m.conversationId,
      fromName: m.fromId === schoolUser.id ? schoolUser.name : nameOf(m.fromId),
      fromSchool: m.fromId === schoolUser.id || !guardianIds.has(m.fromId),
      text: m.text,
      at: m.at,
    }));

  return {
    student,
    classes,
    attendance: attendanceOf(t, student),
    cards,
    missions,
    completedMissions: progress.filter((p) => p.completedAt !== null).length,
    messages,
  };
}

// ---------------------------------------------------------------------------------------------

function importContext(t: Tables, schoolId: string) {
  const courses = new Set(t.courses.filter((c) => c.schoolId === schoolId).map((c) => c.id));
  const classByTitle = new Map(
    t.courseClasses.filter((cc) => courses.has(cc.courseId)).map((cc) => [foldText(cc.title), cc.id]),
  );
  const existing = new Set(
    t.students.filter((s) => s.schoolId === schoolId).map((s) => duplicateKey(s.name, s.birthDate)),
  );
  return { classByTitle, existing };
}

export const studentHandlers: HttpHandler[] = [
  route(need('GET', '/api/Student/all'), ({ user, t, query }) => {
    const schoolId = schoolIdOf(user);
    return ok(page(filtered(t, schoolId, query), query));
  }),

  route(need('GET', '/api/Student/export'), ({ user, t, query }) => {
    const schoolId = schoolIdOf(user);
    const list = filtered(t, schoolId, query).slice(0, MAX_EXPORT);
    return ok({ lst: list, total: list.length });
  }),

  route(need('GET', '/api/Student/options'), ({ user, t }) => {
    const schoolId = schoolIdOf(user);
    const courses = new Map(t.courses.filter((c) => c.schoolId === schoolId).map((c) => [c.id, c.title]));
    const classes = t.courseClasses
      .filter((cc) => courses.has(cc.courseId))
      .map((cc) => ({
        id: cc.id,
        title: cc.title,
        courseId: cc.courseId,
        courseTitle: courses.get(cc.courseId) ?? '',
      }))
      .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
    const inUse = new Set<string>(STUDENT_GRADES);
    for (const s of t.students) if (s.schoolId === schoolId) inUse.add(s.grade);
    const grades = [...inUse].sort((a, b) => gradeRank(a) - gradeRank(b) || a.localeCompare(b, 'pt-BR'));
    return ok({ obj: { classes, grades } });
  }),

  route(need('GET', '/api/Student/single/:id'), ({ user, t, params }) => {
    return ok({ obj: findStudent(t, schoolIdOf(user), params.id) });
  }),

  route(need('GET', '/api/Student/profile/:id'), ({ user, t, params }) => {
    const { schoolId, me } = schoolUserOf(user);
    const student = findStudent(t, schoolId, params.id);
    // Messages are from the school's account (its owner, or else the signed-in user).
    const owner = t.users.find((u) => u.id === t.schools.find((s) => s.id === schoolId)?.ownerId);
    return ok({ obj: profileOf(t, student, owner ?? me) });
  }),

  route(need('POST', '/api/Student/create'), studentBodySchema, ({ user, t, body }) => {
    const schoolId = schoolIdOf(user);
    checkWrite(t, schoolId, null, body, null);
    const student = createStudent(t, schoolId, body, nextStudentId(t)());
    return ok({ obj: student }, 'Aluno cadastrado.');
  }),

  route(need('PATCH', '/api/Student/update/:id'), studentUpdateSchema, ({ user, t, params, body }) => {
    const schoolId = schoolIdOf(user);
    const current = findStudent(t, schoolId, params.id);
    checkWrite(t, schoolId, current.id, body, current);
    const next: Student = {
      ...current,
      ...(body.name !== undefined && { name: body.name }),
      ...(body.birthDate !== undefined && { birthDate: body.birthDate }),
      ...(body.grade !== undefined && { grade: body.grade }),
      ...(body.classIds !== undefined && { classIds: body.classIds }),
      ...(body.status !== undefined && { status: body.status }),
      ...(body.guardians !== undefined && {
        guardians: linkGuardians(t, body.guardians, current.guardians),
      }),
    };
    if (body.classIds) syncRosters(t, current.id, current.classIds, body.classIds);
    // A new object, so cached search keys of the old one are dropped.
    t.students[t.students.indexOf(current)] = next;
    studentsChanged();
    const msg =
      body.status && body.status !== current.status && Object.keys(body).length === 1
        ? body.status === 'inactive'
          ? 'Aluno desativado.'
          : 'Aluno reativado.'
        : 'Aluno atualizado.';
    return ok({ obj: next }, msg);
  }),

  route(need('POST', '/api/Student/import'), importBodySchema, ({ user, t, body }) => {
    const schoolId = schoolIdOf(user);
    const rows = body.rows as ImportRow[];
    const { bodies, errors } = checkImportRows(rows, importContext(t, schoolId));
    const flat = errors.flatMap((rowErrors, row) =>
      rowErrors.map((er) => ({ row, field: er.field, code: er.code, msg: ptBr(er.code) })),
    );
    if (body.dryRun) {
      const valid = bodies.filter(Boolean).length;
      return ok(
        { created: 0, errors: flat },
        flat.length === 0
          ? `${valid} linhas prontas para importar.`
          : `${valid} linhas prontas; ${errors.filter((e) => e.length > 0).length} com erro.`,
      );
    }
    if (flat.length > 0) {
      const keyed = Object.fromEntries(flat.map((er) => [`rows.${er.row}.${er.field}`, er.msg]));
      const badRows = new Set(flat.map((er) => er.row)).size;
      throw new HttpError(
        422,
        badRows === 1
          ? 'Nenhum aluno foi importado: 1 linha tem erro.'
          : `Nenhum aluno foi importado: ${badRows} linhas têm erro.`,
        keyed,
      );
    }
    const nextId = nextStudentId(t);
    for (const studentBody of bodies) if (studentBody) createStudent(t, schoolId, studentBody, nextId());
    return ok(
      { created: bodies.length, errors: [] },
      bodies.length === 1 ? '1 aluno importado.' : `${bodies.length} alunos importados.`,
    );
  }),
];
