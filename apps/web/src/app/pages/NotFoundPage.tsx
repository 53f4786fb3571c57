import { Link, useLocation } from 'react-router';
import { StatusPage } from '../../components/plain/StatusPage';
import { useToken } from '../auth/useSession';

/** Any address no route matches (plain: it must load fast for signed-out visitors too). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const signedIn = Boolean(useToken());
  return (
    <StatusPage title="Page not found">
      <p>
        There is no page at <strong>{pathname}</strong>. It may have moved, or the link may be mistyped.
      </p>
      <Link className="btn" to={signedIn ? '/home' : '/'}>
        {signedIn ? 'Go to the home page' : 'Go to sign in'}
      </Link>
    </StatusPage>
  );
}
