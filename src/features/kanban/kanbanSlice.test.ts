import type { KanbanBoard } from '@/api/contract/kanban';
import type { ApiErrorShape } from '@/api/errors';
import { addColumn, moveItem, moveStory, moved } from './board';
import {
  initialKanbanState,
  kanbanChanged,
  kanbanLoaded,
  kanbanSlice,
  type KanbanState,
} from './kanbanSlice';

const reducer = kanbanSlice.reducer;

const board: KanbanBoard = {
  columns: [
    { id: 'c1', title: 'Novas', itemIds: ['i1', 'i2'] },
    { id: 'c2', title: 'Feitas', itemIds: ['i3'] },
  ],
  columnsOrder: ['c1', 'c2'],
  comments: [],
  items: ['i1', 'i2', 'i3'].map((id) => ({
    id,
    title: id,
    description: '',
    priority: 'medium' as const,
    dueDate: null,
    assign: null,
    commentIds: [],
    attachments: [],
  })),
  profiles: [],
  selectedItem: false,
  userStory: [
    {
      id: 's1',
      title: 'A',
      description: '',
      priority: 'low',
      dueDate: null,
      assign: null,
      acceptance: '',
      columnId: null,
      itemIds: [],
      commentIds: [],
    },
    {
      id: 's2',
      title: 'B',
      description: '',
      priority: 'low',
      dueDate: null,
      assign: null,
      acceptance: '',
      columnId: null,
      itemIds: [],
      commentIds: [],
    },
  ],
  userStoryOrder: ['s1', 's2'],
};
const ready: KanbanState = { ...initialKanbanState, ...board, status: 'ready' };
const failure: ApiErrorShape = {
  kind: 'server',
  status: 503,
  message: 'Falha',
  fromServer: true,
  fieldErrors: {},
};

describe('kanban slice', () => {
  test('a load is loading, then holds the board; a failed load keeps the raw error', () => {
    const loading = reducer(initialKanbanState, kanbanLoaded.pending('r1', undefined));
    expect(loading.status).toBe('loading');
    const loaded = reducer(loading, kanbanLoaded.fulfilled(board, 'r1', undefined));
    expect(loaded).toEqual(ready);
    const failed = reducer(loading, kanbanLoaded.rejected(null, 'r1', undefined, failure));
    expect(failed.status).toBe('failed');
    expect(failed.error).toEqual(failure);
  });

  test('a change shows at once, then takes what the server stored', () => {
    const proposal = moveItem(ready, { columnId: 'c1', index: 0 }, { columnId: 'c2', index: 1 });
    if (!proposal) throw new Error('no move');
    const change = { ...proposal, previous: { columns: ready.columns } };
    const pending = reducer(ready, kanbanChanged.pending('r2', change));
    expect(pending.columns.map((c) => c.itemIds)).toEqual([['i2'], ['i3', 'i1']]);
    const stored = [
      { ...board.columns[0], itemIds: ['i2'] },
      { ...board.columns[1], itemIds: ['i1', 'i3'] },
    ] as KanbanBoard['columns'];
    const done = reducer(pending, kanbanChanged.fulfilled({ columns: stored }, 'r2', change));
    expect(done.columns).toEqual(stored);
    expect(done.error).toBeNull();
  });

  test('a refused change puts the fields back and keeps the raw error, touching nothing else', () => {
    const proposal = addColumn(ready, 'Em revisão');
    const change = { ...proposal, previous: { columns: ready.columns, columnsOrder: ready.columnsOrder } };
    const pending = reducer(ready, kanbanChanged.pending('r3', change));
    expect(pending.columnsOrder).toHaveLength(3);
    const refused = reducer(pending, kanbanChanged.rejected(null, 'r3', change, failure));
    expect(refused.columns).toEqual(ready.columns);
    expect(refused.columnsOrder).toEqual(ready.columnsOrder);
    expect(refused.items).toBe(pending.items);
    expect(refused.error).toEqual(failure);
  });
});

describe('board changes', () => {
  test('moved() moves one entry and keeps the rest in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  test('a card moved within its column, or to another, is in exactly one column', () => {
    const within = moveItem(ready, { columnId: 'c1', index: 0 }, { columnId: 'c1', index: 1 });
    expect(within?.body).toEqual({
      columns: [{ ...board.columns[0], itemIds: ['i2', 'i1'] }, board.columns[1]],
    });
    const across = moveItem(ready, { columnId: 'c2', index: 0 }, { columnId: 'c1', index: 1 });
    expect(across?.optimistic.columns?.map((c) => c.itemIds)).toEqual([['i1', 'i3', 'i2'], []]);
    expect(moveItem(ready, { columnId: 'c2', index: 5 }, { columnId: 'c1', index: 0 })).toBeNull();
  });

  test('a story moved is the body SPEC §7 names: the new userStoryOrder', () => {
    expect(moveStory(ready, 1, 0)).toEqual({
      call: 'update-story-order',
      body: { userStoryOrder: ['s2', 's1'] },
      optimistic: { userStoryOrder: ['s2', 's1'] },
    });
  });
});
