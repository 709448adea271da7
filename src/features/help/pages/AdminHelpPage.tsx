import HelpCenter from '../components/HelpCenter';

export default function AdminHelpPage() {
  return <HelpCenter audience="admin" />;
}
