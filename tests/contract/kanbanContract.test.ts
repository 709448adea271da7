import type { HttpMethod } from '@/api/contract/endpoints';
import { KANBAN_READS, kanbanEndpoints, type KanbanBoard } from '@/api/contract/kanban';
import * as b from '@/features/kanban/board';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { callContract, type Answer } from './contractCall';

let token = '';
beforeEach(async () => {
  token = await signToken(DEMO_IDS.school, '4');
});

function call(method: HttpMethod, path: string, body?: unknown, auth = true): Promise<Answer> {
  return callContract(auth ? token : null, method, path, body);
}

/** Sends a proposal as the page does, and checks the answer carries exactly the fields named. */
async function send(proposal: b.Proposal | null, fields: string[]): Promise<Answer> {
  if (!proposal) throw new Error('no proposal');
  const answer = await call('POST', `/api/kanban/${proposal.call}`, proposal.body);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  expect(answer.parsed).toBe(true);
  expect(Object.keys(answer.data).sort()).toEqual(['flag', 'msg', ...fields].sort());
  return answer;
}

const board = (): KanbanBoard => {
  const stored = db.tables.kanban;
  if (!stored) throw new Error('no board seeded');
  return structuredClone(stored);
};

describe('the contract names the Kanban calls of SPEC.md §7', () => {
  test('seven reads and sixteen writes, for any signed-in user, from the spec', () => {
    const keys = kanbanEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(keys).toEqual([
      ...['columns', 'columns-order', 'comments', 'profiles', 'items', 'userstory', 'userstory-order'].map(
        (p) => `GET /api/kanban/${p}`,
      ),
      ...[
        'add-column',
        'edit-column',
        'update-column-order',
        'delete-column',
        'add-item',
        'edit-item',
        'update-item-order',
        'select-item',
        'add-item-comment',
        'delete-item',
        'add-story',
        'edit-story',
        'update-story-order',
        'update-storyitem-order',
        'add-story-comment',
        'delete-story',
      ].map((p) => `POST /api/kanban/${p}`),
    ]);
    for (const e of kanbanEndpoints()) expect(e).toMatchObject({ access: 'signedIn', source: 'spec' });
  });

  test('each read answers its state field, seeded with the demo school team', async () => {
    const seeded = board();
    for (const [path, field] of Object.entries(KANBAN_READS)) {
      const answer = await call('GET', `/api/kanban/${path}`);
      expect(answer.status).toBe(200);
      expect(answer.parsed).toBe(true);
      expect(answer.data[field]).toEqual(seeded[field]);
    }
    expect(seeded.userStory.map((s) => s.title)).toContain('Planejamento da Feira de Ciências');
    expect(seeded.userStory.map((s) => s.title)).toContain('Matrículas 2027');
    expect(seeded.profiles[0]?.name).toBe('Secretaria da Escola Aurora');
    expect((await call('GET', '/api/kanban/columns', undefined, false)).status).toBe(401);
  });

  test('a board missing from older stored data is seeded on first use', async () => {
    delete db.tables.kanban;
    const answer = await call('GET', '/api/kanban/columns-order');
    expect(answer.data.columnsOrder).toEqual(['col-new', 'col-doing', 'col-review', 'col-done']);
  });
});

describe('columns', () => {
  test('add, rename, reorder and delete: the body is the proposed state, the answer the stored one', async () => {
    const added = await send(b.addColumn(board(), 'Aguardando direção'), ['columns', 'columnsOrder']);
    const column = board().columns.find((c) => c.title === 'Aguardando direção');
    expect(column).toBeDefined();
    expect(board().columnsOrder.at(-1)).toBe(column?.id);
    expect(added.data.columns).toEqual(board().columns);

    await send(b.renameColumn(board(), column?.id ?? '', 'Com a direção'), ['columns']);
    expect(board().columns.find((c) => c.id === column?.id)?.title).toBe('Com a direção');

    await send(b.moveColumn(board(), 4, 0), ['columnsOrder']);
    expect(board().columnsOrder[0]).toBe(column?.id);

    await send(b.deleteColumn(board(), 'col-review'), ['columns', 'columnsOrder']);
    expect(board().columnsOrder).not.toContain('col-review');
    // Its cards stay, in their stories.
    expect(board().items.some((i) => i.id === 'it-estandes')).toBe(true);
  });

  test('an order that does not match the columns is refused and nothing changes', async () => {
    const before = board();
    const answer = await call('POST', '/api/kanban/update-column-order', {
      columnsOrder: ['col-new', 'col-done'],
    });
    expect(answer.status).toBe(422);
    expect(answer.data.flag).toBe(false);
    expect(board()).toEqual(before);
  });
});

describe('cards', () => {
  test('add to a column and a story, edit (moving it), move by drag, select, comment, delete', async () => {
    const item = b.newItem('Reservar ônibus para a visita');
    await send(b.addItem(board(), item, 'col-new', 'us-feira'), ['columns', 'items', 'userStory']);
    expect(
      board()
        .columns.find((c) => c.id === 'col-new')
        ?.itemIds.at(-1),
    ).toBe(item.id);
    expect(board().userStory.find((s) => s.id === 'us-feira')?.itemIds).toContain(item.id);

    const edited = { ...item, priority: 'high' as const, assign: 'u-school', dueDate: '2026-12-10' };
    await send(b.editItem(board(), edited, 'col-doing', 'us-matriculas'), ['columns', 'items', 'userStory']);
    expect(board().items.find((i) => i.id === item.id)).toEqual(edited);
    expect(b.columnOf(board(), item.id)).toBe('col-doing');
    expect(b.storyOf(board(), item.id)).toBe('us-matriculas');

    const doing = board().columns.find((c) => c.id === 'col-doing');
    const index = doing?.itemIds.indexOf(item.id) ?? -1;
    await send(b.moveItem(board(), { columnId: 'col-doing', index }, { columnId: 'col-done', index: 0 }), [
      'columns',
    ]);
    expect(board().columns.find((c) => c.id === 'col-done')?.itemIds[0]).toBe(item.id);

    await send(b.selectItem(item.id), ['selectedItem']);
    expect(board().selectedItem).toBe(item.id);

    const comment = b.newComment('Ônibus confirmado para as 7h.', 'u-school');
    await send(b.addItemComment(board(), item.id, comment), ['items', 'comments']);
    expect(board().items.find((i) => i.id === item.id)?.commentIds).toEqual([comment.id]);
    expect(board().comments.at(-1)).toEqual(comment);

    await send(b.deleteItem(board(), item.id), ['columns', 'items', 'userStory']);
    expect(board().items.some((i) => i.id === item.id)).toBe(false);
    expect(b.columnOf(board(), item.id)).toBeNull();
    expect(b.storyOf(board(), item.id)).toBeNull();
  });

  test('a card in two columns, a card that does not exist or an unknown assignee is refused', async () => {
    const current = board();
    const twice = current.columns.map((c) =>
      c.id === 'col-done' ? { ...c, itemIds: [...c.itemIds, 'it-jurados'] } : c,
    );
    expect((await call('POST', '/api/kanban/update-item-order', { columns: twice })).status).toBe(422);
    const ghost = current.columns.map((c) => (c.id === 'col-done' ? { ...c, itemIds: ['it-ghost'] } : c));
    expect((await call('POST', '/api/kanban/update-item-order', { columns: ghost })).status).toBe(422);
    const item = b.newItem('Cartão de ninguém');
    const proposal = b.addItem(current, { ...item, assign: 'u-nobody' }, 'col-new', null);
    expect((await call('POST', '/api/kanban/add-item', proposal.body)).status).toBe(422);
    const noTitle = b.addItem(current, { ...item, title: '  ' }, 'col-new', null);
    const refused = await call('POST', '/api/kanban/add-item', noTitle.body);
    expect(refused.status).toBe(422);
    expect(refused.data.msg).toBe('Informe um título.');
    expect(board()).toEqual(current);
  });
});

describe('stories', () => {
  test('add, edit, reorder, reorder their cards, comment and delete', async () => {
    const story = b.newStory({
      title: 'Festa junina 2027',
      description: 'Quadrilha por turma.',
      acceptance: 'Barracas definidas.',
      priority: 'low',
      dueDate: null,
      assign: null,
      columnId: 'col-new',
    });
    await send(b.addStory(board(), story), ['userStory', 'userStoryOrder']);
    expect(board().userStoryOrder.at(-1)).toBe(story.id);

    await send(b.editStory(board(), { ...story, priority: 'high' }), ['userStory']);
    expect(board().userStory.find((s) => s.id === story.id)?.priority).toBe('high');

    await send(b.moveStory(board(), 3, 0), ['userStoryOrder']);
    expect(board().userStoryOrder[0]).toBe(story.id);

    await send(b.moveStoryItem(board(), 'us-feira', 0, 2), ['userStory']);
    expect(
      board()
        .userStory.find((s) => s.id === 'us-feira')
        ?.itemIds.slice(0, 3),
    ).toEqual(['it-jurados', 'it-cronograma', 'it-ginasio']);

    const comment = b.newComment('Vamos votar o tema na reunião.', 'u-school');
    await send(b.addStoryComment(board(), story.id, comment), ['userStory', 'comments']);
    expect(board().userStory.find((s) => s.id === story.id)?.commentIds).toEqual([comment.id]);

    await send(b.deleteStory(board(), story.id), ['userStory', 'userStoryOrder']);
    expect(board().userStoryOrder).not.toContain(story.id);
  });

  test('reordering cards cannot move them between stories', async () => {
    const current = board();
    const userStory = current.userStory.map((s) =>
      s.id === 'us-feira' ? { ...s, itemIds: s.itemIds.slice(1) } : s,
    );
    expect((await call('POST', '/api/kanban/update-storyitem-order', { userStory })).status).toBe(422);
  });
});
