import { screen, waitFor, within } from '@testing-library/react';
import { LAZY_LOAD, renderApp, sessionState, stubScreenWidth, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { formatCents } from '@/utils/br';

const guest = sessionState(null);
const EVENT = 'ev-0001';
const BAR = t('events.buyBar.label');

/** Money as text queries see it (they fold the no-break space of the currency format). */
const brl = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

function eventById(id: string) {
  const event = db.tables.events.find((e) => e.id === id);
  if (!event) throw new Error(`No event ${id} in the seed`);
  return event;
}

const ticketsOf = (eventId: string) => db.tables.tickets.filter((tk) => tk.eventId === eventId);

/** The page scrolled so that the ticket panel's own buy button is off screen (the first screen on a phone). */
function panelOffScreen() {
  class OffScreen {
    private readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
    }
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: false, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', OffScreen);
}

async function renderEvent(id = EVENT) {
  const utils = renderApp({ route: `/eventos/${id}`, preloadedState: guest });
  await screen.findByRole('heading', { level: 1, name: eventById(id).title }, LAZY_LOAD);
  return utils;
}

describe('event page on a phone: the buy bar', () => {
  test('shows the lowest price on sale and goes where "Comprar ingressos" goes', async () => {
    stubScreenWidth(360);
    panelOffScreen();
    const now = Date.now();
    const onSale = ticketsOf(EVENT).filter(
      (tk) =>
        tk.visible &&
        tk.sold < tk.quantity &&
        Date.parse(tk.salesStart) <= now &&
        Date.parse(tk.salesEnd) >= now,
    );
    // The seed's event has a cheaper ticket type whose sales ended: it is not the price on offer.
    expect(ticketsOf(EVENT).some((tk) => tk.price < Math.min(...onSale.map((o) => o.price)))).toBe(true);
    const lowest = Math.min(...onSale.map((tk) => tk.price));

    const { user, router } = await renderEvent();
    const bar = await screen.findByRole('complementary', { name: BAR });
    expect(bar).toBeVisible();
    expect(bar).toHaveTextContent(`A partir de ${brl(lowest)}`);
    const buy = within(bar).getByRole('link', { name: t('events.buy') });
    expect(buy).toHaveAttribute('href', `/checkout/${EVENT}`);
    await user.click(buy);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${EVENT}`));
  });

  test('a free event reads "Grátis"; a sold-out one says so and offers no buy action', async () => {
    stubScreenWidth(360);
    panelOffScreen();
    for (const tk of ticketsOf(EVENT)) tk.price = 0;
    const { unmount } = await renderEvent();
    const free = await screen.findByRole('complementary', { name: BAR });
    expect(free).toHaveTextContent(t('events.price.free'));
    expect(within(free).getByRole('link', { name: t('events.buy') })).toBeInTheDocument();
    unmount();

    for (const tk of ticketsOf(EVENT)) tk.sold = tk.quantity;
    await renderEvent();
    const soldOut = await screen.findByRole('complementary', { name: BAR });
    expect(soldOut).toHaveTextContent(t('events.buy.blocked.soldOut'));
    expect(within(soldOut).queryByRole('link')).not.toBeInTheDocument();
  });

  test('steps aside while the ticket panel and its buy button are on screen', async () => {
    stubScreenWidth(360);
    // The test setup reports every observed element as on screen.
    await renderEvent();
    await screen.findByRole('listitem', { name: ticketsOf(EVENT)[0]?.name ?? '' });
    expect(screen.queryByRole('complementary', { name: BAR })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('events.buy') })).toBeVisible();
  });

  test('is not there on a wide screen, where the ticket panel sits beside the content', async () => {
    stubScreenWidth(1366);
    panelOffScreen();
    await renderEvent();
    await screen.findByRole('listitem', { name: ticketsOf(EVENT)[0]?.name ?? '' });
    expect(screen.queryByRole('complementary', { name: BAR })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: t('events.buy') })).toHaveLength(1);
  });
});
