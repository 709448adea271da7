import HelpCenter from '../components/HelpCenter';

export default function ProducerHelpPage() {
  return <HelpCenter audience="producer" />;
}
