import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders, sessionState, t } from '@tests/render';
import { apiClient } from '@/api/client';
import { producerApi } from '@/api/endpoints/producer';
import { setToken } from '@/api/token';
import type { Attendee } from '@/api/contract/domain';
import { makeStore } from '@/app/store';
import CheckinTab from '@/features/producer/tabs/CheckinTab';
import { CheckinDepsContext, type CheckinDeps, type QrSource } from '@/features/producer/ops/checkinDeps';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

const EVENT = 'ev-0001';
const SLOW_LOAD = { timeout: 45_000 } as const;
vi.setConfig({ testTimeout: 90_000 });

/** A camera that "sees" whatever code the test shows it. */
class FakeCamera implements QrSource {
  private onCode: ((text: string) => void) | null = null;
  started = 0;
  stopped = 0;
  failWith: unknown = null;

  start(_video: HTMLVideoElement, onCode: (text: string) => void): Promise<() => void> {
    this.started += 1;
    if (this.failWith)
      return Promise.reject(this.failWith instanceof Error ? this.failWith : new Error('camera'));
    this.onCode = onCode;
    return Promise.resolve(() => {
      this.stopped += 1;
      this.onCode = null;
    });
  }

  /** One decoded frame (inside act: it updates the page like a real camera callback does). */
  show(code: string) {
    const onCode = this.onCode;
    if (!onCode) throw new Error('the camera is not running');
    act(() => onCode(code));
  }
}

/** A clock the test moves by hand (the duplicate-scan window). */
function manualClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Every check-in request the page sends. */
function checkinRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/Attendee/checkin/'))
      seen.push(decodeURIComponent(url.pathname.split('/').pop() ?? ''));
  });
  return seen;
}

/** Moves the event to `days` from today (local calendar days): 08:00 to 23:00. */
function eventOn(days: number, eventId = EVENT) {
  const event = db.tables.events.find((e) => e.id === eventId);
  if (!event) throw new Error('seed changed');
  const now = new Date();
  const day = (hour: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour);
  event.startsAt = day(8).toISOString();
  event.endsAt = day(23).toISOString();
  return event;
}

async function openDoor(deps: CheckinDeps, { onDay = true }: { onDay?: boolean } = {}) {
  // The door of the event's own day, unless the test is about another day.
  if (onDay) eventOn(0);
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.producer, '3'));
  const store = makeStore(
    sessionState({ id: DEMO_IDS.producer, role: '3', name: 'Paulo', url_perfil: null }),
  );
  // As in the app, where the event's page has the event (and so its day) before the door opens.
  await store.dispatch(producerApi.endpoints.getManagedEvent.initiate(EVENT));
  const router = createMemoryRouter(
    [
      {
        path: '/produtor/eventos/:eventoId/:tab',
        element: (
          <CheckinDepsContext value={deps}>
            <CheckinTab />
          </CheckinDepsContext>
        ),
      },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/produtor/eventos/${EVENT}/check-in`] },
  );
  const utils = renderWithProviders(<RouterProvider router={router} />, { store });
  await screen.findByRole('heading', { name: t('producerOps.checkin.title') }, SLOW_LOAD);
  return { ...utils, router };
}

/** The big verdict region (aria-live) of the door. */
function verdict() {
  const panel = document.querySelector('[data-verdict]');
  if (!(panel instanceof HTMLElement)) throw new Error('no verdict panel');
  return panel;
}

function validAttendees(eventId = EVENT): Attendee[] {
  const paid = new Set(db.tables.orders.filter((o) => o.status === 'paid').map((o) => o.id));
  return db.tables.attendees.filter((a) => a.eventId === eventId && paid.has(a.orderId) && !a.checkedInAt);
}

async function typeCode(user: ReturnType<typeof renderWithProviders>['user'], code: string) {
  const input = screen.getByRole('textbox', { name: t('producerOps.codeEntry.label') });
  await user.clear(input);
  await user.type(input, `${code}{Enter}`);
}

describe('check-in at the door', () => {
  test('a typed code: valid, then already checked in (with when), and the counts go up', async () => {
    const [guest] = validAttendees();
    if (!guest) throw new Error('no attendee to check in');
    const total = validAttendees().length;
    const clock = manualClock();
    const { user } = await openDoor({ qrSource: new FakeCamera(), now: clock.now });
    expect(
      await screen.findByText(t('producerOps.counts.value', { checkedIn: 0, total })),
    ).toBeInTheDocument();

    await typeCode(user, guest.code.toLowerCase());
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'valid'));
    expect(verdict()).toHaveAttribute('aria-live', 'assertive');
    expect(within(verdict()).getByText(t('producerOps.verdict.valid'))).toBeInTheDocument();
    expect(within(verdict()).getByText(guest.holderName)).toBeInTheDocument();
    const ticketName = db.tables.tickets.find((tk) => tk.id === guest.ticketId)?.name ?? '';
    expect(within(verdict()).getByText(new RegExp(ticketName))).toBeInTheDocument();
    // The input is cleared and keeps focus for the next code.
    const input = screen.getByRole('textbox', { name: t('producerOps.codeEntry.label') });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(
      await screen.findByText(t('producerOps.counts.value', { checkedIn: 1, total })),
    ).toBeInTheDocument();
    const stored = db.tables.attendees.find((a) => a.code === guest.code);
    expect(stored?.checkedInAt).not.toBeNull();

    clock.advance(10_000);
    await typeCode(user, guest.code);
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'already'));
    expect(within(verdict()).getByText(t('producerOps.verdict.already'))).toBeInTheDocument();
    const when = new Date(stored?.checkedInAt ?? '');
    const day = `${String(when.getDate()).padStart(2, '0')}/${String(when.getMonth() + 1).padStart(2, '0')}/${when.getFullYear()}`;
    expect(within(verdict()).getByText(new RegExp(day))).toBeInTheDocument();
    expect(screen.getByText(t('producerOps.counts.value', { checkedIn: 1, total }))).toBeInTheDocument();
  });

  test('unknown code, a ticket of another event (which one), and a refunded ticket each say so', async () => {
    const clock = manualClock();
    const { user } = await openDoor({ qrSource: new FakeCamera(), now: clock.now });

    await typeCode(user, 'LUMI-ZZZZ-ZZZZ');
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'unknown'));
    expect(within(verdict()).getByText(t('producerOps.verdict.unknown'))).toBeInTheDocument();
    expect(within(verdict()).getByText('LUMI-ZZZZ-ZZZZ')).toBeInTheDocument();

    const foreign = db.tables.attendees.find((a) => a.eventId !== EVENT);
    if (!foreign) throw new Error('no other event');
    const otherTitle = db.tables.events.find((e) => e.id === foreign.eventId)?.title ?? '';
    await typeCode(user, foreign.code);
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'otherEvent'));
    expect(within(verdict()).getByText(t('producerOps.verdict.otherEvent'))).toBeInTheDocument();
    expect(
      within(verdict()).getByText(t('producerOps.verdict.otherEvent.which', { title: otherTitle })),
    ).toBeInTheDocument();
    // Another seller's ticket: its holder is never shown.
    expect(within(verdict()).queryByText(foreign.holderName)).not.toBeInTheDocument();
    expect(foreign.checkedInAt).toBeNull();

    const [refunded] = validAttendees();
    const order = db.tables.orders.find((o) => o.id === refunded?.orderId);
    if (!refunded || !order) throw new Error('no order');
    order.status = 'refunded';
    await typeCode(user, refunded.code);
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'voided'));
    expect(within(verdict()).getByText(t('producerOps.verdict.voided'))).toBeInTheDocument();
    expect(db.tables.attendees.find((a) => a.code === refunded.code)?.checkedInAt).toBeNull();
  });

  test('the camera: a repeated scan of the same code within 3 s is ignored, a later one is checked', async () => {
    const camera = new FakeCamera();
    const clock = manualClock();
    const requests = checkinRequests();
    const [guest, next] = validAttendees();
    if (!guest || !next) throw new Error('no attendees');
    const { user, router } = await openDoor({ qrSource: camera, now: clock.now });

    await user.click(screen.getByRole('tab', { name: t('producerOps.checkin.mode.camera') }));
    await user.click(screen.getByRole('button', { name: t('producerOps.camera.start') }));
    expect(await screen.findByRole('button', { name: t('producerOps.camera.stop') })).toBeInTheDocument();
    expect(camera.started).toBe(1);

    camera.show(guest.code);
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'valid'));
    expect(requests).toEqual([guest.code]);

    // The QR stays in front of the camera: frames keep decoding it.
    for (const ms of [400, 900, 1500]) {
      clock.advance(ms);
      camera.show(guest.code);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toEqual([guest.code]);
    expect(verdict()).toHaveAttribute('data-verdict', 'valid');

    // Another ticket is read at once.
    clock.advance(200);
    camera.show(next.code);
    await waitFor(() => expect(within(verdict()).getByText(next.holderName)).toBeInTheDocument());
    expect(requests).toEqual([guest.code, next.code]);

    // More than 3 s after it was last seen, the first code is read again: already in.
    clock.advance(3_100);
    camera.show(guest.code);
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'already'));
    expect(requests).toEqual([guest.code, next.code, guest.code]);

    // Leaving the page turns the camera off.
    await act(() => router.navigate('/elsewhere'));
    await screen.findByText('elsewhere');
    expect(camera.stopped).toBe(1);
  });

  test('a camera the browser refuses is explained in pt-BR, with a way to try again', async () => {
    const camera = new FakeCamera();
    camera.failWith = new DOMException('Permission denied', 'NotAllowedError');
    const { user } = await openDoor({ qrSource: camera, now: manualClock().now });
    await user.click(screen.getByRole('tab', { name: t('producerOps.checkin.mode.camera') }));
    await user.click(screen.getByRole('button', { name: t('producerOps.camera.start') }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(t('producerOps.camera.problem.denied'))).toBeInTheDocument();
    expect(within(alert).getByText(t('producerOps.camera.problem.denied.hint'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('producerOps.camera.retry') })).toBeInTheDocument();
  });

  test('search a name and check in from the result', async () => {
    const guests = validAttendees();
    const guest = guests.find((a) => guests.filter((b) => b.holderName === a.holderName).length === 1);
    if (!guest) throw new Error('no attendee with a unique name');
    const { user } = await openDoor({ qrSource: new FakeCamera(), now: manualClock().now });
    await user.click(screen.getByRole('tab', { name: t('producerOps.checkin.mode.name') }));
    await user.type(
      screen.getByRole('searchbox', { name: t('producerOps.nameSearch.label') }),
      guest.holderName,
    );
    const results = await screen.findByRole('list', { name: t('producerOps.nameSearch.results') });
    const button = await within(results).findByRole('button', {
      name: t('producerOps.nameSearch.checkInName', { name: guest.holderName }),
    });
    await user.click(button);
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'valid'));
    expect(within(verdict()).getByText(guest.holderName)).toBeInTheDocument();
    // The result now shows the person as in, with no button to check them in again.
    expect(await within(results).findByText(/^Entrou em/)).toBeInTheDocument();
    expect(
      within(results).queryByRole('button', {
        name: t('producerOps.nameSearch.checkInName', { name: guest.holderName }),
      }),
    ).not.toBeInTheDocument();
  });
});

describe('the door on a day the event does not take place', () => {
  const dayMonth = (iso: string) => {
    const d = new Date(iso);
    return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}`;
  };

  test('an event 12 days away: warned, and a typed code is let in only after "Liberar entrada mesmo assim?"', async () => {
    const event = eventOn(12);
    const [guest, other] = validAttendees();
    if (!guest || !other) throw new Error('no attendees');
    const requests = checkinRequests();
    const { user } = await openDoor({ qrSource: new FakeCamera(), now: manualClock().now }, { onDay: false });
    const wrongDay = `Este evento é em ${dayMonth(event.startsAt)}, não hoje.`;
    expect(await screen.findByText(wrongDay)).toBeInTheDocument();
    expect(screen.getByText(t('producerOps.checkin.wrongDay.hint'))).toBeInTheDocument();

    // Cancel: nobody is let in, nothing is sent.
    await typeCode(user, guest.code);
    let dialog = await screen.findByRole('dialog', { name: t('producerOps.checkin.admitAnyway.title') });
    expect(within(dialog).getByText(guest.code)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(wrongDay);
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([]);
    expect(verdict()).toHaveAttribute('data-verdict', 'idle');
    expect(db.tables.attendees.find((a) => a.code === guest.code)?.checkedInAt).toBeNull();

    // Confirm: let in.
    await typeCode(user, other.code);
    dialog = await screen.findByRole('dialog', { name: t('producerOps.checkin.admitAnyway.title') });
    await user.click(
      within(dialog).getByRole('button', { name: t('producerOps.checkin.admitAnyway.confirm') }),
    );
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'valid'));
    expect(requests).toEqual([other.code]);
    expect(within(verdict()).getByText(other.holderName)).toBeInTheDocument();
    expect(db.tables.attendees.find((a) => a.code === other.code)?.checkedInAt).not.toBeNull();
  });

  test('a scan and a name check-in ask the same; a past event says when it was', async () => {
    const event = eventOn(-3);
    const camera = new FakeCamera();
    const clock = manualClock();
    const requests = checkinRequests();
    const guests = validAttendees();
    const [scanned] = guests;
    const named = guests.find(
      (a) => a !== scanned && guests.filter((b) => b.holderName === a.holderName).length === 1,
    );
    if (!scanned || !named) throw new Error('no attendees');
    const { user } = await openDoor({ qrSource: camera, now: clock.now }, { onDay: false });
    const wrongDay = `Este evento foi em ${dayMonth(event.endsAt)}, não hoje.`;
    expect(await screen.findByText(wrongDay)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: t('producerOps.checkin.mode.camera') }));
    await user.click(screen.getByRole('button', { name: t('producerOps.camera.start') }));
    await screen.findByRole('button', { name: t('producerOps.camera.stop') });
    camera.show(scanned.code);
    let dialog = await screen.findByRole('dialog', { name: t('producerOps.checkin.admitAnyway.title') });
    expect(within(dialog).getByText(scanned.code)).toBeInTheDocument();
    // The QR stays in front of the camera while the staff decides: still one question.
    clock.advance(5_000);
    camera.show(scanned.code);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(
      within(dialog).getByRole('button', { name: t('producerOps.checkin.admitAnyway.confirm') }),
    );
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'valid'));
    expect(requests).toEqual([scanned.code]);

    await user.click(screen.getByRole('tab', { name: t('producerOps.checkin.mode.name') }));
    await user.type(
      screen.getByRole('searchbox', { name: t('producerOps.nameSearch.label') }),
      named.holderName,
    );
    const results = await screen.findByRole('list', { name: t('producerOps.nameSearch.results') });
    await user.click(
      await within(results).findByRole('button', {
        name: t('producerOps.nameSearch.checkInName', { name: named.holderName }),
      }),
    );
    dialog = await screen.findByRole('dialog', { name: t('producerOps.checkin.admitAnyway.title') });
    expect(dialog).toHaveTextContent(wrongDay);
    await user.click(
      within(dialog).getByRole('button', { name: t('producerOps.checkin.admitAnyway.confirm') }),
    );
    await waitFor(() => expect(within(verdict()).getByText(named.holderName)).toBeInTheDocument());
    expect(requests).toEqual([scanned.code, named.code]);
  });

  test('on the event’s day there is no warning and no question', async () => {
    const [guest] = validAttendees();
    if (!guest) throw new Error('no attendee');
    const { user } = await openDoor({ qrSource: new FakeCamera(), now: manualClock().now });
    await typeCode(user, guest.code);
    await waitFor(() => expect(verdict()).toHaveAttribute('data-verdict', 'valid'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/não hoje/)).not.toBeInTheDocument();
  });
});

describe('the check-in endpoint', () => {
  async function checkIn(userId: string, role: string, code: string, eventId = EVENT) {
    setToken(await signToken(userId, role));
    try {
      const response = await apiClient.post<Record<string, unknown>>(
        `/api/Attendee/checkin/${encodeURIComponent(code)}`,
        undefined,
        { params: { eventId }, validateStatus: () => true },
      );
      return { status: response.status, body: response.data };
    } finally {
      setToken(null);
    }
  }

  test('answers valid, already (with when), other event (with its title), unknown 404, and only to the owner', async () => {
    const [guest] = validAttendees();
    if (!guest) throw new Error('no attendee');
    const first = await checkIn(DEMO_IDS.producer, '3', guest.code);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ flag: true, result: 'valid', obj: { code: guest.code } });
    const second = await checkIn(DEMO_IDS.producer, '3', guest.code);
    expect(second.body).toMatchObject({ result: 'already' });
    expect((second.body.obj as Attendee).checkedInAt).toBe((first.body.obj as Attendee).checkedInAt);

    const foreign = db.tables.attendees.find((a) => a.eventId !== EVENT);
    const other = await checkIn(DEMO_IDS.producer, '3', foreign?.code ?? '');
    expect(other.body).toMatchObject({
      result: 'otherEvent',
      event: { id: foreign?.eventId, title: db.tables.events.find((e) => e.id === foreign?.eventId)?.title },
    });
    expect(other.body.obj).toBeUndefined();

    const unknown = await checkIn(DEMO_IDS.producer, '3', 'NOPE-0000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ flag: false, result: 'unknown' });

    // Another producer, a school or a family cannot check people into this event.
    expect((await checkIn('u-producer-2', '3', guest.code)).status).toBe(403);
    expect((await checkIn(DEMO_IDS.school, '4', guest.code)).status).toBe(403);
    expect((await checkIn(DEMO_IDS.family, '2', guest.code)).status).toBe(403);
  });
});
