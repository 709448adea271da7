import type { HttpHandler } from 'msw';
import type { AttendanceEntry, CourseClass, Student } from '@/api/contract/domain';
import {
  checkinBodySchema,
  type AttendanceCounts,
  type CheckinBody,
  type CheckinConflict,
  type CheckinState,
  type SchoolDashboard,
  type SessionSummary,
  type StudentAtRisk,
  type UpcomingItem,
  type WeeklyRate,
} from '@/api/contract/attendance';
import type { AttendanceReceipt, DbUser, Tables } from '../db/types';
import { HttpError, ok, route } from '../http';
import { parseLocalDate, toIsoDate } from '@/utils/localDate';
import { collator, need, schoolIdOf } from './shared';

const DAY = 86_400_000;
/** Midnight (local) of a YYYY-MM-DD date. */
const dayStart = (date: string): number => parseLocalDate(date).getTime();

function validDate(raw: string | null): string {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(dayStart(raw)))
    throw new HttpError(422, 'Informe uma data válida (AAAA-MM-DD).', { date: 'Data inválida.' });
  const year = Number(raw.slice(0, 4));
  if (year < 1900 || year > 2099)
    throw new HttpError(422, 'A data deve estar entre 1900 e 2099.', { date: 'Data fora do intervalo.' });
  return raw;
}

function classesOfSchool(t: Tables, schoolId: string): CourseClass[] {
  const courseIds = new Set(t.courses.filter((c) => c.schoolId === schoolId).map((c) => c.id));
  return t.courseClasses.filter((cls) => courseIds.has(cls.courseId));
}

function classOfSchool(t: Tables, schoolId: string, id: string): CourseClass {
  const cls = classesOfSchool(t, schoolId).find((c) => c.id === id);
  if (!cls) throw new HttpError(404, 'Turma não encontrada.');
  return cls;
}

function meetsOn(cls: CourseClass, date: string): boolean {
  return (
    cls.weekdays.includes(new Date(dayStart(date)).getDay()) && date >= cls.startDate && date <= cls.endDate
  );
}

const sessionKey = (courseClassId: string, date: string, studentId: string) =>
  `${courseClassId}|${date}|${studentId}`;

function userName(t: Tables, id: string): string {
  return t.users.find((u) => u.id === id)?.name ?? 'Outra pessoa';
}

function emptyCounts(): AttendanceCounts {
  return { present: 0, absent: 0, late: 0, excused: 0 };
}

function summarize(t: Tables, cls: CourseClass, date: string, entries: AttendanceEntry[]): SessionSummary {
  const course = t.courses.find((c) => c.id === cls.courseId);
  const teacher = t.teachers.find((tc) => tc.id === cls.teacherId);
  const enrolledIds = new Set(activeRoster(t, cls).map((s) => s.id));
  const counts = emptyCounts();
  let marked = 0;
  for (const entry of entries) {
    if (entry.courseClassId !== cls.id || entry.date !== date || !enrolledIds.has(entry.studentId)) continue;
    counts[entry.status] += 1;
    marked += 1;
  }
  const enrolled = enrolledIds.size;
  const state: CheckinState = marked === 0 ? 'notStarted' : marked >= enrolled ? 'done' : 'partial';
  return {
    courseClass: cls,
    courseTitle: course?.title ?? cls.title,
    teacherName: teacher?.name ?? null,
    date,
    scheduled: meetsOn(cls, date),
    enrolled,
    marked,
    counts,
    state,
  };
}

/** Active students of a class, by name. */
function activeRoster(t: Tables, cls: CourseClass): Student[] {
  const ids = new Set(cls.studentIds);
  return t.students
    .filter((s) => ids.has(s.id) && s.status === 'active')
    .sort((a, b) => collator.compare(a.name, b.name));
}

function sessionsOn(t: Tables, schoolId: string, date: string): SessionSummary[] {
  const classes = classesOfSchool(t, schoolId);
  const classIds = new Set(classes.map((c) => c.id));
  const entries = t.attendance.filter((a) => a.date === date && classIds.has(a.courseClassId));
  return classes
    .map((cls) => summarize(t, cls, date, entries))
    .sort(
      (a, b) =>
        Number(b.scheduled) - Number(a.scheduled) ||
        a.courseClass.startTime.localeCompare(b.courseClass.startTime) ||
        collator.compare(a.courseClass.title, b.courseClass.title),
    );
}

interface CheckinOutcome {
  lst: AttendanceEntry[];
  applied: string[];
  duplicates: string[];
  conflicts: CheckinConflict[];
}

/**
 * Applies a batch of marks: an entry id already received is not applied again, and a mark older than
 * the one the server holds (or than a later clear) loses and is reported as a conflict.
 * Exported for tests that simulate an answer lost on the way back.
 */
export function applyCheckin(t: Tables, user: DbUser, body: CheckinBody): CheckinOutcome {
  const schoolId = schoolIdOf(user);
  const receipts = (t.attendanceReceipts ??= []);
  const received = new Set(receipts.filter((r) => r.userId === user.id).map((r) => r.entryId));
  const classes = new Map(classesOfSchool(t, schoolId).map((c) => [c.id, c]));
  const schoolStudents = new Set(t.students.filter((s) => s.schoolId === schoolId).map((s) => s.id));

  // Check the whole batch first: a refused batch changes nothing.
  body.entries.forEach((entry, i) => {
    if (!classes.has(entry.courseClassId))
      throw new HttpError(422, 'Turma não encontrada.', {
        [`entries.${i}.courseClassId`]: 'Turma não encontrada.',
      });
    if (!schoolStudents.has(entry.studentId))
      throw new HttpError(422, 'Aluno não encontrado nesta escola.', {
        [`entries.${i}.studentId`]: 'Aluno não encontrado nesta escola.',
      });
    if (Number.isNaN(Date.parse(entry.at)))
      throw new HttpError(422, 'Horário da marcação inválido.', { [`entries.${i}.at`]: 'Horário inválido.' });
    validDate(entry.date);
  });

  // The latest applied change of each student's mark (a clear leaves no entry, only its receipt).
  const latestClear = new Map<string, AttendanceReceipt>();
  for (const r of receipts) {
    if (r.outcome !== 'applied' || r.status !== null) continue;
    const key = sessionKey(r.courseClassId, r.date, r.studentId);
    const prev = latestClear.get(key);
    if (!prev || Date.parse(r.at) > Date.parse(prev.at)) latestClear.set(key, r);
  }

  const outcome: CheckinOutcome = { lst: [], applied: [], duplicates: [], conflicts: [] };
  const touched = new Set<string>();
  const now = new Date().toISOString();
  for (const entry of body.entries) {
    const key = sessionKey(entry.courseClassId, entry.date, entry.studentId);
    touched.add(key);
    if (received.has(entry.id)) {
      outcome.duplicates.push(entry.id);
      continue;
    }
    received.add(entry.id);
    const index = t.attendance.findIndex(
      (a) =>
        a.courseClassId === entry.courseClassId && a.date === entry.date && a.studentId === entry.studentId,
    );
    const current = index >= 0 ? t.attendance[index] : undefined;
    const clear = latestClear.get(key);
    const entryAt = Date.parse(entry.at);
    const currentAt = current ? Date.parse(current.at) : -Infinity;
    const clearAt = clear ? Date.parse(clear.at) : -Infinity;
    const receipt: AttendanceReceipt = {
      entryId: entry.id,
      userId: user.id,
      courseClassId: entry.courseClassId,
      date: entry.date,
      studentId: entry.studentId,
      status: entry.status,
      note: entry.note,
      at: entry.at,
      receivedAt: now,
      outcome: 'applied',
    };
    if (currentAt > entryAt || clearAt > entryAt) {
      receipt.outcome = 'stale';
      const newerIsClear = clearAt > currentAt;
      outcome.conflicts.push({
        entryId: entry.id,
        courseClassId: entry.courseClassId,
        date: entry.date,
        studentId: entry.studentId,
        studentName: t.students.find((s) => s.id === entry.studentId)?.name ?? '',
        status: newerIsClear || !current ? null : current.status,
        note: newerIsClear || !current ? '' : current.note,
        at: newerIsClear && clear ? clear.at : (current?.at ?? entry.at),
        byName: userName(t, newerIsClear && clear ? clear.userId : (current?.by ?? user.id)),
      });
    } else if (entry.status === null) {
      if (index >= 0) t.attendance.splice(index, 1);
      latestClear.set(key, receipt);
      outcome.applied.push(entry.id);
    } else {
      const next: AttendanceEntry = {
        courseClassId: entry.courseClassId,
        date: entry.date,
        studentId: entry.studentId,
        status: entry.status,
        note: entry.note,
        at: new Date(entryAt).toISOString(),
        by: user.id,
      };
      if (index >= 0) t.attendance[index] = next;
      else t.attendance.push(next);
      outcome.applied.push(entry.id);
    }
    receipts.push(receipt);
  }
  outcome.lst = t.attendance.filter((a) => touched.has(sessionKey(a.courseClassId, a.date, a.studentId)));
  return outcome;
}

/** Sunday (local) of the week of `ms`. */
function weekStartOf(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime() - d.getDay() * DAY;
}

function dashboard(t: Tables, user: DbUser): SchoolDashboard {
  const schoolId = schoolIdOf(user);
  const now = Date.now();
  const today = toIsoDate(now);
  const classes = classesOfSchool(t, schoolId);
  const classIds = new Set(classes.map((c) => c.id));
  const classById = new Map(classes.map((c) => [c.id, c]));
  const entries = t.attendance.filter((a) => classIds.has(a.courseClassId));

  const todaysEntries = entries.filter((a) => a.date === today);
  const todayList = classes
    .filter((cls) => meetsOn(cls, today))
    .map((cls) => summarize(t, cls, today, todaysEntries))
    .sort((a, b) => a.courseClass.startTime.localeCompare(b.courseClass.startTime));

  // Attendance rate of the last 8 weeks (Sunday to Saturday), from the first week with marks.
  const thisWeek = weekStartOf(now);
  const weeks: WeeklyRate[] = [];
  for (let w = 7; w >= 0; w -= 1) {
    const start = thisWeek - w * 7 * DAY;
    const from = toIsoDate(start);
    const to = toIsoDate(start + 6 * DAY + DAY / 2);
    let present = 0;
    let total = 0;
    for (const a of entries) {
      if (a.date < from || a.date > to) continue;
      total += 1;
      if (a.status === 'present' || a.status === 'late') present += 1;
    }
    weeks.push({ weekStart: from, present, total, rate: total > 0 ? present / total : null });
  }
  while (weeks.length > 1 && weeks[0]?.total === 0) weeks.shift();

  // Students whose latest marks are unexcused absences, three or more in a row.
  const students = t.students.filter((s) => s.schoolId === schoolId && s.status === 'active');
  const byStudent = new Map<string, AttendanceEntry[]>();
  for (const a of entries) {
    const list = byStudent.get(a.studentId);
    if (list) list.push(a);
    else byStudent.set(a.studentId, [a]);
  }
  const atRisk: StudentAtRisk[] = [];
  for (const s of students) {
    const marks = byStudent.get(s.id);
    if (!marks) continue;
    const ordered = [...marks].sort(
      (a, b) =>
        b.date.localeCompare(a.date) ||
        (classById.get(b.courseClassId)?.startTime ?? '').localeCompare(
          classById.get(a.courseClassId)?.startTime ?? '',
        ),
    );
    let streak = 0;
    const titles = new Set<string>();
    for (const m of ordered) {
      if (m.status !== 'absent') break;
      streak += 1;
      titles.add(classById.get(m.courseClassId)?.title ?? '');
    }
    const last = ordered[0];
    if (streak >= 3 && last)
      atRisk.push({
        studentId: s.id,
        name: s.name,
        grade: s.grade,
        avatarUrl: s.avatarUrl,
        streak,
        lastAbsence: last.date,
        classTitles: [...titles].filter(Boolean),
      });
  }
  atRisk.sort((a, b) => b.streak - a.streak || collator.compare(a.name, b.name));

  // What is coming: the school's own events and its calendar.
  const upcoming: UpcomingItem[] = [
    ...t.events
      .filter(
        (ev) =>
          (ev.ownerId === user.id || ev.schoolId === schoolId) &&
          ev.status === 'published' &&
          Date.parse(ev.endsAt) >= now,
      )
      .map((ev) => ({
        id: ev.id,
        kind: 'event' as const,
        title: ev.title,
        startsAt: ev.startsAt,
        allDay: false,
        place: ev.venue?.name ?? null,
      })),
    ...t.userEvents
      .filter((ue) => ue.userId === user.id && ue.date >= today && ue.status !== 'I')
      .map((ue) => ({
        id: String(ue.id),
        kind: 'calendar' as const,
        title: ue.title,
        startsAt: ue.isAllDay || !ue.startTime ? ue.date : `${ue.date}T${ue.startTime}`,
        allDay: Boolean(ue.isAllDay) || !ue.startTime,
        place: ue.location ?? null,
      })),
  ]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, 6);

  const conversations = new Set(
    t.conversations
      .filter((c) => c.schoolId === schoolId || c.participantIds.includes(user.id))
      .map((c) => c.id),
  );
  const unreadMessages = t.messages.filter(
    (m) => conversations.has(m.conversationId) && m.fromId !== user.id && m.readAt == null,
  ).length;

  return {
    date: today,
    today: todayList,
    weeks,
    atRisk: atRisk.slice(0, 20),
    upcoming,
    unreadMessages,
    activeStudents: students.length,
  };
}

export const attendanceHandlers: HttpHandler[] = [
  route(need('GET', '/api/Attendance/sessions'), ({ query, user, t }) => {
    const schoolId = schoolIdOf(user);
    const date = validDate(query.get('date'));
    const lst = sessionsOn(t, schoolId, date);
    return ok({ lst, total: lst.length });
  }),

  route(need('GET', '/api/Attendance/session/:courseClassId'), ({ params, query, user, t }) => {
    const schoolId = schoolIdOf(user);
    const date = validDate(query.get('date'));
    const cls = classOfSchool(t, schoolId, params.courseClassId ?? '');
    const students = activeRoster(t, cls);
    const ids = new Set(students.map((s) => s.id));
    const entries = t.attendance.filter(
      (a) => a.courseClassId === cls.id && a.date === date && ids.has(a.studentId),
    );
    const summary = summarize(t, cls, date, entries);
    return ok({
      obj: {
        courseClass: cls,
        courseTitle: summary.courseTitle,
        teacherName: summary.teacherName,
        date,
        scheduled: summary.scheduled,
        students,
        entries,
      },
    });
  }),

  route(need('POST', '/api/Attendance/checkin'), checkinBodySchema, ({ body, user, t }) => {
    if (!user) throw new HttpError(401, 'Entre na sua conta para continuar.');
    const outcome = applyCheckin(t, user, body);
    const msg =
      outcome.conflicts.length > 0
        ? 'Algumas marcações já tinham sido alteradas depois por outra pessoa; ficou a mais recente.'
        : '';
    return ok({ ...outcome }, msg);
  }),

  route(need('GET', '/api/Attendance/dashboard'), ({ user, t }) => {
    if (!user) throw new HttpError(401, 'Entre na sua conta para continuar.');
    return ok({ obj: dashboard(t, user) });
  }),
];
