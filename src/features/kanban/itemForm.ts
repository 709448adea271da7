import { z } from 'zod/mini';
import { kanbanItemSchema, kanbanPrioritySchema, type KanbanItem } from '@/api/contract/kanban';

/** The card drawer's form: the card's fields plus where it sits ('' is none). */
export const itemFormSchema = z.object({
  title: kanbanItemSchema.shape.title,
  description: kanbanItemSchema.shape.description,
  priority: kanbanPrioritySchema,
  assign: z.string(),
  dueDate: z.nullable(z.string()),
  columnId: z.string(),
  storyId: z.string(),
});
export type ItemFormValues = z.infer<typeof itemFormSchema>;

/** The card as the server takes it, with where it goes ('' in the form is none). */
export function itemOfForm(item: KanbanItem, values: ItemFormValues) {
  return {
    item: {
      ...item,
      title: values.title.trim(),
      description: values.description,
      priority: values.priority,
      assign: values.assign || null,
      dueDate: values.dueDate,
    },
    columnId: values.columnId || null,
    storyId: values.storyId || null,
  };
}
