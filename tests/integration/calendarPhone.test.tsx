import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { renderApp, sessionState, stubScreenWidth, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

/** The first visit transforms the calendar chunk (FullCalendar), slow on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };
const SLOW_TEST = { timeout: 120_000 };

/**
 * "Today" in these tests: Wednesday 20 May 2026, mid-month and mid-week, so a view that opens on the
 * 1st of the month or on Sunday is told apart from one that opens on today. Only Date is faked (and
 * it keeps running): timers, msw and user-event work as usual.
 */
function todayIs20May2026() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 20, 10, 0), shouldAdvanceTime: true });
}

const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });
const family = sessionState({ id: DEMO_IDS.family, role: '2', name: 'Família Souza', url_perfil: null });

function addPersonalEvent(id: string, title: string, date: string) {
  db.tables.userEvents.push({
    id,
    eventUserId: id,
    userId: DEMO_IDS.school,
    title,
    date,
    startTime: '13:00:00',
    endTime: '14:00:00',
    isAllDay: false,
  });
}

/** The date ranges the page asks the calendar endpoint for. */
function recordCalendarRanges(): string[] {
  const ranges: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/Calendar/all')
      ranges.push(`${url.searchParams.get('from') ?? ''}..${url.searchParams.get('to') ?? ''}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return ranges;
}

describe('the calendar on a phone', () => {
  test(
    '/empresa/calendario opens on today’s list, with the week’s dates and every title readable',
    SLOW_TEST,
    async () => {
      todayIs20May2026();
      addPersonalEvent('ue-first', 'Visita da nutricionista', '2026-05-01');
      addPersonalEvent('ue-today', 'Plantão de dúvidas', '2026-05-20');
      addPersonalEvent('ue-sixth', 'Reunião de pais', '2026-05-26');
      addPersonalEvent('ue-later', 'Mostra de robótica', '2026-05-27');
      stubScreenWidth(360, { touch: true });
      const ranges = recordCalendarRanges();
      localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
      const { user } = renderApp({ route: '/empresa/calendario', preloadedState: school });
      const board = await screen.findByTestId('calendar-board', undefined, FIRST_LOAD);

      // The list of the seven days from today: not the month from its 1st, not the past days.
      expect(screen.getByRole('button', { name: t('calendar.view.list') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(
        await within(board).findByRole('button', { name: /13:00.*14:00.*Plantão de dúvidas/ }),
      ).toBeInTheDocument();
      expect(within(board).getByRole('button', { name: /Reunião de pais/ })).toBeInTheDocument();
      expect(
        within(board).queryByRole('button', { name: /Visita da nutricionista/ }),
      ).not.toBeInTheDocument();
      expect(within(board).queryByRole('button', { name: /Mostra de robótica/ })).not.toBeInTheDocument();
      const days = board.querySelectorAll('[data-date]');
      expect(days[0]).toHaveAttribute('data-date', '2026-05-20');
      expect(days[0]).toHaveAttribute('aria-current', 'date');
      // The first load asked for exactly those days (no month fetched, then thrown away).
      expect(ranges).toEqual(['2026-05-20..2026-05-27']);

      // What works on a touch screen, not "click" and "drag".
      expect(screen.getByText(t('calendar.hint.touch'))).toBeInTheDocument();
      expect(screen.queryByText(t('calendar.hint'))).not.toBeInTheDocument();

      // The week: each column says its weekday and its date, the number on a line of its own.
      await user.click(screen.getByRole('button', { name: t('calendar.view.week') }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: t('calendar.view.week') })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      const dayNumbers = await waitFor(() => {
        const numbers = [...board.querySelectorAll('.lumi-day-number')].map((n) => n.textContent);
        expect(numbers).toHaveLength(7);
        return numbers;
      });
      expect(dayNumbers).toEqual(['17', '18', '19', '20', '21', '22', '23']);
      // The event keeps its whole title (and its time for screen readers).
      expect(
        await within(board).findByRole('button', { name: /13:00.*14:00.*Plantão de dúvidas/ }),
      ).toBeInTheDocument();

      // The month: a dot and the start time per event, the whole title kept (the board hides it on
      // screen, screen readers read it). happy-dom has no layout, so FullCalendar keeps a month's
      // events hidden until measured: read from the day's cell.
      await user.click(screen.getByRole('button', { name: t('calendar.view.month') }));
      const eventsOn = (date: string) =>
        [...board.querySelectorAll(`[data-date="${date}"] [role="button"]`)].map((event) =>
          [event.querySelector('.lumi-event-time'), event.querySelector('.lumi-event-title')].map((part) =>
            part?.textContent.trim(),
          ),
        );
      await waitFor(() => expect(eventsOn('2026-05-20')).toContainEqual(['13:00', 'Plantão de dúvidas']));
      expect(eventsOn('2026-05-01')).toContainEqual(['13:00', 'Visita da nutricionista']);
    },
  );

  test(
    'with a mouse on a wide screen the month comes first, and the help speaks of clicking',
    SLOW_TEST,
    async () => {
      stubScreenWidth(1366);
      localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
      renderApp({ route: '/empresa/calendario', preloadedState: school });
      await screen.findByTestId('calendar-board', undefined, FIRST_LOAD);
      expect(screen.getByRole('button', { name: t('calendar.view.month') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByText(t('calendar.hint'))).toBeInTheDocument();
      expect(screen.queryByText(t('calendar.hint.touch'))).not.toBeInTheDocument();
    },
  );

  test('/apps/calendar also opens on today’s list on a phone, with touch help', SLOW_TEST, async () => {
    todayIs20May2026();
    const event = (id: string, title: string, day: string) => ({
      id,
      title,
      description: '',
      location: '',
      color: '#1e88e5',
      allDay: false,
      start: `${day}T15:00:00`,
      end: `${day}T16:00:00`,
    });
    db.tables.templateEvents = [
      event('tev-first', 'Arraiá da escola', '2026-05-01'),
      event('tev-today', 'Ensaio da banda', '2026-05-20'),
    ];
    stubScreenWidth(360, { touch: true });
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
    renderApp({ route: '/apps/calendar', preloadedState: family });
    const board = await screen.findByTestId('calendar-board', undefined, FIRST_LOAD);
    expect(
      await within(board).findByRole('button', { name: /15:00.*16:00.*Ensaio da banda/ }),
    ).toBeInTheDocument();
    expect(within(board).queryByRole('button', { name: /Arraiá da escola/ })).not.toBeInTheDocument();
    expect(board.querySelector('[data-date]')).toHaveAttribute('data-date', '2026-05-20');
    expect(screen.getByText(t('calendar.app.hint.touch'))).toBeInTheDocument();
  });
});
