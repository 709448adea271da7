import { screen, waitFor, within } from '@testing-library/react';
import type { Student } from '@/api/contract/domain';
import { foldText } from '@/api/contract/students';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { formatPhone } from '@/utils/br';
import { LAZY_LOAD, renderApp, sessionState, stubScreenWidth, t } from '@tests/render';

// The page is a big lazy chunk: its first transform on a shared 2-core machine can pass 5 s.
const FIRST_LOAD = { timeout: Math.max(LAZY_LOAD.timeout, 20_000) };
/** Waits for server round trips, which crawl when the machine is busy. */
const WAIT = { timeout: 20_000 };
const SLOW = 150_000;

const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });
type App = ReturnType<typeof renderApp>;

/** The school's students in the list's default order (folded name, then id). */
function schoolStudents(filter: (s: Student) => boolean = () => true): Student[] {
  return db.tables.students
    .filter((s) => s.schoolId === DEMO_IDS.schoolId && filter(s))
    .sort((a, b) => {
      const x = foldText(a.name);
      const y = foldText(b.name);
      return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
    });
}

async function openPage(route = '/empresa/gestao-alunos'): Promise<App> {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route, preloadedState: school });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('students.title') }, FIRST_LOAD),
  ).toBeInTheDocument();
  return app;
}

/** The student cards of the page, top to bottom. */
function cards(): HTMLElement[] {
  const list = screen.queryByRole('list', { name: t('students.grid.label') });
  return list ? within(list).getAllByRole('article') : [];
}

const cardNames = () => cards().map((card) => within(card).getByRole('link').textContent);

function card(name: string): HTMLElement {
  const found = cards().find((c) => within(c).getByRole('link').textContent === name);
  if (!found) throw new Error(`no card for ${name}`);
  return found;
}

const url = (app: App) => new URLSearchParams(app.router.state.location.search);

/** Students found by a search for a guardian's name only, with that guardian. */
function foundByGuardian(word: string): { student: Student; guardian: string }[] {
  return schoolStudents(
    (s) => !foldText(s.name).includes(word) && s.guardians.some((g) => foldText(g.name).includes(word)),
  ).map((student) => ({
    student,
    guardian: student.guardians.find((g) => foldText(g.name).includes(word))?.name ?? '',
  }));
}

describe('students on a phone (/empresa/gestao-alunos)', () => {
  test(
    'a card per student with name, class and status, the row’s actions, and the grid’s pages and filters',
    async () => {
      stubScreenWidth(360, { touch: true });
      const app = await openPage();
      const all = schoolStudents();
      await waitFor(() => expect(cardNames()).toEqual(all.slice(0, 25).map((s) => s.name)), WAIT);
      // No desktop table with its inner scroll.
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();

      const first = all[0]!;
      const firstCard = card(first.name);
      expect(within(firstCard).getByRole('heading', { name: first.name })).toBeInTheDocument();
      expect(within(firstCard).getByRole('link', { name: first.name })).toHaveAttribute(
        'href',
        `/empresa/perfil-aluno/${first.id}`,
      );
      expect(firstCard).toHaveTextContent(first.grade);
      const classTitle = (id: string) => db.tables.courseClasses.find((c) => c.id === id)?.title ?? id;
      expect(firstCard).toHaveTextContent(
        first.classIds.length > 0 ? first.classIds.map(classTitle).join(', ') : t('students.col.noClasses'),
      );
      expect(firstCard).toHaveTextContent(t(`students.status.${first.status}`));

      // The row's actions: edit, and a menu with the profile and (de)activation.
      await app.user.click(
        within(firstCard).getByRole('button', { name: t('students.action.editNamed', { name: first.name }) }),
      );
      const form = await screen.findByRole(
        'dialog',
        { name: new RegExp(`^${t('students.form.editTitle')}`) },
        WAIT,
      );
      await waitFor(
        () =>
          expect(within(form).getByRole('textbox', { name: /Nome completo do aluno/ })).toHaveValue(
            first.name,
          ),
        WAIT,
      );
      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
      await app.user.click(
        within(firstCard).getByRole('button', { name: t('students.action.moreNamed', { name: first.name }) }),
      );
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: t('students.action.profile') })).toHaveAttribute(
        'href',
        `/empresa/perfil-aluno/${first.id}`,
      );
      await app.user.click(
        within(menu).getByRole('menuitem', {
          name: t(first.status === 'active' ? 'students.action.deactivate' : 'students.action.reactivate'),
        }),
      );
      if (first.status === 'active')
        expect(
          await screen.findByRole('dialog', { name: t('students.deactivate.title', { name: first.name }) }),
        ).toBeInTheDocument();
      await app.user.keyboard('{Escape}');

      // The same pages as the grid, in the URL.
      expect(screen.getByText(`1–25 de ${all.length}`)).toBeInTheDocument();
      await app.user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
      await waitFor(() => expect(cardNames()[0]).toBe(all[25]?.name), WAIT);
      expect(url(app).get('page')).toBe('2');

      // The same filters: inactive students only.
      await app.user.click(screen.getByRole('combobox', { name: t('students.filters.status') }));
      await app.user.click(await screen.findByRole('option', { name: t('students.status.inactivePlural') }));
      const inactive = schoolStudents((s) => s.status === 'inactive');
      await waitFor(() => expect(cardNames()).toEqual(inactive.slice(0, 25).map((s) => s.name)), WAIT);
      expect(url(app).get('page')).toBeNull();
      for (const c of cards()) expect(c).toHaveTextContent(t('students.status.inactive'));
    },
    SLOW,
  );

  test(
    'a search that matched a guardian says so under the name; a match on the name needs no word',
    async () => {
      stubScreenWidth(360, { touch: true });
      await openPage('/empresa/gestao-alunos?search=lucas');
      const found = schoolStudents(
        (s) =>
          foldText(s.name).includes('lucas') ||
          s.guardians.some((g) => foldText(g.name).includes('lucas') || g.email.includes('lucas')),
      );
      const byGuardian = foundByGuardian('lucas');
      expect(byGuardian.length).toBeGreaterThan(0);
      await waitFor(() => expect(cardNames()).toEqual(found.map((s) => s.name)), WAIT);
      for (const { student, guardian } of byGuardian)
        expect(card(student.name)).toHaveTextContent(t('students.match.guardianName', { name: guardian }));
      const byName = found.find((s) => foldText(s.name).includes('lucas'));
      if (byName)
        expect(card(byName.name)).not.toHaveTextContent(t('students.match.guardianName', { name: '' }));
    },
    SLOW,
  );

  test(
    'on a phone search, the guardian’s phone that matched shows under the name',
    async () => {
      stubScreenWidth(360, { touch: true });
      const target = schoolStudents()[40]!;
      const phone = target.guardians[0]!.phone;
      await openPage(`/empresa/gestao-alunos?search=${phone}`);
      await waitFor(() => expect(cardNames()).toContain(target.name), WAIT);
      expect(card(target.name)).toHaveTextContent(
        t('students.match.guardianPhone', { phone: formatPhone(phone) }),
      );
    },
    SLOW,
  );
});

describe('students on a wide screen', () => {
  test(
    'the grid stays, and its rows say what matched too',
    async () => {
      stubScreenWidth(1366);
      await openPage('/empresa/gestao-alunos?search=lucas');
      const grid = await screen.findByRole('grid', { name: t('students.grid.label') }, WAIT);
      expect(screen.queryByRole('list', { name: t('students.grid.label') })).not.toBeInTheDocument();
      const [{ student, guardian }] = foundByGuardian('lucas') as [{ student: Student; guardian: string }];
      const row = await waitFor(() => {
        const link = within(grid).getByRole('link', { name: student.name });
        const found = link.closest<HTMLElement>('[role="row"]');
        if (!found) throw new Error('no row');
        return found;
      }, WAIT);
      expect(row).toHaveTextContent(t('students.match.guardianName', { name: guardian }));
    },
    SLOW,
  );
});
