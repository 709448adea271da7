import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { renderApp, sessionState, stubScreenWidth, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });
/** The first visit transforms the calendar chunk (FullCalendar), slow on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };
/** Generous: the suite shares a small machine; on a quiet one each test takes a few seconds. */
const SLOW_TEST = { timeout: 120_000 };

const pad = (n: number) => String(n).padStart(2, '0');
const today = (() => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
})();

type UserEventRow = (typeof db.tables.userEvents)[number];

/** A personal event of the school today (in both lists: a phone's seven days from today, a wide screen's month). */
function addPersonalEvent(fields: Partial<UserEventRow> & { id: string; title: string }): UserEventRow {
  const row: UserEventRow = {
    eventUserId: fields.id,
    userId: DEMO_IDS.school,
    date: today,
    startTime: '13:00:00',
    endTime: '14:00:00',
    isAllDay: false,
    ...fields,
  };
  db.tables.userEvents.push(row);
  return row;
}

interface Recorded {
  method: string;
  path: string;
  body: Promise<unknown>;
}

/** Every request the page makes, in order, with its JSON body. */
function recordRequests(): Recorded[] {
  const calls: Recorded[] = [];
  const listener = ({ request }: { request: Request }) => {
    const hasBody = request.method !== 'GET' && request.method !== 'DELETE';
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: hasBody
        ? request
            .clone()
            .json()
            .catch(() => null)
        : Promise.resolve(null),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return calls;
}

const calendarLoads = (calls: Recorded[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/Calendar/all').length;

function injectFault(endpoint: string, status: 'network' | number = 'network') {
  localStorage.setItem(FAULTS_KEY, JSON.stringify({ endpoints: { [endpoint]: { status } } }));
}

/**
 * Opens the calendar as the demo school in its list view (events as buttons): on a phone it starts there,
 * on the seven days from today; on a wide screen the month grid comes first and the view switch leads to
 * the month's list.
 */
async function openCalendar({ phone = true } = {}) {
  if (phone) stubScreenWidth(420);
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route: '/empresa/calendario', preloadedState: school });
  await screen.findByRole('heading', { level: 1, name: t('calendar.title') }, FIRST_LOAD);
  await screen.findByTestId('calendar-board', undefined, FIRST_LOAD);
  const list = screen.getByRole('button', { name: t('calendar.view.list') });
  if (phone) expect(list).toHaveAttribute('aria-pressed', 'true');
  else await app.user.click(list);
  return app;
}

/**
 * The dialog a click opened, once its code has arrived: the event and class forms load on first opening, and
 * a dialog saying it is loading stands in for them meanwhile.
 */
const openedDialog = () =>
  screen.findByRole('dialog', { name: (name: string) => name !== t('common.loading') });

async function openEvent(user: ReturnType<typeof renderApp>['user'], title: RegExp | string) {
  const name = typeof title === 'string' ? new RegExp(title) : title;
  const [event] = await screen.findAllByRole('button', { name });
  if (!event) throw new Error(`no event ${String(title)}`);
  await user.click(event);
  return openedDialog();
}

/** Types into a field the quick way (click, then paste), so the suite stays fast on a busy machine. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function quietErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('calendar (/empresa/calendario)', () => {
  test(
    'shows classes, the school’s events and personal events; all-day events without times',
    SLOW_TEST,
    async () => {
      addPersonalEvent({ id: 'ue-t1', title: 'Plantão de matrículas' });
      addPersonalEvent({
        id: 'ue-t2',
        title: 'Recesso escolar',
        isAllDay: true,
        startTime: null,
        endTime: null,
      });
      const schoolEvent = db.tables.events.find(
        (e) => e.ownerId === DEMO_IDS.school && e.status !== 'cancelled',
      );
      if (!schoolEvent) throw new Error('the demo school has no events');
      schoolEvent.startsAt = new Date(`${today}T19:00:00`).toISOString();
      schoolEvent.endsAt = new Date(`${today}T21:00:00`).toISOString();
      localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
      const { user } = renderApp({ route: '/empresa/calendario', preloadedState: school });
      const board = await screen.findByTestId('calendar-board', undefined, FIRST_LOAD);
      // A wide screen opens on the month grid, weeks from Sunday, in pt-BR.
      expect(screen.getByRole('button', { name: t('calendar.view.month') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(board.textContent).toMatch(/^domingo/);
      await user.click(screen.getByRole('button', { name: t('calendar.view.list') }));

      expect(
        await screen.findByRole('button', { name: /13:00.*14:00.*Plantão de matrículas/ }),
      ).toBeInTheDocument();
      const allDay = screen.getByRole('button', { name: /Recesso escolar/ });
      expect(allDay).toHaveTextContent(/dia\s*inteiro/i);
      expect(allDay).not.toHaveTextContent(/\d{2}:\d{2}/);
      // The class that meets every day, with its times (as the seed drew them).
      const everyday = db.tables.courseClasses.find((c) => c.id === 'class-01a');
      if (!everyday) throw new Error('the seed has no every-day class');
      const classRow = new RegExp(`${everyday.startTime}.*${everyday.endTime}.*${everyday.title}`);
      expect(screen.getAllByRole('button', { name: classRow }).length).toBeGreaterThan(0);

      // A ticketed event is read-only here and points to its management page.
      const details = await openEvent(user, new RegExp(schoolEvent.title));
      expect(within(details).getByRole('heading', { name: schoolEvent.title })).toBeInTheDocument();
      expect(within(details).getByRole('link', { name: t('calendar.details.open') })).toHaveAttribute(
        'href',
        `/produtor/eventos/${schoolEvent.id}`,
      );
    },
  );

  test('the spec’s defaults reach the form of an event the server sent without them', SLOW_TEST, async () => {
    addPersonalEvent({ id: 'ue-bare', title: 'Ligar para a transportadora' });
    const { user } = await openCalendar();
    const dialog = await openEvent(user, 'Ligar para a transportadora');
    expect(within(dialog).getByRole('heading', { name: t('calendar.dialog.editTitle') })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: t('calendar.color.blue') })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: t('calendar.field.priority') })).toHaveTextContent(
      t('calendar.priority.MEDIUM'),
    );
    expect(within(dialog).getByRole('combobox', { name: t('calendar.field.category') })).toHaveTextContent(
      t('calendar.category.PERSONAL'),
    );
    expect(within(dialog).getByRole('combobox', { name: t('calendar.field.reminder') })).toHaveTextContent(
      t('calendar.reminder.minutes', { count: 15 }),
    );
  });

  test(
    'creates a personal event with the user event payload, then reloads the calendar',
    SLOW_TEST,
    async () => {
      const { user } = await openCalendar();
      const calls = recordRequests();
      await user.click(screen.getByRole('button', { name: t('calendar.new') }));
      const dialog = await screen.findByRole('dialog', { name: t('calendar.dialog.createTitle') });
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: /Título/ }),
        'Reunião com os pais do 3º ano',
      );
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: t('calendar.field.location') }),
        'Auditório',
      );
      await user.click(within(dialog).getByRole('radio', { name: t('calendar.color.purple') }));
      await user.click(within(dialog).getByRole('button', { name: t('common.save') }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText(t('calendar.saved.created'))).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: /09:00.*10:00.*Reunião com os pais do 3º ano/ }),
      ).toBeInTheDocument();

      const create = calls.find((c) => c.method === 'POST' && c.path === '/api/EventUser/create');
      expect(await create?.body).toEqual({
        title: 'Reunião com os pais do 3º ano',
        description: '',
        location: 'Auditório',
        color: '#7e57c2',
        priority: 'MEDIUM',
        category: 'PERSONAL',
        reminderMinutes: 15,
        isPrivate: false,
        isRecurring: false,
        eventDate: today,
        startTime: '09:00:00',
        endTime: '10:00:00',
        notes: '',
        userId: DEMO_IDS.school,
      });
      // Reloaded after the create (SPEC.md §4).
      expect(calendarLoads(calls)).toBe(1);
      expect(db.tables.userEvents.some((e) => e.title === 'Reunião com os pais do 3º ano')).toBe(true);
    },
  );

  test('an all-day event is sent from 00:00:00 to 23:59:59', SLOW_TEST, async () => {
    const { user } = await openCalendar();
    const calls = recordRequests();
    await user.click(screen.getByRole('button', { name: t('calendar.new') }));
    const dialog = await openedDialog();
    await fill(user, within(dialog).getByRole('textbox', { name: /Título/ }), 'Recesso de fim de ano');
    await user.click(within(dialog).getByLabelText(t('calendar.field.allDay')));
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const create = calls.find((c) => c.path === '/api/EventUser/create');
    expect(await create?.body).toMatchObject({
      eventDate: today,
      startTime: '00:00:00',
      endTime: '23:59:59',
    });
    expect(await screen.findByRole('button', { name: /Recesso de fim de ano/ })).toHaveTextContent(
      /dia\s*inteiro/i,
    );
  });

  test(
    'a refusal (flag false) shows the server’s msg, keeps what was typed and does not reload',
    SLOW_TEST,
    async () => {
      server.use(
        http.post('*/api/EventUser/create', () =>
          HttpResponse.json({ flag: false, msg: 'Você já tem um compromisso neste horário.' }),
        ),
      );
      const errors = quietErrors();
      const { user } = await openCalendar();
      const calls = recordRequests();
      await user.click(screen.getByRole('button', { name: t('calendar.new') }));
      const dialog = await openedDialog();
      await fill(user, within(dialog).getByRole('textbox', { name: /Título/ }), 'Visita técnica');
      await user.click(within(dialog).getByRole('button', { name: t('common.save') }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Você já tem um compromisso neste horário.',
      );
      expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('Visita técnica');
      expect(calendarLoads(calls)).toBe(0);
      expect(errors).toHaveBeenCalledWith('[calendar] create:', 'Você já tem um compromisso neste horário.');
    },
  );

  test(
    'edits a personal event (PATCH with the payload) and reloads; a refusal keeps the dialog',
    SLOW_TEST,
    async () => {
      addPersonalEvent({ id: 'ue-edit', title: 'Entrega de boletins', color: '#00897b', priority: 'HIGH' });
      const { user } = await openCalendar();
      const calls = recordRequests();
      let dialog = await openEvent(user, 'Entrega de boletins');
      const title = within(dialog).getByRole('textbox', { name: /Título/ });
      await user.clear(title);
      await fill(user, title, 'Entrega de boletins do 2º bimestre');
      await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText(t('calendar.saved.updated'))).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: /Entrega de boletins do 2º bimestre/ }),
      ).toBeInTheDocument();

      const patch = calls.find((c) => c.method === 'PATCH');
      expect(patch?.path).toBe('/api/EventUser/update/ue-edit');
      expect(await patch?.body).toMatchObject({
        title: 'Entrega de boletins do 2º bimestre',
        color: '#00897b',
        priority: 'HIGH',
        eventDate: today,
        startTime: '13:00:00',
        endTime: '14:00:00',
        userId: DEMO_IDS.school,
      });
      expect(calendarLoads(calls)).toBe(1);

      server.use(
        http.patch('*/api/EventUser/update/:id', () =>
          HttpResponse.json({ flag: false, msg: 'Evento bloqueado.' }),
        ),
      );
      quietErrors();
      dialog = await openEvent(user, 'Entrega de boletins do 2º bimestre');
      await fill(user, within(dialog).getByRole('textbox', { name: t('calendar.field.location') }), 'Pátio');
      await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Evento bloqueado.');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    },
  );

  test('deletes a personal event and removes it locally, without a reload', SLOW_TEST, async () => {
    addPersonalEvent({ id: 'ue-del', title: 'Dentista' });
    const { user } = await openCalendar();
    const calls = recordRequests();
    const dialog = await openEvent(user, 'Dentista');
    await user.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    const confirm = await screen.findByRole('dialog', { name: t('calendar.delete.title') });
    await user.click(within(confirm).getByRole('button', { name: t('common.delete') }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /Dentista/ })).not.toBeInTheDocument());
    expect(await screen.findByText(t('calendar.saved.deleted'))).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/EventUser/delete/ue-del']);
    expect(db.tables.userEvents.some((e) => e.id === 'ue-del')).toBe(false);
  });

  test('a refused delete (flag false) keeps the event and says why', SLOW_TEST, async () => {
    addPersonalEvent({ id: 'ue-keep', title: 'Feira do livro' });
    server.use(
      http.delete('*/api/EventUser/delete/:id', () =>
        HttpResponse.json({ flag: false, msg: 'Este evento já foi compartilhado.' }),
      ),
    );
    quietErrors();
    const { user } = await openCalendar();
    const dialog = await openEvent(user, 'Feira do livro');
    await user.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    const confirm = await screen.findByRole('dialog', { name: t('calendar.delete.title') });
    await user.click(within(confirm).getByRole('button', { name: t('common.delete') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este evento já foi compartilhado.');
    // Still on the calendar, behind the dialog.
    expect(screen.getByRole('button', { name: /Feira do livro/, hidden: true })).toBeInTheDocument();
    expect(db.tables.userEvents.some((e) => e.id === 'ue-keep')).toBe(true);
  });

  test('a class is edited through GET single, then PATCH with the merged object', SLOW_TEST, async () => {
    const before = structuredClone(db.tables.courseClasses.find((c) => c.id === 'class-01a'));
    if (!before) throw new Error('no class-01a in the seed');
    const { user } = await openCalendar();
    const calls = recordRequests();
    const dialog = await openEvent(user, new RegExp(before.title));
    expect(within(dialog).getByRole('heading', { name: t('calendar.class.title') })).toBeInTheDocument();
    // Classes are not dragged: they change for every meeting, so they are edited here.
    const room = within(dialog).getByRole('textbox', { name: t('calendar.class.field.room') });
    expect(room).toHaveValue(before.room);
    await user.clear(room);
    await fill(user, room, 'Laboratório de robótica');
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(t('calendar.saved.class'))).toBeInTheDocument();

    const writes = calls.filter((c) => c.path.startsWith('/api/CourseClass/'));
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/CourseClass/single/class-01a',
      'PATCH /api/CourseClass/update/class-01a',
    ]);
    expect(await writes[1]?.body).toEqual({ ...before, room: 'Laboratório de robótica' });
    expect(db.tables.courseClasses.find((c) => c.id === 'class-01a')?.room).toBe('Laboratório de robótica');
    await waitFor(() => expect(calendarLoads(calls)).toBe(1));
  });
});

describe('every calendar error message of SPEC.md §8 (server msg first, else the fallback)', () => {
  test('loading: "Erro ao carregar agendamentos", with a retry', SLOW_TEST, async () => {
    injectFault('GET /api/Calendar/all');
    quietErrors();
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
    const { user } = renderApp({ route: '/empresa/calendario', preloadedState: school });
    expect(
      await screen.findByText('Erro ao carregar agendamentos', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-board')).not.toBeInTheDocument();
    localStorage.removeItem(FAULTS_KEY);
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByTestId('calendar-board')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar agendamentos')).not.toBeInTheDocument();
  });

  test('loading: the server’s msg comes first', SLOW_TEST, async () => {
    server.use(
      http.get('*/api/Calendar/all', () =>
        HttpResponse.json({ flag: false, msg: 'Agenda em manutenção até as 14h.' }, { status: 503 }),
      ),
    );
    quietErrors();
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
    renderApp({ route: '/empresa/calendario', preloadedState: school });
    expect(
      await screen.findByText('Agenda em manutenção até as 14h.', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  test('create: "Erro ao adicionar evento"', SLOW_TEST, async () => {
    const { user } = await openCalendar();
    injectFault('POST /api/EventUser/create');
    const errors = quietErrors();
    await user.click(screen.getByRole('button', { name: t('calendar.new') }));
    const dialog = await openedDialog();
    await fill(user, within(dialog).getByRole('textbox', { name: /Título/ }), 'Reunião');
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Erro ao adicionar evento$/);
    expect(errors).toHaveBeenCalledWith('[calendar] create:', 'errors.calendar.create');
  });

  test('update: "Erro ao atualizar evento"', SLOW_TEST, async () => {
    addPersonalEvent({ id: 'ue-upd', title: 'Formatura' });
    const { user } = await openCalendar();
    injectFault('PATCH /api/EventUser/update/ue-upd');
    quietErrors();
    const dialog = await openEvent(user, 'Formatura');
    await fill(user, within(dialog).getByRole('textbox', { name: /Título/ }), ' do 9º ano');
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Erro ao atualizar evento$/);
  });

  test('delete: "Erro ao remover evento"', SLOW_TEST, async () => {
    addPersonalEvent({ id: 'ue-rm', title: 'Vacinação' });
    const { user } = await openCalendar();
    injectFault('DELETE /api/EventUser/delete/ue-rm');
    quietErrors();
    const dialog = await openEvent(user, 'Vacinação');
    await user.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    const confirm = await screen.findByRole('dialog', { name: t('calendar.delete.title') });
    await user.click(within(confirm).getByRole('button', { name: t('common.delete') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Erro ao remover evento$/);
    expect(screen.getByRole('button', { name: /Vacinação/, hidden: true })).toBeInTheDocument();
  });

  test.each([['GET /api/CourseClass/single/class-01a'], ['PATCH /api/CourseClass/update/class-01a']])(
    'class: "Erro ao atualizar turma" when %s fails',
    async (endpoint) => {
      const { user } = await openCalendar();
      injectFault(endpoint);
      quietErrors();
      const dialog = await openEvent(user, /Robótica Criativa - Turma A/);
      await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Erro ao atualizar turma$/);
    },
    60_000,
  );
});
