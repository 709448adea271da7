import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t, stubScreenWidth } from '@tests/render';
import { db } from '@/mocks/db/database';
import { server } from '@/mocks/node';

const guest = sessionState(null);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The event cards on screen, by their titles (each card is one link named by its content). */
function cardTitles(): string[] {
  const list = screen
    .queryAllByRole('list')
    .find((l) => within(l).queryAllByRole('heading', { level: 3 }).length);
  return list
    ? within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent)
    : [];
}

async function renderCatalogue(route = '/eventos') {
  const utils = renderApp({ route, preloadedState: guest });
  await screen.findByRole('heading', { level: 1, name: t('events.catalogue.title') }, LAZY_LOAD);
  return utils;
}

function published() {
  const now = Date.now();
  return db.tables.events.filter((e) => e.status === 'published' && Date.parse(e.endsAt) >= now);
}

describe('event catalogue /eventos', () => {
  test('lists published events as cards with date, city, price and translated category', async () => {
    await renderCatalogue();
    const card = await screen.findByRole('link', { name: /Festival de Ciências para Famílias/ });
    expect(card).toHaveAttribute('href', '/eventos/ev-0001');
    const event = db.tables.events.find((e) => e.id === 'ev-0001');
    expect(card).toHaveTextContent(`${event?.venue?.city}, ${event?.venue?.state}`);
    expect(card).toHaveTextContent(/a partir de\s*R\$/);
    expect(within(card).getByText(t(`events.category.${event?.category ?? ''}`))).toBeInTheDocument();
    expect(screen.getByText(`${published().length} eventos encontrados`)).toBeInTheDocument();
    // One page of twelve.
    expect(cardTitles()).toHaveLength(12);
  });

  test('filters are written to the URL and the back button restores them', async () => {
    const { user, router } = await renderCatalogue();
    await screen.findByRole('option', { name: 'Teatro' });
    await user.selectOptions(screen.getByLabelText(t('events.filters.category')), 'teatro');
    await waitFor(() => expect(router.state.location.search).toBe('?categoria=teatro'));
    const theatre = published().filter((e) => e.category === 'teatro');
    await waitFor(() =>
      expect(screen.getByText(new RegExp(`^${theatre.length} eventos? encontrados?$`))).toBeInTheDocument(),
    );
    expect(cardTitles().length).toBe(Math.min(12, theatre.length));

    await user.click(screen.getByRole('radio', { name: t('events.filters.price.paid') }));
    await waitFor(() => expect(router.state.location.search).toBe('?categoria=teatro&preco=pago'));
    expect(
      screen.getByRole('button', { name: t('events.chips.remove', { filter: 'Pagos' }) }),
    ).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?categoria=teatro');
    expect(screen.getByRole('radio', { name: t('events.filters.price.all') })).toBeChecked();
    expect(screen.getByLabelText(t('events.filters.category'))).toHaveValue('teatro');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText(t('events.filters.category'))).toHaveValue('');
  });

  test('a shared link opens with its filters applied', async () => {
    const city = published().find((e) => e.venue && e.priceFrom === 0)?.venue?.city ?? '';
    await renderCatalogue(`/eventos?cidade=${encodeURIComponent(city)}&preco=gratis&ordem=preco`);
    const expected = published().filter((e) => e.venue?.city === city && e.priceFrom === 0);
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(cardTitles()).toHaveLength(Math.min(12, expected.length)));
    expect(screen.getByLabelText(t('events.filters.city'))).toHaveValue(city);
    expect(screen.getByRole('radio', { name: t('events.filters.price.free') })).toBeChecked();
    expect(screen.getByLabelText(t('events.sort.label'))).toHaveValue('price');
    // A price range means nothing for free events.
    expect(screen.getByLabelText(t('events.filters.priceMin'))).toBeDisabled();
  });

  test('a price bound is typed in reais; a negative one stays as typed, is refused and changes nothing', async () => {
    const { user, router } = await renderCatalogue();
    await screen.findByRole('link', { name: /Festival de Ciências para Famílias/ });
    const min = screen.getByRole('textbox', { name: t('events.filters.priceMin') });
    await user.type(min, '49,90');
    await waitFor(() => expect(router.state.location.search).toBe('?min=49.9'), LAZY_LOAD);
    expect(min).toHaveValue('49,90');

    // Typed over the selected amount, so the field never passes through empty (an empty field is a
    // valid 'no minimum', which the URL would take on a slow machine between a clear and the typing).
    await user.tripleClick(min);
    await user.keyboard('-5');
    expect(await screen.findByText(t('events.filters.priceInvalid'))).toBeInTheDocument();
    expect(min).toHaveAttribute('aria-invalid', 'true');
    // Past the typing pause: still as typed, and the filter in the URL is the last good one.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(min).toHaveValue('-5');
    expect(router.state.location.search).toBe('?min=49.9');
  });

  test('search is debounced into the URL and finds events accent-insensitively', async () => {
    const { user, router } = await renderCatalogue();
    await screen.findByRole('link', { name: /Festival de Ciências para Famílias/ });
    await user.type(
      screen.getByRole('searchbox', { name: t('events.search.label') }),
      'festival ciencias familias',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?busca=festival+ciencias+familias'));
    await waitFor(() => expect(cardTitles()[0]).toBe('Festival de Ciências para Famílias'));
    // While searching, the order falls back to relevance.
    expect(screen.getByLabelText(t('events.sort.label'))).toHaveValue('relevance');
  });

  test('no results: an empty state whose button clears search and filters', async () => {
    const { user, router } = await renderCatalogue('/eventos?busca=xyzzy-nada&categoria=teatro');
    const title = await screen.findByText(t('events.catalogue.empty.title'));
    const empty = title.closest('[role="status"]');
    expect(empty).not.toBeNull();
    await user.click(within(empty as HTMLElement).getByRole('button', { name: t('events.filters.clear') }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByRole('link', { name: /Festival de Ciências para Famílias/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: t('events.search.label') })).toHaveValue('');
  });

  test('a failed load shows the error with a retry that recovers', async () => {
    server.use(
      http.get('*/api/Event/public', () => HttpResponse.json({ flag: false, msg: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderCatalogue();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('events.catalogue.error'));
    expect(alert).toHaveTextContent('x');
    await user.click(within(alert).getByRole('button', { name: t('common.retry') }));
    expect(
      await screen.findByRole('link', { name: /Festival de Ciências para Famílias/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('paging keeps the current cards on screen with a progress bar until the next page arrives', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const next = published().at(-1);
    server.use(
      http.get('*/api/Event/public', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return undefined;
        await gate;
        return HttpResponse.json({ flag: true, msg: '', lst: [next], total: published().length });
      }),
    );
    const { user, router } = await renderCatalogue();
    await screen.findByRole('link', { name: /Festival de Ciências para Famílias/ });
    const firstPage = cardTitles();

    await user.click(screen.getByRole('button', { name: /page 2|página 2/i }));
    expect(router.state.location.search).toBe('?pagina=2');
    expect(
      await screen.findByRole('progressbar', { name: t('events.catalogue.updating') }),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual(firstPage);

    release();
    await waitFor(() => expect(cardTitles()).toEqual([next?.title]));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('on a phone the filters open in a bottom drawer from a button that counts them', async () => {
    stubScreenWidth(360);
    const { user, router } = await renderCatalogue('/eventos?categoria=musica&de=2026-01-01');
    // The side panel is hidden by the phone's breakpoint; only the drawer shows the fields.
    expect(screen.getByRole('complementary', { hidden: true })).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Filtros, 2 ativos' }));
    const drawer = await screen.findByRole('dialog', { name: t('events.filters.title') });
    await within(drawer).findByRole('option', { name: 'Teatro' });
    await user.selectOptions(within(drawer).getByLabelText(t('events.filters.category')), 'teatro');
    await waitFor(() => expect(router.state.location.search).toBe('?categoria=teatro&de=2026-01-01'));
    await user.click(await within(drawer).findByRole('button', { name: /^Ver \d+ eventos?$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('inside the signed-in layout, cards lead to the signed-in event page', async () => {
    renderApp({ route: '/pages/eventos', preloadedState: sessionState(DEMO_USERS.client) });
    const card = await screen.findByRole('link', { name: /Festival de Ciências para Famílias/ }, LAZY_LOAD);
    expect(card).toHaveAttribute('href', '/pages/eventos/ev-0001');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
