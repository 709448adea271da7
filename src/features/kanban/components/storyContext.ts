import type {
  KanbanColumn,
  KanbanComment,
  KanbanItem,
  KanbanProfile,
  KanbanUserStory,
} from '@/api/contract/kanban';

/** What every story row reads and can do: the board's look-ups and the page's actions. */
export interface StoryContext {
  items: ReadonlyMap<string, KanbanItem>;
  profiles: ReadonlyMap<string, KanbanProfile>;
  comments: ReadonlyMap<string, KanbanComment>;
  columns: ReadonlyMap<string, KanbanColumn>;
  columnOfItem: ReadonlyMap<string, KanbanColumn>;
  onEdit: (story: KanbanUserStory) => void;
  onDelete: (story: KanbanUserStory) => void;
  onAddItem: (story: KanbanUserStory, title: string) => void;
  onComment: (storyId: string, text: string) => Promise<boolean>;
}
