import type { HttpHandler } from 'msw';
import type { Course, CourseClass, Dependent, Event } from '@/api/contract/domain';
import {
  dependentBodySchema,
  enrollmentBodySchema,
  linkBodySchema,
  type Enrollment,
  type FamilyClass,
  type FamilyDependent,
  type FamilyOverview,
  type Instructions,
} from '@/api/contract/family';
import type { DbUser, Tables } from '../db/types';
import { HttpError, fail, ok, route } from '../http';
import { toIsoDate } from '@/utils/localDate';
import { venueStreetLine } from '@/utils/venue';
import { need, signedIn } from './shared';
import { pixBrCode } from './payment';

const DAY = 86_400_000;
const PIX_TTL_MS = 15 * 60_000;

/** Who to ask about an event or a class: the school, else the organiser, else Lumi. */
function contactOf(school: Tables['schools'][number] | undefined, owner: DbUser | undefined) {
  return {
    name: school?.name ?? owner?.name ?? 'Lumi',
    phone: school?.contact.phone ?? owner?.login_cell ?? null,
    email: school?.contact.email ?? owner?.email_address ?? null,
  };
}

function ownDependent(t: Tables, user: DbUser, id: string): Dependent {
  const dependent = t.dependents.find((d) => d.id === id);
  if (!dependent) throw new HttpError(404, 'Dependente não encontrado.');
  if (dependent.guardianId !== user.id) throw new HttpError(403, 'Este dependente não é da sua família.');
  return dependent;
}

function dependentView(t: Tables, dependent: Dependent): FamilyDependent {
  const student = dependent.studentId ? t.students.find((s) => s.id === dependent.studentId) : undefined;
  const school = dependent.schoolId ? t.schools.find((s) => s.id === dependent.schoolId) : undefined;
  let attendanceRate: number | null = null;
  if (student) {
    const since = toIsoDate(Date.now() - 30 * DAY);
    const entries = t.attendance.filter((a) => a.studentId === student.id && a.date >= since);
    const attended = entries.filter((a) => a.status === 'present' || a.status === 'late').length;
    attendanceRate = entries.length ? attended / entries.length : null;
  }
  return {
    ...dependent,
    schoolName: school?.name ?? null,
    attendanceRate,
    points: student ? student.points : null,
    cardCount: student ? t.cardAwards.filter((a) => a.studentId === student.id).length : null,
  };
}

function providerName(t: Tables, course: Course): string {
  if (course.schoolId) return t.schools.find((s) => s.id === course.schoolId)?.name ?? '';
  return t.users.find((u) => u.id === course.ownerId)?.name ?? '';
}

function teacherName(t: Tables, course: Course, teacherId: string | null): string | null {
  const teacher = teacherId ? t.teachers.find((tc) => tc.id === teacherId) : undefined;
  return teacher?.name ?? course.instructor ?? null;
}

/** Seats taken: enrolled students plus family enrolments waiting for payment. */
function seatsTaken(t: Tables, cls: CourseClass): number {
  const waiting = t.familyEnrollments.filter((e) => e.courseClassId === cls.id && e.status === 'pending');
  return cls.studentIds.length + waiting.length;
}

function classView(t: Tables, cls: CourseClass): FamilyClass | null {
  const course = t.courses.find((c) => c.id === cls.courseId);
  if (!course) return null;
  return {
    classId: cls.id,
    classTitle: cls.title,
    courseId: course.id,
    courseTitle: course.title,
    weekdays: cls.weekdays,
    dates: cls.dates ?? [],
    startTime: cls.startTime,
    endTime: cls.endTime,
    startDate: cls.startDate,
    endDate: cls.endDate,
    room: cls.room,
    teacherName: teacherName(t, course, cls.teacherId),
    providerName: providerName(t, course),
    seatsLeft: Math.max(0, course.capacity - seatsTaken(t, cls)),
  };
}

/** The classes a child attends: as a school's student, or through an enrolment the family made. */
function classesOf(t: Tables, dependent: Dependent): { cls: CourseClass; enrollment: Enrollment | null }[] {
  const out: { cls: CourseClass; enrollment: Enrollment | null }[] = [];
  for (const cls of t.courseClasses) {
    const enrollment =
      t.familyEnrollments.find((e) => e.dependentId === dependent.id && e.courseClassId === cls.id) ?? null;
    const asStudent = dependent.studentId !== null && cls.studentIds.includes(dependent.studentId);
    if (asStudent || enrollment) out.push({ cls, enrollment });
  }
  return out;
}

function placeOf(venue: Event['venue']) {
  return venue
    ? { name: venue.name, address: venueStreetLine(venue), city: venue.city, state: venue.state }
    : null;
}

function overview(t: Tables, user: DbUser): FamilyOverview {
  const now = Date.now();
  const mine = t.attendees.filter((a) => a.buyerId === user.id);
  const byEvent = new Map<string, number>();
  for (const a of mine) byEvent.set(a.eventId, (byEvent.get(a.eventId) ?? 0) + 1);
  const nextEvents = [...byEvent.entries()]
    .map(([eventId, tickets]) => ({ event: t.events.find((e) => e.id === eventId), tickets }))
    .filter(
      (x): x is { event: NonNullable<typeof x.event>; tickets: number } =>
        x.event !== undefined && Date.parse(x.event.endsAt) >= now && x.event.status !== 'cancelled',
    )
    .sort((a, b) => a.event.startsAt.localeCompare(b.event.startsAt))
    .slice(0, 4)
    .map(({ event, tickets }) => ({
      eventId: event.id,
      title: event.title,
      startsAt: event.startsAt,
      place: event.venue ? `${event.venue.name} · ${event.venue.city}/${event.venue.state}` : null,
      online: event.online,
      tickets,
    }));

  const children = t.dependents
    .filter((d) => d.guardianId === user.id)
    .map((dependent) => {
      const studentId = dependent.studentId;
      const missions = studentId
        ? t.missionProgress
            .filter((p) => p.studentId === studentId && p.completedAt === null)
            .map((p) => ({ p, mission: t.missions.find((m) => m.id === p.missionId) }))
            .filter((x) => x.mission?.status === 'active')
            .slice(0, 3)
            .map(({ p, mission }) => ({
              missionId: p.missionId,
              title: mission?.title ?? '',
              progress: p.progress,
            }))
        : [];
      const latestCards = studentId
        ? t.cardAwards
            .filter((a) => a.studentId === studentId)
            .sort((a, b) => b.awardedAt.localeCompare(a.awardedAt))
            .slice(0, 4)
            .flatMap((a) => {
              const card = t.cards.find((c) => c.id === a.cardId);
              return card
                ? [{ cardId: card.id, name: card.name, rarity: card.rarity, awardedAt: a.awardedAt }]
                : [];
            })
        : [];
      return {
        dependent: dependentView(t, dependent),
        classes: classesOf(t, dependent).flatMap(({ cls }) => classView(t, cls) ?? []),
        missions,
        latestCards,
      };
    });

  const messages = t.conversations
    .filter((c) => c.participantIds.includes(user.id))
    .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
    .slice(0, 3)
    .flatMap((c) => {
      const thread = t.messages.filter((m) => m.conversationId === c.id);
      const last = thread.filter((m) => m.fromId !== user.id).at(-1);
      if (!last) return [];
      const school = t.schools.find((s) => s.id === c.schoolId);
      return [
        {
          conversationId: c.id,
          from: school?.name ?? c.title,
          text: last.text,
          at: last.at,
          unread: thread.filter((m) => m.fromId !== user.id && m.readAt === null).length,
        },
      ];
    });

  return { nextEvents, children, messages };
}

const EVENT_BRING = [
  'O ingresso no celular (QR code) ou impresso',
  'Documento com foto de quem vai usar cada ingresso',
  'Comprovante de meia-entrada, se comprou meia',
  'Chegar 30 minutos antes para a entrada com calma',
];
const CLASS_BRING = [
  'Garrafinha de água identificada com o nome',
  'Roupa confortável e o material pedido pelo professor',
  'Chegar 10 minutos antes do início da aula',
];

export const familyHandlers: HttpHandler[] = [
  route(need('GET', '/api/Dependent/mine'), ({ user, t }) => {
    const self = signedIn(user);
    return ok({
      lst: t.dependents.filter((d) => d.guardianId === self.id).map((d) => dependentView(t, d)),
    });
  }),

  route(need('POST', '/api/Dependent/create'), dependentBodySchema, ({ user, body, t }) => {
    const self = signedIn(user);
    if (t.dependents.filter((d) => d.guardianId === self.id).length >= 10)
      return fail(422, 'Uma família pode ter até 10 dependentes.');
    const dependent: Dependent = {
      id: `dep-${crypto.randomUUID().slice(0, 8)}`,
      guardianId: self.id,
      name: body.name,
      birthDate: body.birthDate,
      grade: body.grade || null,
      schoolId: null,
      studentId: null,
      avatarUrl: body.avatarUrl,
    };
    t.dependents.push(dependent);
    return ok({ obj: dependentView(t, dependent) }, 'Dependente adicionado.');
  }),

  route(need('PATCH', '/api/Dependent/update/:id'), dependentBodySchema, ({ user, params, body, t }) => {
    const dependent = ownDependent(t, signedIn(user), params.id ?? '');
    Object.assign(dependent, {
      name: body.name,
      birthDate: body.birthDate,
      grade: body.grade || null,
      avatarUrl: body.avatarUrl,
    });
    return ok({ obj: dependentView(t, dependent) }, 'Dados atualizados.');
  }),

  route(need('DELETE', '/api/Dependent/delete/:id'), ({ user, params, t }) => {
    const dependent = ownDependent(t, signedIn(user), params.id ?? '');
    if (t.familyEnrollments.some((e) => e.dependentId === dependent.id && e.status === 'pending'))
      return fail(
        409,
        'Há uma matrícula aguardando pagamento para este dependente. Conclua ou aguarde o prazo.',
      );
    t.dependents = t.dependents.filter((d) => d.id !== dependent.id);
    t.familyEnrollments = t.familyEnrollments.filter((e) => e.dependentId !== dependent.id);
    return ok({}, 'Dependente removido.');
  }),

  route(need('POST', '/api/Dependent/link'), linkBodySchema, ({ user, body, t }) => {
    const self = signedIn(user);
    const dependent = ownDependent(t, self, body.dependentId);
    const student = t.students.find((s) => s.linkCode.toUpperCase() === body.code);
    if (!student || student.status !== 'active')
      return fail(404, 'Código não encontrado. Confira com a escola e tente de novo.', {
        code: 'Código não encontrado. Confira com a escola e tente de novo.',
      });
    const other = t.dependents.find((d) => d.studentId === student.id && d.id !== dependent.id);
    if (other && other.guardianId === self.id)
      return fail(409, `Este código já está vinculado a ${other.name}.`, {
        code: `Este código já está vinculado a ${other.name}.`,
      });
    dependent.studentId = student.id;
    dependent.schoolId = student.schoolId;
    dependent.grade = student.grade;
    if (!student.guardians.some((g) => g.userId === self.id)) {
      student.guardians.push({
        name: self.name,
        phone: self.login_cell,
        email: self.email_address,
        relation: 'Responsável',
        userId: self.id,
      });
    }
    const school = t.schools.find((s) => s.id === student.schoolId);
    return ok({ obj: dependentView(t, dependent) }, `Vinculado a ${school?.name ?? 'escola'}.`);
  }),

  route(need('POST', '/api/Dependent/unlink/:id'), ({ user, params, t }) => {
    const dependent = ownDependent(t, signedIn(user), params.id ?? '');
    dependent.studentId = null;
    dependent.schoolId = null;
    return ok({ obj: dependentView(t, dependent) }, 'Vínculo desfeito.');
  }),

  route(need('GET', '/api/Family/overview'), ({ user, t }) => ok({ obj: overview(t, signedIn(user)) })),

  route(need('GET', '/api/Family/courses'), ({ user, t }) => {
    const self = signedIn(user);
    const dependents = t.dependents
      .filter((d) => d.guardianId === self.id)
      .map((dependent) => ({
        dependentId: dependent.id,
        classes: classesOf(t, dependent).flatMap(({ cls, enrollment }) => {
          const view = classView(t, cls);
          return view ? [{ ...view, enrollment }] : [];
        }),
      }));
    const open = t.courses
      .filter((c) => c.status === 'open')
      .map((course) => {
        const classes = t.courseClasses
          .filter((cls) => cls.courseId === course.id && cls.endDate >= toIsoDate(Date.now()))
          .flatMap((cls) => classView(t, cls) ?? []);
        return {
          course,
          providerName: providerName(t, course),
          teacherName: teacherName(t, course, course.teacherId),
          classes,
        };
      })
      .filter((x) => x.classes.length > 0)
      .sort((a, b) => a.course.title.localeCompare(b.course.title, 'pt-BR'));
    return ok({ obj: { dependents, open } });
  }),

  route(need('POST', '/api/Enrollment/request'), enrollmentBodySchema, ({ user, body, t }) => {
    const self = signedIn(user);
    const dependent = ownDependent(t, self, body.dependentId);
    const cls = t.courseClasses.find((c) => c.id === body.courseClassId);
    const course = cls ? t.courses.find((c) => c.id === cls.courseId) : undefined;
    if (!cls || !course || course.status !== 'open')
      return fail(404, 'Esta turma não está aberta para matrículas.');
    if (classesOf(t, dependent).some((x) => x.cls.id === cls.id))
      return fail(409, `${dependent.name} já está nesta turma.`);
    if (seatsTaken(t, cls) >= course.capacity)
      return fail(409, 'Esta turma está lotada. Escolha outra turma ou fale com a escola.');
    const now = Date.now();
    const id = `enr-${crypto.randomUUID().slice(0, 8)}`;
    const free = course.price === 0;
    const enrollment: Enrollment = {
      id,
      dependentId: dependent.id,
      courseClassId: cls.id,
      status: free ? 'active' : 'pending',
      amount: course.price,
      pix: free
        ? null
        : { code: pixBrCode(course.price, id), expiresAt: new Date(now + PIX_TTL_MS).toISOString() },
      createdAt: new Date(now).toISOString(),
    };
    t.familyEnrollments.push(enrollment);
    if (free && dependent.studentId && course.schoolId === dependent.schoolId)
      cls.studentIds.push(dependent.studentId);
    return ok(
      { obj: enrollment },
      free ? `${dependent.name} foi matriculado(a).` : 'Matrícula reservada. Pague o PIX para confirmar.',
    );
  }),

  route(need('POST', '/api/Enrollment/simulate-payment/:id'), ({ user, params, t }) => {
    const self = signedIn(user);
    const enrollment = t.familyEnrollments.find((e) => e.id === params.id);
    if (!enrollment) return fail(404, 'Matrícula não encontrada.');
    const dependent = ownDependent(t, self, enrollment.dependentId);
    if (enrollment.status === 'active') return ok({ obj: enrollment }, 'Pagamento já confirmado.');
    if (enrollment.pix && Date.now() > Date.parse(enrollment.pix.expiresAt)) {
      t.familyEnrollments = t.familyEnrollments.filter((e) => e.id !== enrollment.id);
      return fail(410, 'O código PIX expirou e a vaga foi liberada. Faça a matrícula de novo.');
    }
    enrollment.status = 'active';
    enrollment.pix = null;
    const cls = t.courseClasses.find((c) => c.id === enrollment.courseClassId);
    const course = cls ? t.courses.find((c) => c.id === cls.courseId) : undefined;
    if (cls && dependent.studentId && course?.schoolId === dependent.schoolId)
      cls.studentIds.push(dependent.studentId);
    return ok({ obj: enrollment }, 'Pagamento confirmado. Matrícula ativa.');
  }),

  route(need('GET', '/api/Family/instructions/:id'), ({ user, params, t }) => {
    const self = signedIn(user);
    const id = params.id ?? '';
    const event = t.events.find((e) => e.id === id);
    if (event) {
      const passes = t.attendees
        .filter((a) => a.eventId === event.id && a.buyerId === self.id)
        .map((a) => ({
          code: a.code,
          holder: a.holderName,
          label: t.tickets.find((tk) => tk.id === a.ticketId)?.name ?? '',
        }));
      if (passes.length === 0) return fail(404, 'Você não tem ingressos para este evento.');
      const owner = t.users.find((u) => u.id === event.ownerId);
      const school = event.schoolId ? t.schools.find((s) => s.id === event.schoolId) : undefined;
      const instructions: Instructions = {
        kind: 'event',
        id: event.id,
        title: event.title,
        subtitle: school?.name ?? owner?.name ?? null,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        schedule: null,
        place: placeOf(event.venue),
        onlineUrl: event.online ? event.url : null,
        bring: event.online ? ['Um aparelho com internet e o link do evento'] : EVENT_BRING,
        contact: contactOf(school, owner),
        passes,
      };
      return ok({ obj: instructions });
    }
    const cls = t.courseClasses.find((c) => c.id === id);
    if (cls) {
      const mine = t.dependents
        .filter((d) => d.guardianId === self.id)
        .filter((d) => classesOf(t, d).some((x) => x.cls.id === cls.id));
      const course = t.courses.find((c) => c.id === cls.courseId);
      const view = classView(t, cls);
      if (mine.length === 0 || !course || !view)
        return fail(404, 'Nenhum dos seus dependentes está nesta turma.');
      const school = course.schoolId ? t.schools.find((s) => s.id === course.schoolId) : undefined;
      const owner = t.users.find((u) => u.id === course.ownerId);
      const instructions: Instructions = {
        kind: 'class',
        id: cls.id,
        title: course.title,
        subtitle: cls.title,
        startsAt: null,
        endsAt: null,
        schedule: view,
        place: school
          ? {
              name: `${school.name} · ${cls.room}`,
              address: school.address.street,
              city: school.address.city,
              state: school.address.state,
            }
          : null,
        onlineUrl: null,
        bring: CLASS_BRING,
        contact: contactOf(school, owner),
        passes: mine.map((d) => ({
          code: d.studentId ?? d.id,
          holder: d.name,
          label: course.title,
        })),
      };
      return ok({ obj: instructions });
    }
    return fail(404, 'Instruções não encontradas.');
  }),
];
