import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Draggable, Droppable } from '@hello-pangea/dnd';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KanbanColumn, KanbanItem, KanbanProfile } from '@/api/contract/kanban';
import { useIsTouch } from '@/hooks/useIsTouch';
import { ITEM_TYPE } from '../moves';
import ColumnHeader from './ColumnHeader';
import ItemCard from './ItemCard';
import QuickAdd from './QuickAdd';

interface BoardColumnProps {
  column: KanbanColumn;
  index: number;
  items: Map<string, KanbanItem>;
  profiles: Map<string, KanbanProfile>;
  onOpenItem: (itemId: string) => void;
  onAddItem: (columnId: string, title: string) => void;
  onRename: (columnId: string, title: string) => void;
  onDelete: (column: KanbanColumn) => void;
}

/** One column: its header, its cards (a drop target for cards) and the quick add at the bottom. */
function BoardColumn({
  column,
  index,
  items,
  profiles,
  onOpenItem,
  onAddItem,
  onRename,
  onDelete,
}: BoardColumnProps) {
  const intl = useIntl();
  const touch = useIsTouch();
  return (
    <Draggable draggableId={`column:${column.id}`} index={index}>
      {(provided) => (
        <Paper
          ref={provided.innerRef}
          {...provided.draggableProps}
          component="section"
          aria-label={column.title}
          variant="outlined"
          sx={{
            flex: '0 0 auto',
            width: { xs: 'calc(100vw - 56px)', sm: 300 },
            maxWidth: 320,
            mr: 2,
            p: 1.5,
            bgcolor: 'background.default',
            display: 'flex',
            flexDirection: 'column',
            scrollSnapAlign: 'start',
          }}
        >
          <ColumnHeader
            column={column}
            dragHandleProps={provided.dragHandleProps}
            onRename={(title) => onRename(column.id, title)}
            onDelete={() => onDelete(column)}
          />
          <Droppable droppableId={column.id} type={ITEM_TYPE}>
            {(drop, snapshot) => (
              <Box
                ref={drop.innerRef}
                {...drop.droppableProps}
                sx={{
                  flex: 1,
                  minHeight: 72,
                  borderRadius: 1,
                  p: 0.5,
                  bgcolor: snapshot.isDraggingOver ? 'action.hover' : undefined,
                }}
              >
                {column.itemIds.map((itemId, itemIndex) => {
                  const item = items.get(itemId);
                  return item ? (
                    <ItemCard
                      key={item.id}
                      item={item}
                      index={itemIndex}
                      assignee={item.assign ? profiles.get(item.assign) : undefined}
                      onOpen={onOpenItem}
                    />
                  ) : null;
                })}
                {drop.placeholder}
                {column.itemIds.length === 0 && !snapshot.isDraggingOver && (
                  <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
                    <FormattedMessage id={touch ? 'kanban.column.empty.touch' : 'kanban.column.empty'} />
                  </Typography>
                )}
              </Box>
            )}
          </Droppable>
          <Box sx={{ pt: 1 }}>
            <QuickAdd
              buttonId="kanban.item.add"
              ariaLabel={intl.formatMessage({ id: 'kanban.item.addIn' }, { name: column.title })}
              fieldLabelId="kanban.item.newTitle"
              onAdd={(title) => onAddItem(column.id, title)}
            />
          </Box>
        </Paper>
      )}
    </Draggable>
  );
}

export default memo(BoardColumn);
