import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KanbanUserStory } from '@/api/contract/kanban';
import ConfirmDeleteDialog from '@/components/dialog/ConfirmDeleteDialog';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import PageHeader from '@/components/states/PageHeader';
import {
  addItem,
  addStory,
  addStoryComment,
  deleteStory,
  editStory,
  moveStory,
  moveStoryItem,
  newComment,
  newItem,
  newStory,
} from '../board';
import KanbanNav from '../components/KanbanNav';
import KanbanStates from '../components/KanbanStates';
import { storyFieldsOf, type StoryFormValues } from '../storyForm';
import StoryList from '../components/StoryList';
import type { StoryMove } from '../moves';
import type { StoryContext } from '../components/storyContext';
import { useCommentAuthor, useKanban } from '../useKanban';

// The story form brings the date pickers: it loads when a story is first edited.
const StoryDialog = lazy(() => import('../components/StoryDialog'));

type Editing = { story: KanbanUserStory | null } | null;

/** The backlog: the user stories in priority order, each with its cards and comments. */
export default function KanbanBacklogsPage() {
  const intl = useIntl();
  const { kanban, reload, change } = useKanban();
  const author = useCommentAuthor();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<KanbanUserStory | null>(null);
  const [deleting, setDeleting] = useState(false);

  const context: StoryContext = useMemo(() => {
    const columns = new Map(kanban.columns.map((c) => [c.id, c]));
    const columnOfItem = new Map(kanban.columns.flatMap((c) => c.itemIds.map((id) => [id, c] as const)));
    return {
      items: new Map(kanban.items.map((i) => [i.id, i])),
      profiles: new Map(kanban.profiles.map((p) => [p.id, p])),
      comments: new Map(kanban.comments.map((c) => [c.id, c])),
      columns,
      columnOfItem,
      onEdit: (story) => setEditing({ story }),
      onDelete: setToDelete,
      onAddItem: (story, title) =>
        void change((board) => {
          const columnId =
            story.columnId && board.columns.some((c) => c.id === story.columnId) ? story.columnId : null;
          return addItem(board, newItem(title), columnId, story.id);
        }),
      onComment: (storyId, text) =>
        author
          ? change((board) => addStoryComment(board, storyId, newComment(text, author)), { keep: true })
          : Promise.resolve(false),
    };
  }, [kanban.columns, kanban.items, kanban.profiles, kanban.comments, change, author]);

  const onMove = (move: StoryMove) =>
    void change((board) =>
      move.type === 'story'
        ? moveStory(board, move.from, move.to)
        : moveStoryItem(board, move.storyId, move.from, move.to),
    );

  const onSave = async (values: StoryFormValues) => {
    const fields = storyFieldsOf(values);
    const current = editing?.story;
    const saved = await change(
      (board) => (current ? editStory(board, { ...current, ...fields }) : addStory(board, newStory(fields))),
      { silent: true },
    );
    if (saved) notify(intl.formatMessage({ id: 'kanban.story.saved' }), 'success');
    return saved;
  };

  const stories = kanban.userStoryOrder.flatMap((id) => kanban.userStory.find((s) => s.id === id) ?? []);
  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ story: null })}>
      <FormattedMessage id="kanban.story.add" />
    </Button>
  );

  return (
    <>
      <PageHeader
        titleId="kanban.backlogs.title"
        subtitleId="kanban.backlogs.subtitle"
        actions={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <KanbanNav current="backlogs" />
            {kanban.status === 'ready' && stories.length > 0 && addButton}
          </Stack>
        }
      />
      <KanbanStates kanban={kanban} onRetry={reload}>
        {stories.length === 0 ? (
          <EmptyState
            titleId="kanban.stories.empty.title"
            bodyId="kanban.stories.empty.body"
            action={addButton}
          />
        ) : (
          <StoryList stories={stories} context={context} onMove={onMove} />
        )}
        {editing && (
          <Suspense fallback={null}>
            <StoryDialog
              board={kanban}
              story={editing.story}
              onSave={onSave}
              onClose={() => setEditing(null)}
            />
          </Suspense>
        )}
        <ConfirmDeleteDialog
          target={toDelete ? { name: toDelete.title } : null}
          titleId="kanban.story.deleteTitle"
          bodyId="kanban.story.deleteBody"
          busy={deleting}
          onClose={() => setToDelete(null)}
          onConfirm={() => {
            if (!toDelete) return;
            setDeleting(true);
            void change((board) => deleteStory(board, toDelete.id)).then(() => {
              setDeleting(false);
              setToDelete(null);
            });
          }}
        />
      </KanbanStates>
    </>
  );
}
