import { z } from 'zod/mini';
import { kanbanPrioritySchema, kanbanUserStorySchema, type KanbanUserStory } from '@/api/contract/kanban';

/** The story dialog's form ('' is none). */
export const storyFormSchema = z.object({
  title: kanbanUserStorySchema.shape.title,
  description: kanbanUserStorySchema.shape.description,
  acceptance: kanbanUserStorySchema.shape.acceptance,
  priority: kanbanPrioritySchema,
  assign: z.string(),
  dueDate: z.nullable(z.string()),
  columnId: z.string(),
});
export type StoryFormValues = z.infer<typeof storyFormSchema>;

/** The story's fields as the server takes them ('' in the form is none). */
export function storyFieldsOf(
  values: StoryFormValues,
): Omit<KanbanUserStory, 'id' | 'itemIds' | 'commentIds'> {
  return {
    title: values.title.trim(),
    description: values.description,
    acceptance: values.acceptance,
    priority: values.priority,
    assign: values.assign || null,
    dueDate: values.dueDate,
    columnId: values.columnId || null,
  };
}
