import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, sessionState, t } from '@tests/render';
import type { CheckinBody } from '@/api/contract/attendance';
import { db } from '@/mocks/db/database';
import type { DbUser } from '@/mocks/db/types';
import { DEMO_IDS } from '@/mocks/db/seed';
import { applyCheckin } from '@/mocks/handlers/attendance';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;

const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });
const CLASS_ID = 'class-01a';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function rosterOf(classId: string) {
  const cls = db.tables.courseClasses.find((c) => c.id === classId);
  return db.tables.students
    .filter((s) => cls?.studentIds.includes(s.id) && s.status === 'active')
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }));
}

function serverMark(studentId: string, date = today()) {
  return db.tables.attendance.find(
    (a) => a.courseClassId === CLASS_ID && a.date === date && a.studentId === studentId,
  );
}

let online = true;
beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

async function openCheckin(route = `/empresa/check-in-aulas?turma=${CLASS_ID}&data=${today()}`) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route, preloadedState: school });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('attendance.checkin.title') }, FIRST_LOAD),
  ).toBeInTheDocument();
  return app;
}

async function openRoster() {
  const app = await openCheckin();
  const grid = await screen.findByRole('grid', {}, FIRST_LOAD);
  return { ...app, grid };
}

/** The toggle button of a student's row (its name reads "<student> <status>"). */
function toggleOf(grid: HTMLElement, name: string) {
  const row = within(grid)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name) !== null);
  if (!row) throw new Error(`No row for ${name}`);
  return within(row).getAllByRole('button')[0] as HTMLElement;
}

function syncState() {
  return screen.getAllByTestId('sync-status')[0]?.getAttribute('data-sync');
}

/** Closing or reloading the tab now: does the page ask the browser to confirm first? */
function leavingAsksFirst() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('class check-in (/empresa/check-in-aulas)', () => {
  test("lists the day's classes first with their check-in state and opens the 40-student class", async () => {
    const { user } = await openCheckin('/empresa/check-in-aulas');
    const roster = rosterOf(CLASS_ID);
    expect(roster.length).toBeGreaterThanOrEqual(40);

    const title = db.tables.courseClasses.find((c) => c.id === CLASS_ID)?.title ?? '';
    const link = await screen.findByRole('link', { name: new RegExp(title) }, FIRST_LOAD);
    expect(within(link).getByText(t('attendance.state.notStarted'))).toBeInTheDocument();
    await user.click(link);

    const grid = await screen.findByRole(
      'grid',
      { name: t('attendance.roster.gridLabel', { title }) },
      FIRST_LOAD,
    );
    expect(within(grid).getAllByRole('row')).toHaveLength(roster.length);
    expect(within(grid).getByText(roster[0]?.name ?? '')).toBeInTheDocument();
    // Without a photo, the initials stand in.
    expect(screen.getByTestId('total-unmarked')).toHaveTextContent(String(roster.length));
  });

  test('one tap cycles present → absent → late → excused → not marked, and the server ends with the last', async () => {
    const { user, grid } = await openRoster();
    const student = rosterOf(CLASS_ID)[2];
    if (!student) throw new Error('no student');
    const button = toggleOf(grid, student.name);

    const expected = ['present', 'absent', 'late', 'excused'] as const;
    for (const status of expected) {
      await user.click(button);
      expect(button).toHaveAttribute('data-status', status);
      expect(button).toHaveTextContent(t(`attendance.status.${status}`));
    }
    expect(screen.getByTestId('total-excused')).toHaveTextContent('1');
    await waitFor(() => expect(serverMark(student.id)?.status).toBe('excused'), { timeout: 10_000 });

    await user.click(button);
    expect(button).toHaveAttribute('data-status', 'unmarked');
    expect(button).toHaveTextContent(t('attendance.status.unmarked'));
    await waitFor(() => expect(serverMark(student.id)).toBeUndefined());
    await waitFor(() => expect(syncState()).toBe('saved'));
    expect(screen.getAllByText(t('attendance.sync.saved')).length).toBeGreaterThan(0);
  });

  test('"Marcar todos presentes" fills the unmarked students and keeps the ones already marked', async () => {
    const { user, grid } = await openRoster();
    const roster = rosterOf(CLASS_ID);
    const absent = roster[0];
    if (!absent) throw new Error('no student');
    const first = toggleOf(grid, absent.name);
    await user.click(first);
    await user.click(first);
    expect(first).toHaveAttribute('data-status', 'absent');

    await user.click(screen.getByRole('button', { name: t('attendance.markAll') }));
    expect(screen.getByTestId('total-present')).toHaveTextContent(String(roster.length - 1));
    expect(screen.getByTestId('total-absent')).toHaveTextContent('1');
    expect(first).toHaveAttribute('data-status', 'absent');
    expect(screen.getByRole('button', { name: t('attendance.markAll') })).toBeDisabled();

    await waitFor(() => expect(syncState()).toBe('saved'));
    const marks = db.tables.attendance.filter((a) => a.courseClassId === CLASS_ID && a.date === today());
    expect(marks).toHaveLength(roster.length);
    expect(marks.filter((m) => m.status === 'present')).toHaveLength(roster.length - 1);
    expect(serverMark(absent.id)?.status).toBe('absent');
  });

  test('keyboard: arrows move, space cycles, letters set and move on, → reaches the note', async () => {
    const { user, grid } = await openRoster();
    const roster = rosterOf(CLASS_ID);
    const [a, b, c, d] = roster;
    if (!a || !b || !c || !d) throw new Error('roster too small');

    // One tab stop for the whole grid: the first student.
    const toggles = within(grid)
      .getAllByRole('button')
      .filter((el) => el.getAttribute('data-col') === '0');
    expect(toggles.filter((el) => el.tabIndex === 0)).toHaveLength(1);
    toggles[0]?.focus();
    expect(document.activeElement).toBe(toggleOf(grid, a.name));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(toggleOf(grid, b.name));
    await user.keyboard(' ');
    expect(toggleOf(grid, b.name)).toHaveAttribute('data-status', 'present');
    await user.keyboard(' ');
    expect(toggleOf(grid, b.name)).toHaveAttribute('data-status', 'absent');

    // A letter marks and moves to the next student.
    await user.keyboard('l');
    expect(toggleOf(grid, b.name)).toHaveAttribute('data-status', 'late');
    expect(document.activeElement).toBe(toggleOf(grid, c.name));
    await user.keyboard('E');
    expect(toggleOf(grid, c.name)).toHaveAttribute('data-status', 'excused');
    await user.keyboard('p');
    expect(toggleOf(grid, d.name)).toHaveAttribute('data-status', 'present');

    // The letter moved focus on to the fifth student; back up to the first.
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(toggleOf(grid, a.name));
    await user.keyboard('a');
    expect(toggleOf(grid, a.name)).toHaveAttribute('data-status', 'absent');
    // Enter works like a tap too.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(toggleOf(grid, a.name)).toHaveAttribute('data-status', 'late');

    // → goes to the note button; Enter opens the details with the reason.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(t('attendance.row.details', { name: a.name }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: t('attendance.details.title', { name: a.name }),
    });
    await user.click(within(dialog).getByRole('button', { name: t('attendance.reason.transport') }));
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(grid).getByText(t('attendance.reason.transport'))).toBeInTheDocument();

    await waitFor(() => expect(serverMark(a.id)?.note).toBe(t('attendance.reason.transport')));
    expect(serverMark(a.id)?.status).toBe('late');
    expect(serverMark(b.id)?.status).toBe('late');
    expect(serverMark(c.id)?.status).toBe('excused');
    expect(serverMark(d.id)?.status).toBe('present');
  });

  test('search narrows the roster without accents', async () => {
    const { user, grid } = await openRoster();
    const student = rosterOf(CLASS_ID)[5];
    if (!student) throw new Error('no student');
    const query = student.name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    await user.click(screen.getByRole('searchbox', { name: t('attendance.roster.search') }));
    await user.paste(query);
    const rows = within(grid).getAllByRole('row');
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(within(grid).getByText(student.name)).toBeInTheDocument();
  });

  test('offline: marks are kept through a reload and delivered exactly once when the connection returns', async () => {
    let attempts = 0;
    server.use(
      http.post('*/api/Attendance/checkin', () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    online = false;
    const first = await openRoster();
    const roster = rosterOf(CLASS_ID);
    const marked = roster.slice(0, 3);
    for (const s of marked) await first.user.click(toggleOf(first.grid, s.name));
    // Absent for the third (two taps).
    const third = marked[2];
    if (!third) throw new Error('no student');
    await first.user.click(toggleOf(first.grid, third.name));

    await waitFor(() => expect(syncState()).toBe('offline'));
    expect(screen.getAllByText(/3 pendentes/).length).toBeGreaterThan(0);
    expect(screen.getByText(t('attendance.sync.offlineHint'))).toBeInTheDocument();
    expect(within(first.grid).getAllByText(t('attendance.row.pending')).length).toBe(3);
    // Nothing reached the server, and nothing was even tried while offline.
    expect(marked.every((s) => serverMark(s.id) === undefined)).toBe(true);
    expect(attempts).toBe(0);

    // Reload: the page goes away and comes back; the marks are still on screen and still pending.
    first.unmount();
    const stored = Object.keys(localStorage).find((k) => k.startsWith('lumi-checkin-queue:'));
    expect(stored).toBe(`lumi-checkin-queue:${DEMO_IDS.school}`);
    const second = await openRoster();
    expect(toggleOf(second.grid, marked[0]?.name ?? '')).toHaveAttribute('data-status', 'present');
    expect(toggleOf(second.grid, third.name)).toHaveAttribute('data-status', 'absent');
    expect(screen.getAllByText(/3 pendentes/).length).toBeGreaterThan(0);

    // The network is flaky at first: the server applies the batch but the answer is lost on the way back.
    let lost = 0;
    const sentIds: string[] = [];
    server.resetHandlers();
    server.use(
      http.post('*/api/Attendance/checkin', async ({ request }) => {
        const body = (await request.clone().json()) as CheckinBody;
        sentIds.push(...body.entries.map((e) => e.id));
        if (lost > 0) return undefined;
        lost += 1;
        const user = db.tables.users.find((u) => u.id === DEMO_IDS.school) as DbUser;
        applyCheckin(db.tables, user, body);
        return HttpResponse.error();
      }),
    );
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(syncState()).toBe('saved'), { timeout: 15_000 });

    expect(serverMark(marked[0]?.id ?? '')?.status).toBe('present');
    expect(serverMark(marked[1]?.id ?? '')?.status).toBe('present');
    expect(serverMark(third.id)?.status).toBe('absent');
    // The same batch went twice; each entry was applied once and recognised the second time.
    const receipts = db.tables.attendanceReceipts ?? [];
    const uniqueSent = new Set(sentIds);
    expect(sentIds.length).toBe(uniqueSent.size * 2);
    for (const id of uniqueSent) expect(receipts.filter((r) => r.entryId === id)).toHaveLength(1);
    expect(
      db.tables.attendance.filter((a) => a.courseClassId === CLASS_ID && a.date === today()),
    ).toHaveLength(3);
    expect(localStorage.getItem(`lumi-checkin-queue:${DEMO_IDS.school}`)).toBeNull();
  });

  test('offline with marks waiting: a banner asks not to reload, leaving the tab asks first, and both go once the marks are sent', async () => {
    let attempts = 0;
    server.use(
      http.post('*/api/Attendance/checkin', () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    const { user, grid } = await openRoster();
    const [first, second] = rosterOf(CLASS_ID);
    if (!first || !second) throw new Error('no students');
    // Online and nothing waiting: no banner, and the tab closes without a question.
    expect(screen.queryByRole('status', { name: /^Sem conexão:/ })).not.toBeInTheDocument();
    expect(leavingAsksFirst()).toBe(false);

    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await user.click(toggleOf(grid, first.name));
    await user.click(toggleOf(grid, second.name));

    const banner = await screen.findByRole('status', { name: 'Sem conexão: 2 marcações ainda não enviadas' });
    expect(banner).toHaveTextContent(t('attendance.sync.offlineHint'));
    expect(banner).toHaveTextContent(/não recarregue nem feche esta página/);
    expect(leavingAsksFirst()).toBe(true);
    // One more mark: the banner counts it.
    const third = rosterOf(CLASS_ID)[2];
    if (!third) throw new Error('no student');
    await user.click(toggleOf(grid, third.name));
    expect(
      await screen.findByRole('status', { name: 'Sem conexão: 3 marcações ainda não enviadas' }),
    ).toBeInTheDocument();

    // Back to the list of classes: the marks still wait, and the banner stays.
    await user.click(screen.getByRole('button', { name: t('attendance.session.change') }));
    const title = db.tables.courseClasses.find((c) => c.id === CLASS_ID)?.title ?? '';
    expect(await screen.findByRole('link', { name: new RegExp(title) }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Sem conexão: 3 marcações ainda não enviadas' })).toBeVisible();
    expect(leavingAsksFirst()).toBe(true);
    expect(attempts).toBe(0);

    // The connection returns: the marks go out, the banner goes away and so does the question.
    server.resetHandlers();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(syncState()).toBe('saved'), { timeout: 15_000 });
    expect(screen.queryByRole('status', { name: /^Sem conexão:/ })).not.toBeInTheDocument();
    expect(leavingAsksFirst()).toBe(false);
    expect(serverMark(first.id)?.status).toBe('present');
    expect(serverMark(second.id)?.status).toBe('present');
    expect(serverMark(third.id)?.status).toBe('present');
  });

  test('a newer mark by someone else wins, and the screen says who made it', async () => {
    const teacher: DbUser = {
      ...(db.tables.users.find((u) => u.id === DEMO_IDS.school) as DbUser),
      id: 'u-teacher-ana',
      name: 'Ana Lima',
      first_name: 'Ana',
      last_name: 'Lima',
      login_cell: '11988887777',
    };
    db.tables.users.push(teacher);
    const { user, grid } = await openRoster();
    const student = rosterOf(CLASS_ID)[1];
    if (!student) throw new Error('no student');
    // Ana marks the student absent on her phone a minute "later" than this tap.
    db.tables.attendance.push({
      courseClassId: CLASS_ID,
      date: today(),
      studentId: student.id,
      status: 'absent',
      note: 'Avisou pelo WhatsApp',
      at: new Date(Date.now() + 60_000).toISOString(),
      by: teacher.id,
    });

    await user.click(toggleOf(grid, student.name));
    expect(toggleOf(grid, student.name)).toHaveAttribute('data-status', 'present');

    expect(
      await screen.findByText(
        new RegExp(`${student.name}: ficou a marcação mais recente, feita por Ana Lima`),
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggleOf(grid, student.name)).toHaveAttribute('data-status', 'absent'));
    expect(within(grid).getByText(/Alterado por Ana Lima/)).toBeInTheDocument();
    expect(serverMark(student.id)?.by).toBe(teacher.id);
    expect(serverMark(student.id)?.status).toBe('absent');
  });

  test('a failed roster load shows the error and retries', async () => {
    server.use(
      http.get(
        `*/api/Attendance/session/${CLASS_ID}`,
        () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 }),
        { once: true },
      ),
    );
    const { user } = await openCheckin();
    expect(await screen.findByText('Fora do ar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });
});

describe('the check-in API', () => {
  test('the same entry id twice is applied once, and an older mark loses to a newer one', () => {
    const user = db.tables.users.find((u) => u.id === DEMO_IDS.school) as DbUser;
    const student = rosterOf(CLASS_ID)[0];
    if (!student) throw new Error('no student');
    const at = new Date().toISOString();
    const body: CheckinBody = {
      batchId: 'batch-0001',
      entries: [
        {
          id: 'entry-0001',
          courseClassId: CLASS_ID,
          date: today(),
          studentId: student.id,
          status: 'late',
          note: '',
          at,
        },
      ],
    };
    expect(applyCheckin(db.tables, user, body).applied).toEqual(['entry-0001']);
    const again = applyCheckin(db.tables, user, body);
    expect(again.applied).toEqual([]);
    expect(again.duplicates).toEqual(['entry-0001']);
    expect(db.tables.attendanceReceipts?.filter((r) => r.entryId === 'entry-0001')).toHaveLength(1);

    const older = applyCheckin(db.tables, user, {
      batchId: 'batch-0002',
      entries: [
        {
          id: 'entry-0002',
          courseClassId: CLASS_ID,
          date: today(),
          studentId: student.id,
          status: 'present',
          note: '',
          at: new Date(Date.parse(at) - 5000).toISOString(),
        },
      ],
    });
    expect(older.conflicts).toHaveLength(1);
    expect(older.conflicts[0]?.status).toBe('late');
    expect(serverMark(student.id)?.status).toBe('late');
  });
});

describe('school dashboard (/empresa/dashboard-escola)', () => {
  test("shows today's classes, the weekly rate, students at risk, upcoming items and unread messages", async () => {
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
    renderApp({ route: '/empresa/dashboard-escola', preloadedState: school });
    expect(
      await screen.findByRole('heading', { level: 1, name: t('attendance.dashboard.title') }, FIRST_LOAD),
    ).toBeInTheDocument();

    const todaySection = await screen.findByRole(
      'region',
      { name: t('attendance.dashboard.today') },
      FIRST_LOAD,
    );
    const title = db.tables.courseClasses.find((c) => c.id === CLASS_ID)?.title ?? '';
    const classLink = within(todaySection).getByRole('link', { name: new RegExp(title) });
    expect(classLink).toHaveAttribute('href', `/empresa/check-in-aulas?turma=${CLASS_ID}&data=${today()}`);
    expect(within(classLink).getByText(t('attendance.state.notStarted'))).toBeInTheDocument();

    // The seeded students who missed their last 3, 4 and 5 classes, the longest streak first.
    const risk = screen.getByRole('region', { name: t('attendance.dashboard.atRisk') });
    const links = within(risk).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(3);
    const streaks = links.map((link) => Number(/(\d+) faltas seguidas/.exec(link.textContent)?.[1]));
    expect(streaks.every((n) => n >= 3)).toBe(true);
    expect([...streaks].sort((a, b) => b - a)).toEqual(streaks);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/empresa\/perfil-aluno\/st-\d+$/);

    const conversations = new Set(
      db.tables.conversations
        .filter((c) => c.schoolId === DEMO_IDS.schoolId || c.participantIds.includes(DEMO_IDS.school))
        .map((c) => c.id),
    );
    const unread = db.tables.messages.filter(
      (m) => conversations.has(m.conversationId) && m.fromId !== DEMO_IDS.school && m.readAt == null,
    ).length;
    const unreadCard = screen.getByRole('link', { name: new RegExp(t('attendance.dashboard.kpi.unread')) });
    expect(unreadCard).toHaveAttribute('href', '/empresa/chat');
    expect(unreadCard).toHaveTextContent(String(unread));

    const upcoming = screen.getByRole('region', { name: t('attendance.dashboard.upcoming') });
    expect(within(upcoming).getByText('Reunião pedagógica')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('attendance.dashboard.weekly') })).toBeInTheDocument();
    // The chart's code arrives after the figures.
    expect(
      await screen.findByRole('figure', { name: t('attendance.dashboard.chartCaption') }),
    ).toBeInTheDocument();
  });

  test('after a roll call the dashboard counts it', async () => {
    const user = db.tables.users.find((u) => u.id === DEMO_IDS.school) as DbUser;
    const roster = rosterOf(CLASS_ID);
    applyCheckin(db.tables, user, {
      batchId: 'batch-all',
      entries: roster.map((s, i) => ({
        id: `entry-all-${i}`,
        courseClassId: CLASS_ID,
        date: today(),
        studentId: s.id,
        status: 'present',
        note: '',
        at: new Date().toISOString(),
      })),
    });
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
    renderApp({ route: '/empresa/dashboard-escola', preloadedState: school });
    const todaySection = await screen.findByRole(
      'region',
      { name: t('attendance.dashboard.today') },
      FIRST_LOAD,
    );
    const title = db.tables.courseClasses.find((c) => c.id === CLASS_ID)?.title ?? '';
    const classLink = within(todaySection).getByRole('link', { name: new RegExp(title) });
    expect(within(classLink).getByText(t('attendance.state.done'))).toBeInTheDocument();
  });

  test('a failed load shows the error and retries', async () => {
    server.use(
      http.get(
        '*/api/Attendance/dashboard',
        () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
    const { user } = renderApp({ route: '/empresa/dashboard-escola', preloadedState: school });
    expect(await screen.findByText('Fora do ar', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('region', { name: t('attendance.dashboard.today') })).toBeInTheDocument();
  });
});
