import Box from '@mui/material/Box';
import { DragDropContext, Droppable, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import { COLUMN_TYPE, moveOfDrop, type BoardMove } from '../moves';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { KanbanColumn, KanbanItem, KanbanProfile } from '@/api/contract/kanban';
import BoardColumn from './BoardColumn';
import QuickAdd from './QuickAdd';
import { useDndAnnouncements } from './useDndAnnouncements';

interface KanbanBoardViewProps {
  columns: KanbanColumn[];
  items: KanbanItem[];
  profiles: KanbanProfile[];
  onMove: (move: BoardMove) => void;
  onOpenItem: (itemId: string) => void;
  onAddItem: (columnId: string, title: string) => void;
  onAddColumn: (title: string) => void;
  onRenameColumn: (columnId: string, title: string) => void;
  onDeleteColumn: (column: KanbanColumn) => void;
}

/** The columns side by side (snapping one by one on a phone), with cards and columns to drag. */
export default function KanbanBoardView(props: KanbanBoardViewProps) {
  const { columns, items, profiles, onMove } = props;
  const intl = useIntl();
  const itemMap = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const profileMap = useMemo(() => new Map(profiles.map((p) => [p.id, p])), [profiles]);

  const nameOf = (draggableId: string) =>
    draggableId.startsWith('column:')
      ? (columns.find((c) => `column:${c.id}` === draggableId)?.title ?? '')
      : (itemMap.get(draggableId)?.title ?? '');

  const { announceEnd, ...announcements } = useDndAnnouncements(
    nameOf,
    (droppableId) => columns.find((c) => c.id === droppableId)?.title,
  );

  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    announceEnd(result, provided);
    const move = moveOfDrop(result);
    if (move) onMove(move);
  };

  return (
    <DragDropContext {...announcements} onDragEnd={onDragEnd}>
      <Box
        role="region"
        aria-label={intl.formatMessage({ id: 'kanban.board.label' })}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          overflowX: 'auto',
          scrollSnapType: { xs: 'x mandatory', sm: 'none' },
          pb: 2,
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          minHeight: 320,
        }}
      >
        <Droppable droppableId="board" type={COLUMN_TYPE} direction="horizontal">
          {(provided) => (
            <Box
              ref={provided.innerRef}
              {...provided.droppableProps}
              sx={{ display: 'flex', alignItems: 'flex-start' }}
            >
              {columns.map((column, index) => (
                <BoardColumn
                  key={column.id}
                  column={column}
                  index={index}
                  items={itemMap}
                  profiles={profileMap}
                  onOpenItem={props.onOpenItem}
                  onAddItem={props.onAddItem}
                  onRename={props.onRenameColumn}
                  onDelete={props.onDeleteColumn}
                />
              ))}
              {provided.placeholder}
            </Box>
          )}
        </Droppable>
        <Box
          sx={{ flex: '0 0 auto', width: { xs: 'calc(100vw - 56px)', sm: 280 }, scrollSnapAlign: 'start' }}
        >
          <QuickAdd
            buttonId="kanban.column.add"
            fieldLabelId="kanban.column.newTitle"
            onAdd={props.onAddColumn}
          />
        </Box>
      </Box>
    </DragDropContext>
  );
}
