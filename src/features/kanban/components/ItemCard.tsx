import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Draggable } from '@hello-pangea/dnd';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KanbanItem, KanbanProfile } from '@/api/contract/kanban';
import { formatDay } from '../dates';
import PriorityChip from './PriorityChip';
import ProfileAvatar from './ProfileAvatar';
import DragHandle from './DragHandle';

interface ItemCardProps {
  item: KanbanItem;
  index: number;
  assignee: KanbanProfile | undefined;
  onOpen: (itemId: string) => void;
}

/** A card of the board: a named drag handle, and the title that opens the card's drawer. */
function ItemCard({ item, index, assignee, onOpen }: ItemCardProps) {
  const intl = useIntl();
  return (
    <Draggable draggableId={item.id} index={index}>
      {(provided, snapshot) => (
        <Paper
          ref={provided.innerRef}
          {...provided.draggableProps}
          variant="outlined"
          sx={{
            mb: 1,
            display: 'flex',
            alignItems: 'stretch',
            bgcolor: 'background.paper',
            boxShadow: snapshot.isDragging ? 6 : 0,
          }}
        >
          <DragHandle
            handleProps={provided.dragHandleProps}
            label={intl.formatMessage({ id: 'kanban.item.drag' }, { name: item.title })}
            sx={{
              px: 0.5,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          />
          <ButtonBase
            onClick={() => onOpen(item.id)}
            aria-label={intl.formatMessage({ id: 'kanban.item.open' }, { name: item.title })}
            sx={{
              flex: 1,
              minWidth: 0,
              display: 'block',
              textAlign: 'left',
              p: 1.25,
              pl: 0.5,
              borderRadius: 1,
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Typography variant="body1" sx={{ fontWeight: 500, mb: 1, overflowWrap: 'anywhere' }}>
              {item.title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <PriorityChip priority={item.priority} />
              {item.dueDate && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <EventOutlined sx={{ fontSize: 16 }} aria-hidden />
                  <Typography variant="caption">
                    <FormattedMessage id="kanban.item.due" values={{ date: formatDay(intl, item.dueDate) }} />
                  </Typography>
                </Stack>
              )}
              {item.commentIds.length > 0 && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <ChatBubbleOutline sx={{ fontSize: 16 }} aria-hidden />
                  <Typography variant="caption">
                    <FormattedMessage id="kanban.item.comments" values={{ count: item.commentIds.length }} />
                  </Typography>
                </Stack>
              )}
              <Box sx={{ flex: 1 }} />
              {assignee && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <ProfileAvatar profile={assignee} size={24} />
                </Stack>
              )}
            </Stack>
          </ButtonBase>
        </Paper>
      )}
    </Draggable>
  );
}

export default memo(ItemCard);
