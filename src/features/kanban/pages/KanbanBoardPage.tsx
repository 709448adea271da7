import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { KanbanColumn, KanbanItem } from '@/api/contract/kanban';
import ConfirmDeleteDialog from '@/components/dialog/ConfirmDeleteDialog';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import PageHeader from '@/components/states/PageHeader';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import {
  addColumn,
  addItem,
  addItemComment,
  deleteColumn,
  deleteItem,
  editItem,
  moveColumn,
  moveItem,
  newComment,
  newItem,
  renameColumn,
  selectItem,
} from '../board';
import { itemOfForm, type ItemFormValues } from '../itemForm';
import KanbanBoardView from '../components/KanbanBoardView';
import type { BoardMove } from '../moves';
import KanbanNav from '../components/KanbanNav';
import KanbanStates from '../components/KanbanStates';
import QuickAdd from '../components/QuickAdd';
import { useCommentAuthor, useKanban } from '../useKanban';

// The drawer brings the date pickers: it loads when a card is first opened, not with the board.
const ItemDrawer = lazy(() => import('../components/ItemDrawer'));

/** The school team's board: columns of cards to drag, add, rename and open. */
export default function KanbanBoardPage() {
  const intl = useIntl();
  const { kanban, reload, change } = useKanban();
  const author = useCommentAuthor();
  const [columnToDelete, setColumnToDelete] = useState<KanbanColumn | null>(null);
  const [deleting, setDeleting] = useState(false);

  const onMove = useCallback(
    (move: BoardMove) =>
      void change((board) =>
        move.type === 'column'
          ? moveColumn(board, move.source.index, move.destination.index)
          : moveItem(board, move.source, move.destination),
      ),
    [change],
  );
  const onOpenItem = useCallback((itemId: string) => void change(() => selectItem(itemId)), [change]);
  const onAddItem = useCallback(
    (columnId: string, title: string) =>
      void change((board) => addItem(board, newItem(title), columnId, null)),
    [change],
  );
  const onAddColumn = useCallback(
    (title: string) => void change((board) => addColumn(board, title)),
    [change],
  );
  const onRenameColumn = useCallback(
    (columnId: string, title: string) => void change((board) => renameColumn(board, columnId, title)),
    [change],
  );

  const onSaveItem = async (item: KanbanItem, values: ItemFormValues) => {
    const next = itemOfForm(item, values);
    const saved = await change((board) => editItem(board, next.item, next.columnId, next.storyId), {
      keep: true,
    });
    if (saved) notify(intl.formatMessage({ id: 'kanban.drawer.saved' }), 'success');
    return saved;
  };
  const onComment = (itemId: string, text: string) =>
    author
      ? change((board) => addItemComment(board, itemId, newComment(text, author)), { keep: true })
      : Promise.resolve(false);

  const columns = kanban.columnsOrder.flatMap((id) => kanban.columns.find((c) => c.id === id) ?? []);
  const selected = kanban.items.find((i) => i.id === kanban.selectedItem) ?? null;
  // Once opened, the drawer stays mounted so it can slide closed.
  const drawerUsed = useOpenedOnce(Boolean(selected));

  return (
    <>
      <PageHeader
        titleId="kanban.board.title"
        subtitleId="kanban.board.subtitle"
        actions={<KanbanNav current="board" />}
      />
      <KanbanStates kanban={kanban} onRetry={reload}>
        {columns.length === 0 ? (
          <EmptyState
            titleId="kanban.empty.title"
            bodyId="kanban.empty.body"
            action={
              <QuickAdd
                buttonId="kanban.column.add"
                fieldLabelId="kanban.column.newTitle"
                fullWidth={false}
                onAdd={onAddColumn}
              />
            }
          />
        ) : (
          <KanbanBoardView
            columns={columns}
            items={kanban.items}
            profiles={kanban.profiles}
            onMove={onMove}
            onOpenItem={onOpenItem}
            onAddItem={onAddItem}
            onAddColumn={onAddColumn}
            onRenameColumn={onRenameColumn}
            onDeleteColumn={setColumnToDelete}
          />
        )}
        {drawerUsed && (
          <Suspense fallback={null}>
            <ItemDrawer
              board={kanban}
              item={selected}
              onClose={() => void change(() => selectItem(false))}
              onSave={onSaveItem}
              onComment={onComment}
              onDelete={(itemId) => change((board) => deleteItem(board, itemId))}
            />
          </Suspense>
        )}
        <ConfirmDeleteDialog
          target={columnToDelete ? { name: columnToDelete.title } : null}
          titleId="kanban.column.deleteTitle"
          bodyId="kanban.column.deleteBody"
          busy={deleting}
          onClose={() => setColumnToDelete(null)}
          onConfirm={() => {
            if (!columnToDelete) return;
            setDeleting(true);
            void change((board) => deleteColumn(board, columnToDelete.id)).then(() => {
              setDeleting(false);
              setColumnToDelete(null);
            });
          }}
        />
      </KanbanStates>
    </>
  );
}
