import { Navigate, Outlet, useLocation } from 'react-router-dom';
import PageProgress from '@/components/PageProgress';
import { useAppSelector } from '@/store/hooks';
import { selectSignedOutByUser } from '@/store/layoutSlice';
import { selectSession } from '@/store/sessionSlice';
import { loginPathFor } from './returnTo';

/** Signed-out visitors go to the login page (replacing history) with a way back here. */
export default function AuthGuard() {
  const { isInitialized, isLoggedIn } = useAppSelector(selectSession);
  const location = useLocation();
  const signedOutByUser = useAppSelector(selectSignedOutByUser);

  if (!isInitialized) return <PageProgress />;
  if (!isLoggedIn && signedOutByUser) return <Navigate key={location.key} to="/" replace />;
  if (!isLoggedIn) {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    const search = new URLSearchParams({ returnTo }).toString();
    return <Navigate key={location.key} to={`${loginPathFor(location.pathname)}?${search}`} replace />;
  }
  return <Outlet />;
}
