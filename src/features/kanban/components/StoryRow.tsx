import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Draggable } from '@hello-pangea/dnd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KanbanUserStory } from '@/api/contract/kanban';
import CommentThread from './CommentThread';
import ProfileAvatar from './ProfileAvatar';
import PriorityChip from './PriorityChip';
import QuickAdd from './QuickAdd';
import StoryItems from './StoryItems';
import type { StoryContext } from './storyContext';
import DragHandle from './DragHandle';

interface StoryRowProps {
  story: KanbanUserStory;
  index: number;
  context: StoryContext;
}

/** One story of the backlog: a summary line that expands to its cards and comments. */
export default function StoryRow({ story, index, context }: StoryRowProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = { name: story.title };
  const assignee = story.assign ? context.profiles.get(story.assign) : undefined;
  const status = story.columnId ? context.columns.get(story.columnId) : undefined;
  return (
    <Draggable draggableId={`story:${story.id}`} index={index}>
      {(provided) => (
        <Paper
          ref={provided.innerRef}
          {...provided.draggableProps}
          component="li"
          variant="outlined"
          sx={{ mb: 1.5, listStyle: 'none' }}
        >
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', p: 1.5, flexWrap: 'wrap', rowGap: 1 }}
          >
            <DragHandle
              handleProps={provided.dragHandleProps}
              label={intl.formatMessage({ id: 'kanban.story.drag' }, name)}
            />
            <IconButton
              size="small"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={intl.formatMessage(
                { id: open ? 'kanban.story.collapse' : 'kanban.story.expand' },
                name,
              )}
            >
              <ExpandMore
                sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform .2s' }}
              />
            </IconButton>
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography component="h2" variant="h4" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
                {story.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="kanban.story.items" values={{ count: story.itemIds.length }} />
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {status && <Chip size="small" label={status.title} />}
              <PriorityChip priority={story.priority} />
              {assignee && <ProfileAvatar profile={assignee} size={28} />}
              <IconButton
                size="small"
                onClick={() => context.onEdit(story)}
                aria-label={intl.formatMessage({ id: 'kanban.story.editNamed' }, name)}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                onClick={() => context.onDelete(story)}
                aria-label={intl.formatMessage({ id: 'kanban.story.delete' }, name)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Stack>
          </Stack>
          <Collapse in={open} unmountOnExit>
            <Stack id={panelId} spacing={2} sx={{ px: { xs: 1.5, sm: 6 }, pb: 2 }}>
              {story.description && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {story.description}
                </Typography>
              )}
              <StoryItems story={story} items={context.items} columnOfItem={context.columnOfItem} />
              <QuickAdd
                buttonId="kanban.story.addItem"
                fieldLabelId="kanban.item.newTitle"
                fullWidth={false}
                onAdd={(title) => context.onAddItem(story, title)}
              />
              <CommentThread
                commentIds={story.commentIds}
                comments={context.comments}
                profiles={context.profiles}
                onAdd={(text) => context.onComment(story.id, text)}
              />
            </Stack>
          </Collapse>
        </Paper>
      )}
    </Draggable>
  );
}
