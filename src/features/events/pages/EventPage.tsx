import EventDetails from '../components/EventDetails';

/** /eventos/:id: an event's public page. */
export default function EventPage() {
  return <EventDetails variant="public" />;
}
