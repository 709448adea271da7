import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';
import DOMPurify from 'dompurify';
import { formatCents } from '@/utils/br';

const guest = sessionState(null);
const DAY = 86_400_000;

/** Money as the user reads it (toHaveTextContent folds the non-breaking space after R$). */
const brl = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

/**
 * DOMPurify does not work under happy-dom (cure53/DOMPurify#1457, capricorn86/happy-dom#1629): there
 * it leaves scripts in. The sanitizing test runs wherever the sanitizer itself works (a real DOM).
 */
const sanitizerWorks = DOMPurify.sanitize('<p>a</p><script>b</script>') === '<p>a</p>';

function eventById(id: string) {
  const event = db.tables.events.find((e) => e.id === id);
  if (!event) throw new Error(`No event ${id} in the seed`);
  return event;
}

function ticketsOf(eventId: string) {
  return db.tables.tickets.filter((tk) => tk.eventId === eventId);
}

async function renderEvent(id: string, route = `/eventos/${id}`, preloadedState = guest) {
  const utils = renderApp({ route, preloadedState });
  await screen.findByRole('heading', { level: 1, name: eventById(id).title }, LAZY_LOAD);
  return utils;
}

/** The ticket type named `name` in the tickets panel. */
async function ticketItem(name: string) {
  return screen.findByRole('listitem', { name });
}

describe('event page /eventos/:id', () => {
  test('shows dates, venue with a map link, age rating, organizer and the ticket types', async () => {
    const event = eventById('ev-0001');
    await renderEvent(event.id);
    expect(screen.getByText(t('events.event.by', { name: event.ownerName }))).toBeInTheDocument();
    expect(screen.getByText(event.venue?.name ?? '')).toBeInTheDocument();
    const map = screen.getByRole('link', { name: /Ver no mapa/ });
    expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(decodeURIComponent(map.getAttribute('href') ?? '')).toContain(event.venue?.city ?? '');
    expect(screen.getByText(event.ageRating)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t('events.tickets.title') })).toBeInTheDocument();

    const [full] = ticketsOf(event.id);
    const item = await ticketItem(full?.name ?? '');
    expect(item).toHaveTextContent(brl(full?.price ?? 0));
    expect(item).toHaveTextContent(`Meia-entrada: ${brl(Math.round((full?.price ?? 0) / 2))}`);
    expect(item).toHaveTextContent(/À venda até/);
    // The family package has no half price.
    expect(await ticketItem('Família (4 pessoas)')).toHaveTextContent(t('events.ticket.noHalfPrice'));
    // The promotional batch's window is over.
    expect(await ticketItem('Lote promocional')).toHaveTextContent(t('events.ticket.state.ended'));

    expect(screen.getByRole('link', { name: t('events.buy') })).toHaveAttribute('href', '/checkout/ev-0001');
  });

  test("a visitor's view counts for the producer's summary; the producer's own visit does not", async () => {
    const event = eventById('ev-0001');
    const before = event.views ?? 0;
    const first = await renderEvent(event.id);
    await waitFor(() => expect(eventById(event.id).views).toBe(before + 1));
    first.unmount();

    // The producer, signed in with their own token, looks at the public page.
    localStorage.setItem('serviceToken', await signToken(event.ownerId, '3'));
    await renderEvent(
      event.id,
      `/eventos/${event.id}`,
      sessionState({ ...DEMO_USERS.producer, id: event.ownerId }),
    );
    await screen.findByRole('link', { name: t('events.buy') });
    expect(eventById(event.id).views).toBe(before + 1);
  });

  test('sale window states: not started and sold out', async () => {
    const [full, family] = ticketsOf('ev-0001');
    if (!full || !family) throw new Error('seed changed');
    family.sold = family.quantity;
    full.salesStart = new Date(Date.now() + 2 * DAY).toISOString();
    await renderEvent('ev-0001');
    expect(await ticketItem(family.name)).toHaveTextContent(t('events.ticket.state.soldOut'));
    expect(await ticketItem(full.name)).toHaveTextContent(/Vendas a partir de/);
    // Nothing on sale: the button is disabled and says when sales open.
    const buy = screen.getByRole('button', { name: t('events.buy') });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(/^As vendas começam em/);
  });

  test('everything sold out: the buy button is disabled with the reason', async () => {
    for (const ticket of ticketsOf('ev-0001')) ticket.sold = ticket.quantity;
    await renderEvent('ev-0001');
    expect(await ticketItem('Ingresso individual')).toHaveTextContent(t('events.ticket.state.soldOut'));
    const buy = screen.getByRole('button', { name: t('events.buy') });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(t('events.buy.blocked.soldOut'));
  });

  test.skipIf(!sanitizerWorks)('the description is sanitized: no script, no event handlers', async () => {
    const event = eventById('ev-0001');
    server.use(
      http.get('*/api/Event/single/:id', () =>
        HttpResponse.json({
          flag: true,
          msg: '',
          obj: {
            ...event,
            description:
              '<p>Traga <strong>toda</strong> a família!</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">clique</a>',
          },
        }),
      ),
    );
    await renderEvent(event.id);
    const about = screen.getByRole('region', { name: t('events.event.about') });
    expect(within(about).getByText('toda')).toBeInTheDocument();
    expect(about.querySelector('script')).toBeNull();
    expect(about.querySelector('img')).toBeNull();
    expect(about.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('script:not([src])')?.textContent ?? '').not.toContain('hacked');
    expect(within(about).getByText('clique').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  test("a school's event links the organizer to the school page", async () => {
    const event = db.tables.events.find((e) => e.schoolId && e.status === 'published');
    if (!event?.schoolId) throw new Error('seed changed');
    const { user } = await renderEvent(event.id);
    const organizer = screen.getByRole('region', { name: t('events.event.organizer') });
    const link = within(organizer).getByRole('link', {
      name: t('events.event.schoolPage'),
    });
    expect(link).toHaveAttribute('href', `/escolas/${event.schoolId}`);
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escola Aurora' }, LAZY_LOAD),
    ).toBeInTheDocument();
  });

  test('a producer event has no school link', async () => {
    await renderEvent('ev-0001');
    const organizer = screen.getByRole('region', { name: t('events.event.organizer') });
    expect(within(organizer).queryByRole('link')).not.toBeInTheDocument();
  });

  test('a cancelled event says so and cannot be bought', async () => {
    const event = db.tables.events.find((e) => e.status === 'cancelled');
    if (!event) throw new Error('seed changed');
    await renderEvent(event.id);
    expect(screen.getByText(t('events.event.cancelled'))).toBeInTheDocument();
    const buy = await screen.findByRole('button', { name: t('events.buy') });
    await waitFor(() => expect(buy).toHaveAccessibleDescription(t('events.buy.blocked.cancelled')));
  });

  test('an unknown event: "evento não encontrado" with a way back to the catalogue', async () => {
    renderApp({ route: '/eventos/nao-existe', preloadedState: guest });
    expect(
      await screen.findByRole('heading', { level: 1, name: t('events.event.notFound.title') }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('events.event.notFound.back') })).toHaveAttribute(
      'href',
      '/eventos',
    );
  });

  test('a failed load offers a retry', async () => {
    server.use(
      http.get(
        '*/api/Event/single/:id',
        () => HttpResponse.json({ flag: false, msg: 'Falhou' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp({ route: '/eventos/ev-0001', preloadedState: guest });
    const alert = await screen.findByRole('alert', {}, LAZY_LOAD);
    expect(alert).toHaveTextContent('Falhou');
    await user.click(within(alert).getByRole('button', { name: t('common.retry') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: eventById('ev-0001').title }),
    ).toBeInTheDocument();
  });

  test('inside the signed-in layout, "buy" goes to the signed-in checkout', async () => {
    await renderEvent('ev-0001', '/pages/eventos/ev-0001', sessionState(DEMO_USERS.client));
    expect(await screen.findByRole('link', { name: t('events.buy') })).toHaveAttribute(
      'href',
      '/pages/checkout/checkout-evento?evento=ev-0001',
    );
    expect(screen.getByRole('link', { name: t('events.event.back') })).toHaveAttribute(
      'href',
      '/pages/eventos',
    );
  });

  test('"back to all events" keeps the catalogue filters', async () => {
    const { user, router } = renderApp({ route: '/eventos?ordem=preco', preloadedState: guest });
    const cards = await screen.findAllByRole('link', { name: /a partir de|Grátis/ }, LAZY_LOAD);
    await user.click(cards[0]!);
    await user.click(await screen.findByRole('link', { name: t('events.event.back') }, LAZY_LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventos'));
    expect(router.state.location.search).toBe('?ordem=preco');
  });

  test('share copies the public link when the system share sheet is missing', async () => {
    const { user } = await renderEvent('ev-0001', '/pages/eventos/ev-0001', sessionState(DEMO_USERS.client));
    await user.click(screen.getByRole('button', { name: t('events.share') }));
    expect(await screen.findByText(t('events.share.copied'))).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/eventos/ev-0001`);
  });

  test('"add to calendar" downloads an .ics of the event', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:lumi-test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = await renderEvent('ev-0001');
    await user.click(screen.getByRole('button', { name: t('events.calendar.add') }));
    expect(clicks[0]?.download).toBe('festival-de-ciencias-para-familias.ics');
    const ics = await blobs[0]?.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Festival de Ciências para Famílias');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });
});
