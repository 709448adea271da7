import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;

const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });
const admin = sessionState({ id: DEMO_IDS.admin, role: '0', name: 'Marina Costa', url_perfil: null });

function schoolStudents() {
  return db.tables.students
    .filter((s) => s.schoolId === DEMO_IDS.schoolId && s.status === 'active')
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }));
}

function rarityCounts() {
  const ids = new Set(schoolStudents().map((s) => s.id));
  const counts = { common: 0, rare: 0, epic: 0, legendary: 0 };
  for (const a of db.tables.cardAwards) {
    if (!ids.has(a.studentId)) continue;
    const card = db.tables.cards.find((c) => c.id === a.cardId);
    if (card) counts[card.rarity] += 1;
  }
  return counts;
}

async function openSchoolCards(route = '/empresa/lumis') {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route, preloadedState: school });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('cards.school.title') }, FIRST_LOAD),
  ).toBeInTheDocument();
  await screen.findAllByRole('article', {}, FIRST_LOAD);
  return app;
}

/** Types a whole value at once (one input event): keeps slow shared machines out of the way. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function openCatalogue(route = '/admin/lumis') {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.admin, '0'));
  const app = renderApp({ route, preloadedState: admin });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('cards.catalogue.title') }, FIRST_LOAD),
  ).toBeInTheDocument();
  await screen.findAllByRole('article', {}, FIRST_LOAD);
  return app;
}

describe("the school's cards (/empresa/lumis)", () => {
  test('shows the rarity counts and, per student, the cards earned; search and rarity filter the list', async () => {
    const { user } = await openSchoolCards();
    const counts = rarityCounts();
    for (const rarity of ['common', 'rare', 'epic', 'legendary'] as const) {
      expect(screen.getByTestId(`rarity-${rarity}`)).toHaveTextContent(
        new RegExp(`${t(`cards.rarity.${rarity}.plural`)}${counts[rarity]}`),
      );
    }

    // The first student alphabetically, with each card they hold.
    const first = schoolStudents()[0];
    if (!first) throw new Error('no students');
    const article = screen.getByRole('article', { name: first.name });
    const held = db.tables.cardAwards.filter((a) => a.studentId === first.id);
    for (const award of held.slice(0, 6)) {
      const name = db.tables.cards.find((c) => c.id === award.cardId)?.name ?? '';
      expect(within(article).getByText(name)).toBeInTheDocument();
    }

    // Search by a student without accents.
    const target = schoolStudents().find((s) => db.tables.cardAwards.some((a) => a.studentId === s.id));
    if (!target) throw new Error('no holder');
    const query = (target.name.split(' ')[0] ?? '').normalize('NFD').replace(/\p{Diacritic}/gu, '');
    await fill(user, screen.getByRole('searchbox', { name: t('cards.students.search') }), query);
    await waitFor(() => expect(screen.getByRole('article', { name: target.name })).toBeInTheDocument());
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    await waitFor(() => {
      const names = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
      expect(names.every((n) => fold(n).includes(fold(query)))).toBe(true);
    });

    // Legendary only: every listed student holds a legendary card.
    await user.clear(screen.getByRole('searchbox', { name: t('cards.students.search') }));
    await user.click(screen.getByTestId('rarity-legendary'));
    expect(screen.getByTestId('rarity-legendary')).toHaveAttribute('aria-pressed', 'true');
    const legendary = new Set(db.tables.cards.filter((c) => c.rarity === 'legendary').map((c) => c.id));
    await waitFor(() => {
      for (const a of screen.getAllByRole('article')) {
        const name = within(a).getByRole('heading').textContent;
        const namesakes = schoolStudents().filter((s) => s.name === name);
        expect(
          namesakes.some((st) =>
            db.tables.cardAwards.some((w) => w.studentId === st.id && legendary.has(w.cardId)),
          ),
        ).toBe(true);
      }
    });
  });

  test('awards a card to a student: the card is saved, listed, and the one already held cannot be picked', async () => {
    const { user } = await openSchoolCards();
    const student = schoolStudents().find((s) => db.tables.cardAwards.some((a) => a.studentId === s.id));
    if (!student) throw new Error('no holder');
    const heldIds = new Set(
      db.tables.cardAwards.filter((a) => a.studentId === student.id).map((a) => a.cardId),
    );
    const heldCard = db.tables.cards.find((c) => heldIds.has(c.id));
    const newCard = db.tables.cards.find((c) => !heldIds.has(c.id) && !c.archived);
    if (!heldCard || !newCard) throw new Error('no cards');

    await fill(user, screen.getByRole('searchbox', { name: t('cards.students.search') }), student.name);
    const article = await screen.findByRole('article', { name: student.name });
    await user.click(
      within(article).getByRole('button', { name: t('cards.students.awardTo', { name: student.name }) }),
    );

    const dialog = await screen.findByRole('dialog', { name: t('cards.award.title') });
    expect(within(dialog).getByRole('combobox', { name: t('cards.award.student') })).toHaveValue(
      student.name,
    );

    // Submitting empty says what is missing.
    await user.click(within(dialog).getByRole('button', { name: t('cards.award.submit') }));
    expect(await within(dialog).findByText(t('cards.award.cardRequired'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('cards.award.reasonRequired'))).toBeInTheDocument();

    const cardBox = within(dialog).getByRole('combobox', { name: t('cards.award.card') });
    await user.click(cardBox);
    const heldOption = await screen.findByRole('option', { name: new RegExp(heldCard.name) });
    expect(heldOption).toHaveAttribute('aria-disabled', 'true');
    await fill(user, cardBox, newCard.name);
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${newCard.name}`) }));
    // The preview shows the chosen card.
    expect(within(dialog).getByRole('article', { name: newCard.name })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: t('cards.award.quick.helpedFriend') }));
    await user.click(within(dialog).getByRole('button', { name: t('cards.award.submit') }));

    expect(
      await screen.findByText(t('cards.award.done', { card: newCard.name, student: student.name })),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = db.tables.cardAwards.filter((a) => a.studentId === student.id && a.cardId === newCard.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.reason).toBe(t('cards.award.quick.helpedFriend'));
    // The list shows it right away (newest first).
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: student.name })).getByText(newCard.name),
      ).toBeInTheDocument(),
    );
  });

  test("the server's refusal lands on the card field", async () => {
    server.use(
      http.post('*/api/Card/award', () =>
        HttpResponse.json(
          {
            flag: false,
            msg: 'Este aluno já tem esta carta.',
            errors: { cardId: 'Este aluno já tem esta carta.' },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openSchoolCards();
    const student = schoolStudents()[0];
    const card = db.tables.cards.find(
      (c) => !db.tables.cardAwards.some((a) => a.studentId === student?.id && a.cardId === c.id),
    );
    if (!student || !card) throw new Error('no data');
    const article = screen.getByRole('article', { name: student.name });
    await user.click(
      within(article).getByRole('button', { name: t('cards.students.awardTo', { name: student.name }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('cards.award.title') });
    const cardBox = within(dialog).getByRole('combobox', { name: t('cards.award.card') });
    await fill(user, cardBox, card.name);
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${card.name}`) }));
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: t('cards.award.reason') }),
      'Destaque na feira',
    );
    await user.click(within(dialog).getByRole('button', { name: t('cards.award.submit') }));
    expect(await within(dialog).findByText('Este aluno já tem esta carta.')).toBeInTheDocument();
    // What was typed is still there.
    expect(within(dialog).getByRole('textbox', { name: t('cards.award.reason') })).toHaveValue(
      'Destaque na feira',
    );
  });

  test('a failed load shows the error and retries', async () => {
    server.use(
      http.get(
        '*/api/Card/students',
        () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
    const { user } = renderApp({ route: '/empresa/lumis', preloadedState: school });
    expect(await screen.findByText('Fora do ar', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });
});

describe('the card catalogue (/admin/lumis)', () => {
  test('lists the active cards with how many students hold each', async () => {
    await openCatalogue();
    const active = db.tables.cards.filter((c) => !c.archived);
    expect(screen.getAllByRole('article')).toHaveLength(active.length);
    const card = active[0];
    if (!card) throw new Error('no card');
    const held = db.tables.cardAwards.filter((a) => a.cardId === card.id).length;
    expect(screen.getByTestId(`held-${card.id}`)).toHaveTextContent(String(held));
  });

  test('each card has its own drawing, and the seed attributes read their names ("Força")', async () => {
    await openCatalogue();
    const tiles = screen.getAllByRole('article');
    const seeded = db.tables.cards.filter((c) => !c.archived && !c.imageUrl);
    expect(seeded.length).toBeGreaterThan(1);
    // A card with no picture is drawn from its name and rarity: no two tiles share a drawing.
    const drawingsOf = () =>
      tiles.flatMap((tile) => [...tile.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? ''));
    // The drawing code loads after the page: a sparkle stands in until then.
    await waitFor(() => expect(drawingsOf().length).toBeGreaterThanOrEqual(seeded.length));
    const drawings = drawingsOf();
    expect(drawings.every((src) => src.startsWith('data:image/svg+xml'))).toBe(true);
    expect(new Set(drawings).size).toBe(drawings.length);
    const first = tiles[0];
    if (!first) throw new Error('no tile');
    expect(within(first).getByText(t('cards.attribute.forca'))).toBeInTheDocument();
    expect(within(first).queryByText('forca')).not.toBeInTheDocument();
  });

  test('the editor validates, previews live, refuses a duplicate name and creates the card', async () => {
    const { user } = await openCatalogue();
    await user.click(screen.getAllByRole('button', { name: t('cards.catalogue.new') })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: t('cards.form.createTitle') });
    const preview = within(dialog).getByRole('complementary', { name: t('cards.preview.label') });

    // Nothing typed: the name and the collection are required.
    await user.click(within(dialog).getByRole('button', { name: t('cards.form.create') }));
    expect(await within(dialog).findByText(t('cards.form.nameRequired'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('cards.form.collectionRequired'))).toBeInTheDocument();

    // Out-of-range and repeated attributes.
    const values = within(dialog).getAllByRole('textbox', { name: t('cards.form.attributeValue') });
    await user.clear(values[0] as HTMLElement);
    await fill(user, values[0] as HTMLElement, '11');
    await user.clear(values[1] as HTMLElement);
    await fill(user, values[1] as HTMLElement, '7.5');
    const keys = within(dialog).getAllByRole('textbox', { name: t('cards.form.attributeKey') });
    await user.clear(keys[1] as HTMLElement);
    await fill(user, keys[1] as HTMLElement, 'Força');
    await user.click(within(dialog).getByRole('button', { name: t('cards.form.create') }));
    // Refused as typed (not clamped to 10 or rounded), with the limits.
    expect(await within(dialog).findByText('Use um número de 0 a 10.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Use um número inteiro, sem vírgula nem ponto: de 0 a 10.'),
    ).toBeInTheDocument();
    expect(values[1]).toHaveValue('7.5');
    expect(within(dialog).getByText(t('cards.form.attributeDuplicate'))).toBeInTheDocument();

    // The preview follows the form.
    const existing = db.tables.cards[0]?.name ?? '';
    await fill(user, within(dialog).getByRole('textbox', { name: t('cards.form.name') }), existing);
    expect(within(preview).getByRole('article', { name: existing })).toBeInTheDocument();
    await fill(
      user,
      within(dialog).getByRole('combobox', { name: t('cards.form.collection') }),
      'Lendas do Brasil',
    );
    await user.clear(values[0] as HTMLElement);
    await fill(user, values[0] as HTMLElement, '9');
    await user.clear(values[1] as HTMLElement);
    await fill(user, values[1] as HTMLElement, '5');
    await user.clear(keys[1] as HTMLElement);
    await fill(user, keys[1] as HTMLElement, 'coragem');
    // The preview names an attribute as players read it: its first letter in upper case.
    expect(within(preview).getByText('Coragem')).toBeInTheDocument();

    // The server refuses a name already in the catalogue, on the name field.
    await user.click(within(dialog).getByRole('button', { name: t('cards.form.create') }));
    expect(await within(dialog).findByText('Já existe uma carta com este nome.')).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: t('cards.form.name') });
    await user.clear(name);
    await fill(user, name, 'Boitatá');
    await user.click(within(dialog).getByRole('button', { name: t('cards.form.create') }));
    expect(await screen.findByText(t('cards.form.created', { name: 'Boitatá' }))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const created = db.tables.cards.find((c) => c.name === 'Boitatá');
    expect(created).toMatchObject({
      collection: 'Lendas do Brasil',
      rarity: 'common',
      attributes: { força: 9, coragem: 5 },
    });
    expect(await screen.findByRole('article', { name: 'Boitatá' })).toBeInTheDocument();
    expect(screen.getByTestId(`held-${created?.id ?? ''}`)).toHaveTextContent('Nenhum aluno tem ainda');
  });

  test('a held card is archived instead of deleted; a card nobody holds can be deleted', async () => {
    const free = {
      ...(db.tables.cards[0] ?? { id: 'x' }),
      id: 'card-99',
      name: 'Carta Teste',
      archived: false,
    };
    db.tables.cards.push(free as (typeof db.tables.cards)[number]);
    const held = db.tables.cards.find((c) => db.tables.cardAwards.some((a) => a.cardId === c.id));
    if (!held) throw new Error('no held card');
    const { user } = await openCatalogue();

    // Deleting a held card is not offered.
    expect(
      screen.getByRole('button', { name: t('cards.catalogue.deleteCard', { name: held.name }) }),
    ).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: t('cards.catalogue.archiveCard', { name: held.name }) }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: held.name })).not.toBeInTheDocument());
    expect(db.tables.cards.find((c) => c.id === held.id)?.archived).toBe(true);
    // Whoever had it keeps it.
    expect(db.tables.cardAwards.some((a) => a.cardId === held.id)).toBe(true);

    await user.click(screen.getByRole('button', { name: t('cards.catalogue.status.archived') }));
    expect(await screen.findByRole('article', { name: held.name })).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: t('cards.catalogue.restoreCard', { name: held.name }) }),
    );
    await waitFor(() => expect(db.tables.cards.find((c) => c.id === held.id)?.archived).toBe(false));

    await user.click(screen.getByRole('button', { name: t('cards.catalogue.status.active') }));
    await user.click(
      await screen.findByRole('button', { name: t('cards.catalogue.deleteCard', { name: 'Carta Teste' }) }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: t('cards.catalogue.deleteTitle', { name: 'Carta Teste' }),
    });
    await user.click(within(confirm).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect(db.tables.cards.some((c) => c.id === 'card-99')).toBe(false));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Carta Teste' })).not.toBeInTheDocument(),
    );
  });
});
