import ErrorScreen from './ErrorScreen';

export default function ServerErrorPage() {
  return <ErrorScreen code="500" messageId="errors.500" hintId="errors.500.hint" showReload />;
}
