import { Navigate, Outlet, redirect } from 'react-router';
import { getToken } from '../../lib/session';
import { useToken } from './useSession';

/** Route loader: an unauthenticated visit to a protected route goes to / before anything renders. */
export function requireSessionLoader() {
  return getToken() ? null : redirect('/');
}

/**
 * Guards the protected routes (spec 6): without a token in the session the user is sent to /.
 * It also reacts when the session ends while a protected page is open (sign-out, a 401).
 */
export function RequireAuth() {
  const token = useToken();
  return token ? <Outlet /> : <Navigate to="/" replace />;
}
