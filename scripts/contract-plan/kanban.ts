import { KANBAN_READS, type KanbanBoard } from '@/api/contract/kanban';
import { Known, Skip, type Step, w } from './core';

// Kanban (SPEC.md §7): every write sends the board as the client proposes it, so the plan keeps the board
// the reads found and each answer, and builds each next state from it, as the app does.
const kanbanBoard: Partial<KanbanBoard> = {};

/** The board as the reads and the answers so far left it (a write without it is skipped). */
function kanban(): KanbanBoard {
  const b = kanbanBoard;
  if (
    !b.columns ||
    !b.columnsOrder ||
    !b.comments ||
    !b.profiles ||
    !b.items ||
    !b.userStory ||
    !b.userStoryOrder
  )
    throw new Skip('needs the board from the GET /api/kanban/* reads, which did not come');
  return { ...b, selectedItem: false } as KanbanBoard;
}
const keepKanban = (data: unknown) => {
  if (typeof data !== 'object' || data === null) return;
  for (const field of Object.values(KANBAN_READS)) {
    if (field in data) Object.assign(kanbanBoard, { [field]: (data as Record<string, unknown>)[field] });
  }
};
const kanbanIds = (k: Known) => ({
  column: `col-v${k.run}`,
  item: `it-v${k.run}`,
  story: `us-v${k.run}`,
  itemComment: `cm-v${k.run}-1`,
  storyComment: `cm-v${k.run}-2`,
});
const kanbanItem = (k: Known, priority: 'low' | 'high') => ({
  id: kanbanIds(k).item,
  title: `Cartão do verificador ${k.run}`,
  description: '',
  priority,
  dueDate: null,
  assign: null,
  commentIds: [],
  attachments: [],
});
const kanbanStory = (k: Known, priority: 'low' | 'high') => ({
  id: kanbanIds(k).story,
  title: `História do verificador ${k.run}`,
  description: '',
  priority,
  dueDate: null,
  assign: null,
  acceptance: '',
  columnId: null,
  itemIds: [],
  commentIds: [],
});
const authorOf = (b: KanbanBoard) => {
  const profile = b.profiles[0];
  if (!profile) throw new Skip('needs a profile from GET /api/kanban/profiles, and there is none');
  return profile.id;
};
const withColumnItems = (b: KanbanBoard, columnId: string, itemIds: (ids: string[]) => string[]) =>
  b.columns.map((c) => (c.id === columnId ? { ...c, itemIds: itemIds(c.itemIds) } : c));
const kw = (path: string, body: (k: Known) => unknown): Step =>
  w({ method: 'POST', path: `/api/kanban/${path}`, body, keep: (data) => keepKanban(data) });

export const kanbanReads: Step[] = Object.keys(KANBAN_READS).map((path) => ({
  method: 'GET' as const,
  path: `/api/kanban/${path}`,
  keep: (data: unknown) => keepKanban(data),
}));

export const kanbanWrites: Step[] = [
  kw('add-column', (k) => {
    const b = kanban();
    const column = { id: kanbanIds(k).column, title: `Verificador ${k.run}`, itemIds: [] };
    return { column, columns: [...b.columns, column], columnsOrder: [...b.columnsOrder, column.id] };
  }),
  kw('edit-column', (k) => {
    const b = kanban();
    const column = { id: kanbanIds(k).column, title: `Verificador ${k.run} (revisto)`, itemIds: [] };
    return { column, columns: b.columns.map((c) => (c.id === column.id ? column : c)) };
  }),
  kw('update-column-order', (k) => {
    const id = kanbanIds(k).column;
    return { columnsOrder: [id, ...kanban().columnsOrder.filter((c) => c !== id)] };
  }),
  kw('add-item', (k) => {
    const b = kanban();
    const { column } = kanbanIds(k);
    const item = kanbanItem(k, 'low');
    return {
      columnId: column,
      columns: withColumnItems(b, column, (ids) => [...ids, item.id]),
      item,
      items: [...b.items, item],
      storyId: null,
      userStory: b.userStory,
    };
  }),
  kw('edit-item', (k) => {
    const b = kanban();
    const item = kanbanItem(k, 'high');
    return {
      columnId: kanbanIds(k).column,
      columns: b.columns,
      item,
      items: b.items.map((i) => (i.id === item.id ? item : i)),
      storyId: null,
      userStory: b.userStory,
    };
  }),
  kw('update-item-order', (k) => {
    const b = kanban();
    const { column, item } = kanbanIds(k);
    const target = b.columns.find((c) => c.id !== column)?.id;
    if (!target) throw new Skip('needs a second column on the board');
    const columns = b.columns.map((c) =>
      c.id === column ? { ...c, itemIds: [] } : c.id === target ? { ...c, itemIds: [item, ...c.itemIds] } : c,
    );
    return { columns };
  }),
  kw('select-item', (k) => ({ selectedItem: kanbanIds(k).item })),
  kw('add-item-comment', (k) => {
    const b = kanban();
    const { item, itemComment } = kanbanIds(k);
    const comment = {
      id: itemComment,
      comment: `Comentário do verificador ${k.run}.`,
      profileId: authorOf(b),
    };
    return {
      items: b.items.map((i) => (i.id === item ? { ...i, commentIds: [...i.commentIds, comment.id] } : i)),
      itemId: item,
      comment,
      comments: [...b.comments, comment],
    };
  }),
  kw('add-story', (k) => {
    const b = kanban();
    const story = kanbanStory(k, 'low');
    return { userStory: [...b.userStory, story], story, userStoryOrder: [...b.userStoryOrder, story.id] };
  }),
  kw('edit-story', (k) => {
    const story = kanbanStory(k, 'high');
    return { userStory: kanban().userStory.map((s) => (s.id === story.id ? story : s)), story };
  }),
  kw('update-story-order', (k) => {
    const id = kanbanIds(k).story;
    return { userStoryOrder: [id, ...kanban().userStoryOrder.filter((s) => s !== id)] };
  }),
  kw('update-storyitem-order', () => ({
    userStory: kanban().userStory.map((s) => ({ ...s, itemIds: [...s.itemIds].reverse() })),
  })),
  kw('add-story-comment', (k) => {
    const b = kanban();
    const { story, storyComment } = kanbanIds(k);
    const comment = { id: storyComment, comment: `Comentário de história ${k.run}.`, profileId: authorOf(b) };
    return {
      userStory: b.userStory.map((s) =>
        s.id === story ? { ...s, commentIds: [...s.commentIds, comment.id] } : s,
      ),
      storyId: story,
      comment,
      comments: [...b.comments, comment],
    };
  }),
  kw('delete-item', (k) => {
    const b = kanban();
    const { item } = kanbanIds(k);
    return {
      columns: b.columns.map((c) => ({ ...c, itemIds: c.itemIds.filter((i) => i !== item) })),
      itemId: item,
      userStory: b.userStory,
      items: b.items.filter((i) => i.id !== item),
    };
  }),
  kw('delete-story', (k) => {
    const b = kanban();
    const { story } = kanbanIds(k);
    return {
      userStory: b.userStory.filter((s) => s.id !== story),
      storyId: story,
      userStoryOrder: b.userStoryOrder.filter((s) => s !== story),
    };
  }),
  kw('delete-column', (k) => {
    const b = kanban();
    const { column } = kanbanIds(k);
    return {
      columnId: column,
      columnsOrder: b.columnsOrder.filter((c) => c !== column),
      columns: b.columns.filter((c) => c.id !== column),
    };
  }),
];
