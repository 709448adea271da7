import type { DropResult } from '@hello-pangea/dnd';

/** What a drop on the board or the backlog asks for, in the terms of the board's changes. */

export const COLUMN_TYPE = 'COLUMN';
export const ITEM_TYPE = 'ITEM';
export const STORY_TYPE = 'STORY';
export const STORY_ITEM_TYPE = 'STORY_ITEM';

export interface BoardMove {
  type: 'column' | 'item';
  source: { columnId: string; index: number };
  destination: { columnId: string; index: number };
}

/** What a drop asks for, or nothing (dropped outside, or where it was). */
export function moveOfDrop(result: Pick<DropResult, 'type' | 'source' | 'destination'>): BoardMove | null {
  const { source, destination } = result;
  if (!destination) return null;
  if (source.droppableId === destination.droppableId && source.index === destination.index) return null;
  return {
    type: result.type === COLUMN_TYPE ? 'column' : 'item',
    source: { columnId: source.droppableId, index: source.index },
    destination: { columnId: destination.droppableId, index: destination.index },
  };
}

export type StoryMove =
  { type: 'story'; from: number; to: number } | { type: 'item'; storyId: string; from: number; to: number };

/** What a drop on the backlog asks for: a story moved, or a card moved within its story. */
export function moveOfStoryDrop(
  result: Pick<DropResult, 'type' | 'source' | 'destination'>,
): StoryMove | null {
  const { source, destination } = result;
  if (!destination || source.droppableId !== destination.droppableId || source.index === destination.index)
    return null;
  if (result.type === STORY_TYPE) return { type: 'story', from: source.index, to: destination.index };
  if (result.type.startsWith(`${STORY_ITEM_TYPE}:`))
    return {
      type: 'item',
      storyId: result.type.slice(STORY_ITEM_TYPE.length + 1),
      from: source.index,
      to: destination.index,
    };
  return null;
}
