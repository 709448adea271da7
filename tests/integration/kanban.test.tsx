import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogue, DEMO_USERS, renderApp, sessionState, t } from '@tests/render';
import { createIntl } from 'react-intl';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;
const intl = createIntl({ locale: 'pt-BR', messages: catalogue('pt-BR') });
const tooLong = (max: number, count: number) =>
  intl.formatMessage({ id: 'validation.text.tooLong' }, { max, count });

const stored = () => {
  const board = db.tables.kanban;
  if (!board) throw new Error('no board');
  return board;
};
const columnOf = (itemId: string) => stored().columns.find((c) => c.itemIds.includes(itemId))?.id;

async function openPage(route: string, headingId: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route, preloadedState: sessionState(DEMO_USERS.company) });
  expect(
    await screen.findByRole('heading', { level: 1, name: t(headingId) }, FIRST_LOAD),
  ).toBeInTheDocument();
  return app;
}

async function openBoard(route = '/apps/kanban/board') {
  const app = await openPage(route, 'kanban.board.title');
  await screen.findByRole('heading', { level: 2, name: 'Novas' }, FIRST_LOAD);
  return app;
}

afterEach(() => localStorage.removeItem(FAULTS_KEY));

/**
 * happy-dom lays nothing out (every box is 0×0), and moving a card to the next column with the keyboard
 * picks the column by where it is. This gives the board a plain layout: columns 320 px apart, cards
 * 80 px apart, everything else a large box, so the library's keyboard sensor can do its geometry.
 */
function layOutBoard() {
  const rect = (x: number, y: number, width: number, height: number) =>
    ({
      x,
      y,
      left: x,
      top: y,
      width,
      height,
      right: x + width,
      bottom: y + height,
      toJSON: () => ({}),
    }) as DOMRect;
  const columnIndex = (el: Element) => {
    const column = el.closest('[data-rfd-draggable-id^="column:"]');
    const board = column?.parentElement;
    return column && board ? [...board.children].indexOf(column) : 0;
  };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const draggable = this.getAttribute('data-rfd-draggable-id');
    const droppable = this.getAttribute('data-rfd-droppable-id');
    const x = columnIndex(this) * 320;
    if (draggable?.startsWith('column:')) return rect(x, 40, 300, 700);
    if (draggable) {
      const index = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
      return rect(x + 10, 100 + index * 80, 280, 70);
    }
    if (droppable && droppable !== 'board') return rect(x + 5, 95, 290, 600);
    return rect(0, 0, 1400, 760);
  });
  // The viewport the library measures is the document element's client box.
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1400);
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(760);
}

describe('the Kanban board (/apps/kanban/board)', () => {
  test('/apps/kanban opens the board with its columns and cards in order, in a route of its own', async () => {
    const { router } = await openBoard('/apps/kanban');
    expect(router.state.location.pathname).toBe('/apps/kanban/board');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Novas', 'Em andamento', 'Em revisão', 'Concluídas']);
    const doing = screen.getByRole('region', { name: 'Em andamento' });
    const cards = within(doing).getAllByRole('button', { name: /^Abrir cartão/ });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(
      ['Convidar jurados', 'Abrir formulário de rematrícula', 'Consolidar notas do 4º bimestre'].map((name) =>
        t('kanban.item.open', { name }),
      ),
    );
    expect(screen.getByRole('link', { name: t('kanban.nav.backlogs') })).toHaveAttribute(
      'href',
      '/apps/kanban/backlogs',
    );
  });

  test('a card moves to the next column with the keyboard and stays there after a reload', async () => {
    const { unmount } = await openBoard();
    layOutBoard();
    const handle = screen.getByRole('button', { name: t('kanban.item.drag', { name: 'Convidar jurados' }) });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    fireEvent.keyDown(handle, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    // The move is announced in the user's language (the library's own default is English).
    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        t('kanban.dnd.movedTo', { name: 'Convidar jurados', position: 1, list: 'Em revisão' }),
      ),
    );
    // The server takes its time: the page says it is saving, and leaving the page asks first.
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'POST /api/kanban/update-item-order': { latencyMs: 400 } } }),
    );
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    expect(await screen.findByText(t('kanban.save.saving'))).toBeInTheDocument();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await waitFor(() => expect(columnOf('it-jurados')).toBe('col-review'));
    expect(await screen.findByText(t('kanban.save.saved'))).toBeInTheDocument();
    const leavingNow = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leavingNow);
    expect(leavingNow.defaultPrevented).toBe(false);

    unmount();
    await openBoard();
    const review = screen.getByRole('region', { name: 'Em revisão' });
    expect(
      within(review).getByRole('button', { name: t('kanban.item.open', { name: 'Convidar jurados' }) }),
    ).toBeVisible();
  });

  test('a column is added at the end and saved', async () => {
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: t('kanban.column.add') }));
    const field = screen.getByRole('textbox', { name: t('kanban.column.newTitle') });
    // A pasted title over the limit stays whole and in error; Enter does not add it.
    const pasted = 'Aguardando direção '.repeat(8).slice(0, 130);
    await user.paste(pasted);
    expect(screen.getByText('130/120')).toBeInTheDocument();
    expect(screen.getByText(tooLong(120, 130))).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(field).toHaveValue(pasted);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(stored().columnsOrder).toHaveLength(4);

    await user.clear(field);
    await user.type(field, 'Aguardando direção{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Aguardando direção' })).toBeInTheDocument();
    await waitFor(() => expect(stored().columns.at(-1)?.title).toBe('Aguardando direção'));
    expect(stored().columnsOrder).toHaveLength(5);
  });

  test('a board without columns says so and offers to add the first one', async () => {
    Object.assign(stored(), { columns: [], columnsOrder: [] });
    const { user } = await openPage('/apps/kanban/board', 'kanban.board.title');
    expect(await screen.findByText(t('kanban.empty.title'), {}, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('kanban.column.add') }));
    await user.type(screen.getByRole('textbox', { name: t('kanban.column.newTitle') }), 'A fazer{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'A fazer' })).toBeInTheDocument();
    expect(stored().columns.map((c) => c.title)).toEqual(['A fazer']);
  });

  test('a card is edited in its drawer and commented on; both are saved', async () => {
    const { user } = await openBoard();
    await user.click(
      screen.getByRole('button', { name: t('kanban.item.open', { name: 'Convidar jurados' }) }),
    );
    const drawer = await screen.findByRole('dialog', { name: t('kanban.drawer.title') });
    const title = within(drawer).getByRole('textbox', { name: new RegExp(t('kanban.field.title')) });
    await user.clear(title);
    await user.type(title, 'Convidar três jurados');
    await user.click(within(drawer).getByRole('button', { name: t('common.save') }));
    await waitFor(() =>
      expect(stored().items.find((i) => i.id === 'it-jurados')?.title).toBe('Convidar três jurados'),
    );
    expect(await screen.findByText(t('kanban.drawer.saved'))).toBeInTheDocument();

    // A pasted comment over the limit stays whole, in error, and cannot be added.
    const commentField = within(drawer).getByRole('textbox', { name: t('kanban.comments.new') });
    const pasted = 'Falta o jurado da APM. '.repeat(50).slice(0, 1010);
    await user.click(commentField);
    await user.paste(pasted);
    expect(commentField).toHaveValue(pasted);
    expect(commentField).toHaveAttribute('aria-invalid', 'true');
    expect(within(drawer).getByText('1.010/1.000')).toBeInTheDocument();
    expect(within(drawer).getByText(tooLong(1000, 1010))).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: t('kanban.comments.add') })).toBeDisabled();

    await user.clear(commentField);
    await user.type(commentField, 'Falta o jurado da APM.');
    await user.click(within(drawer).getByRole('button', { name: t('kanban.comments.add') }));
    expect(await within(drawer).findByText('Falta o jurado da APM.')).toBeInTheDocument();
    const item = stored().items.find((i) => i.id === 'it-jurados');
    const comment = stored().comments.find((c) => c.comment === 'Falta o jurado da APM.');
    expect(item?.commentIds).toContain(comment?.id);
    expect(comment?.profileId).toBe(DEMO_IDS.school);
  });

  test('a refused move is rolled back and said in neutral words', async () => {
    await openBoard();
    layOutBoard();
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'POST /api/kanban/update-item-order': { status: 503 } } }),
    );
    const handle = screen.getByRole('button', { name: t('kanban.item.drag', { name: 'Convidar jurados' }) });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    fireEvent.keyDown(handle, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    expect(await screen.findByText(t('errors.kanban.change'))).toBeInTheDocument();
    const doing = screen.getByRole('region', { name: 'Em andamento' });
    expect(
      within(doing).getByRole('button', { name: t('kanban.item.open', { name: 'Convidar jurados' }) }),
    ).toBeVisible();
    expect(columnOf('it-jurados')).toBe('col-doing');
  });

  test('a failed load shows the error with "Tentar novamente", and the retry brings the board', async () => {
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'GET /api/kanban/items': { status: 500 } } }),
    );
    const { user } = await openPage('/apps/kanban/board', 'kanban.board.title');
    expect(await screen.findByText(t('states.error.title'), {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText(t('errors.kanban.load'))).toBeInTheDocument();
    localStorage.removeItem(FAULTS_KEY);
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Novas' })).toBeInTheDocument();
  });
});

describe('the Kanban backlog (/apps/kanban/backlogs)', () => {
  test('a story moves up with the keyboard; its cards and comments show when expanded', async () => {
    const { user } = await openPage('/apps/kanban/backlogs', 'kanban.backlogs.title');
    await screen.findByRole('heading', { level: 2, name: 'Matrículas 2027' }, FIRST_LOAD);
    const handle = screen.getByRole('button', { name: t('kanban.story.drag', { name: 'Matrículas 2027' }) });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    fireEvent.keyDown(handle, { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 });
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    await waitFor(() => expect(stored().userStoryOrder[0]).toBe('us-matriculas'));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)[0]).toBe(
        'Matrículas 2027',
      ),
    );

    await user.click(
      screen.getByRole('button', { name: t('kanban.story.expand', { name: 'Matrículas 2027' }) }),
    );
    expect(await screen.findByText('Conferir documentos pendentes')).toBeInTheDocument();
    expect(screen.getByText('Podemos usar o formulário do ano passado?')).toBeInTheDocument();
  });
});
