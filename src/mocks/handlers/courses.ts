import {
  courseBodySchema,
  courseClassBodySchema,
  courseClassUpdateBodySchema,
  courseUpdateBodySchema,
  enrollmentBodySchema,
  schoolPatchBodySchema,
  teacherBodySchema,
  teacherUpdateBodySchema,
  type CourseSummary,
  type Enrollment,
  type TeacherWithClasses,
} from '@/api/contract/courses';
import type { Course, CourseClass, Teacher } from '@/api/contract/domain';
import type { DbUser, Tables } from '../db/types';
import { fieldErrors, HttpError, ok, paginate, route } from '../http';
import { fold, need, searchOf } from './shared';

const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** "a", "a e b", "a, b e c": how a Brazilian sentence lists names. */
function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} e ${names.at(-1) ?? ''}`;
}

function mySchoolId(user: DbUser | null): string {
  if (!user?.schoolId) throw new HttpError(403, 'Esta conta não administra uma escola.');
  return user.schoolId;
}

function canManage(user: DbUser | null, course: Course): boolean {
  if (!user) return false;
  if (user.role === '0') return true;
  if (user.role === '4') return user.schoolId != null && course.schoolId === user.schoolId;
  if (user.role === '3') return course.ownerId === user.id;
  return false;
}

function managedCourse(t: Tables, user: DbUser | null, id: string): Course {
  const course = t.courses.find((c) => c.id === id);
  if (!course || !canManage(user, course)) throw new HttpError(404, 'Curso não encontrado.');
  return course;
}

function managedClass(t: Tables, user: DbUser | null, id: string): { cls: CourseClass; course: Course } {
  const cls = t.courseClasses.find((c) => c.id === id);
  const course = cls && t.courses.find((c) => c.id === cls.courseId);
  if (!cls || !course || !canManage(user, course)) throw new HttpError(404, 'Turma não encontrada.');
  return { cls, course };
}

function summarize(t: Tables, course: Course): CourseSummary {
  const classes = t.courseClasses.filter((c) => c.courseId === course.id);
  const students = new Set(classes.flatMap((c) => c.studentIds));
  const teacher = course.teacherId ? t.teachers.find((tc) => tc.id === course.teacherId) : undefined;
  return {
    ...course,
    instructor: course.instructor ?? null,
    teacherName: teacher?.name ?? null,
    classCount: classes.length,
    enrolled: students.size,
    seats: course.capacity * classes.length,
    seatsTaken: classes.reduce((n, c) => n + c.studentIds.length, 0),
    fullestClass: Math.max(0, ...classes.map((c) => c.studentIds.length)),
  };
}

/** A school's teacher must be one of its own; producers name their instructor instead. */
function checkTeacher(t: Tables, user: DbUser | null, teacherId: string | null | undefined) {
  if (!teacherId) return;
  const teacher = t.teachers.find((tc) => tc.id === teacherId);
  if (!teacher || user?.role !== '4' || teacher.schoolId !== user.schoolId)
    throw new HttpError(422, 'Professor não encontrado nesta escola.', {
      teacherId: 'Professor não encontrado nesta escola.',
    });
}

function checkUniqueTitle(
  t: Tables,
  course: Pick<Course, 'title' | 'schoolId' | 'ownerId'>,
  selfId?: string,
) {
  const title = fold(course.title.trim());
  const clash = t.courses.some(
    (c) =>
      c.id !== selfId &&
      fold(c.title.trim()) === title &&
      (course.schoolId ? c.schoolId === course.schoolId : c.ownerId === course.ownerId),
  );
  if (clash)
    throw new HttpError(422, 'Já existe um curso com este título.', {
      title: 'Já existe um curso com este título.',
    });
}

/** Dated classes keep their dates sorted and unique, and span from the first to the last. */
function normalizeSchedule(cls: CourseClass): CourseClass {
  const dates = [...new Set(cls.dates ?? [])].sort();
  if (dates.length === 0) return { ...cls, dates: [] };
  return {
    ...cls,
    dates,
    weekdays: [],
    startDate: dates[0] ?? cls.startDate,
    endDate: dates.at(-1) ?? cls.endDate,
  };
}

function validateClass(cls: CourseClass) {
  const parsed = courseClassBodySchema.safeParse(cls);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new HttpError(422, Object.values(errors)[0] ?? 'Dados inválidos.', errors);
  }
}

function enrollmentOf(t: Tables, courseClassId: string, studentId: string): Enrollment | null {
  const student = t.students.find((s) => s.id === studentId);
  if (!student) return null;
  return {
    courseClassId,
    studentId,
    studentName: student.name,
    grade: student.grade,
    avatarUrl: student.avatarUrl,
  };
}

function withClasses(t: Tables, teacher: Teacher): TeacherWithClasses {
  const classes = t.courseClasses
    .filter((c) => c.teacherId === teacher.id)
    .flatMap((c) => {
      const course = t.courses.find((co) => co.id === c.courseId);
      if (!course || course.schoolId !== teacher.schoolId) return [];
      return [
        {
          id: c.id,
          title: c.title,
          courseId: c.courseId,
          courseTitle: course.title,
          weekdays: c.weekdays,
          dates: c.dates ?? [],
          startTime: c.startTime,
          endTime: c.endTime,
        },
      ];
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
  return { ...teacher, classes };
}

function schoolTeacher(t: Tables, user: DbUser | null, id: string): Teacher {
  const schoolId = mySchoolId(user);
  const teacher = t.teachers.find((tc) => tc.id === id && tc.schoolId === schoolId);
  if (!teacher) throw new HttpError(404, 'Professor não encontrado.');
  return teacher;
}

function checkUniqueEmail(t: Tables, schoolId: string, email: string, selfId?: string) {
  const clash = t.teachers.some(
    (tc) => tc.schoolId === schoolId && tc.id !== selfId && tc.email.toLowerCase() === email.toLowerCase(),
  );
  if (clash)
    throw new HttpError(422, 'Já existe um professor com este e-mail.', {
      email: 'Já existe um professor com este e-mail.',
    });
}

const STATUS_ORDER: Record<Course['status'], number> = { open: 0, draft: 1, closed: 2, archived: 3 };

export const courseHandlers = [
  // ---- School profile -------------------------------------------------------------------------
  route(need('GET', '/api/School/mine'), ({ user, t }) => {
    const school = t.schools.find((s) => s.id === mySchoolId(user));
    if (!school) throw new HttpError(404, 'Escola não encontrada.');
    return ok({ obj: school });
  }),

  route(need('PATCH', '/api/School/update/:id'), schoolPatchBodySchema, ({ params, body, user, t }) => {
    if (params.id !== mySchoolId(user))
      throw new HttpError(403, 'Você só pode editar o perfil da sua escola.');
    const school = t.schools.find((s) => s.id === params.id);
    if (!school) throw new HttpError(404, 'Escola não encontrada.');
    if (body.name !== undefined) school.name = body.name;
    if (body.logoUrl !== undefined) school.logoUrl = body.logoUrl;
    if (body.about !== undefined) school.about = body.about;
    if (body.address) school.address = { ...body.address };
    if (body.contact) school.contact = { ...body.contact };
    return ok({ obj: school }, 'Perfil da escola salvo.');
  }),

  // ---- Courses --------------------------------------------------------------------------------
  route(need('GET', '/api/Course/all'), ({ query, user, t }) => {
    const status = query.get('status') ?? '';
    const ownerId = query.get('ownerId') ?? '';
    const terms = searchOf(query).split(/\s+/).filter(Boolean);
    const list = t.courses.filter((c) => {
      if (user?.role === '2') return c.status === 'open';
      if (!canManage(user, c)) return false;
      if (ownerId && c.ownerId !== ownerId) return false;
      if (status === 'all') return true;
      if (status) return c.status === status;
      return c.status !== 'archived';
    });
    let summaries = list.map((c) => summarize(t, c));
    if (terms.length) {
      summaries = summaries.filter((c) => {
        const text = fold(`${c.title} ${c.description} ${c.teacherName ?? ''} ${c.instructor ?? ''}`);
        return terms.every((term) => text.includes(term));
      });
    }
    const [field, direction] = (query.get('sort') ?? 'title:asc').split(':');
    const sign = direction === 'desc' ? -1 : 1;
    const byTitle = (a: CourseSummary, b: CourseSummary) => a.title.localeCompare(b.title, 'pt-BR');
    summaries.sort((a, b) => {
      if (field === 'status')
        return sign * (STATUS_ORDER[a.status] - STATUS_ORDER[b.status]) || byTitle(a, b);
      if (field === 'price') return sign * (a.price - b.price) || byTitle(a, b);
      return sign * byTitle(a, b);
    });
    return ok(paginate(summaries, query));
  }),

  route(need('GET', '/api/Course/single/:id'), ({ params, user, t }) => {
    const course = t.courses.find((c) => c.id === params.id);
    if (!course || !(canManage(user, course) || course.status === 'open'))
      throw new HttpError(404, 'Curso não encontrado.');
    return ok({ obj: summarize(t, course) });
  }),

  route(need('POST', '/api/Course/create'), courseBodySchema, ({ body, user, t }) => {
    if (!user) throw new HttpError(401, 'Entre na sua conta para continuar.');
    const schoolId = user.role === '4' ? mySchoolId(user) : null;
    const course: Course = {
      id: newId('course'),
      schoolId,
      ownerId: user.id,
      title: body.title,
      description: body.description,
      teacherId: schoolId ? body.teacherId : null,
      instructor: schoolId ? null : body.instructor || null,
      price: body.price,
      capacity: body.capacity,
      status: body.status,
    };
    checkTeacher(t, user, course.teacherId);
    checkUniqueTitle(t, course);
    t.courses.push(course);
    return ok({ obj: summarize(t, course) }, 'Curso criado.');
  }),

  route(need('PATCH', '/api/Course/update/:id'), courseUpdateBodySchema, ({ params, body, user, t }) => {
    const course = managedCourse(t, user, params.id ?? '');
    const next: Course = { ...course, ...body };
    if (course.schoolId) next.instructor = null;
    else next.teacherId = null;
    if (body.teacherId !== undefined && course.schoolId) checkTeacher(t, user, next.teacherId);
    if (body.title !== undefined) checkUniqueTitle(t, next, course.id);
    const fullest = summarize(t, course).fullestClass;
    // Only lowering is checked: a class that is already over (seats cut earlier) can still be edited.
    if (next.capacity < course.capacity && next.capacity < fullest) {
      const msg = `A turma mais cheia já tem ${fullest} alunos: as vagas por turma não podem ser menos que isso.`;
      throw new HttpError(422, msg, { capacity: msg });
    }
    Object.assign(course, next);
    return ok({ obj: summarize(t, course) }, 'Curso salvo.');
  }),

  route(need('DELETE', '/api/Course/delete/:id'), ({ params, user, t }) => {
    const course = managedCourse(t, user, params.id ?? '');
    const summary = summarize(t, course);
    if (summary.enrolled > 0)
      throw new HttpError(
        409,
        `Este curso tem ${summary.enrolled} ${summary.enrolled === 1 ? 'aluno matriculado' : 'alunos matriculados'}. Arquive-o em vez de excluir: as matrículas e o histórico ficam guardados.`,
      );
    const classIds = new Set(t.courseClasses.filter((c) => c.courseId === course.id).map((c) => c.id));
    if (t.attendance.some((a) => classIds.has(a.courseClassId)))
      throw new HttpError(
        409,
        'Este curso já tem chamadas registradas. Arquive-o em vez de excluir: o histórico de presença fica guardado.',
      );
    t.courseClasses = t.courseClasses.filter((c) => !classIds.has(c.id));
    t.courses = t.courses.filter((c) => c.id !== course.id);
    return ok({}, 'Curso excluído.');
  }),

  // ---- Classes (turmas) -----------------------------------------------------------------------
  route(need('GET', '/api/CourseClass/all'), ({ query, user, t }) => {
    const courseId = query.get('courseId');
    if (courseId) {
      const course = t.courses.find((c) => c.id === courseId);
      if (!course || !(canManage(user, course) || course.status === 'open'))
        throw new HttpError(404, 'Curso não encontrado.');
      const classes = t.courseClasses.filter((c) => c.courseId === courseId);
      // Who is in a class is the school's business, not every family's.
      return ok({
        lst: canManage(user, course) ? classes : classes.map((c) => ({ ...c, studentIds: [] })),
      });
    }
    const mine = new Set(t.courses.filter((c) => canManage(user, c)).map((c) => c.id));
    return ok({ lst: t.courseClasses.filter((c) => mine.has(c.courseId)) });
  }),

  route(need('GET', '/api/CourseClass/single/:id'), ({ params, user, t }) => {
    const cls = t.courseClasses.find((c) => c.id === params.id);
    const course = cls && t.courses.find((c) => c.id === cls.courseId);
    if (!cls || !course || !(canManage(user, course) || course.status === 'open'))
      throw new HttpError(404, 'Turma não encontrada.');
    return ok({ obj: canManage(user, course) ? cls : { ...cls, studentIds: [] } });
  }),

  route(need('POST', '/api/CourseClass/create'), courseClassBodySchema, ({ body, user, t }) => {
    const course = managedCourse(t, user, body.courseId);
    checkTeacher(t, user, body.teacherId);
    const cls = normalizeSchedule({
      id: newId('class'),
      courseId: course.id,
      title: body.title,
      weekdays: [...new Set(body.weekdays)].sort(),
      dates: body.dates,
      startTime: body.startTime,
      endTime: body.endTime,
      startDate: body.startDate,
      endDate: body.endDate,
      room: body.room,
      teacherId: body.teacherId,
      studentIds: [],
    });
    t.courseClasses.push(cls);
    return ok({ obj: cls }, 'Turma criada.');
  }),

  route(
    need('PATCH', '/api/CourseClass/update/:id'),
    courseClassUpdateBodySchema,
    ({ params, body, user, t }) => {
      const { cls } = managedClass(t, user, params.id ?? '');
      // A stale merged object must not undo enrolments made meanwhile: those go through Enrollment.
      const merged = normalizeSchedule({
        ...cls,
        ...body,
        id: cls.id,
        courseId: cls.courseId,
        studentIds: cls.studentIds,
      });
      validateClass(merged);
      if (body.teacherId !== undefined) checkTeacher(t, user, merged.teacherId);
      Object.assign(cls, merged);
      return ok({ obj: cls }, 'Turma atualizada.');
    },
  ),

  route(need('DELETE', '/api/CourseClass/delete/:id'), ({ params, user, t }) => {
    const { cls } = managedClass(t, user, params.id ?? '');
    if (t.attendance.some((a) => a.courseClassId === cls.id))
      throw new HttpError(
        409,
        'Esta turma já tem chamadas registradas e não pode ser excluída: o histórico de presença dos alunos seria perdido. Para encerrá-la, ajuste a data final.',
      );
    for (const student of t.students)
      if (student.classIds.includes(cls.id))
        student.classIds = student.classIds.filter((id) => id !== cls.id);
    t.courseClasses = t.courseClasses.filter((c) => c.id !== cls.id);
    return ok({}, 'Turma excluída.');
  }),

  // ---- Enrolment ------------------------------------------------------------------------------
  route(need('GET', '/api/Enrollment/all'), ({ query, user, t }) => {
    const courseClassId = query.get('courseClassId');
    const courseId = query.get('courseId');
    let classes: CourseClass[];
    if (courseClassId) classes = [managedClass(t, user, courseClassId).cls];
    else if (courseId) {
      managedCourse(t, user, courseId);
      classes = t.courseClasses.filter((c) => c.courseId === courseId);
    } else throw new HttpError(400, 'Informe o curso ou a turma.');
    const lst = classes
      .flatMap((c) => c.studentIds.map((id) => enrollmentOf(t, c.id, id)))
      .filter((en): en is Enrollment => en !== null)
      .sort((a, b) => a.studentName.localeCompare(b.studentName, 'pt-BR'));
    return ok({ lst, total: lst.length });
  }),

  route(need('POST', '/api/Enrollment/create'), enrollmentBodySchema, ({ body, user, t }) => {
    const { cls, course } = managedClass(t, user, body.courseClassId);
    const student = t.students.find((s) => s.id === body.studentId && s.schoolId === course.schoolId);
    if (!student) throw new HttpError(404, 'Aluno não encontrado nesta escola.');
    if (course.status === 'archived')
      throw new HttpError(409, 'Este curso está arquivado e não aceita novas matrículas.');
    if (student.status !== 'active')
      throw new HttpError(409, `${student.name} está inativo(a). Reative o cadastro antes de matricular.`);
    if (cls.studentIds.includes(student.id))
      throw new HttpError(409, `${student.name} já está matriculado(a) nesta turma.`);
    if (cls.studentIds.length >= course.capacity)
      throw new HttpError(
        409,
        `Turma lotada: ${cls.title} já tem ${cls.studentIds.length} de ${course.capacity} vagas ocupadas. Aumente as vagas do curso ou escolha outra turma.`,
      );
    cls.studentIds.push(student.id);
    if (!student.classIds.includes(cls.id)) student.classIds.push(cls.id);
    return ok({ obj: enrollmentOf(t, cls.id, student.id) }, `${student.name} matriculado(a) na turma.`);
  }),

  route(need('DELETE', '/api/Enrollment/delete'), ({ query, user, t }) => {
    const parsed = enrollmentBodySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) throw new HttpError(400, 'Informe a turma e o aluno.');
    const { cls } = managedClass(t, user, parsed.data.courseClassId);
    const { studentId } = parsed.data;
    if (!cls.studentIds.includes(studentId))
      throw new HttpError(404, 'Este aluno não está matriculado nesta turma.');
    cls.studentIds = cls.studentIds.filter((id) => id !== studentId);
    const student = t.students.find((s) => s.id === studentId);
    if (student) student.classIds = student.classIds.filter((id) => id !== cls.id);
    return ok({}, 'Matrícula removida.');
  }),

  // ---- Teachers -------------------------------------------------------------------------------
  route(need('GET', '/api/Teacher/all'), ({ query, user, t }) => {
    const schoolId = mySchoolId(user);
    const terms = searchOf(query).split(/\s+/).filter(Boolean);
    const teachers = t.teachers
      .filter((tc) => tc.schoolId === schoolId)
      .filter((tc) => {
        if (!terms.length) return true;
        const text = fold(`${tc.name} ${tc.email} ${tc.subjects.join(' ')}`);
        return terms.every((term) => text.includes(term));
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
      .map((tc) => withClasses(t, tc));
    // Small lists come whole (the teachers page filters as you type); paging is there when asked for.
    if (query.has('page') || query.has('pageSize')) return ok(paginate(teachers, query));
    return ok({ lst: teachers, total: teachers.length });
  }),

  route(need('POST', '/api/Teacher/create'), teacherBodySchema, ({ body, user, t }) => {
    const schoolId = mySchoolId(user);
    checkUniqueEmail(t, schoolId, body.email);
    const teacher: Teacher = { id: newId('tc'), schoolId, ...body };
    t.teachers.push(teacher);
    return ok({ obj: withClasses(t, teacher) }, 'Professor cadastrado.');
  }),

  route(need('PATCH', '/api/Teacher/update/:id'), teacherUpdateBodySchema, ({ params, body, user, t }) => {
    const teacher = schoolTeacher(t, user, params.id ?? '');
    if (body.email !== undefined) checkUniqueEmail(t, teacher.schoolId, body.email, teacher.id);
    Object.assign(teacher, body);
    return ok({ obj: withClasses(t, teacher) }, 'Professor salvo.');
  }),

  route(need('DELETE', '/api/Teacher/delete/:id'), ({ params, user, t }) => {
    const teacher = schoolTeacher(t, user, params.id ?? '');
    const classes = withClasses(t, teacher).classes.map((c) => c.title);
    const courses = t.courses.filter((c) => c.teacherId === teacher.id).map((c) => c.title);
    if (classes.length || courses.length) {
      const parts = [
        classes.length
          ? `dá aula ${classes.length === 1 ? 'na turma' : 'nas turmas'} ${listNames(classes)}`
          : '',
        courses.length
          ? `é responsável ${courses.length === 1 ? 'pelo curso' : 'pelos cursos'} ${listNames(courses)}`
          : '',
      ].filter(Boolean);
      throw new HttpError(
        409,
        `Não é possível excluir ${teacher.name}: ${listNames(parts)}. Troque o professor antes de excluir.`,
      );
    }
    t.teachers = t.teachers.filter((tc) => tc.id !== teacher.id);
    return ok({}, 'Professor excluído.');
  }),
];
