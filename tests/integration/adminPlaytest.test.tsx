import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_USERS, renderApp, sessionState, t } from '@tests/render';
import { STARTER_DECK } from '@/api/contract/arena';
import { arenaApi } from '@/api/endpoints/arena';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';
import { addDays, todayIso } from '@/utils/localDate';

// The playtest texts below are the pt-BR messages of `arena.summary.*` (src/i18n/messages/pt-BR/arena.json).

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;

const TITLE = 'Playtest da arena';
const DIFFICULTY = { easy: 'Fácil', normal: 'Normal', hard: 'Difícil' } as const;
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/** The seeded figures the panel should show, counted here from the mock's tables. */
function expected(from: string | null) {
  const start = from ? new Date(`${from}T00:00:00`).getTime() : Number.NEGATIVE_INFINITY;
  const matches = (db.tables.arenaMatches ?? []).filter((m) => Date.parse(m.playedAt) >= start);
  const surveys = (db.tables.arenaFeedback ?? []).filter((f) => Date.parse(f.sentAt) >= start);
  const byDifficulty = (['easy', 'normal', 'hard'] as const).map((difficulty) => {
    const played = matches.filter((m) => m.difficulty === difficulty);
    return { difficulty, played: played.length, won: played.filter((m) => m.result === 'won').length };
  });
  const latest = [...surveys]
    .filter((f) => f.comment !== '')
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
  return {
    matches: matches.length,
    byDifficulty,
    ratings: [1, 2, 3, 4, 5].map((stars) => surveys.filter((f) => f.rating === stars).length),
    surveys: surveys.length,
    latest,
  };
}

const last30 = () => addDays(todayIso(), -29);

interface SummaryCall {
  from: string | null;
  to: string | null;
}

/** The summary calls the page makes, with their period. */
function recordSummaryCalls(): SummaryCall[] {
  const calls: SummaryCall[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/Arena/summary')
      calls.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to') });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return calls;
}

async function openAdmin(route: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.admin, '0'));
  return renderApp({ route, preloadedState: sessionState(DEMO_USERS.admin) });
}

async function openPlaytest(route = '/admin/lumis?aba=playtest') {
  const app = await openAdmin(route);
  expect(await screen.findByRole('heading', { level: 1, name: TITLE }, FIRST_LOAD)).toBeInTheDocument();
  await screen.findByRole('region', { name: 'Partidas' }, FIRST_LOAD);
  return app;
}

const figure = (name: string) => screen.getByRole('region', { name });

describe('the playtest tab of /admin/lumis', () => {
  test('opens from the address, with its tab selected and its panel named by it', async () => {
    await openPlaytest();
    const tab = screen.getByRole('tab', { name: t('cards.tabs.playtest') });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: t('cards.tabs.catalogue') })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel', { name: t('cards.tabs.playtest') });
    expect(within(panel).getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    // The catalogue's cards are not loaded behind it.
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  test('shows the seeded figures of the last 30 days', async () => {
    await openPlaytest();
    const figures = expected(last30());
    expect(figures.matches).toBeGreaterThan(0);
    expect(figure('Partidas')).toHaveTextContent(String(figures.matches));

    const wins = figure('Vitórias por dificuldade');
    for (const d of figures.byDifficulty) {
      const line =
        d.played === 0
          ? `${DIFFICULTY[d.difficulty]}sem partidas`
          : `${DIFFICULTY[d.difficulty]}${percent.format(d.won / d.played)} (${d.won} de ${d.played})`;
      expect(wins).toHaveTextContent(line);
    }
    expect(figure('Nota média')).toHaveTextContent(`${figures.surveys} avaliações`);

    const ratings = screen.getByRole('region', { name: 'Notas da pesquisa' });
    for (const [index, count] of figures.ratings.entries()) {
      const stars = index + 1;
      expect(within(ratings).getByTestId(`rating-${stars}`)).toHaveTextContent(
        new RegExp(`^${stars} estrelas?${count} \\(`),
      );
    }

    const comments = screen.getByRole('region', { name: 'Últimos comentários' });
    if (!figures.latest) throw new Error('no seeded comment');
    const first = within(comments).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent(figures.latest.comment);
    expect(
      within(first as HTMLElement).getByRole('img', { name: `Nota ${figures.latest.rating} de 5` }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent(
      new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium' }).format(new Date(figures.latest.sentAt)),
    );
  });

  test('opens by clicking its tab, which the address keeps, and goes back to the catalogue', async () => {
    const { user, router } = await openAdmin('/admin/lumis');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('cards.catalogue.title') }, FIRST_LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: t('cards.tabs.playtest') }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE }, FIRST_LOAD)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?aba=playtest');
    expect(await screen.findByRole('region', { name: 'Partidas' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: t('cards.tabs.catalogue') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: t('cards.catalogue.title') }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  test('the period asks the summary for other dates, and the figures follow', async () => {
    const calls = recordSummaryCalls();
    const { user, router } = await openPlaytest();
    const today = todayIso();
    expect(calls.at(-1)).toEqual({ from: last30(), to: today });

    const period = screen.getByRole('group', { name: 'Período' });
    await user.click(within(period).getByRole('button', { name: '7 dias' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ from: addDays(today, -6), to: today }));
    expect(router.state.location.search).toContain('periodo=7');
    expect(within(period).getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(figure('Partidas')).toHaveTextContent(String(expected(addDays(today, -6)).matches)),
    );

    await user.click(within(period).getByRole('button', { name: 'Tudo' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ from: null, to: null }));
    const all = expected(null).matches;
    expect(all).toBeGreaterThan(expected(last30()).matches);
    await waitFor(() => expect(figure('Partidas')).toHaveTextContent(String(all)));
  });

  test('a match recorded through the API shows up when the tab opens again', async () => {
    const { user, store } = await openPlaytest();
    const before = expected(last30()).matches;
    await waitFor(() => expect(figure('Partidas')).toHaveTextContent(String(before)));

    await store
      .dispatch(
        arenaApi.endpoints.recordArenaMatch.initiate({
          body: {
            seed: 20261125,
            difficulty: 'easy',
            rounds: 12,
            result: 'won',
            deckCardIds: STARTER_DECK.map((card) => card.id),
          },
          key: crypto.randomUUID(),
        }),
      )
      .unwrap();

    await user.click(screen.getByRole('tab', { name: t('cards.tabs.catalogue') }));
    await user.click(await screen.findByRole('tab', { name: t('cards.tabs.playtest') }));
    await waitFor(() => expect(figure('Partidas')).toHaveTextContent(String(before + 1)));
    const easy = expected(last30()).byDifficulty[0];
    expect(figure('Vitórias por dificuldade')).toHaveTextContent(`(${easy?.won} de ${easy?.played})`);
  });

  test('a period without matches or surveys says so', async () => {
    db.tables.arenaMatches = [];
    db.tables.arenaFeedback = [];
    await openAdmin('/admin/lumis?aba=playtest');
    expect(await screen.findByText('Ainda não há partidas no período', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Partidas' })).not.toBeInTheDocument();
  });

  test('a failed load shows the error and retries', async () => {
    server.use(
      http.get(
        '*/api/Arena/summary',
        () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await openAdmin('/admin/lumis?aba=playtest');
    expect(await screen.findByText('Fora do ar', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('region', { name: 'Partidas' })).toBeInTheDocument();
    expect(screen.queryByText('Fora do ar')).not.toBeInTheDocument();
  });
});
