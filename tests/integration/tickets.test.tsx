import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

const family = sessionState({ id: DEMO_IDS.family, role: '2', name: 'Carla Souza', url_perfil: null });

function familyTickets() {
  const mine = db.tables.attendees.filter((a) => a.buyerId === DEMO_IDS.family);
  const eventOf = (eventId: string) => db.tables.events.find((e) => e.id === eventId);
  const now = Date.now();
  const upcoming = mine.filter((a) => Date.parse(eventOf(a.eventId)?.endsAt ?? '') >= now);
  const past = mine.filter((a) => Date.parse(eventOf(a.eventId)?.endsAt ?? '') < now);
  return { mine, upcoming, past, eventOf };
}

async function openMyTickets() {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  const app = renderApp({ route: '/cliente/ingressos', preloadedState: family });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('tickets.mine.title') }, LAZY_LOAD),
  ).toBeInTheDocument();
  return app;
}

describe('my tickets (/cliente/ingressos)', () => {
  test('groups the tickets by event, upcoming first and past after, each with its QR code', async () => {
    const { upcoming, past, eventOf } = familyTickets();
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    await openMyTickets();

    const upcomingSection = await screen.findByRole('region', { name: t('tickets.section.upcoming') });
    const pastSection = screen.getByRole('region', { name: t('tickets.section.past') });
    // Upcoming comes first in the page.
    expect(
      upcomingSection.compareDocumentPosition(pastSection) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    for (const [section, tickets] of [
      [upcomingSection, upcoming],
      [pastSection, past],
    ] as const) {
      for (const attendee of tickets) {
        const title = eventOf(attendee.eventId)?.title ?? '';
        expect(within(section).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
        const card = within(section).getByRole('article', { name: new RegExp(attendee.code) });
        expect(within(card).getByText(attendee.holderName)).toBeInTheDocument();
        expect(within(card).getByText(attendee.code)).toBeInTheDocument();
        const qr = within(card).getByRole('img', { name: `QR code do ingresso ${attendee.code}` });
        expect(qr.tagName.toLowerCase()).toBe('svg');
        expect(within(card).getByText(t('tickets.order.paid'))).toBeInTheDocument();
        expect(within(card).getByRole('link', { name: new RegExp(t('tickets.card.print')) })).toHaveAttribute(
          'href',
          `/download/${attendee.code}`,
        );
        const ticketName = db.tables.tickets.find((tk) => tk.id === attendee.ticketId)?.name ?? '';
        expect(within(card).getByText(ticketName)).toBeInTheDocument();
        if (attendee.halfPrice)
          expect(within(card).getByText(t('tickets.card.halfPrice'))).toBeInTheDocument();
      }
    }
    // Another family's tickets never show.
    const other = db.tables.attendees.find((a) => a.buyerId !== DEMO_IDS.family);
    expect(screen.queryByText(other?.code ?? 'none')).not.toBeInTheDocument();
  });

  test('"Abrir para a portaria" shows the ticket full screen with a big QR, the holder and the code', async () => {
    const { upcoming, eventOf } = familyTickets();
    const [first] = [...upcoming].sort((a, b) => a.holderName.localeCompare(b.holderName, 'pt-BR'));
    const { user } = await openMyTickets();
    const card = await screen.findByRole('article', { name: new RegExp(first?.code ?? '') });
    await user.click(within(card).getByRole('button', { name: new RegExp(t('tickets.card.open')) }));

    const dialog = await screen.findByRole('dialog', { name: eventOf(first?.eventId ?? '')?.title });
    expect(within(dialog).getByText(first?.holderName ?? '')).toBeInTheDocument();
    expect(within(dialog).getByText(first?.code ?? '')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: `QR code do ingresso ${first?.code ?? ''}` }).tagName,
    ).toBe('svg');
    // Both tickets of the event are one tap apart.
    if (upcoming.length > 1) {
      expect(within(dialog).getByText(`1 de ${upcoming.length}`)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: t('tickets.door.next') }));
      expect(within(dialog).getByText(`2 de ${upcoming.length}`)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('with no tickets, says so and points to the events', async () => {
    db.tables.attendees = db.tables.attendees.filter((a) => a.buyerId !== DEMO_IDS.family);
    await openMyTickets();
    expect(await screen.findByText(t('tickets.empty.title'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('tickets.empty.cta') })).toHaveAttribute('href', '/eventos');
  });

  test('a failed load shows the error and retries', async () => {
    server.use(
      http.get(
        '*/api/Attendee/mine',
        () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await openMyTickets();
    expect(await screen.findByText('Fora do ar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('region', { name: t('tickets.section.upcoming') })).toBeInTheDocument();
  });
});

describe('printable ticket (/download/:code)', () => {
  test('shows the event, holder, type, code and QR, and prints', async () => {
    const { mine, eventOf } = familyTickets();
    const attendee = mine[0];
    if (!attendee) throw new Error('the demo family has no tickets');
    // happy-dom has no print dialog: stand in for it.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    const { user } = renderApp({ route: `/download/${attendee.code}`, preloadedState: sessionState(null) });
    expect(
      await screen.findByRole('heading', { level: 1, name: eventOf(attendee.eventId)?.title }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(attendee.holderName)).toBeInTheDocument();
    expect(screen.getByText(attendee.code)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `QR code do ingresso ${attendee.code}` }).tagName).toBe('svg');
    const ticketName = db.tables.tickets.find((tk) => tk.id === attendee.ticketId)?.name ?? '';
    expect(screen.getByText(ticketName)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('tickets.download.print') }));
    expect(print).toHaveBeenCalledTimes(1);
    // The buttons are left off the paper.
    expect(
      screen.getByRole('button', { name: t('tickets.download.print') }).closest('.no-print'),
    ).not.toBeNull();
    Reflect.deleteProperty(window, 'print');
  });

  test('an unknown code gets a clear message and ways forward', async () => {
    renderApp({ route: '/download/LUMI-0000-0000', preloadedState: sessionState(null) });
    expect(
      await screen.findByRole('heading', { level: 1, name: t('tickets.download.notFoundTitle') }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ingresso não encontrado. Confira o código.');
    expect(screen.getByText('LUMI-0000-0000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('tickets.download.mine') })).toHaveAttribute(
      'href',
      '/cliente/ingressos',
    );
  });
});
