import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { homeForRole, type RoleCode } from '@/store/roles';
import { selectRole } from '@/store/sessionSlice';

/** Renders its routes only for the allowed roles; anyone else goes to their own home. A missing role gives no access. */
export default function RoleGuard({ roles }: { roles?: readonly RoleCode[] }) {
  const role = useAppSelector(selectRole);
  const location = useLocation();
  if (roles && (role == null || !(roles as readonly string[]).includes(role))) {
    // Keyed by location: going from one forbidden page straight to another must redirect again.
    return <Navigate key={location.key} to={homeForRole(role)} replace />;
  }
  return <Outlet />;
}
