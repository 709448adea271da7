import { nanoid } from '@reduxjs/toolkit';
import type {
  AddColumnBody,
  AddItemCommentBody,
  AddStoryBody,
  AddStoryCommentBody,
  DeleteColumnBody,
  DeleteItemBody,
  DeleteStoryBody,
  EditColumnBody,
  EditStoryBody,
  KanbanBoard,
  KanbanComment,
  KanbanItem,
  KanbanUserStory,
  SaveItemBody,
  SelectItemBody,
  UpdateColumnOrderBody,
  UpdateItemOrderBody,
  UpdateStoryItemOrderBody,
  UpdateStoryOrderBody,
} from '@/api/contract/kanban';

/**
 * The board's changes as the template's calls make them: each builder takes the current board and
 * returns the call, its body (the proposed new state, SPEC.md §7) and the state to show at once.
 */

interface BodyOf {
  'add-column': AddColumnBody;
  'edit-column': EditColumnBody;
  'update-column-order': UpdateColumnOrderBody;
  'delete-column': DeleteColumnBody;
  'add-item': SaveItemBody;
  'edit-item': SaveItemBody;
  'update-item-order': UpdateItemOrderBody;
  'select-item': SelectItemBody;
  'add-item-comment': AddItemCommentBody;
  'delete-item': DeleteItemBody;
  'add-story': AddStoryBody;
  'edit-story': EditStoryBody;
  'update-story-order': UpdateStoryOrderBody;
  'update-storyitem-order': UpdateStoryItemOrderBody;
  'add-story-comment': AddStoryCommentBody;
  'delete-story': DeleteStoryBody;
}
export type KanbanCall = keyof BodyOf;

export interface Proposal {
  call: KanbanCall;
  body: BodyOf[KanbanCall];
  /** The board fields as they will be once the call succeeds. */
  optimistic: Partial<KanbanBoard>;
}

const propose = <C extends KanbanCall>(
  call: C,
  body: BodyOf[C],
  optimistic: Partial<KanbanBoard>,
): Proposal => ({
  call,
  body,
  optimistic,
});

export const newId = (prefix: string) => `${prefix}-${nanoid(10)}`;

/** A list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

const replaced = <T extends { id: string }>(list: readonly T[], entry: T) =>
  list.map((x) => (x.id === entry.id ? entry : x));

export function addColumn(board: KanbanBoard, title: string): Proposal {
  const column = { id: newId('col'), title: title.trim(), itemIds: [] };
  const columns = [...board.columns, column];
  const columnsOrder = [...board.columnsOrder, column.id];
  return propose('add-column', { column, columns, columnsOrder }, { columns, columnsOrder });
}

export function renameColumn(board: KanbanBoard, columnId: string, title: string): Proposal | null {
  const current = board.columns.find((c) => c.id === columnId);
  if (!current) return null;
  const column = { ...current, title: title.trim() };
  const columns = replaced(board.columns, column);
  return propose('edit-column', { column, columns }, { columns });
}

export function moveColumn(board: KanbanBoard, from: number, to: number): Proposal {
  const columnsOrder = moved(board.columnsOrder, from, to);
  return propose('update-column-order', { columnsOrder }, { columnsOrder });
}

export function deleteColumn(board: KanbanBoard, columnId: string): Proposal {
  const columns = board.columns.filter((c) => c.id !== columnId);
  const columnsOrder = board.columnsOrder.filter((id) => id !== columnId);
  return propose('delete-column', { columnId, columnsOrder, columns }, { columns, columnsOrder });
}

/** A card moved by drag and drop: within its column or into another one. */
export function moveItem(
  board: KanbanBoard,
  source: { columnId: string; index: number },
  destination: { columnId: string; index: number },
): Proposal | null {
  const from = board.columns.find((c) => c.id === source.columnId);
  const to = board.columns.find((c) => c.id === destination.columnId);
  const itemId = from?.itemIds[source.index];
  if (!from || !to || itemId === undefined) return null;
  const columns = board.columns.map((column) => {
    if (from.id === to.id && column.id === from.id)
      return { ...column, itemIds: moved(column.itemIds, source.index, destination.index) };
    if (column.id === from.id) return { ...column, itemIds: column.itemIds.filter((id) => id !== itemId) };
    if (column.id === to.id) {
      const itemIds = [...column.itemIds];
      itemIds.splice(destination.index, 0, itemId);
      return { ...column, itemIds };
    }
    return column;
  });
  return propose('update-item-order', { columns }, { columns });
}

export const columnOf = (board: KanbanBoard, itemId: string) =>
  board.columns.find((c) => c.itemIds.includes(itemId))?.id ?? null;
export const storyOf = (board: KanbanBoard, itemId: string) =>
  board.userStory.find((s) => s.itemIds.includes(itemId))?.id ?? null;

/** Puts the card in `columnId` and `storyId` (at the end when it moves), out of any other. */
function place(board: KanbanBoard, itemId: string, columnId: string | null, storyId: string | null) {
  const columns = board.columns.map((c) => {
    const holds = c.itemIds.includes(itemId);
    if (c.id === columnId) return holds ? c : { ...c, itemIds: [...c.itemIds, itemId] };
    return holds ? { ...c, itemIds: c.itemIds.filter((id) => id !== itemId) } : c;
  });
  const userStory = board.userStory.map((s) => {
    const holds = s.itemIds.includes(itemId);
    if (s.id === storyId) return holds ? s : { ...s, itemIds: [...s.itemIds, itemId] };
    return holds ? { ...s, itemIds: s.itemIds.filter((id) => id !== itemId) } : s;
  });
  return { columns, userStory };
}

export function newItem(title: string): KanbanItem {
  return {
    id: newId('it'),
    title: title.trim(),
    description: '',
    priority: 'medium',
    dueDate: null,
    assign: null,
    commentIds: [],
    attachments: [],
  };
}

export function addItem(
  board: KanbanBoard,
  item: KanbanItem,
  columnId: string | null,
  storyId: string | null,
): Proposal {
  const items = [...board.items, item];
  const { columns, userStory } = place(board, item.id, columnId, storyId);
  return propose(
    'add-item',
    { columnId, columns, item, items, storyId, userStory },
    { columns, items, userStory },
  );
}

export function editItem(
  board: KanbanBoard,
  item: KanbanItem,
  columnId: string | null,
  storyId: string | null,
): Proposal {
  const items = replaced(board.items, item);
  const { columns, userStory } = place(board, item.id, columnId, storyId);
  return propose(
    'edit-item',
    { columnId, columns, item, items, storyId, userStory },
    { columns, items, userStory },
  );
}

export function selectItem(selectedItem: string | false): Proposal {
  return propose('select-item', { selectedItem }, { selectedItem });
}

export function newComment(comment: string, profileId: string): KanbanComment {
  return { id: newId('cm'), comment: comment.trim(), profileId };
}

export function addItemComment(board: KanbanBoard, itemId: string, comment: KanbanComment): Proposal | null {
  const item = board.items.find((i) => i.id === itemId);
  if (!item) return null;
  const items = replaced(board.items, { ...item, commentIds: [...item.commentIds, comment.id] });
  const comments = [...board.comments, comment];
  return propose('add-item-comment', { items, itemId, comment, comments }, { items, comments });
}

export function deleteItem(board: KanbanBoard, itemId: string): Proposal {
  const { columns, userStory } = place(board, itemId, null, null);
  const items = board.items.filter((i) => i.id !== itemId);
  const selectedItem = board.selectedItem === itemId ? false : board.selectedItem;
  return propose(
    'delete-item',
    { columns, itemId, userStory, items },
    { columns, items, userStory, selectedItem },
  );
}

export function newStory(fields: Omit<KanbanUserStory, 'id' | 'itemIds' | 'commentIds'>): KanbanUserStory {
  return { ...fields, id: newId('us'), itemIds: [], commentIds: [] };
}

export function addStory(board: KanbanBoard, story: KanbanUserStory): Proposal {
  const userStory = [...board.userStory, story];
  const userStoryOrder = [...board.userStoryOrder, story.id];
  return propose('add-story', { userStory, story, userStoryOrder }, { userStory, userStoryOrder });
}

export function editStory(board: KanbanBoard, story: KanbanUserStory): Proposal {
  const userStory = replaced(board.userStory, story);
  return propose('edit-story', { userStory, story }, { userStory });
}

export function moveStory(board: KanbanBoard, from: number, to: number): Proposal {
  const userStoryOrder = moved(board.userStoryOrder, from, to);
  return propose('update-story-order', { userStoryOrder }, { userStoryOrder });
}

export function moveStoryItem(board: KanbanBoard, storyId: string, from: number, to: number): Proposal {
  const userStory = board.userStory.map((s) =>
    s.id === storyId ? { ...s, itemIds: moved(s.itemIds, from, to) } : s,
  );
  return propose('update-storyitem-order', { userStory }, { userStory });
}

export function addStoryComment(
  board: KanbanBoard,
  storyId: string,
  comment: KanbanComment,
): Proposal | null {
  const story = board.userStory.find((s) => s.id === storyId);
  if (!story) return null;
  const userStory = replaced(board.userStory, { ...story, commentIds: [...story.commentIds, comment.id] });
  const comments = [...board.comments, comment];
  return propose('add-story-comment', { userStory, storyId, comment, comments }, { userStory, comments });
}

export function deleteStory(board: KanbanBoard, storyId: string): Proposal {
  const userStory = board.userStory.filter((s) => s.id !== storyId);
  const userStoryOrder = board.userStoryOrder.filter((id) => id !== storyId);
  return propose('delete-story', { userStory, storyId, userStoryOrder }, { userStory, userStoryOrder });
}
