import type { ZodType } from 'zod';
import { kanbanResponses as r } from '@/api/contract/kanban';
import { ApiError, KIND_MESSAGE_IDS } from '@/api/errors';
import type { KanbanCall } from './board';

/** What each write answers (the contract's response of `POST /api/kanban/<call>`). */
export const WRITE_RESPONSES: Record<KanbanCall, ZodType> = {
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
export async function kanbanRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  schema: ZodType<T>,
  body?: unknown,
): Promise<T> {
  // The HTTP client loads with the first call, as the API layer's base query loads it.
  const { apiClient, assertFlag, toApiError } = await import('@/api/client');
  try {
    const response = await apiClient.request<unknown>({ url: `/api/kanban/${path}`, method, data: body });
    assertFlag(response);
    const parsed = schema.safeParse(response.data);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'malformed',
        status: response.status,
        message: KIND_MESSAGE_IDS.malformed,
        fromServer: false,
        fieldErrors: {},
      });
    }
    return parsed.data;
  } catch (error) {
    throw toApiError(error);
  }
}
