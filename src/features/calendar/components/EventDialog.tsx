import {
  useCreateUserEventMutation,
  useDeleteUserEventMutation,
  useUpdateUserEventMutation,
} from '@/api/endpoints/calendar';
import { toUserEventBody, type CalendarEvent, type EventFormValues } from '../mapping';
import DateProvider from '@/components/dates/DateProvider';
import EventFormDialog from './EventFormDialog';

interface EventDialogProps {
  /** The personal event being edited; null to create one. */
  event: CalendarEvent | null;
  initialValues: EventFormValues;
  userId: string | number;
  onClose: () => void;
}

/** Create or edit a personal event (the user event payload of SPEC.md §3), and delete it. */
export default function EventDialog({ event, initialValues, userId, onClose }: EventDialogProps) {
  const [create] = useCreateUserEventMutation();
  const [update] = useUpdateUserEventMutation();
  const [remove] = useDeleteUserEventMutation();
  const eventUserId = event?.eventUserId ?? null;

  // The time fields' provider comes with the dialog, which the calendar loads on first opening.
  return (
    <DateProvider>
      <EventFormDialog
        editing={event}
        initialValues={initialValues}
        variant="personal"
        onSave={(values) => {
          const body = toUserEventBody(values, userId);
          return eventUserId ? update({ eventUserId, body }).unwrap() : create(body).unwrap();
        }}
        onDelete={eventUserId ? () => remove({ eventUserId }).unwrap() : undefined}
        onClose={onClose}
      />
    </DateProvider>
  );
}
