import ContactsView from '../components/ContactsView';

/** The school's contacts as a list (/apps/contact/c-list). */
export default function ContactListPage() {
  return <ContactsView view="list" />;
}
