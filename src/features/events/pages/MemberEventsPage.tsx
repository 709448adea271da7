import EventCatalog from '../components/EventCatalog';

/** /pages/eventos: the same catalogue inside the signed-in layout. */
export default function MemberEventsPage() {
  return <EventCatalog variant="member" />;
}
