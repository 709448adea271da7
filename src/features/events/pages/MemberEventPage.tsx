import EventDetails from '../components/EventDetails';

/** /pages/eventos/:id: the event inside the signed-in layout; "buy" goes to the signed-in checkout. */
export default function MemberEventPage() {
  return <EventDetails variant="member" />;
}
