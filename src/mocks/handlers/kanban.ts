import type { HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  addColumnBody,
  addItemCommentBody,
  addStoryBody,
  addStoryCommentBody,
  deleteColumnBody,
  deleteItemBody,
  deleteStoryBody,
  editColumnBody,
  editStoryBody,
  saveItemBody,
  selectItemBody,
  updateColumnOrderBody,
  updateItemOrderBody,
  updateStoryItemOrderBody,
  updateStoryOrderBody,
  type KanbanBoard,
} from '@/api/contract/kanban';
import { seedKanban } from '../db/seed';
import type { Tables } from '../db/types';
import { HttpError, ok, route, type RouteResult } from '../http';
import { need } from './shared';

/** The board, seeded on first use when stored demo data from before the board has none. */
function boardOf(t: Tables): KanbanBoard {
  t.kanban ??= seedKanban(t);
  return t.kanban;
}

const refuse = (msg: string): never => {
  throw new HttpError(422, msg);
};

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return set.size === a.length && b.every((x) => set.has(x));
}

/** Every card referenced at most once by a list of containers, and each one exists. */
function checkMembership(lists: readonly { itemIds: string[] }[], itemIds: Set<string>, what: string): void {
  const seen = new Set<string>();
  for (const list of lists) {
    for (const itemId of list.itemIds) {
      if (!itemIds.has(itemId)) refuse(`Cartão inexistente em ${what}.`);
      if (seen.has(itemId)) refuse(`Um cartão não pode estar em duas ${what}.`);
      seen.add(itemId);
    }
  }
}

function unique(ids: readonly string[], what: string): void {
  if (new Set(ids).size !== ids.length) refuse(`Identificadores repetidos em ${what}.`);
}

/** The proposed board holds together: ids exist and are unique, order lists match their lists. */
function checkBoard(next: KanbanBoard): void {
  const columnIds = next.columns.map((c) => c.id);
  unique(columnIds, 'colunas');
  if (!sameMembers(columnIds, next.columnsOrder)) refuse('A ordem das colunas não confere com as colunas.');
  const itemIds = next.items.map((i) => i.id);
  unique(itemIds, 'cartões');
  const items = new Set(itemIds);
  checkMembership(next.columns, items, 'colunas');
  const storyIds = next.userStory.map((s) => s.id);
  unique(storyIds, 'histórias');
  if (!sameMembers(storyIds, next.userStoryOrder))
    refuse('A ordem das histórias não confere com as histórias.');
  checkMembership(next.userStory, items, 'histórias');
  const commentIds = next.comments.map((c) => c.id);
  unique(commentIds, 'comentários');
  const comments = new Set(commentIds);
  const profiles = new Set(next.profiles.map((p) => p.id));
  for (const owner of [...next.items, ...next.userStory]) {
    if (owner.assign !== null && !profiles.has(owner.assign)) refuse('Responsável inexistente.');
    if (owner.commentIds.some((c) => !comments.has(c))) refuse('Comentário inexistente.');
  }
  for (const comment of next.comments) {
    if (!profiles.has(comment.profileId)) refuse('Autor do comentário inexistente.');
  }
  if (next.selectedItem !== false && !items.has(next.selectedItem)) next.selectedItem = false;
}

/** Checks the proposed fields against the rest of the stored board, stores them, and answers `answer`. */
function commit(
  t: Tables,
  proposed: Partial<KanbanBoard>,
  answer: readonly (keyof KanbanBoard)[],
): RouteResult {
  const next: KanbanBoard = { ...boardOf(t), ...proposed };
  checkBoard(next);
  t.kanban = next;
  return ok(Object.fromEntries(answer.map((key) => [key, next[key]])));
}

const has = (list: readonly { id: string }[], id: string) => list.some((x) => x.id === id);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The entity a body names is in its list as the body gives it. */
function listed<T extends { id: string }>(list: readonly T[], entity: T, what: string): void {
  const found = list.find((x) => x.id === entity.id);
  if (!found || !same(found, entity)) refuse(`${what} não confere com a lista enviada.`);
}

type SaveItem = z.infer<typeof saveItemBody>;

/** A saved card sits in the column and the story the body names, and nowhere else. */
function checkItemPlace(body: SaveItem): void {
  listed(body.items, body.item, 'O cartão');
  const inColumns = body.columns.filter((c) => c.itemIds.includes(body.item.id)).map((c) => c.id);
  if (body.columnId !== null && !same(inColumns, [body.columnId]))
    refuse('O cartão não está na coluna indicada.');
  const inStories = body.userStory.filter((s) => s.itemIds.includes(body.item.id)).map((s) => s.id);
  if (body.storyId !== null && !same(inStories, [body.storyId]))
    refuse('O cartão não está na história indicada.');
}

const K = (path: string) => need('GET', `/api/kanban/${path}`);
const P = (path: string) => need('POST', `/api/kanban/${path}`);

export const kanbanHandlers: HttpHandler[] = [
  route(K('columns'), ({ t }) => ok({ columns: boardOf(t).columns })),
  route(K('columns-order'), ({ t }) => ok({ columnsOrder: boardOf(t).columnsOrder })),
  route(K('comments'), ({ t }) => ok({ comments: boardOf(t).comments })),
  route(K('profiles'), ({ t }) => ok({ profiles: boardOf(t).profiles })),
  route(K('items'), ({ t }) => ok({ items: boardOf(t).items })),
  route(K('userstory'), ({ t }) => ok({ userStory: boardOf(t).userStory })),
  route(K('userstory-order'), ({ t }) => ok({ userStoryOrder: boardOf(t).userStoryOrder })),

  route(P('add-column'), addColumnBody, ({ body, t }) => {
    if (has(boardOf(t).columns, body.column.id)) refuse('Esta coluna já existe.');
    listed(body.columns, body.column, 'A coluna');
    return commit(t, { columns: body.columns, columnsOrder: body.columnsOrder }, ['columns', 'columnsOrder']);
  }),
  route(P('edit-column'), editColumnBody, ({ body, t }) => {
    if (!has(boardOf(t).columns, body.column.id)) throw new HttpError(404, 'Coluna não encontrada.');
    listed(body.columns, body.column, 'A coluna');
    return commit(t, { columns: body.columns }, ['columns']);
  }),
  route(P('update-column-order'), updateColumnOrderBody, ({ body, t }) =>
    commit(t, { columnsOrder: body.columnsOrder }, ['columnsOrder']),
  ),
  route(P('delete-column'), deleteColumnBody, ({ body, t }) => {
    if (!has(boardOf(t).columns, body.columnId)) throw new HttpError(404, 'Coluna não encontrada.');
    if (has(body.columns, body.columnId)) refuse('A coluna excluída ainda está na lista.');
    return commit(t, { columns: body.columns, columnsOrder: body.columnsOrder }, ['columns', 'columnsOrder']);
  }),
  route(P('add-item'), saveItemBody, ({ body, t }) => {
    if (has(boardOf(t).items, body.item.id)) refuse('Este cartão já existe.');
    checkItemPlace(body);
    return commit(t, { columns: body.columns, items: body.items, userStory: body.userStory }, [
      'columns',
      'items',
      'userStory',
    ]);
  }),
  route(P('edit-item'), saveItemBody, ({ body, t }) => {
    if (!has(boardOf(t).items, body.item.id)) throw new HttpError(404, 'Cartão não encontrado.');
    checkItemPlace(body);
    return commit(t, { columns: body.columns, items: body.items, userStory: body.userStory }, [
      'columns',
      'items',
      'userStory',
    ]);
  }),
  route(P('update-item-order'), updateItemOrderBody, ({ body, t }) => {
    const before = boardOf(t).columns;
    if (
      !sameMembers(
        before.flatMap((c) => c.itemIds),
        body.columns.flatMap((c) => c.itemIds),
      )
    )
      refuse('Mover cartões não pode criar nem apagar cartões.');
    return commit(t, { columns: body.columns }, ['columns']);
  }),
  route(P('select-item'), selectItemBody, ({ body, t }) => {
    if (body.selectedItem !== false && !has(boardOf(t).items, body.selectedItem))
      throw new HttpError(404, 'Cartão não encontrado.');
    return commit(t, { selectedItem: body.selectedItem }, ['selectedItem']);
  }),
  route(P('add-item-comment'), addItemCommentBody, ({ body, t }) => {
    if (has(boardOf(t).comments, body.comment.id)) refuse('Este comentário já existe.');
    listed(body.comments, body.comment, 'O comentário');
    const item = body.items.find((i) => i.id === body.itemId);
    if (!item || !has(boardOf(t).items, body.itemId)) throw new HttpError(404, 'Cartão não encontrado.');
    if (!item.commentIds.includes(body.comment.id)) refuse('O comentário não está no cartão.');
    return commit(t, { items: body.items, comments: body.comments }, ['items', 'comments']);
  }),
  route(P('delete-item'), deleteItemBody, ({ body, t }) => {
    if (!has(boardOf(t).items, body.itemId)) throw new HttpError(404, 'Cartão não encontrado.');
    if (has(body.items, body.itemId)) refuse('O cartão excluído ainda está na lista.');
    return commit(t, { columns: body.columns, items: body.items, userStory: body.userStory }, [
      'columns',
      'items',
      'userStory',
    ]);
  }),
  route(P('add-story'), addStoryBody, ({ body, t }) => {
    if (has(boardOf(t).userStory, body.story.id)) refuse('Esta história já existe.');
    listed(body.userStory, body.story, 'A história');
    return commit(t, { userStory: body.userStory, userStoryOrder: body.userStoryOrder }, [
      'userStory',
      'userStoryOrder',
    ]);
  }),
  route(P('edit-story'), editStoryBody, ({ body, t }) => {
    if (!has(boardOf(t).userStory, body.story.id)) throw new HttpError(404, 'História não encontrada.');
    listed(body.userStory, body.story, 'A história');
    return commit(t, { userStory: body.userStory }, ['userStory']);
  }),
  route(P('update-story-order'), updateStoryOrderBody, ({ body, t }) =>
    commit(t, { userStoryOrder: body.userStoryOrder }, ['userStoryOrder']),
  ),
  route(P('update-storyitem-order'), updateStoryItemOrderBody, ({ body, t }) => {
    const before = boardOf(t).userStory;
    if (
      !sameMembers(
        before.flatMap((s) => s.itemIds),
        body.userStory.flatMap((s) => s.itemIds),
      )
    )
      refuse('Reordenar não pode criar nem apagar cartões das histórias.');
    return commit(t, { userStory: body.userStory }, ['userStory']);
  }),
  route(P('add-story-comment'), addStoryCommentBody, ({ body, t }) => {
    if (has(boardOf(t).comments, body.comment.id)) refuse('Este comentário já existe.');
    listed(body.comments, body.comment, 'O comentário');
    const story = body.userStory.find((s) => s.id === body.storyId);
    if (!story || !has(boardOf(t).userStory, body.storyId))
      throw new HttpError(404, 'História não encontrada.');
    if (!story.commentIds.includes(body.comment.id)) refuse('O comentário não está na história.');
    return commit(t, { userStory: body.userStory, comments: body.comments }, ['userStory', 'comments']);
  }),
  route(P('delete-story'), deleteStoryBody, ({ body, t }) => {
    if (!has(boardOf(t).userStory, body.storyId)) throw new HttpError(404, 'História não encontrada.');
    if (has(body.userStory, body.storyId)) refuse('A história excluída ainda está na lista.');
    return commit(t, { userStory: body.userStory, userStoryOrder: body.userStoryOrder }, [
      'userStory',
      'userStoryOrder',
    ]);
  }),
];
