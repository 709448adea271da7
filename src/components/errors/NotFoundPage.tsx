import ErrorScreen from './ErrorScreen';

export default function NotFoundPage() {
  return <ErrorScreen code="404" messageId="errors.404" hintId="errors.404.hint" />;
}
