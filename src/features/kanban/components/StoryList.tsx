import Box from '@mui/material/Box';
import { DragDropContext, Droppable } from '@hello-pangea/dnd';
import { moveOfStoryDrop, STORY_TYPE, type StoryMove } from '../moves';
import { useIntl } from 'react-intl';
import type { KanbanUserStory } from '@/api/contract/kanban';
import type { StoryContext } from './storyContext';
import StoryRow from './StoryRow';
import { useDndAnnouncements } from './useDndAnnouncements';

/** The stories in their order; stories and the cards inside each can be dragged. */
export default function StoryList({
  stories,
  context,
  onMove,
}: {
  stories: KanbanUserStory[];
  context: StoryContext;
  onMove: (move: StoryMove) => void;
}) {
  const intl = useIntl();
  const titleOf = (draggableId: string) => {
    const [kind, id] = draggableId.split(':');
    return kind === 'story'
      ? (stories.find((s) => s.id === id)?.title ?? '')
      : (context.items.get(id ?? '')?.title ?? '');
  };
  const { announceEnd, ...announcements } = useDndAnnouncements(titleOf);
  return (
    <DragDropContext
      {...announcements}
      onDragEnd={(result, provided) => {
        announceEnd(result, provided);
        const move = moveOfStoryDrop(result);
        if (move) onMove(move);
      }}
    >
      <Droppable droppableId="stories" type={STORY_TYPE}>
        {(provided) => (
          <Box
            ref={provided.innerRef}
            {...provided.droppableProps}
            component="ol"
            aria-label={intl.formatMessage({ id: 'kanban.stories.label' })}
            sx={{ p: 0, m: 0 }}
          >
            {stories.map((story, index) => (
              <StoryRow key={story.id} story={story} index={index} context={context} />
            ))}
            {provided.placeholder}
          </Box>
        )}
      </Droppable>
    </DragDropContext>
  );
}
