import HelpCenter from '../components/HelpCenter';

export default function CompanyHelpPage() {
  return <HelpCenter audience="company" />;
}
