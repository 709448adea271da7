import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { apiClient } from '@/api/client';
import { courseClassSchema } from '@/api/contract/domain';
import { envelopeSchema, objEnvelope } from '@/api/contract/envelope';
import { setToken } from '@/api/token';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

type User = ReturnType<typeof renderApp>['user'];
const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });
const producer = sessionState({ id: DEMO_IDS.producer, role: '3', name: 'Paulo Mendes', url_perfil: null });
// Dialog flows on a shared 2-core machine need more than the default time.
const SLOW = 60_000;

/** Pastes instead of typing key by key: MUI fields re-render per key, which is slow on a busy machine. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
}

async function open(route: string, as: 'school' | 'producer' = 'school') {
  const [id, role] = as === 'school' ? [DEMO_IDS.school, '4'] : [DEMO_IDS.producer, '3'];
  localStorage.setItem('serviceToken', await signToken(id, role));
  return renderApp({ route, preloadedState: as === 'school' ? school : producer });
}

const course = (title: string) => {
  const found = db.tables.courses.find((c) => c.title === title);
  if (!found) throw new Error(`seed course ${title}`);
  return found;
};
const classesOf = (courseId: string) => db.tables.courseClasses.filter((c) => c.courseId === courseId);

describe('courses list (/empresa/cursos and the other course routes)', () => {
  test(
    "shows the school's courses with status, teacher, price and occupancy; search and status filter",
    async () => {
      const { user } = await open('/empresa/cursos');
      expect(
        await screen.findByRole('heading', { level: 1, name: t('route.company.courses') }, LAZY_LOAD),
      ).toBeInTheDocument();
      const schoolCourses = db.tables.courses.filter((c) => c.schoolId === DEMO_IDS.schoolId);
      expect(await screen.findAllByRole('article')).toHaveLength(schoolCourses.length);

      const robotics = course('Robótica Criativa');
      const card = screen.getByRole('article', { name: robotics.title });
      const teacher = db.tables.teachers.find((tc) => tc.id === robotics.teacherId);
      expect(within(card).getByText(teacher?.name ?? '')).toBeInTheDocument();
      expect(within(card).getByText(t('courses.card.free'))).toBeInTheDocument();
      expect(within(card).getByText(t('courses.status.open'))).toBeInTheDocument();
      const classes = classesOf(robotics.id);
      const taken = classes.reduce((n, c) => n + c.studentIds.length, 0);
      expect(
        within(card).getByText(
          t('courses.card.occupancy', { enrolled: taken, seats: robotics.capacity * classes.length }),
        ),
      ).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: t('courses.card.open') })).toHaveAttribute(
        'href',
        `/empresa/cursos/${robotics.id}`,
      );
      // The producer's courses are not the school's.
      expect(
        screen.queryByRole('article', { name: 'Oficina de Teatro para Crianças' }),
      ).not.toBeInTheDocument();

      await fill(user, screen.getByRole('searchbox', { name: t('courses.list.search') }), 'xadrez');
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
      expect(screen.getByRole('article', { name: 'Xadrez' })).toBeInTheDocument();

      await fill(user, screen.getByRole('searchbox', { name: t('courses.list.search') }), '');
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(schoolCourses.length));
      await user.click(screen.getByRole('combobox', { name: t('courses.list.statusFilter') }));
      await user.click(await screen.findByRole('option', { name: t('courses.status.draft') }));
      await waitFor(() =>
        expect(screen.getAllByRole('article')).toHaveLength(
          schoolCourses.filter((c) => c.status === 'draft').length,
        ),
      );
    },
    SLOW,
  );

  test(
    'creating a course checks title and price; a repeated title is refused on its field',
    async () => {
      const { user } = await open('/empresa/gestao-cursos');
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: t('route.company.courseManagement') },
          LAZY_LOAD,
        ),
      ).toBeInTheDocument();
      await screen.findAllByRole('article');
      await user.click(screen.getByRole('button', { name: t('courses.list.create') }));
      const dialog = await screen.findByRole('dialog', { name: t('courses.form.newTitle') });
      await user.click(within(dialog).getByRole('button', { name: t('courses.form.create') }));
      expect(await within(dialog).findByText(t('courses.validation.title.required'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('courses.validation.price.required'))).toBeInTheDocument();

      await fill(user, within(dialog).getByRole('textbox', { name: /Título/ }), 'Xadrez');
      await fill(user, within(dialog).getByRole('textbox', { name: t('courses.field.price') }), '150,00');
      expect(within(dialog).getByRole('textbox', { name: t('courses.field.price') })).toHaveValue('150,00');
      // Seats are refused as typed, with the limits the API sets; nothing is rewritten.
      const capacity = within(dialog).getByRole('textbox', { name: /Vagas por turma/ });
      await fill(user, capacity, '2.5');
      await user.click(within(dialog).getByRole('button', { name: t('courses.form.create') }));
      expect(
        await within(dialog).findByText('Use um número inteiro, sem vírgula nem ponto: de 1 a 500.'),
      ).toBeInTheDocument();
      expect(capacity).toHaveValue('2.5');
      await fill(user, capacity, '0');
      await user.click(within(dialog).getByRole('button', { name: t('courses.form.create') }));
      expect(await within(dialog).findByText('Use um número de 1 a 500.')).toBeInTheDocument();
      await fill(user, capacity, '25');
      await user.click(within(dialog).getByRole('button', { name: t('courses.form.create') }));
      // The server knows the school already has a "Xadrez": the message lands on the title, nothing typed is lost.
      expect(await within(dialog).findByText('Já existe um curso com este título.')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('Xadrez');

      await fill(user, within(dialog).getByRole('textbox', { name: /Título/ }), 'Xadrez Avançado');
      await user.click(within(dialog).getByRole('combobox', { name: t('courses.field.teacher') }));
      const teacher = db.tables.teachers.find((tc) => tc.schoolId === DEMO_IDS.schoolId && tc.active);
      await user.click(await screen.findByRole('option', { name: teacher?.name }));
      await user.click(within(dialog).getByRole('button', { name: t('courses.form.create') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      expect(await screen.findByRole('article', { name: 'Xadrez Avançado' })).toBeInTheDocument();
      expect(db.tables.courses.find((c) => c.title === 'Xadrez Avançado')).toMatchObject({
        schoolId: DEMO_IDS.schoolId,
        ownerId: DEMO_IDS.school,
        teacherId: teacher?.id,
        price: 15000,
        capacity: 25,
        status: 'draft',
      });
    },
    SLOW,
  );

  test(
    'editing a course: a free course needs no price; seats cannot drop below the fullest class',
    async () => {
      const chess = course('Xadrez');
      const fullest = Math.max(...classesOf(chess.id).map((c) => c.studentIds.length));
      const { user } = await open('/empresa/cursos');
      const card = await screen.findByRole('article', { name: 'Xadrez' }, LAZY_LOAD);
      await user.click(within(card).getByRole('button', { name: t('common.edit') }));
      const dialog = await screen.findByRole('dialog', { name: t('courses.form.editTitle') });
      expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('Xadrez');
      await fill(user, within(dialog).getByRole('textbox', { name: /Título/ }), '');
      await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      expect(await within(dialog).findByText(t('courses.validation.title.required'))).toBeInTheDocument();

      await fill(user, within(dialog).getByRole('textbox', { name: /Título/ }), 'Xadrez para Todos');
      await user.click(within(dialog).getByRole('switch', { name: t('courses.field.free') }));
      await fill(user, within(dialog).getByRole('textbox', { name: /Vagas por turma/ }), String(fullest - 1));
      await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      expect(await within(dialog).findByText(/A turma mais cheia já tem/)).toBeInTheDocument();
      expect(db.tables.courses.find((c) => c.id === chess.id)?.title).toBe('Xadrez');

      await fill(user, within(dialog).getByRole('textbox', { name: /Vagas por turma/ }), String(fullest + 5));
      await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(db.tables.courses.find((c) => c.id === chess.id)).toMatchObject({
        title: 'Xadrez para Todos',
        price: 0,
        capacity: fullest + 5,
      });
      expect(await screen.findByRole('article', { name: 'Xadrez para Todos' })).toBeInTheDocument();
    },
    SLOW,
  );

  test(
    'a course with students is archived, not deleted; an empty one can be deleted',
    async () => {
      const arts = course('Artes Visuais');
      db.tables.courses.push({ ...arts, id: 'course-empty', title: 'Curso Vazio', status: 'draft' });
      const { user } = await open('/empresa/cursos');
      const card = await screen.findByRole('article', { name: arts.title }, LAZY_LOAD);

      await user.click(
        within(card).getByRole('button', { name: t('courses.card.more', { title: arts.title }) }),
      );
      expect(await screen.findByRole('menuitem', { name: new RegExp(t('common.delete')) })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await user.click(screen.getByRole('menuitem', { name: t('courses.action.archive') }));
      const confirm = await screen.findByRole('dialog', {
        name: t('courses.confirm.archive.title', { title: arts.title }),
      });
      await user.click(within(confirm).getByRole('button', { name: t('courses.confirm.archive.confirm') }));
      await waitFor(() =>
        expect(screen.queryByRole('article', { name: arts.title })).not.toBeInTheDocument(),
      );
      expect(db.tables.courses.find((c) => c.id === arts.id)?.status).toBe('archived');
      // Students and classes stay.
      expect(classesOf(arts.id).every((c) => c.studentIds.length > 0)).toBe(true);

      const empty = await screen.findByRole('article', { name: 'Curso Vazio' });
      await user.click(
        within(empty).getByRole('button', { name: t('courses.card.more', { title: 'Curso Vazio' }) }),
      );
      await user.click(await screen.findByRole('menuitem', { name: t('common.delete') }));
      const del = await screen.findByRole('dialog', {
        name: t('courses.confirm.delete.title', { title: 'Curso Vazio' }),
      });
      await user.click(within(del).getByRole('button', { name: t('courses.confirm.delete.confirm') }));
      await waitFor(() =>
        expect(screen.queryByRole('article', { name: 'Curso Vazio' })).not.toBeInTheDocument(),
      );
      expect(db.tables.courses.some((c) => c.id === 'course-empty')).toBe(false);
    },
    SLOW,
  );

  test(
    'a producer sees only their own courses and names a free-text instructor',
    async () => {
      const { user } = await open('/produtor/meus-cursos', 'producer');
      expect(
        await screen.findByRole('heading', { level: 1, name: t('route.producer.courses') }, LAZY_LOAD),
      ).toBeInTheDocument();
      const mine = db.tables.courses.filter((c) => c.ownerId === DEMO_IDS.producer);
      expect(await screen.findAllByRole('article')).toHaveLength(mine.length);
      const workshop = screen.getByRole('article', { name: 'Oficina de Teatro para Crianças' });
      expect(within(workshop).getByText('Ana Ribeiro')).toBeInTheDocument();
      // No class pages for producers: their courses have no school students.
      expect(within(workshop).queryByRole('link', { name: t('courses.card.open') })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: t('courses.list.create') }));
      const dialog = await screen.findByRole('dialog', { name: t('courses.form.newTitle') });
      expect(
        within(dialog).queryByRole('combobox', { name: t('courses.field.teacher') }),
      ).not.toBeInTheDocument();
      await fill(user, within(dialog).getByRole('textbox', { name: /Título/ }), 'Oficina de Circo');
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: t('courses.field.instructor') }),
        'Marcos Lima',
      );
      await user.click(within(dialog).getByRole('switch', { name: t('courses.field.free') }));
      await user.click(within(dialog).getByRole('button', { name: t('courses.form.create') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('article', { name: 'Oficina de Circo' })).toBeInTheDocument();
      expect(db.tables.courses.find((c) => c.title === 'Oficina de Circo')).toMatchObject({
        ownerId: DEMO_IDS.producer,
        schoolId: null,
        teacherId: null,
        instructor: 'Marcos Lima',
        price: 0,
      });
    },
    SLOW,
  );
});

describe('course page (/empresa/cursos/:id): classes and enrolment', () => {
  async function openCourse(title: string) {
    const found = course(title);
    const app = await open(`/empresa/cursos/${found.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LAZY_LOAD)).toBeInTheDocument();
    return { ...app, course: found };
  }

  test(
    'lists the classes with schedule, room, teacher and students',
    async () => {
      const { course: music } = await openCourse('Musicalização');
      const [cls] = classesOf(music.id);
      if (!cls) throw new Error('seed class');
      expect(await screen.findByRole('heading', { level: 3, name: cls.title })).toBeInTheDocument();
      expect(screen.getAllByText(cls.room).length).toBeGreaterThan(0);
      expect(
        await screen.findByText(t('courses.class.students', { count: cls.studentIds.length })),
      ).toBeInTheDocument();
      const first = db.tables.students.find((s) => s.id === cls.studentIds[0]);
      expect(await screen.findByText(first?.name ?? '')).toBeInTheDocument();
    },
    SLOW,
  );

  test(
    'a new class: weekday and end-after-start are checked, then it is created',
    async () => {
      const { user, course: music } = await openCourse('Musicalização');
      const before = classesOf(music.id).length;
      await user.click(screen.getByRole('button', { name: t('courses.class.new') }));
      const dialog = await screen.findByRole('dialog', { name: t('courses.class.newTitle') }, LAZY_LOAD);
      expect(within(dialog).getByRole('textbox', { name: /Nome da turma/ })).toHaveValue(
        `${music.title} - Turma ${String.fromCharCode(65 + before)}`,
      );
      fireEvent.change(within(dialog).getByLabelText(t('courses.class.field.startTime')), {
        target: { value: '15:00' },
      });
      fireEvent.change(within(dialog).getByLabelText(t('courses.class.field.endTime')), {
        target: { value: '14:30' },
      });
      await user.click(within(dialog).getByRole('button', { name: t('courses.class.create') }));
      expect(
        await within(dialog).findByText(t('courses.validation.class.endTime.afterStart')),
      ).toBeInTheDocument();
      expect(within(dialog).getByText(t('courses.validation.class.weekdays.required'))).toBeInTheDocument();

      // Specific dates need at least one date.
      await user.click(within(dialog).getByRole('button', { name: t('courses.class.mode.dates') }));
      await user.click(within(dialog).getByRole('button', { name: t('courses.class.create') }));
      expect(
        await within(dialog).findByText(t('courses.validation.class.dates.required')),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: t('courses.class.mode.weekly') }));

      fireEvent.change(within(dialog).getByLabelText(t('courses.class.field.endTime')), {
        target: { value: '16:30' },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Terça-feira' }));
      await user.click(within(dialog).getByRole('button', { name: 'Quinta-feira' }));
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: t('courses.class.field.room') }),
        'Sala de Música',
      );
      await user.click(within(dialog).getByRole('button', { name: t('courses.class.create') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      const created = classesOf(music.id).at(-1);
      expect(classesOf(music.id)).toHaveLength(before + 1);
      expect(created).toMatchObject({
        weekdays: [2, 4],
        startTime: '15:00',
        endTime: '16:30',
        room: 'Sala de Música',
        studentIds: [],
        dates: [],
      });
      expect(await screen.findByRole('heading', { level: 3, name: created?.title })).toBeInTheDocument();
    },
    SLOW,
  );

  test(
    'enrol and unenrol a student; the class capacity is enforced with a pt-BR message',
    async () => {
      const music = course('Musicalização');
      const [cls] = classesOf(music.id);
      if (!cls) throw new Error('seed class');
      // One seat left.
      music.capacity = cls.studentIds.length + 1;
      const names = new Map<string, number>();
      for (const s of db.tables.students) names.set(s.name, (names.get(s.name) ?? 0) + 1);
      const student = db.tables.students.find(
        (s) =>
          s.schoolId === DEMO_IDS.schoolId &&
          s.status === 'active' &&
          !cls.studentIds.includes(s.id) &&
          names.get(s.name) === 1,
      );
      if (!student) throw new Error('seed student');
      const { user } = await openCourse('Musicalização');

      const field = await screen.findByRole('combobox', { name: t('courses.enrol.label') });
      await fill(user, field, student.name);
      await user.click(await screen.findByRole('option', { name: new RegExp(student.name) }));
      await waitFor(() => expect(cls.studentIds).toContain(student.id));
      expect(db.tables.students.find((s) => s.id === student.id)?.classIds).toContain(cls.id);
      expect(await screen.findByText(student.name)).toBeInTheDocument();
      // Now full: the field says so and takes no one else.
      expect(
        await screen.findByText(t('courses.enrol.full', { capacity: music.capacity })),
      ).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: t('courses.enrol.label') })).toBeDisabled();

      await user.click(
        screen.getByRole('button', { name: t('courses.unenrol.label', { name: student.name }) }),
      );
      const confirm = await screen.findByRole('dialog', {
        name: t('courses.unenrol.title', { name: student.name }),
      });
      await user.click(within(confirm).getByRole('button', { name: t('courses.unenrol.confirm') }));
      await waitFor(() => expect(cls.studentIds).not.toContain(student.id));
      expect(db.tables.students.find((s) => s.id === student.id)?.classIds).not.toContain(cls.id);
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: t('courses.enrol.label') })).toBeEnabled(),
      );

      // Someone else fills the last seat after this page loaded: the server refuses and says why.
      const other = db.tables.students.find(
        (s) =>
          s.schoolId === DEMO_IDS.schoolId &&
          s.status === 'active' &&
          !cls.studentIds.includes(s.id) &&
          s.id !== student.id,
      );
      if (!other) throw new Error('seed student');
      cls.studentIds.push(other.id);
      await fill(user, screen.getByRole('combobox', { name: t('courses.enrol.label') }), student.name);
      await user.click(await screen.findByRole('option', { name: new RegExp(student.name) }));
      expect(
        await screen.findByText(
          `Turma lotada: ${cls.title} já tem ${music.capacity} de ${music.capacity} vagas ocupadas. Aumente as vagas do curso ou escolha outra turma.`,
        ),
      ).toBeInTheDocument();
      expect(cls.studentIds).not.toContain(student.id);
    },
    SLOW,
  );
});

describe('CourseClass single and update, as SPEC.md §7 calls them (the calendar)', () => {
  async function call(method: 'GET' | 'PATCH', url: string, data?: unknown) {
    const response = await apiClient.request<unknown>({ method, url, data, validateStatus: () => true });
    return { status: response.status, data: response.data as { flag: boolean; msg: string } };
  }

  test('GET single gives the class; PATCH takes the merged object and answers flag and msg', async () => {
    setToken(await signToken(DEMO_IDS.school, '4'));
    const cls = db.tables.courseClasses[0];
    if (!cls) throw new Error('seed class');
    const enrolled = [...cls.studentIds];

    const single = await call('GET', `/api/CourseClass/single/${cls.id}`);
    expect(single.status).toBe(200);
    const parsed = objEnvelope(courseClassSchema).parse(single.data);
    expect(parsed.obj).toMatchObject({ id: cls.id, courseId: cls.courseId, title: cls.title });

    // The calendar moves the class one hour later; the stale student list it carries changes nothing.
    const merged = { ...parsed.obj, startTime: '17:00', endTime: '18:30', studentIds: [] };
    const update = await call('PATCH', `/api/CourseClass/update/${cls.id}`, merged);
    expect(update.status).toBe(200);
    expect(envelopeSchema.parse(update.data)).toMatchObject({ flag: true, msg: 'Turma atualizada.' });
    expect(db.tables.courseClasses[0]).toMatchObject({
      startTime: '17:00',
      endTime: '18:30',
      studentIds: enrolled,
    });

    const backwards = await call('PATCH', `/api/CourseClass/update/${cls.id}`, {
      ...merged,
      startTime: '18:00',
      endTime: '17:00',
    });
    expect(backwards.status).toBe(422);
    expect(backwards.data).toMatchObject({
      flag: false,
      msg: t('courses.validation.class.endTime.afterStart'),
    });

    // Another school's account sees an open course's class without its students, and cannot change it.
    setToken(await signToken('u-school-2', '4'));
    const foreign = await call('GET', `/api/CourseClass/single/${cls.id}`);
    expect(objEnvelope(courseClassSchema).parse(foreign.data).obj.studentIds).toEqual([]);
    const refused = await call('PATCH', `/api/CourseClass/update/${cls.id}`, merged);
    expect(refused.status).toBe(404);
    expect(refused.data.flag).toBe(false);
    setToken(null);
  });
});
