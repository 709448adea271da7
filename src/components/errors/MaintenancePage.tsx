import ErrorScreen from './ErrorScreen';

export default function MaintenancePage() {
  return <ErrorScreen code="🛠" messageId="errors.maintenance" hintId="errors.maintenance.hint" showReload />;
}
