import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_USERS, renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;

const RARITY_NAME = { common: 'Comum', rare: 'Rara', epic: 'Épica', legendary: 'Lendária' } as const;

/** The demo family's linked child, as the school knows them. */
function lucas() {
  const dependent = db.tables.dependents.find(
    (d) => d.guardianId === DEMO_IDS.family && d.studentId === DEMO_IDS.familyStudentId,
  );
  if (!dependent) throw new Error('the demo family has no linked child');
  return dependent;
}

/** The cards Lucas holds (distinct) and the active ones he does not. */
function album() {
  const heldIds = new Set(
    db.tables.cardAwards.filter((a) => a.studentId === DEMO_IDS.familyStudentId).map((a) => a.cardId),
  );
  const held = db.tables.cards.filter((c) => heldIds.has(c.id));
  const missing = db.tables.cards.filter((c) => !heldIds.has(c.id) && !c.archived);
  return { held, missing, total: held.length + missing.length };
}

async function openCollection(route = '/cliente/colecao') {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  const app = renderApp({ route, preloadedState: sessionState(DEMO_USERS.client) });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('family.collection.title') }, FIRST_LOAD),
  ).toBeInTheDocument();
  return app;
}

const section = (id: string, count: number) =>
  screen.findByRole('region', { name: t(id, { count }) }, FIRST_LOAD);

describe("a family's card collection (/cliente/colecao)", () => {
  test("shows the child's cards with drawing, rarity, attributes and copies, and the rest as locked silhouettes", async () => {
    // A card won twice counts once in the album, with its two copies.
    const { held: before } = album();
    const twice = before[0];
    if (!twice) throw new Error('the demo child holds no card');
    db.tables.cardAwards.push({
      id: 'aw-test-copy',
      cardId: twice.id,
      studentId: DEMO_IDS.familyStudentId,
      awardedAt: new Date().toISOString(),
      reason: 'Missão concluída',
    });
    const { held, missing, total } = album();
    expect(held.length).toBeGreaterThan(0);
    expect(missing.length).toBeGreaterThan(0);

    await openCollection();
    const heldSection = await section('family.collection.held', held.length);
    expect(screen.getByText(`${held.length} de ${total} cartas`, { selector: 'p' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: t('family.collection.progressLabel', { name: lucas().name }) }),
    ).toHaveAttribute('aria-valuetext', `${held.length} de ${total} cartas`);

    const heldCards = within(heldSection).getAllByRole('article');
    expect(heldCards.map((c) => within(c).getByRole('heading').textContent).sort()).toEqual(
      held.map((c) => c.name).sort(),
    );
    const copied = within(heldSection).getByRole('article', { name: twice.name });
    expect(within(copied).getByText(RARITY_NAME[twice.rarity])).toBeInTheDocument();
    // The attribute keys read as names ("Força", never "forca").
    expect(within(copied).getByText('Força')).toBeInTheDocument();
    const copiedItem = copied.closest('li');
    if (!copiedItem) throw new Error('a held card sits in a list item');
    expect(within(copiedItem).getByText('2 cópias')).toBeInTheDocument();
    // The drawing of a card without a picture is drawn for it (no sparkle placeholder left).
    await waitFor(() => expect(copied.querySelector('img')).not.toBeNull());

    const lockedSection = await section('family.collection.missing', missing.length);
    const locked = within(lockedSection).getAllByRole('article');
    expect(locked).toHaveLength(missing.length);
    // A locked card keeps what it is a surprise: no name, only its rarity.
    for (const card of missing) expect(within(lockedSection).queryByText(card.name)).toBeNull();
    const firstMissing = missing[0];
    if (!firstMissing) throw new Error('no missing card');
    expect(
      within(lockedSection).getAllByRole('article', {
        name: t('family.collection.lockedCard', { rarity: RARITY_NAME[firstMissing.rarity] }),
      }).length,
    ).toBe(missing.filter((c) => c.rarity === firstMissing.rarity).length);
  });

  test('the rarity filter narrows both the held and the locked cards, and "Todas" brings them back', async () => {
    const { held, missing } = album();
    const rarity = 'legendary';
    const heldOf = held.filter((c) => c.rarity === rarity);
    const missingOf = missing.filter((c) => c.rarity === rarity);
    const { user, router } = await openCollection();
    await section('family.collection.held', held.length);

    const filter = screen.getByRole('group', { name: t('family.collection.rarityFilter') });
    const legendary = within(filter).getByRole('button', {
      name: `Lendárias (${heldOf.length} de ${heldOf.length + missingOf.length})`,
    });
    await user.click(legendary);
    expect(legendary).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('raridade=legendary');
    const lockedSection = await section('family.collection.missing', missingOf.length);
    expect(within(lockedSection).getAllByRole('article')).toHaveLength(missingOf.length);
    const heldSection = screen.getByRole('region', {
      name: t('family.collection.held', { count: heldOf.length }),
    });
    if (heldOf.length === 0)
      expect(within(heldSection).getByText(t('family.collection.noneOfRarity'))).toBeInTheDocument();
    else expect(within(heldSection).getAllByRole('article')).toHaveLength(heldOf.length);

    await user.click(within(filter).getByRole('button', { name: t('family.collection.all') }));
    expect(await section('family.collection.missing', missing.length)).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('raridade');
  });

  test('a child with no card yet sees the empty state and the whole album locked', async () => {
    db.tables.cardAwards = db.tables.cardAwards.filter((a) => a.studentId !== DEMO_IDS.familyStudentId);
    const { missing } = album();
    await openCollection();
    expect(await screen.findByText(t('family.collection.emptyTitle'), {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText(`0 de ${missing.length} cartas`, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t('family.collection.held', { count: 0 }) })).toBeNull();
    const lockedSection = await section('family.collection.missing', missing.length);
    expect(within(lockedSection).getAllByRole('article')).toHaveLength(missing.length);
  });

  test('each child has a tab; a child not linked to a school is told how to link', async () => {
    const { user } = await openCollection();
    const tabs = await screen.findByRole('tablist', { name: t('family.collection.children') });
    expect(within(tabs).getByRole('tab', { name: lucas().name })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Beatriz Souza' }));
    expect(
      await screen.findByText(t('family.collection.notLinkedTitle', { name: 'Beatriz Souza' })),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('family.child.linkCta') })).toHaveAttribute(
      'href',
      '/cliente/dependentes',
    );
  });

  test('a failed load says so and "Tentar novamente" brings the cards', async () => {
    server.use(
      http.get(
        '*/api/Card/collection',
        () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 }),
        { once: true },
      ),
    );
    const { user } = await openCollection();
    expect(await screen.findByText('Fora do ar', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    const { held } = album();
    expect(await section('family.collection.held', held.length)).toBeInTheDocument();
  });

  test("the family home leads to the collection, and to each linked child's own", async () => {
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
    renderApp({ route: '/cliente/boas-vindas', preloadedState: sessionState(DEMO_USERS.client) });
    const shortcuts = await screen.findByRole(
      'navigation',
      { name: t('family.welcome.quickLinks') },
      FIRST_LOAD,
    );
    expect(within(shortcuts).getByRole('link', { name: t('family.welcome.collection') })).toHaveAttribute(
      'href',
      '/cliente/colecao',
    );
    const child = lucas();
    const firstName = child.name.split(' ')[0] ?? '';
    expect(
      await screen.findByRole('link', { name: t('family.welcome.seeCollection', { name: firstName }) }),
    ).toHaveAttribute('href', `/cliente/colecao?filho=${child.id}`);
  });
});
