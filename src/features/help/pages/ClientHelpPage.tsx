import HelpCenter from '../components/HelpCenter';

export default function ClientHelpPage() {
  return <HelpCenter audience="client" />;
}
