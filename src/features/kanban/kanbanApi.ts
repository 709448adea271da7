import type { ZodMiniType } from 'zod/mini';
import { kanbanResponses as r } from '@/api/contract/kanban';
import { apiRequest } from '@/api/request';
import type { KanbanCall } from './board';

/** What each write answers (the contract's response of `POST /api/kanban/<call>`). */
export const WRITE_RESPONSES: Record<KanbanCall, ZodMiniType> = {
  'add-column': r.columnsAndOrder,
  'edit-column': r.columns,
  'update-column-order': r.columnsOrder,
  'delete-column': r.columnsAndOrder,
  'add-item': r.itemSaved,
  'edit-item': r.itemSaved,
  'update-item-order': r.columns,
  'select-item': r.selectedItem,
  'add-item-comment': r.itemComment,
  'delete-item': r.itemSaved,
  'add-story': r.storyAndOrder,
  'edit-story': r.userStory,
  'update-story-order': r.userStoryOrder,
  'update-storyitem-order': r.userStory,
  'add-story-comment': r.storyComment,
  'delete-story': r.storyAndOrder,
};

/** One call to the Kanban API through the app's one HTTP client; the answer is parsed by the contract. */
export function kanbanRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  schema: ZodMiniType<T>,
  body?: unknown,
): Promise<T> {
  return apiRequest({ url: `/api/kanban/${path}`, method, schema, body });
}
