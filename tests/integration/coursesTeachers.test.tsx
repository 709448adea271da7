import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });

async function openTeachers() {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route: '/empresa/professores', preloadedState: school });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('route.company.teachers') }, LAZY_LOAD),
  ).toBeInTheDocument();
  return app;
}

const schoolTeachers = () => db.tables.teachers.filter((tc) => tc.schoolId === DEMO_IDS.schoolId);
const classesOf = (teacherId: string) => db.tables.courseClasses.filter((c) => c.teacherId === teacherId);
const card = (name: string) => screen.findByRole('article', { name });
/** Pastes instead of typing key by key: MUI fields re-render per key, which is slow on a busy machine. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
// Dialog flows on a shared 2-core machine need more than the default time.
const SLOW = 60_000;

describe('teachers (/empresa/professores, the school landing page)', () => {
  test(
    'lists every teacher with e-mail, phone, subjects and the classes they teach',
    async () => {
      await openTeachers();
      const teachers = schoolTeachers();
      expect(await screen.findAllByRole('article')).toHaveLength(teachers.length);
      const withClass = teachers.find((tc) => classesOf(tc.id).length > 0);
      if (!withClass) throw new Error('seed has a teacher with classes');
      const article = await card(withClass.name);
      expect(within(article).getByRole('link', { name: withClass.email })).toHaveAttribute(
        'href',
        `mailto:${withClass.email}`,
      );
      expect(within(article).getByRole('link', { name: /^\(\d{2}\) \d{5}-\d{4}$/ })).toHaveAttribute(
        'href',
        `tel:+55${withClass.phone}`,
      );
      for (const subject of withClass.subjects)
        expect(within(article).getByText(subject)).toBeInTheDocument();
      for (const cls of classesOf(withClass.id))
        expect(within(article).getByRole('link', { name: cls.title })).toHaveAttribute(
          'href',
          `/empresa/cursos/${cls.courseId}`,
        );
      // Other schools' teachers never show.
      expect(screen.queryByText(/colegiohorizonte/)).not.toBeInTheDocument();
    },
    SLOW,
  );

  test(
    'search filters as you type, by name, subject or class',
    async () => {
      const { user } = await openTeachers();
      await screen.findAllByRole('article');
      const search = screen.getByRole('searchbox', { name: t('courses.teachers.search') });
      const robotics = db.tables.courseClasses.find((c) => c.title.startsWith('Robótica'));
      const teacher = schoolTeachers().find((tc) => tc.id === robotics?.teacherId);
      await fill(user, search, 'robotica');
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
      expect(screen.getByRole('article', { name: teacher?.name })).toBeInTheDocument();
      await fill(user, search, 'zzzz');
      expect(await screen.findByText(t('courses.teachers.noMatch'))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: t('common.clearFilters') }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(schoolTeachers().length));
    },
    SLOW,
  );

  test(
    'creates a teacher: e-mail and Brazilian mobile are checked, then the card appears',
    async () => {
      const { user } = await openTeachers();
      await screen.findAllByRole('article');
      await user.click(screen.getByRole('button', { name: t('courses.teacher.new') }));
      const dialog = await screen.findByRole('dialog', { name: t('courses.teacher.newTitle') });
      await user.click(within(dialog).getByRole('button', { name: t('courses.teacher.create') }));
      expect(
        await within(dialog).findByText(t('courses.validation.teacher.name.required')),
      ).toBeInTheDocument();
      expect(within(dialog).getByText(t('validation.email.required'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('validation.phone.required'))).toBeInTheDocument();

      await fill(user, within(dialog).getByRole('textbox', { name: /Nome completo/ }), 'Helena Prado');
      await fill(user, within(dialog).getByRole('textbox', { name: /E-mail/ }), 'helena@');
      await fill(user, within(dialog).getByRole('textbox', { name: /Celular/ }), '1133334444');
      await user.click(within(dialog).getByRole('button', { name: t('courses.teacher.create') }));
      expect(await within(dialog).findByText(t('validation.email.invalid'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('validation.phone.invalid'))).toBeInTheDocument();

      const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
      await fill(user, email, 'helena.prado@escolaaurora.com.br');
      const phone = within(dialog).getByRole('textbox', { name: /Celular/ });
      await fill(user, phone, '11987654321');
      expect(phone).toHaveValue('(11) 98765-4321');
      const subjects = within(dialog).getByRole('combobox', { name: t('courses.teacher.field.subjects') });
      await fill(user, subjects, 'Robótica');
      await user.keyboard('{Enter}');
      await user.click(within(dialog).getByRole('button', { name: t('courses.teacher.create') }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const article = await card('Helena Prado');
      expect(within(article).getByText('Robótica')).toBeInTheDocument();
      expect(within(article).getByText(t('courses.teacher.noClasses'))).toBeInTheDocument();
      const saved = schoolTeachers().find((tc) => tc.name === 'Helena Prado');
      expect(saved).toMatchObject({
        email: 'helena.prado@escolaaurora.com.br',
        phone: '11987654321',
        subjects: ['Robótica'],
        active: true,
      });
    },
    SLOW,
  );

  test(
    'a repeated e-mail is refused by the server on the e-mail field, keeping what was typed',
    async () => {
      const { user } = await openTeachers();
      await screen.findAllByRole('article');
      const existing = schoolTeachers()[0];
      await user.click(screen.getByRole('button', { name: t('courses.teacher.new') }));
      const dialog = await screen.findByRole('dialog', { name: t('courses.teacher.newTitle') });
      await fill(user, within(dialog).getByRole('textbox', { name: /Nome completo/ }), 'Outra Pessoa');
      await fill(user, within(dialog).getByRole('textbox', { name: /E-mail/ }), existing?.email ?? '');
      await fill(user, within(dialog).getByRole('textbox', { name: /Celular/ }), '11987654321');
      await user.click(within(dialog).getByRole('button', { name: t('courses.teacher.create') }));
      expect(await within(dialog).findByText('Já existe um professor com este e-mail.')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Outra Pessoa');
    },
    SLOW,
  );

  test(
    'edits a teacher',
    async () => {
      const { user } = await openTeachers();
      const teacher = schoolTeachers()[2];
      if (!teacher) throw new Error('seed teacher');
      const wasActive = teacher.active;
      await card(teacher.name);
      await user.click(
        screen.getByRole('button', { name: t('courses.teacher.editLabel', { name: teacher.name }) }),
      );
      const dialog = await screen.findByRole('dialog', { name: t('courses.teacher.editTitle') });
      const phone = within(dialog).getByRole('textbox', { name: /Celular/ });
      await fill(user, phone, '21991234567');
      await user.click(within(dialog).getByRole('switch', { name: t('courses.teacher.field.active') }));
      await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(db.tables.teachers.find((tc) => tc.id === teacher.id)).toMatchObject({
        phone: '21991234567',
        active: !wasActive,
      });
      const article = await card(teacher.name);
      expect(within(article).getByRole('link', { name: '(21) 99123-4567' })).toBeInTheDocument();
    },
    SLOW,
  );

  test(
    'delete is refused while the teacher gives classes, naming them; a teacher without classes goes',
    async () => {
      const { user } = await openTeachers();
      const busy = schoolTeachers().find((tc) => classesOf(tc.id).length > 0);
      const free = schoolTeachers().find(
        (tc) => classesOf(tc.id).length === 0 && !db.tables.courses.some((c) => c.teacherId === tc.id),
      );
      if (!busy || !free) throw new Error('seed teachers');
      await card(busy.name);

      await user.click(
        screen.getByRole('button', { name: t('courses.teacher.deleteLabel', { name: busy.name }) }),
      );
      const refusal = await screen.findByRole('dialog', { name: t('courses.teacher.cannotDelete') });
      for (const cls of classesOf(busy.id)) expect(refusal).toHaveTextContent(cls.title);
      await user.click(within(refusal).getByRole('button', { name: t('common.close') }));
      expect(db.tables.teachers.some((tc) => tc.id === busy.id)).toBe(true);

      await user.click(
        screen.getByRole('button', { name: t('courses.teacher.deleteLabel', { name: free.name }) }),
      );
      const confirm = await screen.findByRole('dialog', {
        name: t('courses.teacher.deleteTitle', { name: free.name }),
      });
      await user.click(within(confirm).getByRole('button', { name: t('common.delete') }));
      // The server first (the list may briefly re-render while it reloads), then the screen.
      await waitFor(() => expect(db.tables.teachers.some((tc) => tc.id === free.id)).toBe(false));
      await waitFor(() => expect(screen.queryByRole('article', { name: free.name })).not.toBeInTheDocument());
    },
    SLOW,
  );

  test(
    'the server refuses too, when a class was given to the teacher meanwhile, and says which',
    async () => {
      const { user } = await openTeachers();
      const free = schoolTeachers().find(
        (tc) => classesOf(tc.id).length === 0 && !db.tables.courses.some((c) => c.teacherId === tc.id),
      );
      const cls = db.tables.courseClasses[0];
      if (!free || !cls) throw new Error('seed');
      await card(free.name);
      // Another secretary assigns a class to them after this page loaded.
      cls.teacherId = free.id;
      await user.click(
        screen.getByRole('button', { name: t('courses.teacher.deleteLabel', { name: free.name }) }),
      );
      const confirm = await screen.findByRole('dialog', {
        name: t('courses.teacher.deleteTitle', { name: free.name }),
      });
      await user.click(within(confirm).getByRole('button', { name: t('common.delete') }));
      const refusal = await screen.findByRole('dialog', { name: t('courses.teacher.cannotDelete') });
      expect(refusal).toHaveTextContent(`Não é possível excluir ${free.name}`);
      expect(refusal).toHaveTextContent(cls.title);
      expect(db.tables.teachers.some((tc) => tc.id === free.id)).toBe(true);
    },
    SLOW,
  );

  test('a failed load says so and retries', async () => {
    server.use(
      http.get(
        '*/api/Teacher/all',
        () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await openTeachers();
    expect(await screen.findByText('Fora do ar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findAllByRole('article')).toHaveLength(schoolTeachers().length);
  });
});
