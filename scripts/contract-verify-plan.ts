import { at, list, type Step, w } from './contract-plan/core';
import { calendarReads, calendarWrites } from './contract-plan/calendar';
import { chatReads, chatWrites } from './contract-plan/chat';
import { contactReads, contactWrites } from './contract-plan/contact';
import { customerReads } from './contract-plan/customer';
import { widgetReads } from './contract-plan/widget';
import { kanbanReads, kanbanWrites } from './contract-plan/kanban';
import { mailReads, mailWrites } from './contract-plan/mail';
import { shopReads, shopWrites } from './contract-plan/shop';
import { userReads, userWrites } from './contract-plan/user';

export { ACTOR_ROLES, Known, Skip, type Actor, type KnownKey, type Step } from './contract-plan/core';

const DAY = 86_400_000;
const isoIn = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** A CPF with valid check digits (the API validates them). */
export function makeCpf(seed: number): string {
  const digits = String(100_000_000 + (seed % 899_999_999))
    .slice(0, 9)
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A mobile number no seeded account uses: DDD 11, a 9, then eight digits from the run. */
function cellFor(run: string, salt: number): string {
  const n = (parseInt(run, 36) * 7 + salt) % 100_000_000;
  return `119${String(n).padStart(8, '0')}`;
}

const venue = {
  name: 'Auditório do Verificador',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP' as const,
};

const reads: Step[] = [
  // Public catalogue and the school page.
  {
    method: 'GET',
    path: '/api/Event/public',
    query: () => ({ page: 1, pageSize: 12 }),
    keep: (data, k) => {
      const events = list(data);
      k.keep('publicEventId', events[0]?.id);
      k.keep('schoolId', events.find((e) => typeof e.schoolId === 'string')?.schoolId);
    },
  },
  { method: 'GET', path: '/api/Event/filters' },
  { method: 'GET', path: '/api/Event/single/:id', params: (k) => ({ id: k.need('publicEventId') }) },
  { method: 'GET', path: '/api/Ticket/all', query: (k) => ({ eventId: k.need('publicEventId') }) },
  {
    method: 'GET',
    path: '/api/School/mine',
    keep: (data, k) => k.keep('schoolId', at(data, 'obj', 'id')),
  },
  { method: 'GET', path: '/api/School/public/:id', params: (k) => ({ id: k.need('schoolId') }) },
  { method: 'GET', path: '/api/Course/public', query: (k) => ({ schoolId: k.need('schoolId') }) },
  {
    method: 'GET',
    path: '/api/Subscription/plans',
    keep: (data, k) => k.keep('planId', list(data)[0]?.id),
  },

  // The family.
  { method: 'GET', path: '/api/auth/me' },
  { method: 'GET', path: '/api/Order/mine', keep: (data, k) => k.keep('familyOrderId', list(data)[0]?.id) },
  { method: 'GET', path: '/api/Order/single/:id', params: (k) => ({ id: k.need('familyOrderId') }) },
  {
    method: 'GET',
    path: '/api/Attendee/mine',
    keep: (data, k) => {
      k.keep('attendeeCode', list(data)[0]?.code);
      k.keep('attendeeEventId', list(data)[0]?.eventId);
    },
  },
  { method: 'GET', path: '/api/Attendee/download/:code', params: (k) => ({ code: k.need('attendeeCode') }) },
  {
    method: 'GET',
    path: '/api/Dependent/mine',
    keep: (data, k) => {
      const children = list(data);
      k.keep('familyDependentId', children[0]?.id);
      k.keep('familyStudentId', children.find((c) => typeof c.studentId === 'string')?.studentId);
    },
  },
  { method: 'GET', path: '/api/Family/overview' },
  {
    method: 'GET',
    path: '/api/Family/courses',
    keep: (data, k) => {
      const open = list(at(data, 'obj'), 'open').flatMap((course) => list(course, 'classes'));
      k.keep('openClassId', open.find((c) => typeof c.seatsLeft === 'number' && c.seatsLeft > 0)?.classId);
    },
  },
  { method: 'GET', path: '/api/Family/instructions/:id', params: (k) => ({ id: k.need('attendeeEventId') }) },
  {
    method: 'GET',
    path: '/api/Calendar/all',
    query: (k) => ({ from: k.today, to: isoIn(7).slice(0, 10) }),
  },
  { method: 'GET', path: '/api/Card/collection', query: (k) => ({ studentId: k.need('familyStudentId') }) },
  { method: 'GET', path: '/api/Mission/progress', query: (k) => ({ studentId: k.need('familyStudentId') }) },

  // The producer.
  {
    method: 'GET',
    path: '/api/Event/mine',
    as: 'producer',
    keep: (data, k) => k.keep('ownEventId', list(data)[0]?.id),
  },
  {
    method: 'GET',
    path: '/api/Event/manage/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('ownEventId') }),
  },
  {
    method: 'GET',
    path: '/api/Event/stats/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('ownEventId') }),
  },
  {
    method: 'GET',
    path: '/api/Coupon/all',
    as: 'producer',
    query: (k) => ({ eventId: k.need('ownEventId') }),
  },
  {
    method: 'GET',
    path: '/api/Attendee/all',
    as: 'producer',
    query: (k) => ({ eventId: k.need('ownEventId') }),
  },
  {
    method: 'GET',
    path: '/api/Attendee/summary',
    as: 'producer',
    query: (k) => ({ eventId: k.need('ownEventId') }),
  },
  { method: 'GET', path: '/api/Order/all', as: 'producer' },
  {
    method: 'GET',
    path: '/api/Finance/summary',
    as: 'producer',
    keep: (data, k) => k.keep('available', at(data, 'obj', 'available')),
  },
  { method: 'GET', path: '/api/Finance/transactions', as: 'producer' },

  // The school.
  {
    method: 'GET',
    path: '/api/Course/all',
    as: 'school',
    keep: (data, k) => k.keep('courseId', list(data)[0]?.id),
  },
  {
    method: 'GET',
    path: '/api/Course/single/:id',
    as: 'school',
    params: (k) => ({ id: k.need('courseId') }),
  },
  {
    method: 'GET',
    path: '/api/CourseClass/all',
    as: 'school',
    query: (k) => ({ courseId: k.need('courseId') }),
    keep: (data, k) => k.keep('classId', list(data)[0]?.id),
  },
  {
    method: 'GET',
    path: '/api/CourseClass/single/:id',
    as: 'school',
    params: (k) => ({ id: k.need('classId') }),
  },
  {
    method: 'GET',
    path: '/api/Enrollment/all',
    as: 'school',
    query: (k) => ({ courseClassId: k.need('classId') }),
  },
  { method: 'GET', path: '/api/Teacher/all', keep: (data, k) => k.keep('teacherId', list(data)[0]?.id) },
  { method: 'GET', path: '/api/Student/all', keep: (data, k) => k.keep('studentId', list(data)[0]?.id) },
  { method: 'GET', path: '/api/Student/export' },
  { method: 'GET', path: '/api/Student/options' },
  { method: 'GET', path: '/api/Student/single/:id', params: (k) => ({ id: k.need('studentId') }) },
  { method: 'GET', path: '/api/Student/profile/:id', params: (k) => ({ id: k.need('studentId') }) },
  {
    method: 'GET',
    path: '/api/Attendance/sessions',
    query: (k) => ({ date: k.today }),
    keep: (data, k) => k.keep('sessionClassId', at(list(data)[0], 'courseClass', 'id')),
  },
  {
    method: 'GET',
    path: '/api/Attendance/session/:courseClassId',
    params: (k) => ({ courseClassId: k.need('sessionClassId') }),
    query: (k) => ({ date: k.today }),
    keep: (data, k) => k.keep('sessionStudentId', list(at(data, 'obj'), 'students')[0]?.id),
  },
  { method: 'GET', path: '/api/Attendance/dashboard' },
  {
    method: 'GET',
    path: '/api/Card/all',
    as: 'school',
    keep: (data, k) => k.keep('cardId', list(data)[0]?.id),
  },
  { method: 'GET', path: '/api/Card/students' },
  {
    method: 'GET',
    path: '/api/chat/users',
    as: 'school',
    keep: (data, k) => k.keep('chatPeerId', list(data, 'users')[0]?.id),
  },
  {
    method: 'GET',
    path: '/api/Conversation/all',
    as: 'school',
    keep: (data, k) => k.keep('conversationId', list(data)[0]?.id),
  },

  // The admin.
  {
    method: 'GET',
    path: '/api/User/all',
    keep: (data, k) => k.keep('userId', list(data)[0]?.id),
  },
  { method: 'GET', path: '/api/User/single/:id', params: (k) => ({ id: k.need('userId') }) },
  {
    method: 'GET',
    path: '/api/Mission/all',
    as: 'admin',
    keep: (data, k) => k.keep('missionId', list(data)[0]?.id),
  },
  { method: 'GET', path: '/api/Mission/audiences' },
  { method: 'GET', path: '/api/Mission/summary' },
  { method: 'GET', path: '/api/Analytics/mindset-funnel' },
  { method: 'GET', path: '/api/Event/all' },
  {
    method: 'GET',
    path: '/api/Finance/payouts',
    as: 'admin',
  },
  {
    method: 'GET',
    path: '/api/Arena/summary',
    query: (k) => ({ from: isoIn(-30).slice(0, 10), to: k.today }),
  },
];

const writes: Step[] = [
  // A new account of its own, so nothing the demo accounts own is touched by the account writes.
  w({
    method: 'POST',
    path: '/api/auth/register',
    body: (k) => {
      const seed = parseInt(k.run, 36);
      return {
        login_cell: cellFor(k.run, 1),
        pass_token: 'Verifica@2026',
        first_name: 'Vera',
        last_name: 'Verificadora',
        document: makeCpf(seed),
        email_address: `verificador.${k.run}@exemplo.com.br`,
        role: '2',
      };
    },
    keep: (data, k) => {
      k.keep('newCell', at(data, 'userdto', 'login_cell'));
      k.keep('newUserId', at(data, 'userdto', 'id'));
      k.keep('newEmail', `verificador.${k.run}@exemplo.com.br`);
      k.keep('newPassword', 'Verifica@2026');
      const token = at(data, 'token');
      if (typeof token === 'string') k.onSession('newAccount', token);
    },
  }),
  w({
    method: 'POST',
    path: '/api/auth/verify',
    body: (k) => ({ login_cell: k.need('newCell'), accessCode: k.config.accessCode }),
  }),
  // Another number than the new account's, whose code was just sent (a resend waits 30 s).
  w({ method: 'POST', path: '/api/auth/resend-code', body: (k) => ({ login_cell: cellFor(k.run, 2) }) }),
  w({
    method: 'PATCH',
    path: '/api/auth/profile',
    as: 'newAccount',
    body: (k) => ({
      first_name: 'Vera',
      last_name: 'Verificada',
      email_address: k.need('newEmail'),
      url_perfil: null,
    }),
  }),
  w({
    method: 'POST',
    path: '/api/auth/change-password',
    as: 'newAccount',
    body: (k) => ({ current_password: k.need('newPassword'), pass_token: 'Verifica@2027' }),
  }),
  w({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: (k) => ({ email_address: k.need('newEmail') }),
    keep: (data, k) => {
      const path = at(data, 'demoResetPath');
      if (typeof path === 'string') k.keep('resetToken', new URL(path, 'http://x').searchParams.get('token'));
    },
  }),
  w({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: (k) => ({ token: k.need('resetToken'), pass_token: 'Verifica@2028' }),
  }),
  w({
    method: 'POST',
    path: '/api/Whitelist/join',
    body: (k) => ({
      name: 'Vera Verificadora',
      email: `lista.${k.run}@exemplo.com.br`,
      phone: cellFor(k.run, 3),
      profile: 'family',
      consent: true,
    }),
  }),
  // A playtest match of the new account and the survey after it (a guest's, as the arena allows).
  w({
    method: 'POST',
    path: '/api/Arena/match',
    as: 'newAccount',
    body: (k) => ({
      seed: parseInt(k.run, 36) % 0x100000000,
      difficulty: 'normal',
      rounds: 21,
      result: 'won',
      deckCardIds: Array.from({ length: 16 }, () => k.need('cardId')),
    }),
  }),
  w({
    method: 'POST',
    path: '/api/Arena/feedback',
    body: (k) => ({
      matchSeed: parseInt(k.run, 36) % 0x100000000,
      rating: 4,
      comment: `Partida do verificador ${k.run}.`,
    }),
  }),
  w({
    method: 'POST',
    path: '/api/Subscription/checkout',
    as: 'newAccount',
    body: (k) => ({
      planId: k.need('planId'),
      payment: { method: 'card', installments: 1 },
      card: { number: '4242 4242 4242 4242', name: 'VERA VERIFICADORA', expiry: '12/30', cvv: '123' },
    }),
  }),

  // A producer's event from draft to sold, checked in, refunded and cancelled.
  w({
    method: 'POST',
    path: '/api/Event/create',
    as: 'producer',
    body: (k) => ({
      title: `Verificação do contrato ${k.run}`,
      category: 'workshop',
      ageRating: 'Livre',
      description: '<p>Evento criado pelo verificador de contrato.</p>',
      startsAt: isoIn(30),
      endsAt: isoIn(30, 21),
      online: false,
      venue,
      url: null,
      capacity: 100,
      coverUrl: null,
    }),
    keep: (data, k) => k.keep('createdEventId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'PATCH',
    path: '/api/Event/update/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('createdEventId') }),
    body: () => ({ capacity: 120 }),
  }),
  w({
    method: 'POST',
    path: '/api/Ticket/create',
    as: 'producer',
    body: (k) => ({
      eventId: k.need('createdEventId'),
      name: 'Inteira',
      price: 5000,
      halfPriceAllowed: true,
      quantity: 50,
      salesStart: isoIn(-1),
      salesEnd: isoIn(29),
      minPerOrder: 1,
      maxPerOrder: 6,
      visible: true,
    }),
    keep: (data, k) => k.keep('createdTicketId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'PATCH',
    path: '/api/Ticket/update/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('createdTicketId') }),
    body: () => ({ quantity: 60 }),
  }),
  w({
    method: 'POST',
    path: '/api/Ticket/create',
    as: 'producer',
    helper: true,
    body: (k) => ({
      eventId: k.need('createdEventId'),
      name: 'Cortesia',
      price: 0,
      free: true,
      halfPriceAllowed: false,
      quantity: 5,
      salesStart: isoIn(-1),
      salesEnd: isoIn(29),
      minPerOrder: 1,
      maxPerOrder: 2,
      visible: false,
    }),
    keep: (data, k) => k.keep('spareTicketId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'DELETE',
    path: '/api/Ticket/delete/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('spareTicketId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Coupon/create',
    as: 'producer',
    body: (k) => ({
      eventId: k.need('createdEventId'),
      code: `VERIF${k.run.toUpperCase()}`,
      kind: 'percent',
      value: 10,
      maxUses: 10,
      validFrom: isoIn(-1),
      validUntil: isoIn(29),
      ticketIds: [],
    }),
    keep: (data, k) => {
      k.keep('createdCouponId', at(data, 'obj', 'id'));
      k.keep('createdCouponCode', at(data, 'obj', 'code'));
    },
  }),
  w({
    method: 'PATCH',
    path: '/api/Coupon/update/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('createdCouponId') }),
    body: () => ({ maxUses: 20 }),
  }),
  w({
    method: 'POST',
    path: '/api/Coupon/create',
    as: 'producer',
    helper: true,
    body: (k) => ({
      eventId: k.need('createdEventId'),
      code: `SOBRA${k.run.toUpperCase()}`,
      kind: 'fixed',
      value: 500,
      maxUses: 1,
      validFrom: isoIn(-1),
      validUntil: isoIn(29),
      ticketIds: [],
    }),
    keep: (data, k) => k.keep('spareCouponId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'DELETE',
    path: '/api/Coupon/delete/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('spareCouponId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Event/publish/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('createdEventId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Event/unpublish/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('createdEventId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Event/publish/:id',
    as: 'producer',
    helper: true,
    params: (k) => ({ id: k.need('createdEventId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Coupon/validate',
    body: (k) => ({
      eventId: k.need('createdEventId'),
      code: k.need('createdCouponCode'),
      items: [{ ticketId: k.need('createdTicketId'), quantity: 2, halfPrice: false }],
    }),
  }),
  w({
    method: 'POST',
    path: '/api/Order/create',
    as: 'family',
    body: (k) => ({
      eventId: k.need('createdEventId'),
      items: [{ ticketId: k.need('createdTicketId'), quantity: 2, halfPrice: false, unitPrice: 5000 }],
      attendees: [
        { name: 'Carla Souza', cpf: makeCpf(123_456_789), email: 'carla.souza@exemplo.com.br' },
        { name: 'Lucas Souza', cpf: makeCpf(987_654_321), email: 'carla.souza@exemplo.com.br' },
      ],
      couponCode: k.need('createdCouponCode'),
      payment: { method: 'pix', installments: 1 },
    }),
    keep: (data, k) => k.keep('pixOrderId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'POST',
    path: '/api/Order/simulate-payment/:id',
    as: 'family',
    params: (k) => ({ id: k.need('pixOrderId') }),
    keep: (data, k) => k.keep('createdAttendeeCode', list(at(data, 'obj'), 'tickets')[0]?.code),
  }),
  w({
    method: 'POST',
    path: '/api/Attendee/checkin/:code',
    as: 'producer',
    params: (k) => ({ code: k.need('createdAttendeeCode') }),
    query: (k) => ({ eventId: k.need('createdEventId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Order/refund/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('pixOrderId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Event/cancel/:id',
    as: 'producer',
    params: (k) => ({ id: k.need('createdEventId') }),
    body: () => ({ reason: 'Evento de teste do verificador de contrato.' }),
  }),

  // The school: teacher, course, class, student, enrolment, roll call, card award, chat.
  w({
    method: 'PATCH',
    path: '/api/School/update/:id',
    as: 'school',
    params: (k) => ({ id: k.need('schoolId') }),
    body: () => ({ about: 'Escola de ensino fundamental com cursos extracurriculares.' }),
  }),
  w({
    method: 'POST',
    path: '/api/Teacher/create',
    body: (k) => ({
      name: `Professora ${k.tag}`,
      email: `prof.${k.run}@exemplo.com.br`,
      phone: cellFor(k.run, 4),
      subjects: ['Ciências'],
      active: true,
    }),
    keep: (data, k) => k.keep('createdTeacherId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'PATCH',
    path: '/api/Teacher/update/:id',
    params: (k) => ({ id: k.need('createdTeacherId') }),
    body: () => ({ subjects: ['Ciências', 'Matemática'] }),
  }),
  w({
    method: 'POST',
    path: '/api/Course/create',
    as: 'school',
    body: (k) => ({
      title: `Curso do verificador ${k.run}`,
      description: 'Criado pelo verificador de contrato.',
      teacherId: k.need('createdTeacherId'),
      instructor: null,
      price: 0,
      capacity: 20,
      status: 'open',
    }),
    keep: (data, k) => k.keep('createdCourseId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'PATCH',
    path: '/api/Course/update/:id',
    as: 'school',
    params: (k) => ({ id: k.need('createdCourseId') }),
    body: () => ({ capacity: 25 }),
  }),
  w({
    method: 'POST',
    path: '/api/CourseClass/create',
    as: 'school',
    body: (k) => ({
      courseId: k.need('createdCourseId'),
      title: 'Turma do verificador',
      room: 'Sala 1',
      teacherId: k.need('createdTeacherId'),
      weekdays: [1, 3],
      dates: [],
      startTime: '14:00',
      endTime: '15:00',
      startDate: k.today,
      endDate: isoIn(60).slice(0, 10),
    }),
    keep: (data, k) => k.keep('createdClassId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'PATCH',
    path: '/api/CourseClass/update/:id',
    as: 'school',
    params: (k) => ({ id: k.need('createdClassId') }),
    body: () => ({ room: 'Sala 2' }),
  }),
  w({
    method: 'POST',
    path: '/api/Student/create',
    body: (k) => ({
      name: `Vera ${k.tag}`,
      birthDate: '2017-03-10',
      grade: '3º ano',
      classIds: [],
      status: 'active',
      guardians: [
        {
          name: 'Vera Verificadora',
          phone: cellFor(k.run, 5),
          email: `resp.${k.run}@exemplo.com.br`,
          relation: 'Mãe',
        },
      ],
    }),
    keep: (data, k) => {
      k.keep('createdStudentId', at(data, 'obj', 'id'));
      k.keep('createdStudentLinkCode', at(data, 'obj', 'linkCode'));
    },
  }),
  w({
    method: 'PATCH',
    path: '/api/Student/update/:id',
    params: (k) => ({ id: k.need('createdStudentId') }),
    body: () => ({ grade: '4º ano' }),
  }),
  w({
    method: 'POST',
    path: '/api/Student/import',
    body: () => ({
      dryRun: true,
      rows: [{ name: 'Aluno Importado', birthDate: '2016-05-02', grade: '4º ano' }],
    }),
  }),
  w({
    method: 'POST',
    path: '/api/Enrollment/create',
    body: (k) => ({ courseClassId: k.need('createdClassId'), studentId: k.need('createdStudentId') }),
  }),
  w({
    method: 'DELETE',
    path: '/api/Enrollment/delete',
    query: (k) => ({ courseClassId: k.need('createdClassId'), studentId: k.need('createdStudentId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Attendance/checkin',
    body: (k) => {
      const id = `verif-${k.run}-${crypto.randomUUID()}`;
      return {
        batchId: id,
        entries: [
          {
            id: `${id}-1`,
            courseClassId: k.need('sessionClassId'),
            date: k.today,
            studentId: k.need('sessionStudentId'),
            status: 'present',
            at: new Date().toISOString(),
          },
        ],
      };
    },
  }),
  w({
    method: 'POST',
    path: '/api/Card/award',
    body: (k) => ({
      studentId: k.need('createdStudentId'),
      cardId: k.need('cardId'),
      reason: 'Verificação do contrato',
    }),
  }),
  w({
    method: 'POST',
    path: '/api/chat/filter',
    as: 'school',
    body: (k) => ({ user: k.need('chatPeerId') }),
  }),
  w({
    method: 'POST',
    path: '/api/chat/insert',
    as: 'school',
    body: (k) => ({ chat: { to: k.need('chatPeerId'), text: `Mensagem do verificador ${k.run}` } }),
  }),
  w({
    method: 'POST',
    path: '/api/Conversation/read/:id',
    as: 'school',
    params: (k) => ({ id: k.need('conversationId') }),
  }),
  w({
    method: 'DELETE',
    path: '/api/CourseClass/delete/:id',
    as: 'school',
    params: (k) => ({ id: k.need('createdClassId') }),
  }),
  w({
    method: 'DELETE',
    path: '/api/Course/delete/:id',
    as: 'school',
    params: (k) => ({ id: k.need('createdCourseId') }),
  }),
  w({
    method: 'DELETE',
    path: '/api/Teacher/delete/:id',
    params: (k) => ({ id: k.need('createdTeacherId') }),
  }),

  // The family: children, the school's link code, enrolment and its payment, the calendar.
  w({
    method: 'POST',
    path: '/api/Dependent/create',
    body: (k) => ({ name: `Vera ${k.tag}`, birthDate: '2019-07-01', grade: null, avatarUrl: null }),
    keep: (data, k) => k.keep('createdDependentId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'PATCH',
    path: '/api/Dependent/update/:id',
    params: (k) => ({ id: k.need('createdDependentId') }),
    body: (k) => ({ name: `Vera ${k.tag}`, birthDate: '2019-07-01', grade: '1º ano', avatarUrl: null }),
  }),
  w({
    method: 'POST',
    path: '/api/Dependent/link',
    body: (k) => ({ dependentId: k.need('createdDependentId'), code: k.need('createdStudentLinkCode') }),
  }),
  w({
    method: 'POST',
    path: '/api/Dependent/unlink/:id',
    params: (k) => ({ id: k.need('createdDependentId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Enrollment/request',
    body: (k) => ({ dependentId: k.need('createdDependentId'), courseClassId: k.need('openClassId') }),
    keep: (data, k) => k.keep('enrolmentId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'POST',
    path: '/api/Enrollment/simulate-payment/:id',
    params: (k) => ({ id: k.need('enrolmentId') }),
  }),
  w({
    method: 'DELETE',
    path: '/api/Dependent/delete/:id',
    params: (k) => ({ id: k.need('createdDependentId') }),
  }),
  w({
    method: 'POST',
    path: '/api/EventUser/create',
    body: (k) => ({
      title: 'Reunião do verificador',
      description: '',
      location: 'Escola',
      color: '#1976d2',
      priority: 'MEDIUM',
      category: 'Pessoal',
      reminderMinutes: 30,
      isPrivate: true,
      isRecurring: false,
      eventDate: k.today,
      startTime: '18:00:00',
      endTime: '19:00:00',
      notes: '',
      userId: 'u-family',
    }),
    keep: (data, k) => k.keep('calendarItemId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'PATCH',
    path: '/api/EventUser/update/:eventUserId',
    params: (k) => ({ eventUserId: k.need('calendarItemId') }),
    body: (k) => ({
      title: 'Reunião do verificador (remarcada)',
      description: '',
      location: 'Escola',
      color: '#1976d2',
      priority: 'HIGH',
      category: 'Pessoal',
      reminderMinutes: 15,
      isPrivate: true,
      isRecurring: false,
      eventDate: k.today,
      startTime: '19:00:00',
      endTime: '20:00:00',
      notes: '',
      userId: 'u-family',
    }),
  }),
  w({
    method: 'DELETE',
    path: '/api/EventUser/delete/:eventUserId',
    params: (k) => ({ eventUserId: k.need('calendarItemId') }),
  }),

  // The admin: cards, missions, moderation, users, payouts.
  w({
    method: 'POST',
    path: '/api/Card/create',
    body: (k) => ({
      name: `Carta ${k.tag}`,
      rarity: 'rare',
      collection: 'Verificação',
      description: 'Criada pelo verificador de contrato.',
      imageUrl: null,
      attributes: { forca: 5 },
    }),
    keep: (data, k) => k.keep('createdCardId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'PATCH',
    path: '/api/Card/update/:id',
    params: (k) => ({ id: k.need('createdCardId') }),
    body: () => ({ rarity: 'epic' }),
  }),
  w({
    method: 'POST',
    path: '/api/Mission/create',
    body: (k) => ({
      title: `Missão do verificador ${k.run}`,
      description: 'Criada pelo verificador de contrato.',
      criteria: 'Participar de uma aula',
      rewardPoints: 50,
      rewardCardIds: [k.need('cardId')],
      startsAt: isoIn(1),
      endsAt: isoIn(31),
      audience: { schoolIds: [k.need('schoolId')], grades: ['3º ano'] },
      status: 'draft',
    }),
    keep: (data, k) => k.keep('createdMissionId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'PATCH',
    path: '/api/Mission/update/:id',
    params: (k) => ({ id: k.need('createdMissionId') }),
    body: (k) => ({
      title: `Missão do verificador ${k.run}`,
      description: 'Atualizada pelo verificador de contrato.',
      criteria: 'Participar de duas aulas',
      rewardPoints: 80,
      rewardCardIds: [k.need('cardId')],
      startsAt: isoIn(1),
      endsAt: isoIn(31),
      audience: { schoolIds: [k.need('schoolId')], grades: ['3º ano'] },
      status: 'draft',
    }),
  }),
  w({
    method: 'POST',
    path: '/api/Mission/duplicate/:id',
    params: (k) => ({ id: k.need('createdMissionId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Mission/archive/:id',
    params: (k) => ({ id: k.need('createdMissionId') }),
  }),
  w({
    method: 'DELETE',
    path: '/api/Card/delete/:id',
    params: (k) => ({ id: k.need('createdCardId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Event/moderate/:id',
    params: (k) => ({ id: k.need('publicEventId') }),
    body: () => ({ action: 'feature', reason: null }),
  }),
  w({
    method: 'POST',
    path: '/api/Course/moderate/:id',
    params: (k) => ({ id: k.need('courseId') }),
    body: () => ({ action: 'feature', reason: null }),
  }),
  w({
    method: 'PATCH',
    path: '/api/User/update/:id',
    params: (k) => ({ id: k.need('newUserId') }),
    body: (k) => ({
      first_name: 'Vera',
      last_name: 'Verificada',
      email_address: k.need('newEmail'),
      login_cell: k.need('newCell'),
      document: makeCpf(parseInt(k.run, 36)),
      status: 'active',
      verified: true,
    }),
  }),
  w({
    method: 'POST',
    path: '/api/User/block/:id',
    params: (k) => ({ id: k.need('newUserId') }),
    body: () => ({ blocked: true }),
  }),
  w({
    method: 'POST',
    path: '/api/User/block-many',
    body: (k) => ({ ids: [k.need('newUserId')], blocked: false }),
  }),
  w({
    method: 'POST',
    path: '/api/User/role/:id',
    params: (k) => ({ id: k.need('newUserId') }),
    body: () => ({ role: '3' }),
  }),
  w({ method: 'POST', path: '/api/User/force-reset/:id', params: (k) => ({ id: k.need('newUserId') }) }),
  w({
    method: 'POST',
    path: '/api/Finance/payout-request',
    as: 'producer',
    body: (k) => ({ amount: Math.min(1000, Math.floor(Number(k.need('available')) / 2)) }),
    keep: (data, k) => k.keep('payoutId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'POST',
    path: '/api/Finance/payout-request',
    as: 'producer',
    helper: true,
    body: (k) => ({ amount: Math.min(1000, Math.floor(Number(k.need('available')) / 2)) }),
    keep: (data, k) => k.keep('secondPayoutId', at(data, 'obj', 'id')),
  }),
  w({
    method: 'POST',
    path: '/api/Finance/payout-approve/:id',
    params: (k) => ({ id: k.need('payoutId') }),
  }),
  w({
    method: 'POST',
    path: '/api/Finance/payout-reject/:id',
    params: (k) => ({ id: k.need('secondPayoutId') }),
    body: () => ({ reason: 'Dados bancários não conferem.' }),
  }),
];

/** The new account logs out: after this its token opens nothing, so no step as that account may follow. */
const sessionEnd: Step[] = [
  w({ method: 'POST', path: '/api/auth/logout', as: 'newAccount', endsSession: true }),
];

/**
 * Each area's reads, then its writes; the template apps' areas keep their steps in ./contract-plan. The
 * logout comes last.
 */
export const PLAN: readonly Step[] = [
  ...reads,
  ...kanbanReads,
  ...mailReads,
  ...chatReads,
  ...contactReads,
  ...userReads,
  ...customerReads,
  ...calendarReads,
  ...widgetReads,
  ...shopReads,
  ...writes,
  ...kanbanWrites,
  ...mailWrites,
  ...chatWrites,
  ...contactWrites,
  ...userWrites,
  ...calendarWrites,
  ...shopWrites,
  ...sessionEnd,
];
