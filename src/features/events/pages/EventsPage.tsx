import EventCatalog from '../components/EventCatalog';

/** /eventos: the public catalogue. */
export default function EventsPage() {
  return <EventCatalog variant="public" />;
}
