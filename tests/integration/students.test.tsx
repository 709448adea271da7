import { screen, waitFor, within } from '@testing-library/react';
import type { Student } from '@/api/contract/domain';
import { foldText, IMPORT_COLUMNS } from '@/api/contract/students';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { formatPhone } from '@/utils/br';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';

// The grid page is a big lazy chunk: its first transform on a shared 2-core machine can pass 5 s.
const FIRST_LOAD = { timeout: Math.max(LAZY_LOAD.timeout, 20_000) };
/** Waits for server round trips, which crawl when the machine is busy. */
const WAIT = { timeout: 20_000 };

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

/** Names in the grid's rows, top to bottom. */
function gridNames(): string[] {
  const grid = screen.getByRole('grid', { name: t('students.grid.label') });
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .flatMap((row) =>
      within(row)
        .queryAllByRole('link')
        .map((a) => a.textContent),
    );
}

async function waitForFirstRow(name: string) {
  await waitFor(() => expect(gridNames()[0]).toBe(name), WAIT);
}

function search(app: App): URLSearchParams {
  return new URLSearchParams(app.router.state.location.search);
}

/** A column header by its title (its accessible name also describes the sort button). */
function columnHeader(title: string): HTMLElement {
  const header = screen
    .getAllByRole('columnheader')
    .find((h) => h.querySelector('.MuiDataGrid-columnHeaderTitle')?.textContent === title);
  if (!header) throw new Error(`no column ${title}`);
  return header;
}

async function chooseOption(app: App, label: string, option: string | RegExp, scope = document.body) {
  await app.user.click(within(scope).getByRole('combobox', { name: label }));
  await app.user.click(await screen.findByRole('option', { name: option }));
}

/** Types a date into the picker's day/month/year sections. */
async function typeDate(app: App, scope: HTMLElement, ddmmyyyy: string) {
  const day = within(scope).getAllByRole('spinbutton')[0];
  if (!day) throw new Error('no date sections');
  await app.user.click(day);
  await app.user.keyboard(ddmmyyyy.replace(/\D/g, ''));
}

// Whole-page journeys on a busy 2-core machine: the grid and its pickers take a while to load.
const SLOW = 150_000;

describe('students list (/empresa/gestao-alunos)', () => {
  test(
    'pages, sorts and filters on the server, with everything in the URL',
    async () => {
      const app = await openPage();
      const all = schoolStudents();
      await waitForFirstRow(all[0]?.name ?? '');
      expect(gridNames()).toEqual(all.slice(0, 25).map((s) => s.name));
      expect(screen.getByText(`${all.length} alunos neste filtro`)).toBeInTheDocument();
      expect(screen.getByText(`1–25 de ${all.length}`)).toBeInTheDocument();

      // Next page: page=2 in the URL and the 26th student first.
      await app.user.click(screen.getByRole('button', { name: /próxima página/i }));
      await waitForFirstRow(all[25]?.name ?? '');
      expect(search(app).get('page')).toBe('2');

      // Sorting by name descending goes back to the first page.
      await app.user.click(columnHeader(t('students.col.name')));
      await waitFor(() => expect(search(app).get('sort')).toBe('name:desc'), WAIT);
      expect(search(app).get('page')).toBeNull();
      await waitForFirstRow(all.at(-1)?.name ?? '');

      // Sort by grade: school order (1º ano before 9º ano), not alphabetical.
      await app.user.click(columnHeader(t('students.col.grade')));
      await waitFor(() => expect(search(app).get('sort')).toBe('grade:asc'), WAIT);
      const lowest = ['Infantil 4', 'Infantil 5', '1º ano', '2º ano'].find((g) =>
        all.some((s) => s.grade === g),
      );
      await waitFor(
        () => expect(gridNames()[0]).toBe(schoolStudents((s) => s.grade === lowest)[0]?.name),
        WAIT,
      );

      // Search by guardian phone digits (debounced), kept in the URL.
      const target = all[40];
      const phone = target?.guardians[0]?.phone ?? '';
      await app.user.type(screen.getByRole('searchbox', { name: t('students.filters.search') }), phone);
      await waitFor(() => expect(search(app).get('search')).toBe(phone), WAIT);
      await waitFor(() => expect(gridNames()).toContain(target?.name), WAIT);
      for (const name of gridNames()) {
        const student = all.find((s) => s.name === name && s.guardians.some((g) => g.phone === phone));
        expect(student, name).toBeDefined();
      }
    },
    SLOW,
  );

  test(
    'search by student or guardian name ignores accents; class, grade and status filters',
    async () => {
      const app = await openPage('/empresa/gestao-alunos?search=souza');
      const souzas = schoolStudents(
        (s) =>
          foldText(s.name).includes('souza') || s.guardians.some((g) => foldText(g.name).includes('souza')),
      );
      expect(souzas.length).toBeGreaterThan(0);
      await waitForFirstRow(souzas[0]?.name ?? '');
      expect(gridNames()).toEqual(souzas.slice(0, 25).map((s) => s.name));
      expect(screen.getByRole('searchbox', { name: t('students.filters.search') })).toHaveValue('souza');

      await app.user.click(screen.getByRole('button', { name: t('common.clearFilters') }));
      await waitFor(() => expect(search(app).get('search')).toBeNull(), WAIT);

      const cls = db.tables.courseClasses.find((c) => c.id === 'class-02a');
      await chooseOption(app, t('students.filters.class'), cls?.title ?? '');
      await waitFor(() => expect(search(app).get('classId')).toBe('class-02a'), WAIT);
      const inClass = schoolStudents((s) => s.classIds.includes('class-02a'));
      await waitFor(
        () =>
          expect(
            screen.getByText(`1–${Math.min(25, inClass.length)} de ${inClass.length}`),
          ).toBeInTheDocument(),
        WAIT,
      );
      expect(gridNames()).toEqual(inClass.slice(0, 25).map((s) => s.name));

      await chooseOption(app, t('students.filters.status'), t('students.status.inactivePlural'));
      await waitFor(() => expect(search(app).get('status')).toBe('inactive'), WAIT);
      const inactiveInClass = inClass.filter((s) => s.status === 'inactive');
      if (inactiveInClass.length === 0)
        expect(await screen.findByText(t('students.empty.filtered.title'))).toBeInTheDocument();

      await app.user.click(screen.getAllByRole('button', { name: t('common.clearFilters') })[0]!);
      await chooseOption(app, t('students.filters.grade'), '5º ano');
      await waitFor(() => expect(search(app).get('grade')).toBe('5º ano'), WAIT);
      const fifth = schoolStudents((s) => s.grade === '5º ano');
      await waitForFirstRow(fifth[0]?.name ?? '');
      await chooseOption(app, t('students.filters.status'), t('students.status.inactivePlural'));
      const inactive = schoolStudents((s) => s.grade === '5º ano' && s.status === 'inactive');
      if (inactive.length > 0) await waitForFirstRow(inactive[0]?.name ?? '');
      // Another school's students never show.
      const other = db.tables.students.find((s) => s.schoolId !== DEMO_IDS.schoolId);
      expect(screen.queryByText(other?.name ?? 'none')).not.toBeInTheDocument();
    },
    SLOW,
  );
});

describe('creating and editing students', () => {
  test(
    'an empty form explains every field; a duplicate is refused on its field; then it saves',
    async () => {
      const app = await openPage();
      const before = db.tables.students.length;
      await app.user.click(screen.getByRole('button', { name: t('students.action.create') }));
      const dialog = await screen.findByRole('dialog', { name: t('students.form.createTitle') }, WAIT);
      const form = await within(dialog).findByRole('form', { name: t('students.form.createTitle') }, WAIT);
      await app.user.click(within(dialog).getByRole('button', { name: t('students.form.createSubmit') }));
      expect(await within(dialog).findByText(t('students.validation.name.required'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('students.validation.birthDate.required'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('students.validation.grade.required'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('students.validation.guardianName.required'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('students.validation.guardianPhone.required'))).toBeInTheDocument();

      // Same name and birth date as a student of the school: the server says so on the name field.
      const twin = schoolStudents()[3];
      const [y, m, d] = (twin?.birthDate ?? '').split('-');
      await app.user.type(
        within(form).getByRole('textbox', { name: /Nome completo do aluno/ }),
        twin?.name ?? '',
      );
      await typeDate(app, within(form).getByRole('group', { name: /Data de nascimento/ }), `${d}${m}${y}`);
      await chooseOption(app, t('students.field.grade'), '3º ano', dialog);
      await app.user.type(within(form).getByRole('textbox', { name: /Nome do responsável/ }), 'Carla Souza');
      await app.user.type(within(form).getByRole('textbox', { name: /Celular com DDD/ }), '1192222222');
      await app.user.click(within(dialog).getByRole('button', { name: t('students.form.createSubmit') }));
      expect(await within(dialog).findByText(t('validation.phone.invalid'))).toBeInTheDocument();
      await app.user.type(within(form).getByRole('textbox', { name: /Celular com DDD/ }), '2');
      await app.user.click(within(dialog).getByRole('button', { name: t('students.form.createSubmit') }));
      const refusal = 'Já existe um aluno com este nome e esta data de nascimento.';
      expect(await within(dialog).findAllByText(refusal, {}, WAIT)).not.toHaveLength(0);
      expect(
        within(form).getByRole('textbox', { name: /Nome completo do aluno/ }),
      ).toHaveAccessibleDescription(refusal);
      expect(db.tables.students).toHaveLength(before);
      // Nothing typed was lost.
      expect(within(form).getByRole('textbox', { name: /Celular com DDD/ })).toHaveValue('(11) 92222-2222');

      const name = within(form).getByRole('textbox', { name: /Nome completo do aluno/ });
      await app.user.clear(name);
      await app.user.type(name, 'Helena Prado Souza');
      await app.user.click(within(dialog).getByRole('button', { name: t('students.form.createSubmit') }));
      expect(await screen.findByText('Aluno cadastrado: Helena Prado Souza.', {}, WAIT)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
      const created = db.tables.students.at(-1);
      expect(db.tables.students).toHaveLength(before + 1);
      expect(created).toMatchObject({
        name: 'Helena Prado Souza',
        schoolId: DEMO_IDS.schoolId,
        birthDate: twin?.birthDate,
        grade: '3º ano',
        status: 'active',
        // The phone is the demo family's account: the guardian is linked to it.
        guardians: [{ name: 'Carla Souza', phone: '11922222222', relation: 'Mãe', userId: DEMO_IDS.family }],
      });
    },
    SLOW,
  );

  test(
    'edits guardians: add one, a repeated phone is caught, remove the first, save',
    async () => {
      const target = schoolStudents((s) => s.guardians.length === 1 && s.status === 'active')[0];
      const app = await openPage(`/empresa/gestao-alunos?search=${encodeURIComponent(target?.name ?? '')}`);
      await waitFor(() => expect(gridNames()).toContain(target?.name), WAIT);
      await app.user.click(screen.getAllByRole('button', { name: `Editar ${target?.name ?? ''}` })[0]!);
      const dialog = await screen.findByRole(
        'dialog',
        { name: new RegExp(t('students.form.editTitle')) },
        WAIT,
      );
      const form = await within(dialog).findByRole('form', {}, WAIT);
      expect(within(form).getByRole('textbox', { name: /Nome completo do aluno/ })).toHaveValue(target?.name);

      await app.user.click(within(dialog).getByRole('button', { name: t('students.form.addGuardian') }));
      const second = within(form).getByRole('group', { name: t('students.form.guardianN', { n: 2 }) });
      await app.user.type(
        within(second).getByRole('textbox', { name: /Nome do responsável/ }),
        'Rita Almeida',
      );
      await app.user.type(
        within(second).getByRole('textbox', { name: /Celular com DDD/ }),
        target?.guardians[0]?.phone ?? '',
      );
      await app.user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      expect(
        await within(second).findByText(t('students.validation.guardianPhone.repeated')),
      ).toBeInTheDocument();
      const phone = within(second).getByRole('textbox', { name: /Celular com DDD/ });
      await app.user.clear(phone);
      await app.user.type(phone, '21998765432');
      await chooseOption(app, t('students.field.relation'), t('students.relation.grandmother'), second);
      // Remove the first guardian: the new one stays.
      await app.user.click(
        within(dialog).getByRole('button', { name: t('students.form.removeGuardianN', { n: 1 }) }),
      );
      expect(
        within(form).queryByRole('group', { name: t('students.form.guardianN', { n: 2 }) }),
      ).not.toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      expect(
        await screen.findByText(`Alterações de ${target?.name ?? ''} salvas.`, {}, WAIT),
      ).toBeInTheDocument();
      const saved = db.tables.students.find((s) => s.id === target?.id);
      expect(saved?.guardians).toEqual([
        { name: 'Rita Almeida', phone: '21998765432', email: '', relation: 'Avó', userId: null },
      ]);
    },
    SLOW,
  );

  test(
    'deactivates after a confirmation that says nothing is deleted, and reactivates',
    async () => {
      const target = schoolStudents((s) => s.status === 'active')[0];
      const app = await openPage();
      await waitForFirstRow(target?.name ?? '');
      const row = screen
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('link', { name: target?.name }));
      if (!row) throw new Error('row not found');
      await app.user.click(within(row).getByRole('button', { name: 'mais' }));
      await app.user.click(await screen.findByRole('menuitem', { name: t('students.action.deactivate') }));
      const confirm = await screen.findByRole('dialog', { name: `Desativar ${target?.name ?? ''}?` });
      expect(within(confirm).getByText(/Nada é apagado/)).toBeInTheDocument();
      await app.user.click(within(confirm).getByRole('button', { name: t('students.deactivate.confirm') }));
      await waitFor(
        () => expect(db.tables.students.find((s) => s.id === target?.id)?.status).toBe('inactive'),
        WAIT,
      );
      expect(
        await screen.findByText(/foi desativado|desativado\. O histórico/, {}, WAIT),
      ).toBeInTheDocument();
      await waitFor(() => {
        const updated = screen
          .getAllByRole('row')
          .find((r) => within(r).queryByRole('link', { name: target?.name }));
        expect(within(updated!).getByText(t('students.status.inactive'))).toBeInTheDocument();
      }, WAIT);

      // Reactivate from the student's profile.
      await app.user.click(screen.getByRole('link', { name: target?.name }));
      expect(
        await screen.findByRole('heading', { level: 1, name: target?.name }, FIRST_LOAD),
      ).toBeInTheDocument();
      await app.user.click(screen.getByRole('button', { name: t('students.action.reactivate') }));
      await waitFor(
        () => expect(db.tables.students.find((s) => s.id === target?.id)?.status).toBe('active'),
        WAIT,
      );
      expect(
        await screen.findByRole('button', { name: t('students.action.deactivate') }, WAIT),
      ).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('export and profile', () => {
  test(
    'exports every page of the current filter as CSV, in the import columns',
    async () => {
      const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:students');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const app = await openPage('/empresa/gestao-alunos?grade=3%C2%BA+ano&pageSize=10');
      const third = schoolStudents((s) => s.grade === '3º ano');
      expect(third.length).toBeGreaterThan(10);
      await waitForFirstRow(third[0]?.name ?? '');
      await app.user.click(screen.getByRole('button', { name: t('common.exportCsv') }));
      expect(
        await screen.findByText(`${third.length} alunos exportados para CSV.`, {}, WAIT),
      ).toBeInTheDocument();
      const blob = created.mock.calls[0]?.[0] as Blob;
      const text = (await blob.text()).replace(/^\uFEFF/, '');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(IMPORT_COLUMNS.map((c) => c.header).join(';'));
      expect(lines).toHaveLength(third.length + 1);
      const first = third[0]!;
      const [y, m, d] = first.birthDate.split('-');
      expect(lines[1]).toContain(`${first.name};${d}/${m}/${y};3º ano;`);
      expect(lines[1]).toContain(formatPhone(first.guardians[0]?.phone ?? ''));
      expect(lines[1]).toContain(first.status === 'active' ? ';Ativo;' : ';Inativo;');
    },
    SLOW,
  );

  test(
    'the profile shows attendance rate and streaks, classes, cards, missions and messages',
    async () => {
      const id = DEMO_IDS.familyStudentId;
      const student = db.tables.students.find((s) => s.id === id)!;
      // A known history: present, absent, absent, excused, absent, present, late, present (oldest first).
      const statuses = [
        'present',
        'absent',
        'absent',
        'excused',
        'absent',
        'present',
        'late',
        'present',
      ] as const;
      db.tables.attendance = db.tables.attendance.filter((a) => a.studentId !== id);
      statuses.forEach((status, i) => {
        const date = new Date(Date.now() - (statuses.length - i) * 86_400_000);
        db.tables.attendance.push({
          courseClassId: 'class-01a',
          date: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
          studentId: id,
          status,
          note: '',
          at: date.toISOString(),
          by: DEMO_IDS.school,
        });
      });
      localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
      renderApp({ route: `/empresa/perfil-aluno/${id}`, preloadedState: school });
      expect(
        await screen.findByRole('heading', { level: 1, name: student.name }, FIRST_LOAD),
      ).toBeInTheDocument();

      const attendance = screen.getByRole('region', { name: t('students.profile.attendance') });
      // (3 present + 1 late) / (4 + 3 absent) = 57 %; 3 in a row at the end; longest absence run 3 (excused skipped).
      expect(within(attendance).getByText('57%')).toBeInTheDocument();
      const streak = within(attendance)
        .getByText(t('students.profile.attendance.presentStreak'))
        .closest('div');
      expect(within(streak!).getByText('3')).toBeInTheDocument();
      const absences = within(attendance)
        .getByText(t('students.profile.attendance.absenceStreak'))
        .closest('div');
      expect(within(absences!).getByText('3')).toBeInTheDocument();
      const strip = within(attendance).getByRole('list', {
        name: t('students.profile.attendance.latestLabel'),
      });
      expect(within(strip).getAllByRole('listitem')).toHaveLength(statuses.length);
      expect(within(strip).getAllByRole('listitem')[1]).toHaveAccessibleName(/Falta$/);

      const classes = screen.getByRole('region', { name: /Turmas/ });
      const cls = db.tables.courseClasses.find((c) => c.id === student.classIds[0]);
      expect(within(classes).getByRole('link', { name: cls?.title })).toHaveAttribute(
        'href',
        `/empresa/cursos/${cls?.courseId ?? ''}`,
      );

      const awards = db.tables.cardAwards.filter((a) => a.studentId === id);
      expect(awards.length).toBeGreaterThan(0);
      const cards = screen.getByRole('region', { name: /Cartas conquistadas/ });
      for (const award of awards) {
        const card = db.tables.cards.find((c) => c.id === award.cardId);
        expect(within(cards).getByText(card?.name ?? '')).toBeInTheDocument();
      }

      const inProgress = db.tables.missionProgress.filter(
        (p) => p.studentId === id && p.completedAt === null,
      );
      const missions = screen.getByRole('region', { name: t('students.profile.missions') });
      for (const p of inProgress) {
        const mission = db.tables.missions.find((mi) => mi.id === p.missionId);
        if (mission?.status === 'active')
          expect(within(missions).getByText(mission.title)).toBeInTheDocument();
      }

      const guardians = screen.getByRole('region', { name: t('students.profile.guardians') });
      const g = student.guardians[0]!;
      expect(within(guardians).getByRole('link', { name: `Ligar para ${g.name}` })).toHaveAttribute(
        'href',
        `tel:+55${g.phone}`,
      );
      expect(within(guardians).getByRole('link', { name: `WhatsApp de ${g.name}` })).toHaveAttribute(
        'href',
        `https://wa.me/55${g.phone}`,
      );

      const messages = screen.getByRole('region', { name: t('students.profile.messages') });
      const conv = db.tables.conversations.find((c) => c.participantIds.includes(g.userId ?? ''));
      const latest = db.tables.messages
        .filter((msg) => msg.conversationId === conv?.id)
        .sort((a, b) => b.at.localeCompare(a.at))[0];
      expect(within(messages).getAllByText(latest?.text ?? '').length).toBeGreaterThan(0);
    },
    SLOW,
  );

  test(
    'an unknown student says so, with a way back',
    async () => {
      localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
      renderApp({ route: '/empresa/perfil-aluno/st-9999', preloadedState: school });
      expect(
        await screen.findByText(t('students.profile.notFound.title'), {}, FIRST_LOAD),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: t('students.profile.back') })).toHaveAttribute(
        'href',
        '/empresa/gestao-alunos',
      );
    },
    SLOW,
  );
});
