import SchoolProfile from '../components/SchoolProfile';

/** /escolas/:id: a school's public page. */
export default function SchoolPage() {
  return <SchoolProfile />;
}
