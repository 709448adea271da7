import ContactsView from '../components/ContactsView';

/** The school's contacts as cards (/apps/contact/c-card). */
export default function ContactCardsPage() {
  return <ContactsView view="cards" />;
}
