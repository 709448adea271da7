import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { STARTER_DECK } from '@/api/contract/arena';
import { starterDeck } from '@/features/arena/engine/deck';
import { attributesOf, matchReducer, startMatch, topCard } from '@/features/arena/engine/match';
import { type Difficulty, type MatchState } from '@/features/arena/engine/types';
import { OUTBOX_PREFIX } from '@/features/arena/outbox';
import { arenaTiming } from '@/features/arena/timing';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

const guest = sessionState(null);
const family = sessionState(DEMO_USERS.client);
const RESULT_TITLES = new RegExp(
  `^(${[t('arena.result.won'), t('arena.result.lost'), t('arena.result.draw')].join('|')})$`,
);
const NEXT = new RegExp(`^(${t('arena.table.next')}|${t('arena.table.seeResult')})$`);

beforeEach(() => {
  // No pause for the bot and no turn of the card: a whole match plays at once.
  arenaTiming.botPauseMs = 0;
  arenaTiming.revealMs = 0;
});

/** The match the page should play when the person always calls their card's first attribute. */
function expectedMatch(seed: number, difficulty: Difficulty): MatchState {
  let state = startMatch({ seed, difficulty, deck: starterDeck() });
  while (state.phase === 'choosing') {
    const card = topCard(state, 'player');
    state = matchReducer(
      state,
      state.turn === 'player' && card
        ? { type: 'choose', attribute: attributesOf(card)[0] ?? '' }
        : { type: 'botTurn' },
    );
  }
  return state;
}

/** Plays the match on screen to its end with the keyboard only: 1 on the person's turn, Enter on each reveal. */
async function playToTheEnd(user: ReturnType<typeof renderApp>['user']) {
  for (let step = 0; step < 200; step += 1) {
    if (screen.queryByRole('heading', { level: 2, name: RESULT_TITLES })) return;
    const next = screen.queryByRole('button', { name: NEXT });
    if (next) {
      await waitFor(() => expect(next).toHaveFocus());
      await user.keyboard('{Enter}');
    } else if (screen.queryByRole('group', { name: t('arena.table.chooseLabel') })) {
      await user.keyboard('1');
    } else {
      // The bot's turn: it calls after its (here, empty) pause.
      await screen.findByRole('button', { name: NEXT });
    }
  }
  throw new Error('The match did not end');
}

describe('the Lumis arena at /arena-playtest', () => {
  test('a guest plays a seeded match to the end with the keyboard and sees the result and the survey', async () => {
    const expected = expectedMatch(210, 'easy');
    const matchesBefore = db.tables.arenaMatches?.length ?? 0;
    const { user } = renderApp({ route: '/arena-playtest?seed=210&nivel=facil', preloadedState: guest });
    expect(
      await screen.findByRole('heading', { level: 1, name: t('arena.title') }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nível Fácil · partida nº 210/)).toBeInTheDocument();

    await playToTheEnd(user);

    // This seed: the person wins in 8 rounds, through a tie and a Super Lumi round.
    expect(expected.result).toBe('won');
    const heading = screen.getByRole('heading', { level: 2, name: t('arena.result.won') });
    expect(heading).toHaveFocus();
    expect(screen.getByText(new RegExp(`^${expected.round} rodadas? no nível Fácil`))).toBeInTheDocument();
    // Every round is in the log (header row + one per round).
    const log = screen.getByRole('region', { name: t('arena.log.title') });
    expect(within(log).getAllByRole('row')).toHaveLength(expected.round + 1);
    expect(within(log).getAllByText(t('arena.log.winner.tie')).length).toBeGreaterThan(0);
    expect(within(log).getByText(/Super Lumi/)).toBeInTheDocument();
    // The last reveal was announced with both cards and both values.
    const last = expected.log.at(-1);
    const announcement = screen.getByText(
      (_, el) => el?.getAttribute('aria-live') === 'polite' && el.tagName === 'P',
    );
    expect(announcement).toHaveTextContent(`Rodada ${expected.round}.`);
    const playerCard = expected.cards[last?.playerCardId ?? '']?.name ?? '?';
    const botCard = expected.cards[last?.botCardId ?? '']?.name ?? '?';
    expect(announcement).toHaveTextContent(
      `Sua carta, ${playerCard}: ${last?.playerValue}. Carta do robô, ${botCard}: ${last?.botValue}.`,
    );
    expect(announcement).toHaveTextContent(t('arena.reveal.title.won'));
    expect(screen.getByRole('heading', { level: 2, name: t('arena.survey.title') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('arena.result.rematch') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('arena.result.replay') })).toBeInTheDocument();
    // A guest's match is not recorded.
    expect(db.tables.arenaMatches ?? []).toHaveLength(matchesBefore);

    // The same match again, from its first round.
    await user.click(screen.getByRole('button', { name: t('arena.result.replay') }));
    expect(await screen.findByText(t('arena.table.round', { round: 1, max: 40 }))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t('arena.turn.yours') })).toHaveFocus();
  });

  test('the survey asks for a rating, keeps the comment and sends it', async () => {
    const surveysBefore = db.tables.arenaFeedback?.length ?? 0;
    const { user } = renderApp({ route: '/arena-playtest?seed=7&nivel=normal', preloadedState: guest });
    await screen.findByRole('heading', { level: 1, name: t('arena.title') }, LAZY_LOAD);
    await playToTheEnd(user);

    await user.type(screen.getByLabelText(t('arena.survey.comment')), 'Mais cartas raras!');
    await user.click(screen.getByRole('button', { name: t('arena.survey.send') }));
    expect(await screen.findByText(t('arena.survey.ratingRequired'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('radio')).toContain(document.activeElement));
    expect(db.tables.arenaFeedback ?? []).toHaveLength(surveysBefore);
    expect(screen.getByLabelText(t('arena.survey.comment'))).toHaveValue('Mais cartas raras!');

    // The stars by keyboard (happy-dom has no layout for the pointer's position over the stars).
    screen.getByRole('radio', { name: '4 estrelas' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: '4 estrelas' })).toBeChecked();

    // Too many surveys: the server's own words, and nothing typed is lost.
    const tooMany = 'Você enviou muitas avaliações em pouco tempo. Tente de novo em um minuto.';
    server.use(
      http.post(
        '*/api/Arena/feedback',
        () => HttpResponse.json({ flag: false, msg: tooMany }, { status: 429 }),
        {
          once: true,
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: t('arena.survey.send') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByLabelText(t('arena.survey.comment'))).toHaveValue('Mais cartas raras!');
    expect(screen.getByRole('radio', { name: '4 estrelas' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: t('arena.survey.send') }));
    expect(await screen.findByText(t('arena.survey.thanks'))).toBeInTheDocument();
    expect(db.tables.arenaFeedback?.slice(surveysBefore)).toEqual([
      expect.objectContaining({ matchSeed: 7, rating: 4, comment: 'Mais cartas raras!', userId: null }),
    ]);
  });

  test('a family picks a child, sees how many cards came from the starter deck, and the result is recorded', async () => {
    const held = db.tables.cardAwards.filter((a) => a.studentId === DEMO_IDS.familyStudentId).length;
    const own = Math.min(held, 16);
    const matchesBefore = db.tables.arenaMatches?.length ?? 0;
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
    const { user, router } = renderApp({ route: '/arena-playtest?nivel=dificil', preloadedState: family });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: t('arena.setup.child') }, LAZY_LOAD),
      'Lucas Souza',
    );
    expect(
      await screen.findByText(
        `Lucas Souza tem ${own} cartas: ${16 - own} cartas vieram do baralho inicial para completar 16.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Difícil/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: t('arena.setup.play') }));
    // The URL now names the whole match, so it can be shared and replayed.
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('seed')).toMatch(/^\d+$/);
    expect(search.get('nivel')).toBe('dificil');
    expect(search.get('aluno')).toBe(DEMO_IDS.familyStudentId);
    await playToTheEnd(user);
    expect(await screen.findByText(t('arena.record.saved'))).toBeInTheDocument();
    const recorded = db.tables.arenaMatches?.slice(matchesBefore);
    expect(recorded).toEqual([expect.objectContaining({ userId: DEMO_IDS.family, difficulty: 'hard' })]);
    expect(recorded?.[0]?.deckCardIds).toHaveLength(16);
    expect(localStorage.getItem(`${OUTBOX_PREFIX}${DEMO_USERS.client.id}`)).toBeNull();
  });

  test('the seed in the URL deals the same first card every time', async () => {
    const first = startMatch({ seed: 42, difficulty: 'normal', deck: starterDeck() }).player[0];
    const name = STARTER_DECK.find((c) => first?.startsWith(`${c.id}#`))?.name ?? '';
    expect(name).not.toBe('');
    for (let visit = 0; visit < 2; visit += 1) {
      const app = renderApp({ route: '/arena-playtest?seed=42', preloadedState: guest });
      const yours = await screen.findByRole('article', { name }, LAZY_LOAD);
      expect(within(yours).getByText(t('arena.card.yours'))).toBeInTheDocument();
      app.unmount();
    }
  });

  test('offline, the result waits in the outbox and is sent when the connection returns', async () => {
    let offline = true;
    server.use(http.post('*/api/Arena/match', () => (offline ? HttpResponse.error() : undefined)));
    const matchesBefore = db.tables.arenaMatches?.length ?? 0;
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
    const { user } = renderApp({ route: '/arena-playtest?seed=27&aluno=inicial', preloadedState: family });
    await screen.findByRole('heading', { level: 1, name: t('arena.title') }, LAZY_LOAD);
    await playToTheEnd(user);

    expect(await screen.findByText(t('arena.record.queued'))).toBeInTheDocument();
    const outbox = `${OUTBOX_PREFIX}${DEMO_USERS.client.id}`;
    expect(JSON.parse(localStorage.getItem(outbox) ?? '[]')).toEqual([
      expect.objectContaining({ key: `arena-${DEMO_USERS.client.id}-27-normal` }),
    ]);
    expect(db.tables.arenaMatches ?? []).toHaveLength(matchesBefore);

    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(t('arena.record.saved'))).toBeInTheDocument();
    expect(localStorage.getItem(outbox)).toBeNull();
    expect(db.tables.arenaMatches?.slice(matchesBefore)).toEqual([
      expect.objectContaining({ seed: 27, difficulty: 'normal', deckCardIds: STARTER_DECK.map((c) => c.id) }),
    ]);
  });

  test("a child's collection that fails to load offers a retry and the starter deck", async () => {
    server.use(
      http.get('*/api/Card/collection', () =>
        HttpResponse.json({ flag: false, msg: 'Falhou.' }, { status: 500 }),
      ),
    );
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
    const { user } = renderApp({ route: '/arena-playtest', preloadedState: family });
    expect(await screen.findByText(t('arena.setup.error'), {}, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('arena.setup.play') })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: t('arena.setup.useStarter') }));
    expect(await screen.findByText(t('arena.setup.starter', { count: 16 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('arena.setup.play') }));
    expect(await screen.findByRole('group', { name: t('arena.table.chooseLabel') })).toBeInTheDocument();
  });

  test('a family without children plays the starter deck, with the way to add one', async () => {
    db.tables.dependents = db.tables.dependents.filter((d) => d.guardianId !== DEMO_IDS.family);
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
    renderApp({ route: '/arena-playtest', preloadedState: family });
    expect(await screen.findByText(t('arena.setup.noChildren.title'), {}, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('arena.setup.noChildren.action') })).toHaveAttribute(
      'href',
      '/cliente/dependentes',
    );
    expect(screen.getByRole('button', { name: t('arena.setup.play') })).toBeEnabled();
  });
});
