import {
  missionInputSchema,
  moderationBodySchema,
  type FunnelAudience,
  type FunnelStepKey,
  type MissionInput,
  type MissionSummary,
  userBlockBodySchema,
  userBlockManyBodySchema,
  userRoleBodySchema,
  userUpdateBodySchema,
  type UserUpdateBody,
} from '@/api/contract/admin';
import type { AdminUser, Mission, Moderation, Student } from '@/api/contract/domain';
import type { DbUser, Tables } from '../db/types';
import { fail, HttpError, ok, paginate, route } from '../http';
import { toIsoDate } from '@/utils/localDate';
import { collator, DIACRITICS, fold, need, searchOf, sortOf } from './shared';

const DAY = 86_400_000;
/** A from/to period (YYYY-MM-DD, inclusive) with a default length ending today. */
function period(query: URLSearchParams, defaultDays: number) {
  const today = toIsoDate(Date.now());
  const to = /^\d{4}-\d{2}-\d{2}$/.test(query.get('to') ?? '') ? (query.get('to') ?? today) : today;
  const toMs = Date.parse(`${to}T23:59:59.999`);
  const fallbackFrom = toIsoDate(toMs - (defaultDays - 1) * DAY);
  const rawFrom = query.get('from') ?? '';
  const from = /^\d{4}-\d{2}-\d{2}$/.test(rawFrom) && rawFrom <= to ? rawFrom : fallbackFrom;
  return { from, to, fromMs: Date.parse(`${from}T00:00:00`), toMs };
}

// ---------------------------------------------------------------- missions

function reaches(mission: Pick<Mission, 'audience'>, student: Student): boolean {
  const { schoolIds, grades } = mission.audience;
  return (
    (schoolIds.length === 0 || schoolIds.includes(student.schoolId)) &&
    (grades.length === 0 || grades.includes(student.grade))
  );
}

function findMission(t: Tables, id: string | undefined): Mission {
  const found = t.missions.find((m) => m.id === id);
  if (!found) throw new HttpError(404, 'Missão não encontrada.');
  return found;
}

function nextMissionId(t: Tables): string {
  const max = t.missions.reduce((acc, m) => Math.max(acc, Number(/(\d+)$/.exec(m.id)?.[1] ?? 0)), 0);
  return `mis-${max + 1}`;
}

/** Cards and schools a mission names must exist. */
function checkReferences(t: Tables, body: MissionInput) {
  const unknownCard = body.rewardCardIds.find((id) => !t.cards.some((c) => c.id === id));
  if (unknownCard)
    throw new HttpError(422, 'Uma das cartas escolhidas não existe mais.', {
      rewardCardIds: 'Uma das cartas escolhidas não existe mais.',
    });
  const unknownSchool = body.audience.schoolIds.find((id) => !t.schools.some((s) => s.id === id));
  if (unknownSchool)
    throw new HttpError(422, 'Uma das escolas escolhidas não existe mais.', {
      audience: 'Uma das escolas escolhidas não existe mais.',
    });
}

function toMission(id: string, body: MissionInput): Mission {
  return {
    id,
    title: body.title,
    description: body.description,
    criteria: body.criteria,
    rewardPoints: body.rewardPoints,
    rewardCardIds: [...new Set(body.rewardCardIds)],
    startsAt: new Date(body.startsAt).toISOString(),
    endsAt: new Date(body.endsAt).toISOString(),
    audience: {
      schoolIds: [...new Set(body.audience.schoolIds)],
      grades: [...new Set(body.audience.grades)],
    },
    status: body.status,
  };
}

/** The missions a non-admin sees: active ones that reach their school or their children. */
function visibleMissions(t: Tables, user: DbUser): Mission[] {
  const active = t.missions.filter((m) => m.status === 'active');
  if (user.role === '4') {
    return active.filter(
      (m) => m.audience.schoolIds.length === 0 || m.audience.schoolIds.includes(user.schoolId ?? ''),
    );
  }
  if (user.role === '2') {
    const childIds = new Set(t.dependents.filter((d) => d.guardianId === user.id).map((d) => d.studentId));
    const children = t.students.filter((s) => childIds.has(s.id));
    return active.filter((m) => children.some((s) => reaches(m, s)));
  }
  return active.filter((m) => m.audience.schoolIds.length === 0);
}

const MISSION_SORT = ['title', 'startsAt', 'endsAt', 'status', 'rewardPoints'] as const;

function missionSummary(t: Tables, query: URLSearchParams): MissionSummary {
  const { from, to, fromMs, toMs } = period(query, 30);
  const students = t.students.filter((s) => s.status === 'active');
  const studentById = new Map(t.students.map((s) => [s.id, s]));
  const inPeriod = (iso: string | null) => {
    if (!iso) return false;
    const at = Date.parse(iso);
    return at >= fromMs && at <= toMs;
  };
  // Missions that were live at some point of the period (drafts never were).
  const live = t.missions.filter(
    (m) => m.status !== 'draft' && Date.parse(m.startsAt) <= toMs && Date.parse(m.endsAt) >= fromMs,
  );
  const progressByMission = new Map<string, typeof t.missionProgress>();
  for (const p of t.missionProgress) {
    const list = progressByMission.get(p.missionId) ?? [];
    list.push(p);
    progressByMission.set(p.missionId, list);
  }
  const rates = (eligible: number, participants: number, completed: number) => ({
    eligible,
    participants,
    completed,
    participationRate: eligible > 0 ? Math.min(1, participants / eligible) : 0,
    completionRate: participants > 0 ? Math.min(1, completed / participants) : 0,
  });

  const schoolFigures = new Map(t.schools.map((s) => [s.id, { eligible: 0, participants: 0, completed: 0 }]));
  const days = new Map<string, number>();
  for (let at = fromMs; at <= toMs && days.size < 366; at += DAY) days.set(toIsoDate(at), 0);

  const missions = live.map((m) => {
    const reached = students.filter((s) => reaches(m, s));
    for (const s of reached) {
      const f = schoolFigures.get(s.schoolId);
      if (f) f.eligible += 1;
    }
    const progress = progressByMission.get(m.id) ?? [];
    let completed = 0;
    for (const p of progress) {
      const student = studentById.get(p.studentId);
      const f = student ? schoolFigures.get(student.schoolId) : undefined;
      if (f) f.participants += 1;
      if (!p.completedAt || !inPeriod(p.completedAt)) continue;
      completed += 1;
      if (f) f.completed += 1;
      const day = toIsoDate(Date.parse(p.completedAt));
      const count = days.get(day);
      if (count !== undefined) days.set(day, count + 1);
    }
    return {
      id: m.id,
      title: m.title,
      status: m.status,
      endsAt: m.endsAt,
      ...rates(reached.length, progress.length, completed),
      cardsAwarded: completed * m.rewardCardIds.length,
      points: completed * m.rewardPoints,
    };
  });

  const sum = (key: 'eligible' | 'participants' | 'completed') =>
    missions.reduce((acc, m) => acc + m[key], 0);
  return {
    from,
    to,
    totals: {
      ...rates(sum('eligible'), sum('participants'), sum('completed')),
      active: t.missions.filter((m) => m.status === 'active').length,
      draft: t.missions.filter((m) => m.status === 'draft').length,
      archived: t.missions.filter((m) => m.status === 'archived').length,
      cardsAwarded: missions.reduce((acc, m) => acc + m.cardsAwarded, 0),
      pointsAwarded: missions.reduce((acc, m) => acc + m.points, 0),
    },
    missions: missions.map(({ points: _points, ...m }) => m),
    schools: t.schools.map((s) => {
      const f = schoolFigures.get(s.id) ?? { eligible: 0, participants: 0, completed: 0 };
      return { schoolId: s.id, name: s.name, ...rates(f.eligible, f.participants, f.completed) };
    }),
    timeline: [...days].map(([date, completed]) => ({ date, completed })),
  };
}

// ---------------------------------------------------------------- funnel

const AUDIENCE_ROLES: Record<FunnelAudience, readonly string[]> = {
  all: ['2', '3', '4'],
  families: ['2'],
  schools: ['4'],
  producers: ['3'],
};

/** A stable number from text, so the visitors figure is the same for the same question. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function funnel(t: Tables, query: URLSearchParams) {
  const { from, to, fromMs, toMs } = period(query, 365);
  const rawAudience = query.get('audience');
  const audience: FunnelAudience =
    rawAudience === 'families' || rawAudience === 'schools' || rawAudience === 'producers'
      ? rawAudience
      : 'all';
  const roles = AUDIENCE_ROLES[audience];
  const cohort = t.users.filter((u) => {
    const at = Date.parse(u.createdAt);
    return roles.includes(u.role) && at >= fromMs && at <= toMs;
  });

  // What each kind of account does first: families buy or enrol a child, schools enrol or sell,
  // producers sell. Engagement: a child (or a school's student) takes part in a mission.
  const buyers = new Set(
    t.orders.filter((o) => o.status === 'paid' || o.status === 'refunded').map((o) => o.buyerId),
  );
  const soldEvents = new Set(t.orders.filter((o) => o.status === 'paid').map((o) => o.eventId));
  const sellers = new Set(t.events.filter((e) => soldEvents.has(e.id)).map((e) => e.ownerId));
  const enrolled = new Set(t.courseClasses.flatMap((c) => c.studentIds));
  const schoolsEnrolling = new Set(
    t.courses
      .filter((c) => t.courseClasses.some((cc) => cc.courseId === c.id && cc.studentIds.length > 0))
      .flatMap((c) => (c.schoolId ? [c.schoolId] : [])),
  );
  const inMissions = new Set(
    t.missionProgress.filter((p) => p.progress > 0 || p.completedAt).map((p) => p.studentId),
  );
  const schoolsInMissions = new Set(t.students.filter((s) => inMissions.has(s.id)).map((s) => s.schoolId));
  const childrenOf = new Map<string, string[]>();
  for (const d of t.dependents) {
    if (!d.studentId) continue;
    const list = childrenOf.get(d.guardianId) ?? [];
    list.push(d.studentId);
    childrenOf.set(d.guardianId, list);
  }

  const converted = (u: DbUser) => {
    if (u.role === '2')
      return buyers.has(u.id) || (childrenOf.get(u.id) ?? []).some((id) => enrolled.has(id));
    if (u.role === '4') return sellers.has(u.id) || (u.schoolId != null && schoolsEnrolling.has(u.schoolId));
    return sellers.has(u.id);
  };
  const engaged = (u: DbUser) => {
    if (u.role === '2') return (childrenOf.get(u.id) ?? []).some((id) => inMissions.has(id));
    if (u.role === '4') return u.schoolId != null && schoolsInMissions.has(u.schoolId);
    return false;
  };

  const registered = cohort;
  const verified = registered.filter((u) => u.verified);
  const convertedUsers = verified.filter(converted);
  const engagedUsers = convertedUsers.filter(engaged);
  const days = Math.max(1, Math.round((toMs - fromMs) / DAY));
  // A stable estimate (the mock has no page-view log): about three visits for each account created.
  const factor = 2.6 + (hash(`${from}|${to}|${audience}`) % 90) / 100;
  const visitors = Math.max(registered.length, Math.round(registered.length * factor + days * 0.4));

  const steps: { key: FunnelStepKey; count: number }[] = [
    { key: 'visitors', count: visitors },
    { key: 'registered', count: registered.length },
    { key: 'verified', count: verified.length },
    { key: 'converted', count: convertedUsers.length },
  ];
  if (audience !== 'producers') steps.push({ key: 'engaged', count: engagedUsers.length });
  return { from, to, audience, steps };
}

// ---------------------------------------------------------------- moderation

const EVENT_SORT = ['startsAt', 'title', 'sold', 'createdAt', 'status'] as const;

function moderation(action: Moderation['action'], reason: string | null, user: DbUser | null): Moderation {
  return { action, reason: reason || null, at: new Date().toISOString(), by: user?.id ?? 'system' };
}

/** Cancels an event's sales: paid orders are refunded (their tickets stop being valid), pending ones cancelled. */
function refundEvent(t: Tables, eventId: string, reason: string): number {
  const now = new Date().toISOString();
  let refunded = 0;
  const refundedOrders = new Set<string>();
  for (const order of t.orders) {
    if (order.eventId !== eventId) continue;
    if (order.status === 'pending') order.status = 'cancelled';
    if (order.status !== 'paid') continue;
    order.status = 'refunded';
    refundedOrders.add(order.id);
    refunded += 1;
    const event = t.events.find((e) => e.id === eventId);
    t.transactions.push({
      id: `tx-${order.id}-r`,
      ownerId: event?.ownerId ?? '',
      kind: 'refund',
      amount: -order.subtotal,
      orderId: order.id,
      eventId,
      description: `Reembolso ${order.id} (evento cancelado: ${reason})`,
      at: now,
      availableAt: now,
    });
  }
  t.attendees = t.attendees.filter((a) => !refundedOrders.has(a.orderId));
  return refunded;
}

// ---------------------------------------------------------------- handlers

/** The back office: missions and their summary, the funnel, and moderation of events and courses. */
export const adminHandlers = [
  route(need('GET', '/api/Mission/all'), ({ query, user, t }) => {
    if (!user) throw new HttpError(401, 'Entre na sua conta para continuar.');
    const search = searchOf(query, DIACRITICS);
    const status = query.get('status');
    const schoolId = query.get('schoolId');
    let list = (user.role === '0' ? t.missions : visibleMissions(t, user)).filter(
      (m) =>
        (!search || fold(`${m.title} ${m.description} ${m.criteria}`, DIACRITICS).includes(search)) &&
        (!status || m.status === status) &&
        (!schoolId || m.audience.schoolIds.length === 0 || m.audience.schoolIds.includes(schoolId)),
    );
    const { key, sign } = sortOf(query, MISSION_SORT, 'startsAt');
    list = [...list].sort((a, b) => {
      const av = a[key];
      const bv = b[key];
      const diff =
        typeof av === 'number' && typeof bv === 'number' ? av - bv : collator.compare(String(av), String(bv));
      return sign * diff || collator.compare(a.title, b.title);
    });
    return ok(paginate(list, query));
  }),

  route(need('POST', '/api/Mission/create'), missionInputSchema, ({ body, t }) => {
    checkReferences(t, body);
    const mission = toMission(nextMissionId(t), body);
    t.missions.push(mission);
    return ok({ obj: mission }, 'Missão criada.');
  }),

  route(need('PATCH', '/api/Mission/update/:id'), missionInputSchema, ({ params, body, t }) => {
    const current = findMission(t, params.id);
    checkReferences(t, body);
    Object.assign(current, toMission(current.id, body));
    return ok({ obj: current }, 'Missão salva.');
  }),

  route(need('POST', '/api/Mission/duplicate/:id'), ({ params, t }) => {
    const source = findMission(t, params.id);
    const copy: Mission = {
      ...structuredClone(source),
      id: nextMissionId(t),
      title: `Cópia de ${source.title}`.slice(0, 80),
      status: 'draft',
    };
    t.missions.push(copy);
    return ok({ obj: copy }, 'Cópia criada como rascunho.');
  }),

  route(need('POST', '/api/Mission/archive/:id'), ({ params, t }) => {
    const mission = findMission(t, params.id);
    if (mission.status === 'archived') throw new HttpError(409, 'Esta missão já está arquivada.');
    mission.status = 'archived';
    return ok({ obj: mission }, 'Missão arquivada.');
  }),

  route(need('GET', '/api/Mission/audiences'), ({ t }) => {
    const active = t.students.filter((s) => s.status === 'active');
    const bySchool = new Map<string, number>();
    const byGrade = new Map<string, number>();
    for (const s of active) {
      bySchool.set(s.schoolId, (bySchool.get(s.schoolId) ?? 0) + 1);
      byGrade.set(s.grade, (byGrade.get(s.grade) ?? 0) + 1);
    }
    return ok({
      obj: {
        schools: t.schools
          .map((s) => ({ id: s.id, name: s.name, students: bySchool.get(s.id) ?? 0 }))
          .sort((a, b) => collator.compare(a.name, b.name)),
        grades: [...byGrade]
          .map(([grade, students]) => ({ grade, students }))
          .sort((a, b) => collator.compare(a.grade, b.grade)),
      },
    });
  }),

  route(need('GET', '/api/Mission/summary'), ({ query, t }) => ok({ obj: missionSummary(t, query) })),

  route(need('GET', '/api/Mission/progress'), ({ query, user, t }) => {
    const studentId = query.get('studentId') ?? '';
    const student = t.students.find((s) => s.id === studentId);
    if (!student || !user) throw new HttpError(404, 'Aluno não encontrado.');
    const allowed =
      user.role === '0' ||
      (user.role === '4' && user.schoolId === student.schoolId) ||
      (user.role === '2' &&
        (student.guardians.some((g) => g.userId === user.id) ||
          t.dependents.some((d) => d.guardianId === user.id && d.studentId === student.id)));
    if (!allowed) throw new HttpError(403, 'Você não tem permissão para ver este aluno.');
    return ok({ lst: t.missionProgress.filter((p) => p.studentId === studentId) });
  }),

  route(need('GET', '/api/Analytics/mindset-funnel'), ({ query, t }) => ok({ obj: funnel(t, query) })),

  route(need('GET', '/api/Event/all'), ({ query, t }) => {
    const search = searchOf(query, DIACRITICS);
    const status = query.get('status');
    const ownerId = query.get('ownerId');
    const featured = query.get('featured');
    let list = t.events.filter(
      (e) =>
        (!search || fold(`${e.title} ${e.ownerName} ${e.venue?.city ?? ''}`, DIACRITICS).includes(search)) &&
        (!status || e.status === status) &&
        (!ownerId || e.ownerId === ownerId) &&
        (!featured || e.featured === (featured === 'true')),
    );
    const { key, sign } = sortOf(query, EVENT_SORT, 'startsAt');
    list = [...list].sort((a, b) => {
      const diff = key === 'sold' ? (a.sold ?? 0) - (b.sold ?? 0) : collator.compare(a[key], b[key]);
      return sign * diff || collator.compare(a.title, b.title);
    });
    return ok(paginate(list, query));
  }),

  route(need('POST', '/api/Event/moderate/:id'), moderationBodySchema, ({ params, body, user, t }) => {
    const event = t.events.find((e) => e.id === params.id);
    if (!event) throw new HttpError(404, 'Evento não encontrado.');
    const reason = body.reason ?? '';
    let msg = '';
    switch (body.action) {
      case 'feature':
        if (event.status !== 'published')
          throw new HttpError(409, 'Só eventos publicados podem ser destacados.');
        event.featured = true;
        msg = 'Evento destacado na página inicial.';
        break;
      case 'unfeature':
        event.featured = false;
        msg = 'Evento tirado dos destaques.';
        break;
      case 'unpublish':
        if (event.status !== 'published')
          throw new HttpError(409, 'Só eventos publicados podem ser despublicados.');
        event.status = 'draft';
        event.featured = false;
        msg = 'Evento despublicado: saiu do catálogo e as vendas foram pausadas.';
        break;
      case 'cancel': {
        if (event.status === 'cancelled' || event.status === 'ended')
          throw new HttpError(409, 'Este evento já foi cancelado ou já terminou.');
        event.status = 'cancelled';
        event.featured = false;
        event.cancelReason = reason;
        const refunded = refundEvent(t, event.id, reason);
        msg = `Evento cancelado. ${refunded} pedido(s) reembolsado(s).`;
        break;
      }
    }
    event.moderation = moderation(body.action, reason, user);
    return ok({ obj: event }, msg);
  }),

  route(need('POST', '/api/Course/moderate/:id'), moderationBodySchema, ({ params, body, user, t }) => {
    const course = t.courses.find((c) => c.id === params.id);
    if (!course) throw new HttpError(404, 'Curso não encontrado.');
    let msg = '';
    switch (body.action) {
      case 'feature':
        if (course.status !== 'open')
          throw new HttpError(409, 'Só cursos com inscrições abertas podem ser destacados.');
        course.featured = true;
        msg = 'Curso destacado.';
        break;
      case 'unfeature':
        course.featured = false;
        msg = 'Curso tirado dos destaques.';
        break;
      case 'unpublish':
        if (course.status !== 'open')
          throw new HttpError(409, 'Só cursos com inscrições abertas podem ser despublicados.');
        course.status = 'draft';
        course.featured = false;
        msg = 'Curso despublicado: as inscrições foram fechadas.';
        break;
      case 'cancel':
        if (course.status === 'archived') throw new HttpError(409, 'Este curso já foi cancelado.');
        course.status = 'archived';
        course.featured = false;
        msg = 'Curso cancelado.';
        break;
    }
    course.moderation = moderation(body.action, body.reason ?? null, user);
    return ok({ obj: course }, msg);
  }),
];

// ---------------------------------------------------------------------------------------------
// Users.

const RESET_TTL_MS = 24 * 60 * 60_000;

function adminView(u: DbUser): AdminUser {
  return {
    id: u.id,
    name: u.name,
    first_name: u.first_name,
    last_name: u.last_name,
    role: u.role,
    login_cell: u.login_cell,
    email_address: u.email_address,
    document: u.document,
    status: u.status,
    verified: u.verified,
    createdAt: u.createdAt,
    url_perfil: u.url_perfil,
    mustResetPassword: u.mustResetPassword,
  };
}

const SORTABLE = ['name', 'createdAt', 'role', 'status', 'email_address'] as const;
function findUser(t: Tables, id: string | undefined): DbUser {
  const found = t.users.find((u) => u.id === id);
  if (!found) throw new HttpError(404, 'Usuário não encontrado.');
  return found;
}

/** Phone, e-mail and document identify one account each, as at registration. */
function uniqueness(t: Tables, id: string, body: UserUpdateBody): Record<string, string> {
  const errors: Record<string, string> = {};
  const others = t.users.filter((u) => u.id !== id);
  if (others.some((u) => u.login_cell === body.login_cell))
    errors.login_cell = 'Este celular já está cadastrado em outra conta.';
  if (others.some((u) => u.email_address.toLowerCase() === body.email_address.toLowerCase()))
    errors.email_address = 'Este e-mail já está cadastrado em outra conta.';
  if (others.some((u) => u.document === body.document))
    errors.document = 'Este CPF ou CNPJ já está cadastrado em outra conta.';
  return errors;
}

/** Admin user directory: search by name, phone, e-mail or CPF; filters by role, status and period. */
export const userHandlers = [
  route(need('GET', '/api/User/all'), ({ query, t }) => {
    const search = searchOf(query, DIACRITICS);
    const digits = search.replace(/\D/g, '');
    // A search that is only a phone or document (with its punctuation) matches digits alone.
    const numeric = digits.length >= 3 && /^[\d\s().+\-/]+$/.test(search);
    const roles = (query.get('role') ?? '').split(',').filter(Boolean);
    const status = query.get('status');
    const from = query.get('from');
    const to = query.get('to');
    const toEnd = to ? `${to}T23:59:59.999Z` : null;
    let list = t.users.filter(
      (u) =>
        (!search ||
          (numeric
            ? u.login_cell.includes(digits) || u.document.includes(digits)
            : fold(u.name, DIACRITICS).includes(search) || u.email_address.toLowerCase().includes(search))) &&
        (roles.length === 0 || roles.includes(u.role)) &&
        (!status || u.status === status) &&
        (!from || u.createdAt >= from) &&
        (!toEnd || u.createdAt <= toEnd),
    );
    const { key, sign } = sortOf(query, SORTABLE, 'createdAt');
    list = [...list].sort(
      (a, b) => sign * collator.compare(a[key], b[key]) || collator.compare(a.name, b.name),
    );
    const page = paginate(list, query);
    return ok({ lst: page.lst.map(adminView), total: page.total });
  }),

  route(need('GET', '/api/User/single/:id'), ({ params, t }) => {
    const found = t.users.find((u) => u.id === params.id);
    return found ? ok({ obj: adminView(found) }) : fail(404, 'Usuário não encontrado.');
  }),

  route(need('PATCH', '/api/User/update/:id'), userUpdateBodySchema, ({ params, body, user, t }) => {
    const target = findUser(t, params.id);
    if (target.id === user?.id && body.status === 'blocked')
      return fail(409, 'Você não pode bloquear a própria conta.', {
        status: 'Você não pode bloquear a própria conta.',
      });
    const errors = uniqueness(t, target.id, body);
    const first = Object.values(errors)[0];
    if (first) return fail(409, first, errors);
    Object.assign(target, body, { name: `${body.first_name} ${body.last_name}` });
    return ok({ obj: adminView(target) }, 'Dados do usuário salvos.');
  }),

  route(need('POST', '/api/User/block/:id'), userBlockBodySchema, ({ params, body, user, t }) => {
    const target = findUser(t, params.id);
    if (target.id === user?.id) return fail(409, 'Você não pode bloquear a própria conta.');
    target.status = body.blocked ? 'blocked' : 'active';
    return ok(
      { obj: adminView(target) },
      body.blocked ? 'Usuário bloqueado. Ele não consegue mais entrar.' : 'Usuário desbloqueado.',
    );
  }),

  route(need('POST', '/api/User/block-many'), userBlockManyBodySchema, ({ body, user, t }) => {
    if (user && body.ids.includes(user.id))
      return fail(409, 'Você não pode bloquear a própria conta. Tire-a da seleção.');
    const wanted = body.blocked ? 'blocked' : 'active';
    const changed: string[] = [];
    const ids = new Set(body.ids);
    for (const u of t.users) {
      if (!ids.has(u.id) || u.status === wanted) continue;
      u.status = wanted;
      changed.push(u.id);
    }
    return ok(
      { obj: { changed } },
      body.blocked
        ? `${changed.length} usuário(s) bloqueado(s).`
        : `${changed.length} usuário(s) desbloqueado(s).`,
    );
  }),

  route(need('POST', '/api/User/role/:id'), userRoleBodySchema, ({ params, body, user, t }) => {
    const target = findUser(t, params.id);
    if (target.id === user?.id) return fail(409, 'Você não pode mudar o próprio perfil de acesso.');
    target.role = body.role;
    return ok({ obj: adminView(target) }, 'Perfil de acesso alterado.');
  }),

  route(need('POST', '/api/User/force-reset/:id'), ({ params, t }) => {
    const target = findUser(t, params.id);
    target.mustResetPassword = true;
    const token = Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    t.resetTokens = t.resetTokens.filter((r) => r.userId !== target.id);
    t.resetTokens.push({
      token,
      userId: target.id,
      expiresAt: new Date(Date.now() + RESET_TTL_MS).toISOString(),
    });
    return ok(
      { obj: adminView(target) },
      `Enviamos um link para ${target.email_address} criar uma nova senha.`,
    );
  }),
];
