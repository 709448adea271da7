import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import type { Event } from '@/api/contract/domain';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

// One event card everywhere an event is listed: the home's featured events, the catalogue and the
// seller's own list write an event's date and city the same way.

const guest = sessionState(null);
const FIRST_LOAD = { timeout: 20_000 } as const;
/** "sáb., 13 de dez. · 14:00" */
const DATE_FORMAT = /^[a-zá-ú]{3}\., \d{1,2} de [a-zç]{3,4}\. · \d{2}:\d{2}$/;

function upcomingPublished(): Event[] {
  const now = Date.now();
  return db.tables.events.filter((e) => e.status === 'published' && Date.parse(e.endsAt) >= now);
}

/** Makes `events` (and only them) the catalogue's featured events, ranked by `views`, most first. */
function feature(events: Event[], views: (event: Event, index: number) => number) {
  for (const e of db.tables.events) e.featured = false;
  events.forEach((e, i) => {
    e.featured = true;
    e.views = views(e, i);
  });
}

/** The card of an event: the article whose link leads to `href`. */
async function cardLeadingTo(href: string, timeout: { timeout: number } = LAZY_LOAD) {
  return waitFor(() => {
    const card = screen
      .getAllByRole('article')
      .find((a) => within(a).queryAllByRole('link')[0]?.getAttribute('href') === href);
    expect(card).toBeDefined();
    return card as HTMLElement;
  }, timeout);
}

/** The date and the city a card writes. */
function dateAndCity(card: HTMLElement, city: string) {
  const time = card.querySelector('time');
  return { date: time?.textContent ?? '', city: within(card).getByText(city).textContent };
}

async function featuredSection() {
  renderApp({ route: '/', preloadedState: guest });
  return screen.findByRole('region', { name: t('landing.home.featured.title') }, LAZY_LOAD);
}

describe('event cards', () => {
  test('the home, the catalogue and the producer list write the same date and city for an event', async () => {
    const event = upcomingPublished().find((e) => e.ownerId === DEMO_IDS.producer && e.venue != null);
    if (!event?.venue) throw new Error('seed: an upcoming event of the demo producer with a venue');
    feature([event], () => 1_000_000);
    const city = `${event.venue.city}, ${event.venue.state}`;

    await featuredSection();
    const home = dateAndCity(await cardLeadingTo(`/eventos/${event.id}`), city);
    expect(home.date).toMatch(DATE_FORMAT);
    expect(home.city).toBe(city);
    cleanup();

    renderApp({ route: `/eventos?busca=${encodeURIComponent(event.title)}`, preloadedState: guest });
    const catalogue = dateAndCity(await cardLeadingTo(`/eventos/${event.id}`), city);
    expect(catalogue).toEqual(home);
    cleanup();

    const producer = { id: DEMO_IDS.producer, role: '3', name: 'Paulo Produtor', url_perfil: null };
    localStorage.setItem('serviceToken', await signToken(producer.id, producer.role));
    renderApp({
      route: `/produtor/meus-eventos?search=${encodeURIComponent(event.title)}`,
      preloadedState: sessionState(producer),
    });
    const card = await cardLeadingTo(`/produtor/eventos/${event.id}/resumo`, FIRST_LOAD);
    expect(dateAndCity(card, city)).toEqual(home);
    // The producer's card has its status and its numbers, outside the card's link.
    expect(within(card).getByText(t('producer.status.published'))).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: t('producer.list.manageAria', { title: event.title }) }),
    ).toBeInTheDocument();
  }, 60_000);

  test("the home's featured events are in date order, soonest first", async () => {
    // The catalogue ranks the featured events latest first (most viewed): the home still shows them by date.
    const chosen = upcomingPublished()
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
      .slice(0, 4);
    expect(chosen).toHaveLength(4);
    feature(chosen, (_e, i) => 1_000 * (i + 1));

    const section = await featuredSection();
    const links = await waitFor(() => {
      const found = within(section)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('/eventos/ev-'));
      expect(found).toHaveLength(4);
      return found;
    }, LAZY_LOAD);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(chosen.map((e) => `/eventos/${e.id}`));
    const times = [...section.querySelectorAll('time')].map((el) => Date.parse(el.dateTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
