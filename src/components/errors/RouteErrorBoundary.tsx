import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { homeForRole } from '@/store/roles';
import ErrorScreen from './ErrorScreen';

const SCREENS: Record<number, { code: string; messageId: string; hintId: string }> = {
  404: { code: '404', messageId: 'errors.404', hintId: 'errors.404.hint' },
  401: { code: '401', messageId: 'errors.401', hintId: 'errors.401.hint' },
  503: { code: '503', messageId: 'errors.503', hintId: 'errors.503.hint' },
  418: { code: '418', messageId: 'errors.418', hintId: 'errors.418.hint' },
};

/** Route error element: the spec's screens by status, 'Under Maintenance' for anything else. */
export default function RouteErrorBoundary() {
  const error = useRouteError();
  const user = useAppSelector((state) => state.session.user);
  const home = user ? homeForRole(user.role) : '/';
  const screen = isRouteErrorResponse(error) ? SCREENS[error.status] : undefined;

  if (screen) return <ErrorScreen {...screen} homeHref={home} />;
  console.error(error);
  return (
    <ErrorScreen
      code="🛠"
      messageId="errors.maintenance"
      hintId="errors.maintenance.hint"
      homeHref={home}
      showReload
    />
  );
}
