import type { DragStart, DragUpdate, DropResult, ResponderProvided } from '@hello-pangea/dnd';
import { useIntl } from 'react-intl';

/**
 * What the drag and drop library says to a screen reader, in the user's language: the lift, every move
 * (where the library would otherwise announce its own English default) and the drop. `nameOf` names the
 * dragged card, story or column; `listNameOf` names the list it is over, when that list has a name of its
 * own (a board column), so a move reads "Convidar jurados está na posição 1 de Em revisão".
 */
export function useDndAnnouncements(
  nameOf: (draggableId: string) => string,
  listNameOf: (droppableId: string) => string | undefined = () => undefined,
) {
  const intl = useIntl();
  return {
    dragHandleUsageInstructions: intl.formatMessage({ id: 'kanban.dnd.instructions' }),
    onDragStart: (start: DragStart, provided: ResponderProvided) =>
      provided.announce(intl.formatMessage({ id: 'kanban.dnd.lifted' }, { name: nameOf(start.draggableId) })),
    onDragUpdate: (update: DragUpdate, provided: ResponderProvided) => {
      const name = nameOf(update.draggableId);
      const { destination } = update;
      if (!destination) {
        provided.announce(intl.formatMessage({ id: 'kanban.dnd.outside' }, { name }));
        return;
      }
      const position = destination.index + 1;
      const list = listNameOf(destination.droppableId);
      provided.announce(
        list
          ? intl.formatMessage({ id: 'kanban.dnd.movedTo' }, { name, position, list })
          : intl.formatMessage({ id: 'kanban.dnd.moved' }, { name, position }),
      );
    },
    announceEnd: (result: DropResult, provided: ResponderProvided) =>
      provided.announce(
        intl.formatMessage(
          { id: result.reason === 'CANCEL' ? 'kanban.dnd.cancelled' : 'kanban.dnd.dropped' },
          { name: nameOf(result.draggableId) },
        ),
      ),
  };
}
