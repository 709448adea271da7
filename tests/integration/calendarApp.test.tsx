import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, sessionState, stubScreenWidth, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';
import { movedTemplateEvent, templateDraftOf, valuesOfSelection } from '@/features/calendar/templateMapping';

const family = sessionState({ id: DEMO_IDS.family, role: '2', name: 'Família Souza', url_perfil: null });
/** The first visit transforms the calendar chunk (FullCalendar), slow on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };
const SLOW_TEST = { timeout: 120_000 };

const pad = (n: number) => String(n).padStart(2, '0');
const today = (() => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
})();

const stored = () => db.tables.templateEvents ?? [];

/** Today's seeded event of the shared school agenda (a phone's list opens on today). */
function todaysEvent(title: string) {
  const event = stored().find((e) => e.title === title);
  if (!event) throw new Error(`no seeded event ${title}`);
  expect(event.start.slice(0, 10)).toBe(today);
  return event;
}

/** Opens /apps/calendar on a phone: the list view comes first. */
async function openApp() {
  stubScreenWidth(360);
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  const app = renderApp({ route: '/apps/calendar', preloadedState: family });
  await screen.findByRole('heading', { level: 1, name: t('calendar.app.title') }, FIRST_LOAD);
  await screen.findByTestId('calendar-board', undefined, FIRST_LOAD);
  expect(screen.getByRole('button', { name: t('calendar.view.list') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return app;
}

/** Every POST body the page sends to the template calendar, in order. */
function recordWrites(): { path: string; body: Promise<unknown> }[] {
  const calls: { path: string; body: Promise<unknown> }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.startsWith('/api/calendar/'))
      calls.push({ path, body: request.clone().json() });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return calls;
}

async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('template calendar (/apps/calendar)', () => {
  test('creates an event through the dialog: on the calendar and in the mock db', SLOW_TEST, async () => {
    const { user } = await openApp();
    todaysEvent('Reunião de equipe');
    expect(
      await screen.findByRole('button', { name: /07:30.*08:15.*Reunião de equipe/ }),
    ).toBeInTheDocument();
    const writes = recordWrites();

    await user.click(screen.getByRole('button', { name: t('calendar.new') }));
    const dialog = await screen.findByRole('dialog', { name: t('calendar.dialog.createTitle') });
    await fill(user, within(dialog).getByRole('textbox', { name: /Título/ }), 'Ensaio do coral');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: t('calendar.field.location') }),
      'Auditório',
    );
    await user.click(within(dialog).getByRole('radio', { name: t('calendar.color.purple') }));
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(t('calendar.saved.created'))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /09:00.*10:00.*Ensaio do coral/ })).toBeInTheDocument();
    expect(writes.map((w) => w.path)).toEqual(['/api/calendar/events/add']);
    expect(await writes[0]?.body).toEqual({
      event: {
        title: 'Ensaio do coral',
        description: '',
        location: 'Auditório',
        color: '#7e57c2',
        allDay: false,
        start: `${today}T09:00:00`,
        end: `${today}T10:00:00`,
      },
    });
    expect(stored().find((e) => e.title === 'Ensaio do coral')).toMatchObject({
      location: 'Auditório',
      start: `${today}T09:00:00`,
    });
  });

  test('edits, then deletes an event', SLOW_TEST, async () => {
    const seeded = todaysEvent('Treino do torneio de Lumis');
    const { user } = await openApp();
    const writes = recordWrites();

    await user.click(await screen.findByRole('button', { name: /Treino do torneio de Lumis/ }));
    let dialog = await screen.findByRole('dialog', { name: t('calendar.dialog.editTitle') });
    const title = within(dialog).getByRole('textbox', { name: /Título/ });
    expect(title).toHaveValue('Treino do torneio de Lumis');
    await user.clear(title);
    await fill(user, title, 'Final do torneio de Lumis');
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /16:00.*17:30.*Final do torneio/ })).toBeInTheDocument();
    expect(await writes[0]?.body).toEqual({ event: { ...seeded, title: 'Final do torneio de Lumis' } });
    expect(stored().find((e) => e.id === seeded.id)?.title).toBe('Final do torneio de Lumis');

    await user.click(screen.getByRole('button', { name: /Final do torneio de Lumis/ }));
    dialog = await screen.findByRole('dialog', { name: t('calendar.dialog.editTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    const confirm = await screen.findByRole('dialog', { name: t('calendar.delete.title') });
    await user.click(within(confirm).getByRole('button', { name: t('common.delete') }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Final do torneio/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(t('calendar.saved.deleted'))).toBeInTheDocument();
    expect(writes.map((w) => w.path)).toEqual(['/api/calendar/events/update', '/api/calendar/events/delete']);
    expect(await writes[1]?.body).toEqual({ eventId: seeded.id });
    expect(stored().some((e) => e.id === seeded.id)).toBe(false);
  });

  test('a failed load shows "Tentar novamente", and retrying loads the calendar', SLOW_TEST, async () => {
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'GET /api/calendar/events': { status: 'network' } } }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
    const { user } = renderApp({ route: '/apps/calendar', preloadedState: family });
    const retry = await screen.findByRole('button', { name: t('common.retry') }, FIRST_LOAD);
    expect(screen.getByText(t('calendar.error.title'))).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-board')).not.toBeInTheDocument();

    localStorage.removeItem(FAULTS_KEY);
    await user.click(retry);
    expect(await screen.findByTestId('calendar-board', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('common.retry') })).not.toBeInTheDocument();
  });
});

describe('template calendar: ranges picked and events moved on the grid', () => {
  test('a picked range prefills the dialog; a move or resize keeps the stored form', () => {
    // Three days picked on the month grid (FullCalendar's end is exclusive): all day, to the third day.
    const days = valuesOfSelection(new Date(2026, 5, 10), new Date(2026, 5, 13), true);
    expect(days).toMatchObject({ allDay: true, date: '2026-06-10', endDate: '2026-06-12' });
    expect(templateDraftOf({ ...days, title: ' Semana cultural ' })).toMatchObject({
      title: 'Semana cultural',
      allDay: true,
      start: '2026-06-10',
      end: '2026-06-13',
    });
    // A time range on the week grid.
    const slot = valuesOfSelection(new Date(2026, 5, 10, 14, 30), new Date(2026, 5, 10, 16), false);
    expect(slot).toMatchObject({ allDay: false, date: '2026-06-10', startTime: '14:30', endTime: '16:00' });

    const event = { ...templateDraftOf({ ...slot, title: 'Ensaio' }), id: 'tev-01' };
    expect(movedTemplateEvent(event, new Date(2026, 5, 11, 8), new Date(2026, 5, 11, 9, 30), false)).toEqual({
      ...event,
      start: '2026-06-11T08:00:00',
      end: '2026-06-11T09:30:00',
    });
    // Dropped on the all-day row without an end: one day.
    expect(movedTemplateEvent(event, new Date(2026, 5, 12), null, true)).toMatchObject({
      allDay: true,
      start: '2026-06-12',
      end: '2026-06-13',
    });
  });
});
