import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Draggable, Droppable } from '@hello-pangea/dnd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KanbanColumn, KanbanItem, KanbanUserStory } from '@/api/contract/kanban';
import { STORY_ITEM_TYPE } from '../moves';
import PriorityChip from './PriorityChip';
import DragHandle from './DragHandle';

interface StoryItemsProps {
  story: KanbanUserStory;
  items: ReadonlyMap<string, KanbanItem>;
  /** The column each card is in, by card id. */
  columnOfItem: ReadonlyMap<string, KanbanColumn>;
}

/** A story's cards in their order, each with a named handle to reorder it within the story. */
export default function StoryItems({ story, items, columnOfItem }: StoryItemsProps) {
  const intl = useIntl();
  return (
    // Each story is its own kind of drop target: its cards move within it only.
    <Droppable droppableId={`story:${story.id}`} type={`${STORY_ITEM_TYPE}:${story.id}`}>
      {(drop) => (
        <Box
          ref={drop.innerRef}
          {...drop.droppableProps}
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {story.itemIds.map((itemId, index) => {
            const item = items.get(itemId);
            if (!item) return null;
            const column = columnOfItem.get(itemId);
            return (
              <Draggable key={itemId} draggableId={`story-item:${itemId}`} index={index}>
                {(provided) => (
                  <Box
                    component="li"
                    ref={provided.innerRef}
                    {...provided.draggableProps}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      flexWrap: 'wrap',
                      gap: 1,
                      py: 0.75,
                      px: 0.5,
                      mb: 0.5,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: 'background.paper',
                    }}
                  >
                    <DragHandle
                      handleProps={provided.dragHandleProps}
                      label={intl.formatMessage({ id: 'kanban.item.drag' }, { name: item.title })}
                    />
                    <Typography
                      variant="body2"
                      sx={{ flex: '1 1 140px', minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {item.title}
                    </Typography>
                    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                      {column && <Chip size="small" label={column.title} />}
                      <PriorityChip priority={item.priority} />
                    </Stack>
                  </Box>
                )}
              </Draggable>
            );
          })}
          {drop.placeholder}
          {story.itemIds.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary" sx={{ py: 1 }}>
              <FormattedMessage id="kanban.story.noItems" />
            </Typography>
          )}
        </Box>
      )}
    </Droppable>
  );
}
