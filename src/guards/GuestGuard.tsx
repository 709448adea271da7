import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import PageProgress from '@/components/PageProgress';
import { useAppSelector } from '@/store/hooks';
import { homeForRole } from '@/store/roles';
import { selectSession } from '@/store/sessionSlice';
import { safeReturnTo } from './returnTo';

/** Sign-in pages: a signed-in user is replaced to the return path, or to the home of their role. */
export default function GuestGuard() {
  const { isInitialized, isLoggedIn, user } = useAppSelector(selectSession);
  const [params] = useSearchParams();

  if (!isInitialized) return <PageProgress />;
  if (isLoggedIn) {
    return <Navigate to={safeReturnTo(params.get('returnTo')) ?? homeForRole(user?.role)} replace />;
  }
  return <Outlet />;
}
