import { z, type ZodMiniType } from 'zod/mini';
import { e, type Endpoint } from './common';
import { envelopeSchema } from './envelope';

/**
 * The Kanban board of the school team (SPEC.md §3 "Kanban", §7 "Kanban (template)"). Every write sends
 * the client's proposed new state of the fields it touches; the server checks it (ids exist, no card in
 * two columns, order lists match their lists), stores it and answers the stored fields.
 */

export const KANBAN_TITLE_MAX = 120;
export const KANBAN_TEXT_MAX = 2000;
export const KANBAN_COMMENT_MAX = 1000;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const title = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'kanban.validation.titleRequired'),
    z.maxLength(KANBAN_TITLE_MAX, 'kanban.validation.titleTooLong'),
  );
const text = z.string().check(z.maxLength(KANBAN_TEXT_MAX, 'kanban.validation.textTooLong'));
/** A calendar day, `YYYY-MM-DD`, or none. */
const day = z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'kanban.validation.date')));

export const kanbanPrioritySchema = z.enum(['low', 'medium', 'high']);
export type KanbanPriority = z.infer<typeof kanbanPrioritySchema>;

export const kanbanColumnSchema = z.object({ id, title, itemIds: z.array(id) });
export type KanbanColumn = z.infer<typeof kanbanColumnSchema>;

export const kanbanAttachmentSchema = z.object({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Bytes. */
  size: z.int().check(z.nonnegative()),
  /** MIME type. */
  type: z.string().check(z.maxLength(100)),
});
export type KanbanAttachment = z.infer<typeof kanbanAttachmentSchema>;

export const kanbanItemSchema = z.object({
  id,
  title,
  description: text,
  priority: kanbanPrioritySchema,
  dueDate: day,
  /** A profile id, or nobody yet. */
  assign: z.nullable(id),
  commentIds: z.array(id),
  attachments: z.array(kanbanAttachmentSchema).check(z.maxLength(20)),
  image: z.optional(z.string().check(z.maxLength(400))),
});
export type KanbanItem = z.infer<typeof kanbanItemSchema>;

export const kanbanCommentSchema = z.object({
  id,
  comment: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'kanban.validation.commentRequired'),
      z.maxLength(KANBAN_COMMENT_MAX, 'kanban.validation.commentTooLong'),
    ),
  profileId: id,
});
export type KanbanComment = z.infer<typeof kanbanCommentSchema>;

/** A member of the school team who can be given cards. */
export const kanbanProfileSchema = z.object({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  /** Picture path, or none (initials are shown). */
  avatar: z.nullable(z.string().check(z.maxLength(400))),
  /** Last time they were active on the board (ISO date-time). */
  time: z.string(),
});
export type KanbanProfile = z.infer<typeof kanbanProfileSchema>;

export const kanbanUserStorySchema = z.object({
  id,
  title,
  description: text,
  priority: kanbanPrioritySchema,
  dueDate: day,
  assign: z.nullable(id),
  acceptance: text,
  /** The column that is the story's status, or none. */
  columnId: z.nullable(id),
  itemIds: z.array(id),
  commentIds: z.array(id),
});
export type KanbanUserStory = z.infer<typeof kanbanUserStorySchema>;

/** The card the drawer shows, or none. */
export const selectedItemSchema = z.union([id, z.literal(false)]);

const columns = z.array(kanbanColumnSchema).check(z.maxLength(30));
const columnsOrder = z.array(id).check(z.maxLength(30));
const items = z.array(kanbanItemSchema).check(z.maxLength(1000));
const comments = z.array(kanbanCommentSchema).check(z.maxLength(5000));
const userStory = z.array(kanbanUserStorySchema).check(z.maxLength(200));
const userStoryOrder = z.array(id).check(z.maxLength(200));

/** The board's data as the state and the server keep it. */
export const kanbanBoardSchema = z.object({
  columns,
  columnsOrder,
  comments,
  items,
  profiles: z.array(kanbanProfileSchema),
  selectedItem: selectedItemSchema,
  userStory,
  userStoryOrder,
});
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>;

// Bodies (SPEC.md §7, field for field).
export const addColumnBody = z.object({ column: kanbanColumnSchema, columns, columnsOrder });
export const editColumnBody = z.object({ column: kanbanColumnSchema, columns });
export const updateColumnOrderBody = z.object({ columnsOrder });
export const deleteColumnBody = z.object({ columnId: id, columnsOrder, columns });
export const saveItemBody = z.object({
  columnId: z.nullable(id),
  columns,
  item: kanbanItemSchema,
  items,
  storyId: z.nullable(id),
  userStory,
});
export const updateItemOrderBody = z.object({ columns });
export const selectItemBody = z.object({ selectedItem: selectedItemSchema });
export const addItemCommentBody = z.object({ items, itemId: id, comment: kanbanCommentSchema, comments });
export const deleteItemBody = z.object({ columns, itemId: id, userStory, items });
export const addStoryBody = z.object({ userStory, story: kanbanUserStorySchema, userStoryOrder });
export const editStoryBody = z.object({ userStory, story: kanbanUserStorySchema });
export const updateStoryOrderBody = z.object({ userStoryOrder });
export const updateStoryItemOrderBody = z.object({ userStory });
export const addStoryCommentBody = z.object({
  userStory,
  storyId: id,
  comment: kanbanCommentSchema,
  comments,
});
export const deleteStoryBody = z.object({ userStory, storyId: id, userStoryOrder });

export type AddColumnBody = z.infer<typeof addColumnBody>;
export type EditColumnBody = z.infer<typeof editColumnBody>;
export type UpdateColumnOrderBody = z.infer<typeof updateColumnOrderBody>;
export type DeleteColumnBody = z.infer<typeof deleteColumnBody>;
export type SaveItemBody = z.infer<typeof saveItemBody>;
export type UpdateItemOrderBody = z.infer<typeof updateItemOrderBody>;
export type SelectItemBody = z.infer<typeof selectItemBody>;
export type AddItemCommentBody = z.infer<typeof addItemCommentBody>;
export type DeleteItemBody = z.infer<typeof deleteItemBody>;
export type AddStoryBody = z.infer<typeof addStoryBody>;
export type EditStoryBody = z.infer<typeof editStoryBody>;
export type UpdateStoryOrderBody = z.infer<typeof updateStoryOrderBody>;
export type UpdateStoryItemOrderBody = z.infer<typeof updateStoryItemOrderBody>;
export type AddStoryCommentBody = z.infer<typeof addStoryCommentBody>;
export type DeleteStoryBody = z.infer<typeof deleteStoryBody>;

/** An answer: the envelope plus the state fields the call changed (or, for reads, the one it reads). */
const answer = <T extends Record<string, ZodMiniType>>(fields: T) =>
  z.extend(envelopeSchema, { flag: z.literal(true), ...fields });

export const kanbanResponses = {
  columns: answer({ columns }),
  columnsOrder: answer({ columnsOrder }),
  comments: answer({ comments }),
  profiles: answer({ profiles: z.array(kanbanProfileSchema) }),
  items: answer({ items }),
  userStory: answer({ userStory }),
  userStoryOrder: answer({ userStoryOrder }),
  columnsAndOrder: answer({ columns, columnsOrder }),
  itemSaved: answer({ columns, items, userStory }),
  selectedItem: answer({ selectedItem: selectedItemSchema }),
  itemComment: answer({ items, comments }),
  storyAndOrder: answer({ userStory, userStoryOrder }),
  storyComment: answer({ userStory, comments }),
} as const;

/** The seven reads of the board: each path under /api/kanban and the state field its answer carries. */
export const KANBAN_READS = {
  columns: 'columns',
  'columns-order': 'columnsOrder',
  comments: 'comments',
  profiles: 'profiles',
  items: 'items',
  userstory: 'userStory',
  'userstory-order': 'userStoryOrder',
} as const satisfies Record<string, keyof KanbanBoard>;

const KANBAN = '/api/kanban';

const read = (path: string, summary: string, response: ZodMiniType): Endpoint =>
  e({ method: 'GET', path: `${KANBAN}/${path}`, summary, access: 'signedIn', response, source: 'spec' });
const write = (path: string, summary: string, body: ZodMiniType, response: ZodMiniType): Endpoint =>
  e({
    method: 'POST',
    path: `${KANBAN}/${path}`,
    summary,
    access: 'signedIn',
    body,
    response,
    source: 'spec',
  });

const r = kanbanResponses;

export const kanbanEndpoints = (): readonly Endpoint[] => [
  read('columns', 'The board’s columns, each with its card ids in order', r.columns),
  read('columns-order', 'The order of the columns (column ids)', r.columnsOrder),
  read('comments', 'Every comment of cards and stories', r.comments),
  read('profiles', 'The school team members cards can be given to', r.profiles),
  read('items', 'Every card', r.items),
  read('userstory', 'The user stories of the backlog', r.userStory),
  read('userstory-order', 'The order of the stories (story ids)', r.userStoryOrder),
  write(
    'add-column',
    'Add a column at the end; answers columns and columnsOrder',
    addColumnBody,
    r.columnsAndOrder,
  ),
  write('edit-column', 'Rename a column; answers columns', editColumnBody, r.columns),
  write(
    'update-column-order',
    'Reorder the columns; answers columnsOrder',
    updateColumnOrderBody,
    r.columnsOrder,
  ),
  write(
    'delete-column',
    'Delete a column (its cards stay in the backlog); answers columns and columnsOrder',
    deleteColumnBody,
    r.columnsAndOrder,
  ),
  write(
    'add-item',
    'Add a card to a column and/or a story; answers columns, items and userStory',
    saveItemBody,
    r.itemSaved,
  ),
  write(
    'edit-item',
    'Edit a card, moving it to another column or story if they changed; answers columns, items and userStory',
    saveItemBody,
    r.itemSaved,
  ),
  write(
    'update-item-order',
    'Move cards within or between columns; answers columns',
    updateItemOrderBody,
    r.columns,
  ),
  write(
    'select-item',
    'The card opened in the drawer (false: none); answers selectedItem',
    selectItemBody,
    r.selectedItem,
  ),
  write(
    'add-item-comment',
    'Comment on a card; answers items and comments',
    addItemCommentBody,
    r.itemComment,
  ),
  write(
    'delete-item',
    'Delete a card (out of its column and story); answers columns, items and userStory',
    deleteItemBody,
    r.itemSaved,
  ),
  write('add-story', 'Add a user story; answers userStory and userStoryOrder', addStoryBody, r.storyAndOrder),
  write('edit-story', 'Edit a user story; answers userStory', editStoryBody, r.userStory),
  write(
    'update-story-order',
    'Reorder the stories; answers userStoryOrder',
    updateStoryOrderBody,
    r.userStoryOrder,
  ),
  write(
    'update-storyitem-order',
    'Reorder the cards within stories; answers userStory',
    updateStoryItemOrderBody,
    r.userStory,
  ),
  write(
    'add-story-comment',
    'Comment on a user story; answers userStory and comments',
    addStoryCommentBody,
    r.storyComment,
  ),
  write(
    'delete-story',
    'Delete a user story (its cards stay on the board); answers userStory and userStoryOrder',
    deleteStoryBody,
    r.storyAndOrder,
  ),
];
